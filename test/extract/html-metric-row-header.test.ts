/**
 * A README's HTML table with no <th>: a bold row of tasks, then a row "Model | μ-F1 / m-F1 | …" in plain <td> cells,
 * then rows of packed pairs "77.8 / 69.5" and one task printing a single number (seen in a legal-NLP benchmark's
 * leaderboard, round 17). Before, the metric row was read as a body row and, the pairs being no plain numbers, the
 * whole table stayed an attribute table of text. Now the metric row is the header's second level, the pairs are split
 * into micro-F1 and macro-F1, and the single-number column is read under the first metric its header names, for review.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { metricFor } from '../../src/extract/metric-lookup.js';

interface Draft { tables: { kind: string; columns?: { metric: string; label: string; subset?: string }[]; rows?: { label: string; values: (number | null)[] }[] }[] }

const table = (second: string) => [
  '# Toxicity benchmark', '', '## Leaderboard', '',
  '<table>',
  '<tr><td><b>Dataset</b></td><td><b>Civil</b></td><td><b>HateX</b></td><td><b>Jigsaw-MC</b></td></tr>',
  second,
  '<tr><td>mBERT</td><td> 81.2 /  70.4 </td><td> 66.0 /  58.1 </td><td> 72.3 </td></tr>',
  '<tr><td>XLM-R</td><td> <b>83.9</b> /  72.6 </td><td> 68.4 /  <b>60.2</b> </td><td> <b>74.0</b> </td></tr>',
  '</table>',
];

describe('an HTML table whose metric row is written in plain <td> cells under a bold row of tasks', () => {
  it('drafts results: each pair split into micro-F1 and macro-F1, the single column under micro-F1 (CLI)', () => {
    const { draft, yaml } = extractMarkdown<Draft>(table('<tr><td><b>Model</b></td><td>μ-F1 / m-F1</td><td>μ-F1  / m-F1 </td><td>μ-F1 / m-F1</td></tr>'));
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns?.map((c) => [c.metric, c.subset])).toEqual([['micro-f1', 'civil'], ['macro-f1', 'civil'], ['micro-f1', 'hatex'], ['macro-f1', 'hatex'], ['micro-f1', 'jigsaw-mc']]);
    expect(t?.rows?.map((r) => r.values)).toEqual([[81.2, 70.4, 66.0, 58.1, 72.3], [83.9, 72.6, 68.4, 60.2, 74.0]]);
    expect(yaml).toMatch(/one number per row where the header names several metrics, kept under the first \(check which it is\)/);
  });

  it('reads "μ-F1" as micro-F1 and "m-F1" as macro-F1, "mF1" staying the mean F1', () => {
    expect(metricFor('μ-F1')).toBe('micro-f1');
    expect(metricFor('µ-F1')).toBe('micro-f1');
    expect(metricFor('m-F1')).toBe('macro-f1');
    expect(metricFor('mF1')).toBe('mean-f1');
  });

});
