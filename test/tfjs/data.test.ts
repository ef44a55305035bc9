import { describe, expect, it } from 'vitest';
import { syntheticData } from '../../src/claims/configs/tfjs.js';
import { parseNpy, channelsLast } from '../../src/runners/tfjs/data/npy.js';
import { syntheticDataset } from '../../src/runners/tfjs/data/synthetic.js';
import { CHANGE_TYPES } from '../../src/runners/tfjs/data/types.js';
import { buildVocab, decode, encode, tokenize } from '../../src/runners/tfjs/data/vocab.js';

const cfg = (seed: number) => syntheticData.parse({ source: 'synthetic', seed, train: 20, test: 5 });

describe('synthetic CLEVR-Change-like data', () => {
  it('is a function of the seed: same seed, same features and captions; another seed, others', () => {
    const a = syntheticDataset(cfg(3), 16, 8);
    const b = syntheticDataset(cfg(3), 16, 8);
    const c = syntheticDataset(cfg(4), 16, 8);
    expect(a.train.meta(7)).toEqual(b.train.meta(7));
    expect(a.train.features(7).change).toEqual(b.train.features(7).change);
    expect(a.train.features(7).change).not.toEqual(c.train.features(7).change);
    expect(a.test.meta(0).id).toBe('test-0');
  });

  it('covers the five change types with CLEVR-Change-style captions and no-change distractors', () => {
    const d = syntheticDataset(cfg(0), 16, 8);
    const types = new Set(Array.from({ length: 10 }, (_, i) => d.train.meta(i).changeType));
    expect([...types].sort()).toEqual([...CHANGE_TYPES].sort());
    const color = Array.from({ length: 10 }, (_, i) => d.train.meta(i)).find((m) => m.changeType === 'color');
    expect(color?.changeCaptions[0]).toMatch(/^the (small|large) \w+ (rubber|metal) (cube|sphere|cylinder) changed to \w+$/);
    expect(d.train.meta(0).distractorCaptions).toContain('there is no change');
  });

  it('gives a distractor that is the before scene seen from a shifted viewpoint, and a change pair that is not', () => {
    // Without noise and with small objects only, a viewpoint shift spreads each object over
    // neighbouring cells but keeps its channel sums: the distractor's are the before image's
    // times the illumination gain ratio. A semantic change alters them (except a pure move).
    const noiseless = syntheticData.parse({ source: 'synthetic', train: 10, test: 1, noise: 0, attributes: { shapes: 3, colors: 8, materials: 2, sizes: 1 } });
    const d = syntheticDataset(noiseless, 12, 8);
    const channelSums = (x: Float32Array) => Array.from({ length: 12 }, (_, k) => x.filter((_, i) => i % 12 === k).reduce((a, b) => a + b, 0));
    const cosine = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * (b[i] ?? 0), 0) / Math.hypot(...a) / Math.hypot(...b);
    for (let i = 0; i < 10; i++) {
      const f = d.train.features(i);
      const type = d.train.meta(i).changeType;
      expect(f.distractor).not.toEqual(f.before);
      expect(cosine(channelSums(f.distractor), channelSums(f.before))).toBeCloseTo(1, 5);
      if (type !== 'move') expect(cosine(channelSums(f.change), channelSums(f.before))).toBeLessThan(0.999);
    }
  });
});

describe('vocabulary', () => {
  it('tokenises like the official preprocessing and round-trips through ids', () => {
    expect(tokenize('The cube, moved.')).toEqual(['the', 'cube', ',', 'moved']);
    const v = buildVocab(['the cube moved', 'there is no change']);
    expect(v.words.slice(0, 4)).toEqual(['<NULL>', '<START>', '<END>', '<UNK>']);
    const ids = encode(v, 'the cube moved', 8);
    expect(Array.from(ids.slice(0, 5))).toEqual([1, v.index.get('the'), v.index.get('cube'), v.index.get('moved'), 2]);
    expect(decode(v, ids)).toBe('the cube moved');
    expect(decode(v, encode(v, 'the sphere moved', 8))).toBe('the <UNK> moved');
  });
});

describe('npy reader', () => {
  function npy(shape: number[], values: number[]): Uint8Array {
    let header = `{'descr': '<f4', 'fortran_order': False, 'shape': (${shape.join(', ')}${shape.length === 1 ? ',' : ''}), }`;
    while ((10 + header.length + 1) % 64 !== 0) header += ' ';
    header += '\n';
    const out = new Uint8Array(10 + header.length + 4 * values.length);
    out.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]);
    new DataView(out.buffer).setUint16(8, header.length, true);
    out.set(new TextEncoder().encode(header), 10);
    new Float32Array(out.buffer, 10 + header.length).set(values);
    return out;
  }
  it('reads C×H×W float32 arrays and turns them token-major', () => {
    const a = parseNpy(npy([2, 1, 2], [1, 2, 3, 4]));
    expect(a.shape).toEqual([2, 1, 2]);
    expect(Array.from(channelsLast(a))).toEqual([1, 3, 2, 4]);
  });
  it('rejects what it cannot read, saying why', () => {
    expect(() => parseNpy(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]))).toThrow(/bad magic/);
    expect(() => parseNpy(npy([4], [1, 2, 3, 4]).slice(0, -4))).toThrow(/truncated/);
  });
});
