/**
 * A metric printed with its cut-off glued on (`NDCG1`, `Recall20`: issue 25, round 8, seen in an LLM-agent paper's
 * retriever table; tested here on recommendation headers): read as the registry's metric at that cut-off, only where
 * the name before the digits is a metric of three or more letters and the registry has it with an `@`.
 */
import { describe, expect, it } from 'vitest';
import { metricFor } from '../../src/extract/metric-lookup.js';

describe('extract: metric names with a glued cut-off', () => {
  it('reads NDCG5 and Recall20 as ndcg@5 and r@20', () => {
    expect(metricFor('NDCG5', true)).toBe('ndcg@5');
    expect(metricFor('NDCG10', true)).toBe('ndcg@10');
    expect(metricFor('Recall20', true)).toBe('r@20');
  });

  it('leaves names with digits that are not cut-offs alone', () => {
    for (const h of ['ResNet50', 'GPT4', 'Llama2', 'PSNR2', 'HR10']) expect(metricFor(h, true)).toBeUndefined();
    expect(metricFor('F1', true)).toBe('f1');
  });
});
