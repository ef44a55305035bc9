/**
 * A cost metric printed per unit of the model or the input ("GMACs/Layer" in a speaker-verification table,
 * "FLOPs per token", "Params/Block"): the cost itself (issue #25, fourth held-out set). Before, the suffix hid
 * the metric and the column took the caption's metric (EER). A pair of metrics ("EM/F1") is not a per-unit cost.
 */
import { describe, expect, it } from 'vitest';
import { metricFor } from '../../src/extract/metric-lookup.js';

describe('metrics printed per unit', () => {
  it('reads the metric before a per-unit suffix', () => {
    expect(['GMACs /Layer', 'GFLOPs/token', 'FLOPs per token', 'Params/Block', 'Latency / frame'].map((h) => metricFor(h))).toEqual(['macs', 'flops', 'flops', 'params', 'latency']);
  });
  it('leaves pairs of metrics and unknown names alone', () => {
    expect(['EM/F1', 'Size /Layer', 'Layer'].map((h) => metricFor(h))).toEqual([undefined, undefined, undefined]);
  });
});
