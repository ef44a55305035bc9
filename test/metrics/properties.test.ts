/** Property tests of the scorer: ranges, maxima, invariances, and robustness to any input. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreCaptions } from '../../src/metrics/index.js';
import type { CaptionSet, MetricValues } from '../../src/metrics/index.js';

const UNIT = ['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'METEOR~', 'ROUGE_L'] as const;

function inRange(v: MetricValues): void {
  for (const m of UNIT) {
    expect(Number.isFinite(v[m])).toBe(true);
    expect(v[m]!).toBeGreaterThanOrEqual(0);
    expect(v[m]!).toBeLessThanOrEqual(1 + 1e-12);
  }
  expect(v.CIDEr!).toBeGreaterThanOrEqual(0);
  expect(v.CIDEr!).toBeLessThanOrEqual(10 + 1e-9);
}

const word = fc.constantFrom('the', 'red', 'cube', 'sphere', 'moved', 'is', 'gone', 'small', 'a', 'left', 'metal', 'there');
const caption = fc.array(word, { minLength: 0, maxLength: 12 }).map((ws) => ws.join(' '));
/** Anything a file may hold: any code points, control characters, empty strings. */
const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)) }), caption);

function setOf(images: { refs: string[]; pred: string }[]): CaptionSet {
  return {
    refs: new Map(images.map((im, i) => [`img${i}`, im.refs])),
    preds: new Map(images.map((im, i) => [`img${i}`, im.pred])),
  };
}

describe('scoreCaptions properties', () => {
  it('keeps every metric in its range, per image and corpus', () => {
    const image = fc.record({ refs: fc.array(caption, { minLength: 1, maxLength: 5 }), pred: caption });
    fc.assert(
      fc.property(fc.array(image, { minLength: 1, maxLength: 8 }), (images) => {
        const r = scoreCaptions(setOf(images));
        inRange(r.corpus);
        for (const v of r.perImage.values()) inRange(v);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the maximum to a candidate identical to all its references', () => {
    // Words unique to each image keep CIDEr's idf positive; ≥ 4 words make every BLEU order defined.
    const words = fc.array(word, { minLength: 4, maxLength: 10 });
    fc.assert(
      fc.property(fc.array(fc.tuple(words, fc.integer({ min: 1, max: 5 })), { minLength: 2, maxLength: 6 }), (specs) => {
        const images = specs.map(([ws, nRefs], i) => {
          const s = ws.map((w) => `${w}${i}`).join(' ');
          return { refs: Array.from({ length: nRefs }, () => s), pred: s };
        });
        const r = scoreCaptions(setOf(images));
        for (const v of r.perImage.values()) {
          for (const m of UNIT) expect(v[m]!).toBeCloseTo(1, 6);
          expect(v.CIDEr!).toBeCloseTo(10, 6);
        }
        // Corpus METEOR is computed from summed statistics, where the chunks of separate images
        // add up (as in METEOR 1.5), so only the other metrics reach their maximum there.
        for (const m of UNIT.filter((x) => x !== 'METEOR~')) expect(r.corpus[m]!).toBeCloseTo(1, 6);
        expect(r.corpus.CIDEr!).toBeCloseTo(10, 6);
      }),
      { numRuns: 100 },
    );
  });

  it('does not depend on the order of an image\'s references', () => {
    const image = fc.record({ refs: fc.array(caption, { minLength: 1, maxLength: 5 }), pred: caption, seed: fc.integer() });
    fc.assert(
      fc.property(fc.array(image, { minLength: 1, maxLength: 6 }), (images) => {
        const a = scoreCaptions(setOf(images));
        const shuffled = images.map((im) => ({ ...im, refs: [...im.refs].sort(() => (im.seed & 1 ? 1 : -1)).reverse() }));
        const b = scoreCaptions(setOf(shuffled));
        for (const [m, x] of Object.entries(a.corpus)) expect(b.corpus[m as keyof MetricValues]!).toBeCloseTo(x, 10);
        for (const [id, v] of a.perImage)
          for (const [m, x] of Object.entries(v)) expect(b.perImage.get(id)![m as keyof MetricValues]!).toBeCloseTo(x, 10);
      }),
      { numRuns: 100 },
    );
  });

  it('never crashes or hangs on arbitrary text (control characters, any code points, empty)', () => {
    const image = fc.record({ refs: fc.array(anyText, { minLength: 1, maxLength: 4 }), pred: anyText });
    fc.assert(
      fc.property(fc.array(image, { minLength: 1, maxLength: 6 }), (images) => {
        const r = scoreCaptions(setOf(images), { bootstrap: 3, seed: 7 });
        expect(r.n).toBe(images.length);
        inRange(r.corpus);
        for (const v of r.perImage.values()) inRange(v);
      }),
      { numRuns: 150 },
    );
  });
});
