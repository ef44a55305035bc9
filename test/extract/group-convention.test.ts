/**
 * A benchmark the conventions do not know, printed beside known ones under one group header (seen on a medical LLM's
 * project page, round 18): "Multi-Choice Question" over "<the lab's own set> | MedMCQA | PubMedQA", percentages, no
 * metric printed anywhere. The known siblings report accuracy by convention; the lab's own set was left under the
 * declared unknown metric. Now it is read in its siblings' metric, its header the subset, with a review line —
 * and only when the siblings under that same group agree.
 */
import { describe, expect, it } from 'vitest';
import { siblingConvention } from '../../src/extract/group-convention.js';
import type { DraftColumn } from '../../src/extract/types.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly metrics?: readonly { id: string }[];
  readonly tables: readonly { columns: readonly { metric: string; label: string; subset?: string }[] }[];
}

const page = (groupA: string, leavesA: readonly string[], groupB: string, leavesB: readonly string[]): string[] => [
  '<html><body><h2>Evaluation</h2>',
  '<table><thead>',
  `<tr><th rowspan="2">Model</th><th colspan="${leavesA.length}">${groupA}</th><th colspan="${leavesB.length}">${groupB}</th></tr>`,
  `<tr>${[...leavesA, ...leavesB].map((h) => `<th>${h}</th>`).join('')}</tr>`,
  '</thead><tbody>',
  '<tr><td>BaseLM-7B</td><td>44.10%</td><td>51.20%</td><td>60.30%</td><td>0.212</td><td>0.301</td></tr>',
  '<tr><td>ClinLM-7B (ours)</td><td>58.40%</td><td>55.90%</td><td>71.00%</td><td>0.231</td><td>0.322</td></tr>',
  '<tr><td>ClinLM-13B (ours)</td><td>61.70%</td><td>58.30%</td><td>73.50%</td><td>0.240</td><td>0.335</td></tr>',
  '</tbody></table></body></html>',
];

describe('a benchmark without a known convention beside known ones under one group header', () => {
  it("is read in the siblings' shared metric, its header the subset, for review", () => {
    const { draft, yaml } = extractMarkdown<Draft>(page('Multi-Choice Question', ['ClinEval (ours)', 'MedMCQA', 'PubMedQA'], 'Open-ended Answers', ['RougeL', 'METEOR']), { name: 'index.html' });
    const cols = draft.tables.flatMap((t) => t.columns);
    expect(cols[0]).toMatchObject({ metric: 'accuracy', label: 'ClinEval (ours)' });
    expect(cols[0]?.subset).toMatch(/^clineval/);
    expect(cols.slice(1, 3).map((c) => c.metric)).toEqual(['accuracy', 'accuracy']);
    expect(yaml).toContain('what the 2 other benchmarks under "Multi-Choice Question" report by convention');
    expect(yaml).not.toContain('unknown-metric');
  });

  it('leaves the column unnamed when its group holds one known benchmark only', () => {
    const { draft } = extractMarkdown<Draft>(page('Multi-Choice Question', ['ClinEval (ours)', 'Internal-B', 'MedMCQA'], 'Open-ended Answers', ['RougeL', 'METEOR']), { name: 'index.html' });
    const cols = draft.tables.flatMap((t) => t.columns);
    expect(cols[0]?.metric).not.toBe('accuracy');
  });

  it('needs the siblings under the same group, agreeing on one metric', () => {
    const col = (label: string, metric: string, metricFrom: DraftColumn['metricFrom']): DraftColumn => ({ metric, label, metricFrom });
    const groups = ['QA', 'QA', 'QA', 'Gen'];
    const unknown = col('Ours', 'unknown-metric', 'unknown');
    const agree = siblingConvention([unknown, col('A', 'accuracy', 'benchmark-convention'), col('B', 'accuracy', 'benchmark-convention'), col('C', 'accuracy', 'benchmark-convention')], (j) => groups[j] ?? '', () => 'total');
    expect(agree.changed).toEqual([0]);
    const disagree = siblingConvention([unknown, col('A', 'accuracy', 'benchmark-convention'), col('B', 'f1', 'benchmark-convention'), col('C', 'accuracy', 'benchmark-convention')], (j) => groups[j] ?? '', () => 'total');
    expect(disagree.changed).toEqual([]);
    const ungrouped = siblingConvention([unknown, col('A', 'accuracy', 'benchmark-convention'), col('B', 'accuracy', 'benchmark-convention')], () => '', () => 'total');
    expect(ungrouped.changed).toEqual([]);
  });
});
