/**
 * A survey README of text-to-motion results (round 24): every cell a LaTeX span with its confidence interval as a
 * superscript and no leading zero (`$0.455^{\pm.003}$`), the dataset only in the section heading ("### HumanML3D": not
 * read as the dataset, for a document may print one such heading under each protocol, "Last" and "Best" scores, and
 * two tables of one named dataset are compared by `check`), the label column headed "Model (or Authors)", the metrics R-Precision Top-k, FID, MM Dist, MultiModality and a
 * "Diversity →" (closer to the real data is better) after them. Spreads written ".003" were no spreads, so the last
 * column read as a setting of each row; the corner read as the dataset.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; dataset: string; columns: { metric: string }[]; rows: { label?: string; values: unknown[] }[]; settings?: { label: string }[] }[];
}

const cell = (v: string, ci: string): string => `$${v}^{\\pm${ci}}$`;

describe('a text-to-motion leaderboard README', () => {
  const doc = ['# Awesome motion generation', '', '## Results', '', '### HumanML3D', '',
    '| Year | <div style="width: 90pt">Model<br/> (or Authors)</div> | R Precision<br/> Top-1 ↑ | R Precision<br/> Top-3 ↑ | FID ↓ | MM Dist ↓ | MultiModality ↑ | <div style="width: 70pt">Diversity →</div> | code |',
    '| :---: | :---: | :---: | :---: | :---: | :---: | :---: | :---: | :---: |',
    `| 2022 | [T2M](#1) | ${cell('0.455', '.003')} | ${cell('0.736', '.002')} | ${cell('1.087', '.021')} | ${cell('3.347', '.008')} | ${cell('2.219', '.074')} | ${cell('9.175', '.083')} | [link](https://example.org) |`,
    `| 2023 | [MDM](#2) | ${cell('0.320', '.005')} | ${cell('0.611', '.007')} | ${cell('0.544', '.044')} | ${cell('5.566', '.027')} | ${cell('2.799', '.072')} | ${cell('9.559', '.086')} | - |`,
    `| 2024 | [Ours](#3) | ${cell('0.492', '.003')} | ${cell('0.781', '.002')} | ${cell('0.141', '.004')} | ${cell('3.121', '.009')} | - | ${cell('9.657', '.072')} | - |`, ''];

  it('drafts every metric column, the Diversity column included, no dataset read from the corner', () => {
    const r = extractMarkdown<Draft>(doc);
    const t = r.draft.tables[0];
    expect(t?.kind).toBe('results');
    // (the corner "Model (or Authors)" names the rows, no dataset)
    expect(t?.dataset).toBe('unknown');
    expect(t?.columns.map((c) => c.metric)).toEqual(['r-precision-top1', 'r-precision-top3', 'fid', 'mm-dist', 'motion-multimodality', 'motion-diversity']);
    expect(t?.rows.map((row) => row.label)).toEqual(['T2M', 'MDM', 'Ours']);
    expect(t?.settings?.map((s) => s.label)).not.toContain('Diversity →');
    expectValidates(r.dir);
  });

  it('reads "Diversity" and "MultiModality" only beside the text-to-motion metrics, never in prose', () => {
    // (a prompt-learning paper's "multi-modal … multimodality" and a summarization paper's "3.2 Diversity" name no metric)
    expect(metricsInText('Our approach exploits the multimodality of vision-language models and reaches the highest average accuracy.')).toEqual(['average-accuracy']);
    expect(metricsInText('3.2 Diversity')).toEqual([]);
  });
});
