/**
 * Metrics in running text (pure): a math symbol, a one-letter variable or a citation beside a word does not make the
 * word a metric. Seen in a prompt-learning paper whose lead-in prose ("where θ is …", "CoOp [47] is …") made the
 * metric lookup, which drops symbols, read "is" as the Inception Score: every column of its results tables became IS.
 * Made-up graph-learning sentences.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';

describe('metricsInText: symbols beside a word', () => {
  it('reads no metric from "θ is", "[12] is", "A is" or "F (θ)"', () => {
    expect(metricsInText('where θ is the weight of the edge and h is the hidden state')).toEqual([]);
    expect(metricsInText('GraphSAGE [12] is an inductive method, while GAT [31] is attention based')).toEqual([]);
    expect(metricsInText('the adjacency matrix A is normalised and F (θ, θ′) := 0 is the prior')).toEqual([]);
  });
  it('still reads a metric printed with its arrow, or named in a sentence that has symbols', () => {
    expect(metricsInText('FID ↓ and IS ↑ on the generated graphs')).toEqual(['fid', 'is']);
    expect(metricsInText('node classification accuracy on Cora, where θ is learned')).toEqual(['accuracy']);
    expect(metricsInText('AUC ↑ over the held-out edges, where A is the adjacency matrix')).toEqual(['auc']);
  });
});
