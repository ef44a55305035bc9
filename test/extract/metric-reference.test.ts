/**
 * Metric names printed with more than the name (issue 25, round 9; seen in a SLAM paper's `RMSE w.r.t GPS (m)` and
 * `Rotation (degree)` rows; written here for other fields):
 * - a metric measured against a reference is that metric ("Win rate against GPT-4", "RMSE w.r.t. ground truth");
 * - a header whose whole name is a registry name ("Rotation error", "Translation error") is not a qualified error
 *   rate ("Rotation" + "error"), and a unit in its brackets ("(deg)") is no subset.
 */
import { describe, expect, it } from 'vitest';
import { metricFor, qualifiedMetric } from '../../src/extract/metric-lookup.js';
import { beforeReference } from '../../src/extract/metric-reference.js';
import { resultTablesOf } from '../helpers/extract-readme.js';

describe('metric names with a reference, and whole names over qualified ones', () => {
  it('reads the metric before "w.r.t." / "against" / "relative to"', () => {
    expect(metricFor('Win rate against GPT-4 (%)', true)).toBe('win-rate');
    expect(metricFor('RMSE w.r.t. ground truth (m)', true)).toBe('rmse');
    expect(metricFor('MAE wrt the gauge', true)).toBe('mae');
    expect(beforeReference('Speed-up relative to FP32')).toBe('Speed-up');
    expect(beforeReference('Top-1 accuracy')).toBeUndefined();
  });

  it('reads "Rotation error" as its own metric, not "Rotation"-qualified error rate', () => {
    expect(qualifiedMetric('Rotation error')).toBeUndefined();
    const [t] = resultTablesOf(`# 6D object pose on LINEMOD

| Method | Rotation error (deg) | Translation error (cm) |
| --- | --- | --- |
| PoseCNN | 4.12 | 2.31 |
| DenseFusion (ours) | 2.85 | 1.62 |
`);
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['rotation-error', undefined], ['translation-error', undefined]]);
  });
});
