/**
 * A best claim whose subject is described by a row label's words, not named by it ("the network
 * trained with LABEL SMOOTHING and MIXUP achieves the best accuracy"): a `best` statement on that row's
 * table; a label of one word, a row whose words the clause does not all print, or two rows printed
 * alike draft nothing new. Sentences and table written for this test (image classification); the class
 * was seen in a relation-extraction paper (eleventh set, in-sample).
 */
import { describe, expect, it } from 'vitest';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const row = (method: string, label: string, values: string[]) => ({ method, label, values: values.map((n) => ({ n })), review: [] });
const table: DraftResultsTable = {
  kind: 'results',
  id: 'table-2',
  source: { doc: 'paper', table: 2, section: '4.2 Regularisation' },
  dataset: 'imagenet',
  columns: [
    { metric: 'top-1-accuracy', label: 'Top-1' },
    { metric: 'top-5-accuracy', label: 'Top-5' },
  ],
  rows: [
    row('none', 'NONE', ['76.1', '92.9']),
    row('label-smoothing', 'LABEL SMOOTHING', ['76.8', '93.3']),
    row('mixup', 'MIXUP', ['77.0', '93.4']),
    row('label-smoothing-mixup', 'LABEL SMOOTHING MIXUP', ['77.6', '93.8']),
    row('cutmix-dropblock', 'CUTMIX DROPBLOCK', ['77.4', '93.6']),
    row('cutmix-stochastic-depth', 'CUTMIX STOCHASTIC DEPTH', ['77.3', '93.5']),
  ],
  review: [],
};
const speed: DraftResultsTable = {
  kind: 'results',
  id: 'table-3',
  source: { doc: 'paper', table: 3, section: '4.4 Throughput' },
  dataset: 'imagenet',
  columns: [{ metric: 'top-1-accuracy', label: 'Top-1' }],
  rows: [row('resnet-50', 'ResNet-50', ['76.1']), row('resnet-101', 'ResNet-101', ['77.4'])],
  review: [],
};
const ctx = { doc: 'paper', tables: [table, speed], methods: new Map() };
const s = (text: string): Sentence => ({ text, section: '4.3 Discussion', tables: [] });
const best = (text: string) =>
  statementsOf([s(text)], ctx)
    .filter((i) => i.fields.kind === 'best')
    .map((i) => [i.fields.method, i.fields.tables]);

describe('a best claim whose subject is a row described by its label words', () => {
  it('"the network using LABEL SMOOTHING on its targets and MIXUP on its inputs achieves the best accuracy": that row, the longest label the clause prints, its parts ("LABEL SMOOTHING") no rival', () => {
    expect(best('On both metrics, the network using LABEL SMOOTHING on its targets and MIXUP on its inputs achieves the best accuracy.')).toEqual([['label-smoothing-mixup', ['table-2']]]);
  });
  it('near misses: a one-word label, a label only partly printed, two labels printed neither a part of the other', () => {
    expect(best('The network trained with MIXUP achieves the best accuracy.')).toEqual([]);
    expect(best('The network trained with STOCHASTIC DEPTH alone achieves the best accuracy.')).toEqual([]);
    expect(best('Combining CUTMIX with DROPBLOCK or STOCHASTIC DEPTH achieves the best accuracy.')).toEqual([]);
  });
});
