/** Rows labelled by a run id under a named row (run-id-rows.ts, round 22): named by the experiment above, only where the pattern holds. */
import { describe, expect, it } from 'vitest';
import { runIdRows } from '../../src/extract/run-id-rows.js';

describe('run-id rows', () => {
  it('names a run-id row, and a blank row after it, by the experiment above', () => {
    expect(runIdRows(['TED baseline', '2021-03-26_16-35-29', '', 'Electra large', 'a3f9c1e2b'])).toEqual({
      labels: ['TED baseline', 'TED baseline', 'TED baseline', 'Electra large', 'Electra large'],
      runs: [undefined, '2021-03-26_16-35-29', '2021-03-26_16-35-29', undefined, 'a3f9c1e2b'],
    });
  });

  it('leaves a column of ids alone, and a single id among names', () => {
    expect(runIdRows(['2021-03-26_16-35-29', '2021-03-27_10-00-00', 'run_017'])).toBeUndefined();
    expect(runIdRows(['BERT', '2021-03-26_16-35-29', 'RoBERTa', 'XLNet'])).toBeUndefined();
    expect(runIdRows(['ResNet-101', 'VGG-16', 'ViT-B/16'])).toBeUndefined();
  });
});
