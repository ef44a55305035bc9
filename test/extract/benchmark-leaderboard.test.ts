/**
 * A leaderboard of benchmarks whose metric is fixed by convention, with one benchmark the conventions do not
 * know (src/extract/benchmark-conventions.ts `benchmarkLeaderboard`, used by tables.ts): before, the one unknown
 * column ("CMExam") made the whole table an attribute table, so none of its cells was a result. Checked on a
 * medical-QA model card written here; a table of benchmarks the conventions mostly do not know stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { benchmarkLeaderboard, headerConventionOf } from '../../src/extract/benchmark-conventions.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: ({ metric: string; label?: string } | { id: string })[]; rows: { values: unknown[] }[] };

const card = (headers: string[]): string[] => [
  '# MedChat-7B',
  '',
  '## Evaluation',
  '',
  `| Model | ${headers.join(' | ')} |`,
  `| --- | ${headers.map(() => '---').join(' | ')} |`,
  '| Llama-2-7B | 36.2 | 41.5 | 58.1 | 30.4 |',
  '| MedChat-7B | 48.9 | 50.3 | 71.6 | 45.2 |',
  '',
];

describe('a leaderboard of conventional benchmarks with one unknown column', () => {
  it('knows the medical exam and commonsense suites', () => {
    for (const h of ['MedQA', 'MedQA-USMLE', 'MedMCQA', 'PubMedQA', 'JEC-QA', 'CommonsenseQA', 'LAMBADA']) expect(headerConventionOf(h)?.metric, h).toBe('accuracy');
    expect(headerConventionOf('MedQA speed')).toBeUndefined();
  });

  it('drafts the known columns under their convention and the unknown one under unknown-metric, with review lines', () => {
    const { yaml } = extractMarkdown(card(['MedQA', 'MedMCQA', 'PubMedQA', 'CMExam']));
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['accuracy', 'accuracy', 'accuracy', 'unknown-metric']);
    expect(t.rows[1]?.values).toEqual([48.9, 50.3, 71.6, 45.2]);
    expect(yaml).toContain('"CMExam": no metric named in its header');
    expect(yaml).toContain('"MedQA": no metric printed; \'accuracy\' guessed, what this benchmark reports by convention');
  });

  it('needs two such columns and at least half of them: otherwise the other columns stay settings, as before', () => {
    const { yaml } = extractMarkdown(card(['MedQA', 'CMExam', 'CMB', 'Huatuo-26M']));
    const one = (parse(yaml) as { tables: (Table & { settings?: { label: string }[] })[] }).tables[0]!;
    expect(one.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['accuracy']);
    expect(one.settings?.map((s) => s.label)).toEqual(['CMExam', 'CMB', 'Huatuo-26M']);
    const t = { caption: undefined, leadIn: undefined, section: undefined };
    expect(benchmarkLeaderboard(['MedQA', 'MedMCQA', 'CMExam', 'CMB'], () => [], t)).toBe(true);
    expect(benchmarkLeaderboard(['MedQA', 'CMExam', 'CMB'], () => [], t)).toBe(false);
    expect(benchmarkLeaderboard(['MedQA', 'MedMCQA', 'CMExam', 'CMB', 'Huatuo'], () => [], t)).toBe(false);
  });
});
