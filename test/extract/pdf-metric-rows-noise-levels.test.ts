/**
 * A PDF table of the thirty-third set's knowledge-graph supplement's form (round 22), tried on a recommendation
 * paper: the methods are the columns, the metrics the rows in groups ("Ranking", "Bias"), each metric printed clean
 * and at noise levels in brackets ("mrr (10%)"), in lower case as evaluation scripts print them, the values with no
 * leading zero and their change from the clean run in brackets (".387(-.090)"). Before, those cells were no numbers:
 * the rows were taken for the caption and a header, and no table was drafted. Now: a results table read transposed,
 * "mrr" is MRR, the level in brackets each column's condition, "pop bias" (no registry metric, among rows that name
 * theirs) a metric declared for the document, and the changes, with no row they are relative to, left out with a
 * review line (their units the metric's, no "%").
 */
import { describe, expect, it } from 'vitest';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

const X = [60, 160, 220, 280, 340];
const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 7);

function draft() {
  return pdfPageDraft([
    bboxLine(40, [[120, 'Table 2: Results obtained on the ML-1M dataset with injected noise.']], 8),
    row(55, ['', 'BPR', 'LightGCN', 'SASRec', 'NoisyRec']),
    bboxLine(65, [[60, 'Ranking']], 7),
    row(75, ['ndcg@10', '.312', '.351', '.377', '.402']),
    row(85, ['ndcg@10 (10%)', '.281(-.031)', '.330(-.021)', '.349(-.028)', '.398(-.004)']),
    row(95, ['mrr', '.206', '.241', '.266', '.289']),
    row(105, ['mrr (10%)', '.180(-.026)', '.222(-.019)', '.240(-.026)', '.284(-.005)']),
    bboxLine(115, [[60, 'Bias']], 7),
    row(125, ['pop bias', '.524', '.498', '.471', '.455']),
    row(135, ['pop bias (10%)', '.561', '.530', '.502', '.460']),
  ], 'noisyrec');
}

describe('metric rows at noise levels over method columns, values printed ".387(-.090)"', () => {
  it('drafts a results table with a row per method and a column per metric and level', () => {
    const t = draft().draft.tables.find((x) => x.source.table === 2);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.rows.map((r) => r.label)).toEqual(['BPR', 'LightGCN', 'SASRec', 'NoisyRec']);
    expect(t.columns.map((c) => `${c.metric}|${c.condition ?? ''}`)).toEqual(['ndcg@10|', 'ndcg@10|10%', 'mrr|', 'mrr|10%', 'pop-bias|', 'pop-bias|10%']);
    expect(t.rows[0]?.values.map((v) => Number(typeof v === 'object' && v !== null && 'n' in v ? v.n : v))).toEqual([0.312, 0.281, 0.206, 0.18, 0.524, 0.561]);
    expect(t.metrics?.map((m) => m.id)).toEqual(['pop-bias']);
  });

  it('leaves the bracketed changes out with a review line in the metric\'s units', () => {
    const { yaml } = draft();
    expect(yaml).toMatch(/# review: printed deltas -0\.031, -0\.026 left out: no row of the table to be relative to\n/);
    expect(yaml).toMatch(/"pop bias" is read as a metric the registry lacks: 'pop-bias'/);
  });
});

describe('metric codes printed in lower case', () => {
  it('reads the codes scripts print in lower case, not the words or languages a lower-case code may be', async () => {
    const { metricFor } = await import('../../src/extract/metric-lookup.js');
    expect(['mrr', 'auc', 'wer', 'mae'].map((h) => metricFor(h, true))).toEqual(['mrr', 'auc', 'wer', 'mae']);
    expect(['map', 'ar', 'fi', 'sim', 'add'].map((h) => metricFor(h, true))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
