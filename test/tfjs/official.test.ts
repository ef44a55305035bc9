/** The official SCORER layout, written in miniature to a temporary data root and run end to end. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { tfjsRunner } from '../../src/runners/tfjs/index.js';
import { loadDataset } from '../../src/runners/tfjs/setup.js';
import { recordingContext, tinyConfig } from './helpers.js';

const C = 4;
const G = 3;

function npy(shape: number[], values: Float32Array): Buffer {
  let header = `{'descr': '<f4', 'fortran_order': False, 'shape': (${shape.join(', ')}), }`;
  while ((10 + header.length + 1) % 64 !== 0) header += ' ';
  header += '\n';
  const head = Buffer.alloc(10);
  head.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]);
  head.writeUInt16LE(header.length, 8);
  return Buffer.concat([head, Buffer.from(header, 'latin1'), Buffer.from(values.buffer)]);
}

/** 6 images: 0–3 train, 4–5 test; image i's features are filled with i (and i+0.5 when changed). */
function officialLayout(shape = [C, G, G]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'clevr-change-'));
  const dir = path.join(root, 'clevr-change');
  const name = (kind: string, i: number) => `CLEVR_${kind}_${String(i).padStart(6, '0')}`;
  for (const [sub, kind, delta] of [['features', 'default', 0], ['sc_features', 'semantic', 0.5], ['nsc_features', 'nonsemantic', 0.1]] as const) {
    mkdirSync(path.join(dir, sub), { recursive: true });
    for (let i = 0; i < 6; i++) writeFileSync(path.join(dir, sub, `${name(kind, i)}.npy`), npy(shape, new Float32Array(shape.reduce((a, b) => a * b, 1)).fill(i + delta)));
  }
  writeFileSync(path.join(dir, 'splits.json'), JSON.stringify({ train: [0, 1, 2, 3], val: [], test: [4, 5] }));
  writeFileSync(path.join(dir, 'type_mapping.json'), JSON.stringify({ color: ['000000.png', '000004.png'], material: ['000001.png'], add: ['000002.png', '000005.png'], drop: ['000003.png'], move: [] }));
  const caps = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`${name('default', i)}.png`, [`the cube number ${i} changed`, 'the cube changed']]));
  const none = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`${name('default', i)}.png`, ['there is no change', 'nothing changed']]));
  writeFileSync(path.join(dir, 'change_captions.json'), JSON.stringify(caps));
  writeFileSync(path.join(dir, 'no_change_captions.json'), JSON.stringify(none));
  return root;
}

const model = { variant: 'scorer+cbr', featDim: C, grid: G, hidden: 8, heads: 2, encoderLayers: 1, decoderLayers: 1, wordDim: 8, maxCaptionLength: 8 };
const official = (over: Record<string, unknown> = {}) => tinyConfig({ dataset: 'clevr-change', model: { ...model, ...over }, data: { source: 'official' } });

describe('official CLEVR-Change layout', () => {
  it('reads features, splits, change types and captions, and runs the whole pipeline on them', async () => {
    const root = officialLayout();
    const config = official();
    const data = loadDataset(config, [root]);
    expect([data.train.size, data.test.size]).toEqual([4, 2]);
    expect(data.test.meta(0)).toMatchObject({ id: '4', changeType: 'color', distractorCaptions: ['there is no change', 'nothing changed'] });
    expect(data.test.features(1).change[0]).toBeCloseTo(5.5);
    const rec = recordingContext({ dataRoots: [root] });
    expect(await tfjsRunner.preflight(config, rec.ctx)).toBeUndefined();
    expect(await tfjsRunner.run(config, rec.ctx)).toEqual({ status: 'succeeded' });
    const subsets = new Set(rec.measurements.map((m) => m.subset));
    expect([...subsets].sort()).toEqual(['add', 'color', 'distractor', 'semantic-change', 'total']); // no test pair of the other types
  });

  it('rejects feature files of the wrong shape, naming the file and the configured shape', () => {
    const root = officialLayout([C, G + 1, G + 1]);
    const data = loadDataset(official(), [root]);
    expect(() => data.train.features(0)).toThrow(InputError);
    expect(() => data.train.features(0)).toThrow(/CLEVR_default_000000\.npy: shape \(4, 4, 4\); expected \(4, 3, 3\)/);
  });
});
