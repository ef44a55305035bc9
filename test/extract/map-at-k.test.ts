/**
 * Mean average precision at a cut-off, as recommender and retrieval papers print it (`MAP@10`, or `MAP` beside a `K`
 * column), has its own registry ids (map@1 … map@100); the registry's `map` stays detection mAP. Before (round 15, the
 * linked-open-data recommender table of the fourteenth set), `MAP` with `K = 1 … 10` was drafted as detection `map`
 * with the cut-off as a subset. Detection's `mAP@50` / `mAP@0.5` stay AP50.
 */
import { describe, expect, it } from 'vitest';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('MAP at a cut-off', () => {
  it('reads MAP@k as its own id, detection mAP@50 as AP50', () => {
    expect(['MAP@10', 'MAP@k=5', 'mAP@50', 'mAP@0.5', 'mAP'].map((h) => metricFor(h))).toEqual(['map@10', 'map@5', 'ap50', 'ap50', 'map']);
  });

  it('drafts a recommender README\'s MAP@10 and NDCG@10 columns', () => {
    const tables = extractMarkdown<{ tables: { columns: { metric: string }[] }[] }>(['# Sequential recommendation', '', '## Results on MovieLens-1M', '', '| Model | MAP@10 | NDCG@10 | MAP@20 |', '| --- | --- | --- | --- |', '| SASRec | 0.1432 | 0.1987 | 0.1521 |', '| BERT4Rec | 0.1511 | 0.2093 | 0.1602 |', ''].join('\n')).draft.tables;
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['map@10', 'ndcg@10', 'map@20']);
  });
});
