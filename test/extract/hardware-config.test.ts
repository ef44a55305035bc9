/**
 * Training-configuration claims as technical reports print them (src/extract/hardware.ts): learning
 * rates in scientific notation ("3 × 10−5", "2.0 × 10 −4", "1×10^-4", never the mantissa alone), "is set
 * to", epochs counted in words ("for two epochs", "one epoch"), and no second quantity for a word-count
 * epoch. Sentences of a trajectory-prediction and a sentiment-analysis paper written for this test.
 */
import { describe, expect, it } from 'vitest';
import { hardwareIn } from '../../src/extract/hardware.js';
import { sentencesOf } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';

const read = (s: string) =>
  hardwareIn(s, {})
    .items.filter((i) => ['learning-rate', 'epochs'].includes(String(i.fields.kind)))
    .map((i) => `${String(i.fields.kind)}=${(i.fields.value as { n: string }).n}`);

describe('learning rates and epochs', () => {
  it.each([
    ['The trajectory decoder is trained with a constant learning rate of 3 × 10 −5 and batch size of 128.', ['learning-rate=3e-5']],
    ['We use a peak learning rate of 2.0 × 10−4 with cosine decay.', ['learning-rate=2.0e-4']],
    ['The learning rate is set to 1×10^-4 for the sentiment head.', ['learning-rate=1e-4']],
    ['The forecaster is trained for 30 epochs with learning rate 1e-4.', ['learning-rate=1e-4', 'epochs=30']],
    ['The learning rate was set to 0.001 for 3 epochs.', ['learning-rate=0.001', 'epochs=3']],
    ['We fine-tune the sentiment classifier for two epochs on SST-2.', ['epochs=2']],
    ['One epoch of pre-training on nuScenes suffices; we train for 1 epoch.', ['epochs=1', 'epochs=1']],
    // no claim
    ['The learning rate schedule follows [12].', []],
    ['Epoch 5 is shown in Figure 3.', []],
  ])('%s', (s, want) => {
    expect(read(s)).toEqual(want);
  });

  it('"for two epochs" is a training-config claim, not also a quantity printed as a word', () => {
    const items = statementsOf(sentencesOf('We fine-tune the sentiment classifier for two epochs on SST-2.'), { doc: 'paper', tables: [], methods: new Map() });
    expect(items.map((i) => i.fields.kind)).toEqual(['epochs']);
  });
});
