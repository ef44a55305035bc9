/**
 * A metric whose registry entry folds the cut-off into its id (`gini-index` lists "Gini@5", "Gini@10", …;
 * `item-coverage`, `tail-percentage`, `average-popularity` likewise) printed at a cut-off the registry does not list
 * ("Gini@1", "ItemCoverage@3": round 14, a recommender table whose beyond-accuracy rows read K = 1, 3, 5). Unread,
 * the header borrowed the heading's metric ("… Accuracy and Beyond Accuracy metrics …") with the header as a subset.
 * The name at any cut-off is that entry (metric-glued-k.ts foldedCutoffMetric); a name listed at one fixed
 * cut-off only ("mAP@50" of ap50) and metrics kept per cut-off ("NDCG@3" is ndcg@3) are untouched.
 */
import { describe, expect, it } from 'vitest';
import type { DraftResultsTable } from '../../src/extract/types.js';
import { foldedCutoffMetric } from '../../src/extract/metric-glued-k.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { draftOfReadme } from '../helpers/extract-readme.js';

const results = (md: string): DraftResultsTable[] => draftOfReadme(md).tables.filter((x): x is DraftResultsTable => x.kind === 'results');

describe('extract: a metric printed at a cut-off its registry entry folds into its id', () => {
  it('reads the name at any cut-off as the entry, never a fixed threshold nor a per-cut-off metric', () => {
    expect(foldedCutoffMetric('Gini@1')).toBe('gini-index');
    expect(foldedCutoffMetric('ItemCoverage@3')).toBe('item-coverage');
    expect(foldedCutoffMetric('TailPercentage @ 100')).toBe('tail-percentage');
    expect(metricFor('Gini@3')).toBe('gini-index');
    expect(metricFor('NDCG@3')).toBe('ndcg@3');
    expect(foldedCutoffMetric('mAP@1')).toBeUndefined();
    expect(foldedCutoffMetric('Gini')).toBeUndefined();
  });

  it('news recommendation, metrics as columns under a heading naming accuracy: each column keeps its own metric', () => {
    const t = results(`# News recommendation: accuracy and popularity bias

| Model | NDCG@10 | Gini@1 | Gini@3 | ItemCoverage@3 |
| --- | --- | --- | --- | --- |
| NRMS | 0.412 | 0.981 | 0.962 | 0.041 |
| LSTUR | 0.405 | 0.975 | 0.958 | 0.052 |
`)[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['ndcg@10', 'gini-index', 'gini-index', 'item-coverage']);
  });

  it('e-commerce retrieval, metrics as rows (methods as columns): the row label is the metric', () => {
    const t = results(`## Accuracy of the rankers on the shop logs

| Metric | BM25 | DenseRanker |
| --- | --- | --- |
| Recall@10 | 0.318 | 0.402 |
| Gini@2 | 0.912 | 0.877 |
| TailPercentage@2 | 0.104 | 0.151 |
`)[0];
    const metrics = [...new Set(t?.columns.map((c) => c.metric) ?? [])];
    expect(metrics).toEqual(expect.arrayContaining(['gini-index', 'tail-percentage']));
    expect(metrics).not.toContain('accuracy');
  });
});
