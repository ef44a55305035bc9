/**
 * Tables that scripts print name their columns in snake_case: `val_NDCG@10`, `test_HR@10`, `img_AUROC`,
 * `pxl_F1max`. The metric is after the first words and those words are the column's subset (`val`, `img`);
 * a count mark or aggregate word (`num_params`, `avg_acc`) qualifies nothing. Seen in the metric sweep on an
 * anomaly-detection summary (`img_AUROC | pxl_AUROC | img_F1max | … | AUPRO`, all six but AUPRO drafted
 * under unknown-metric); checked here on a recommendation ablation written here.
 */
import { describe, expect, it } from 'vitest';
import { qualifiedMetric } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Table { columns: { metric: string; label?: string; subset?: string }[] }

describe('extract: snake_case metric headers', () => {
  it('reads val_NDCG@10, test_HR@10 and num_params with their subsets', () => {
    const doc = [
      '# RecAbl',
      '',
      'Ablation on Amazon-Beauty.',
      '',
      '| variant | val_NDCG@10 | test_NDCG@10 | test_HR@10 | num_params |',
      '|---|---|---|---|---|',
      '| full | 0.0412 | 0.0398 | 0.0711 | 1.2M |',
      '| no_graph | 0.0371 | 0.0360 | 0.0650 | 1.1M |',
      '',
    ];
    const { draft } = extractMarkdown<{ tables?: Table[] }>(doc);
    expect((draft.tables ?? [])[0]?.columns.map((c) => [c.metric, c.subset])).toEqual([
      ['ndcg@10', 'val'],
      ['ndcg@10', 'test'],
      ['r@10', 'test'],
      ['params', undefined],
    ]);
  });

  it('reads the anomaly-detection levels and leaves names that are no metric alone', () => {
    expect(qualifiedMetric('img_AUROC')).toEqual({ metric: 'auc', qualifier: 'img' });
    expect(qualifiedMetric('pxl_F1max')).toEqual({ metric: 'f1-max', qualifier: 'pxl' });
    expect(qualifiedMetric('img_AP')).toEqual({ metric: 'ap', qualifier: 'img' });
    expect(qualifiedMetric('avg_acc')).toEqual({ metric: 'accuracy' });
    expect(qualifiedMetric('test_f1')).toEqual({ metric: 'f1', qualifier: 'test' });
    for (const h of ['avg_ms_per_img', 'img_size', 'forward_mode', 'model_name', 'acc_top1']) expect(qualifiedMetric(h)).toBeUndefined();
  });
});
