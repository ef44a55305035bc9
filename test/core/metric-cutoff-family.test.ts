/**
 * Cut-off families (metric-cutoff-family.ts, round 19): a ranking metric printed at a cut-off the registry does not
 * list ("nDCG@7", "Recall@15", "MRR@3", "MAP@7") is the registry's metric at that cut-off, with the members'
 * direction and scale — before, the cut-off was dropped ("nDCG@7" read as `ndcg` with a subset "7", "Recall@15" as
 * `recall`, "MRR@3" as `mrr`). Blind sets 20–23 lost 52% of their missed cells on the metric alone, many of them
 * at cut-offs (P@8, MRR@5, F@10) the registry did not list.
 */
import { describe, expect, it } from 'vitest';
import { findMetric, metricById } from '../../src/core/metric-registry.js';
import { cutoffFamilies, familyMetricPrinted } from '../../src/core/metric-cutoff-family.js';
import type { MetricDef } from '../../src/core/metric-registry.js';

const def = (id: string, aliases: string[], extra: Partial<MetricDef> = {}): MetricDef => ({ id, name: aliases[0] ?? id, aliases, direction: 'higher', scale: 'fraction', field: 'retrieval', ...extra });

describe('metric registry: cut-off families', () => {
  it('reads a listed ranking metric at an unlisted cut-off as that metric at that cut-off', () => {
    expect(findMetric('nDCG@7')?.id).toBe('ndcg@7');
    expect(findMetric('NDCG @ 7')?.id).toBe('ndcg@7');
    expect(findMetric('Recall@15')?.id).toBe('r@15');
    expect(findMetric('R@15 (%)')?.id).toBe('r@15');
    expect(findMetric('HR@7')?.id).toBe('r@7');
    expect(findMetric('MRR@3')?.id).toBe('mrr@3');
    expect(findMetric('MAP@7')?.id).toBe('map@7');
    expect(findMetric('Precision@7')?.id).toBe('p@7');
    expect(findMetric('F1@3')?.id).toBe('f1@3');
    const ndcg7 = metricById('ndcg@7');
    expect(ndcg7).toMatchObject({ id: 'ndcg@7', name: 'nDCG@7', direction: 'higher', scale: metricById('ndcg@10')?.scale });
    expect(ndcg7?.source).toMatch(/ndcg@k family/);
    expect(metricById('r@15')?.scale).toBe(metricById('r@10')?.scale);
    // the member's catalogue and reading-beside-only aliases stay the member's
    expect(metricById('pose-auc@10')?.catalogue).toBeDefined();
    expect(metricById('pose-auc@7')?.catalogue).toBeUndefined();
    expect(metricById('pose-auc@7')?.besideOnly).toBeUndefined();
  });

  it('leaves listed entries, thresholds, other kinds of number and far cut-offs as they were', () => {
    // listed aliases first: "MRR@10" is the MS MARCO convention of `mrr`, "mAP@50" the IoU threshold of `ap50`
    expect(findMetric('MRR@10')?.id).toBe('mrr');
    expect(findMetric('mAP@50')?.id).toBe('ap50');
    expect(findMetric('nDCG@10')?.id).toBe('ndcg@10');
    // "mAP" is a detection name at a threshold (ap50 prints "mAP@50"): never a cut-off family's
    expect(findMetric('mAP@70')?.id).not.toBe('map@70');
    // a decimal is a threshold, not a whole-number cut-off; F1@50 (IoU 0.5) is past twice f1@10
    expect(findMetric('F1@0.5')?.id ?? '').not.toMatch(/@/);
    expect(findMetric('F1@50')?.id).not.toBe('f1@50');
    // two letters keep their case: "MR" is mean rank, "mR" mean recall
    expect(findMetric('mR@7')?.id).toBe('mr@7');
    expect(findMetric('MR@7')?.id).not.toBe('mr@7');
    expect(findMetric('Foo@5')).toBeUndefined();
    expect(metricById('ndcg@07')).toBeUndefined();
    expect(metricById('nosuch@7')).toBeUndefined();
  });

  it('needs two listed members, and gives a name two families print to the larger one', () => {
    const fams = cutoffFamilies([
      def('hit@1', ['Hit@1', 'Recall@1']),
      def('hit@5', ['Hit@5', 'Recall@5']),
      def('hit@10', ['Hit@10']),
      def('rec@50', ['Recall@50']),
      def('rec@100', ['Recall@100']),
      def('solo@3', ['Solo@3']),
    ]);
    expect(familyMetricPrinted(fams, 'Hit@7')?.id).toBe('hit@7');
    expect(familyMetricPrinted(fams, 'Recall@7')?.id).toBe('hit@7');
    expect(familyMetricPrinted(fams, 'Solo@4')).toBeUndefined();
    const tie = cutoffFamilies([def('a@1', ['X@1']), def('a@2', ['X@2']), def('b@1', ['X@1']), def('b@3', ['X@3'])]);
    expect(familyMetricPrinted(tie, 'X@5')).toBeUndefined();
  });
});
