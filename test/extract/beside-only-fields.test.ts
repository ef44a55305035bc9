/**
 * One short word, two fields: `Coverage` beside FID, Precision and Density is a generative model's coverage (Naeem et
 * al. 2020); beside NDCG and Recall@20 a recommender's item coverage; `Entropy` beside NDCG is the Shannon entropy of the
 * recommendations; alone, neither names a metric. The registry's `besideOnly` aliases may now name a metric of several
 * fields, each read only beside its own metrics (beside-only.ts, ambiguous-metric.ts). Recommender tables also print
 * their beyond-accuracy metrics once per cut-off (`AGG-DIV | 1`, `Entropy | 3`, `Coverage | 5`): read as the metric at that
 * cut-off, never as a subset of a metric the heading names ("Accuracy and beyond-accuracy metrics").
 */
import { describe, expect, it } from 'vitest';
import { besideOnlyMetric } from '../../src/extract/beside-only.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { columns: { metric: string; subset?: string }[]; rows: { method: string; values: (number | string | null)[] }[] }[] }

describe('besideOnly aliases shared by two fields', () => {
  it('reads "Coverage" by the metrics beside it, and nothing when none of either field is beside it', () => {
    expect(besideOnlyMetric('Coverage', ['FID', 'Precision', 'Recall', 'Density'])).toBe('gen-coverage');
    expect(besideOnlyMetric('Coverage', ['NDCG@10', 'Recall@20', 'Gini'])).toBe('item-coverage');
    expect(besideOnlyMetric('Coverage', ['Accuracy', 'Params'])).toBeUndefined();
    expect(besideOnlyMetric('Entropy', ['NDCG@10', 'MRR'])).toBe('shannon-entropy');
    expect(besideOnlyMetric('Entropy', ['BLEU', 'ROUGE-L'])).toBeUndefined();
  });

  it('drafts a recommender README whose Coverage and Entropy columns stand beside NDCG (CLI)', () => {
    const md = ['# Fair re-ranking for news recommendation', '', '## Results on MIND', '',
      '| Model | NDCG@10 | Recall@20 | Coverage | Entropy |', '| --- | --- | --- | --- | --- |',
      '| LightGCN | 0.412 | 0.533 | 0.215 | 6.31 |', '| LightGCN + ours | 0.405 | 0.529 | 0.384 | 7.02 |'];
    const { draft } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['ndcg@10', 'r@20', 'item-coverage', 'shannon-entropy']);
    expect(t?.rows[1]?.values).toEqual([0.405, 0.529, 0.384, 7.02]);
  });

  it('drafts a GAN table whose Coverage column stands beside FID and Density as the generative coverage (CLI)', () => {
    const md = ['# Diffusion sampler', '', '## FFHQ 256', '', '| Sampler | FID | Precision | Recall | Density | Coverage |', '| --- | --- | --- | --- | --- | --- |',
      '| DDIM | 8.21 | 0.71 | 0.48 | 1.02 | 0.81 |', '| Ours | 6.95 | 0.73 | 0.52 | 1.08 | 0.86 |'];
    const { draft } = extractMarkdown<Draft>(md);
    expect(draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['fid', 'precision', 'recall', 'gen-density', 'gen-coverage']);
  });

  it('reads beyond-accuracy metrics printed once per cut-off, with the methods as columns (CLI)', () => {
    const row = (m: string, k: string, a: string, b: string) => `<tr><td>${m}</td><td>${k}</td><td>${a}</td><td>${b}</td></tr>`;
    const md = ['#### Accuracy and beyond-accuracy metrics on Book-Crossing', '',
      '<table><tr><td>Metric</td><td>K</td><td>ItemKNN</td><td>SLIM</td></tr>',
      row('NDCG', '5', '0.0412', '0.0468'), row('NDCG', '10', '0.0533', '0.0590'),
      row('AGG-DIV', '5', '812', '1204'), row('AGG-DIV', '10', '1320', '1877'),
      row('Entropy', '5', '5.91', '6.44'), row('Entropy', '10', '6.20', '6.71'),
      row('Coverage', '5', '0.081', '0.120'), row('Coverage', '10', '0.131', '0.187'), '</table>', ''].join('\n');
    const { draft } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['ndcg@5', 'ndcg@10', 'aggregate-diversity', 'aggregate-diversity', 'shannon-entropy', 'shannon-entropy', 'item-coverage', 'item-coverage']);
    expect(t?.rows.map((r) => r.method)).toEqual(['itemknn', 'slim']);
    expect(t?.rows[1]?.values).toEqual([0.0468, 0.059, 1204, 1877, 6.44, 6.71, 0.12, 0.187]);
  });
});
