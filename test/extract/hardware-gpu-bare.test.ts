/**
 * GPUs a sentence names by type alone or by a card's name after a measurement: "(both run on GPU)"
 * is one unnamed GPU, with a review line saying the count is assumed; "~12.4 fps on A100:" is a
 * measurement on an A100 though no "GPU" or use verb is printed. Instructions ("You can run it on GPU")
 * and recommendations are no run. Sentences written for this test (sign language recognition, audio
 * tagging); the class was seen in a PDE-solver paper and a depth-estimation README.
 */
import { describe, expect, it } from 'vitest';
import { hardwareIn } from '../../src/extract/hardware.js';

const gpus = (text: string) => hardwareIn(text, { doc: 'paper', quote: text }).items.filter((i) => i.fields.kind === 'gpu');

describe('a GPU named by type alone', () => {
  it('"(both run on GPU)": one unnamed GPU, the count assumed in a review line', () => {
    const g = gpus('We compare the sign recognizer with the pose-based pipeline used to label the glosses (both run on GPU).');
    expect(g.map((i) => [i.fields.gpu, i.fields.count])).toEqual([[undefined, 1]]);
    expect(g[0]?.review.join(' ')).toMatch(/counts no GPU/);
  });
  it('"timed on a single GPU" as well', () => {
    expect(gpus('Clip-level tagging latency was timed on a single GPU.').length).toBe(1);
  });
  it('near misses: instructions, recommendations, GPU hours and GPU memory are no run', () => {
    expect(gpus('You can run the tagger on GPU by passing the device flag.')).toEqual([]);
    expect(gpus('It is recommended to run inference on a GPU.')).toEqual([]);
    expect(gpus('Training the sign model took 40 GPU hours.').filter((i) => i.fields.gpu === undefined && i.review.join(' ').includes('counts no GPU'))).toEqual([]);
  });
});

describe('a measurement on a named card with no use verb', () => {
  it('"~12.4 fps on A100:" is a run on an A100', () => {
    expect(gpus('~12.4 fps on A100:').map((i) => i.fields.gpu)).toEqual(['A100']);
  });
  it('near miss: a card merely named is still no claim', () => {
    expect(gpus('We thank NVIDIA for donating an A100.')).toEqual([]);
  });
});
