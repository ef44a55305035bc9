import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tfjsRunner } from '../../src/runners/tfjs/index.js';
import { sharedDir } from '../helpers/cli.js';
import { recordingContext, tinyConfig } from './helpers.js';

function installed(pkg: string): boolean {
  try {
    createRequire(import.meta.url).resolve(pkg);
    return true;
  } catch {
    return false;
  }
}

describe('tfjs runner', () => {
  it('trains and evaluates a synthetic config, reporting scores per subset, artifacts and environment', async () => {
    const rec = recordingContext();
    const config = tinyConfig();
    expect(await tfjsRunner.preflight(config, rec.ctx)).toBeUndefined();
    const result = await tfjsRunner.run(config, rec.ctx);
    expect(result).toEqual({ status: 'succeeded' });

    const subsets = new Set(rec.measurements.map((m) => m.subset));
    expect([...subsets].sort()).toEqual(['add', 'color', 'distractor', 'drop', 'material', 'move', 'semantic-change', 'total']);
    const cider = rec.measurements.find((m) => m.subset === 'total' && m.metric === 'CIDEr');
    expect(cider).toMatchObject({ dataset: 'synthetic-clevr-change', split: 'test', n: 12 });
    expect(rec.measurements.map((m) => m.metric)).toContain('METEOR~');

    const kinds = rec.artifacts.map((a) => a.kind).sort();
    expect(kinds).toEqual(['checkpoint', 'checkpoint-manifest', 'loss-curve', 'predictions', 'references']);
    const preds = rec.artifacts.find((a) => a.kind === 'predictions');
    const list = JSON.parse(readFileSync(preds?.path ?? '', 'utf8')) as Array<{ image_id: string; caption: string }>;
    expect(list).toHaveLength(12);
    expect(list[0]).toEqual({ image_id: 'test-0', caption: expect.any(String) });
    expect(preds?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(path.join(rec.ctx.outDir, 'checkpoints', 'latest.json'))).toBe(true);

    expect(rec.environment['tfjs']).toMatchObject({ backend: 'cpu', products: 'native', attempts: [{ backend: 'cpu', ok: true }] });
    expect(rec.environment['memory']).toMatchObject({ peakTensorBytesTraining: expect.any(Number) });
    expect(rec.environment['wallSeconds']).toBeGreaterThan(0);
    expect(rec.warnings).toEqual([]);
  });

  it('trains in parity mode (model.parity) and records it with the parameter counts', async () => {
    const counts: Record<string, unknown> = {};
    for (const parity of [false, true]) {
      const rec = recordingContext({ smoke: true });
      const base = tinyConfig();
      const config = tinyConfig({ model: { ...base.model, encoderLayers: 2, parity }, smoke: { iterations: 1, test: 2 } });
      expect(await tfjsRunner.run(config, rec.ctx)).toEqual({ status: 'succeeded' });
      counts[String(parity)] = rec.environment['model'];
    }
    const plain = counts['false'] as { parameters: number; trainableParameters: number };
    const parity = counts['true'] as { parity: boolean; parameters: number; trainableParameters: number };
    expect(plain).toMatchObject({ parity: false, trainableParameters: plain.parameters });
    // one logit scale per cross-view layer (2 here, 1 by default); CBR's weights are not optimised
    expect(parity.parity).toBe(true);
    expect(parity.parameters).toBe(plain.parameters + 1);
    expect(parity.trainableParameters).toBeLessThan(parity.parameters);
  });

  it('applies the smoke overrides under --smoke', async () => {
    const rec = recordingContext({ smoke: true });
    const config = tinyConfig({ smoke: { iterations: 1, test: 2 } });
    expect(await tfjsRunner.run(config, rec.ctx)).toEqual({ status: 'succeeded' });
    expect(rec.environment['training']).toMatchObject({ iterations: 1 });
    expect(rec.measurements.find((m) => m.subset === 'total')?.n).toBe(4);
  });

  it('skips the official config when the features are absent, naming what is missing', async () => {
    const rec = recordingContext({ dataRoots: [path.join(sharedDir, 'data')] });
    const config = tinyConfig({ data: { source: 'official', root: 'scorer-official' } });
    const skip = await tfjsRunner.preflight(config, rec.ctx);
    expect(skip?.reason).toMatch(/CLEVR-Change features not found: .*scorer-official\/features.*sc_features.*nsc_features.*change_captions\.json/);
    expect(skip?.reason).not.toMatch(/splits\.json/); // present in shared/data/scorer-official
    expect(skip?.provide).toMatch(/tuyunbin\/SCORER/);
  });

  it.skipIf(installed('@tensorflow/tfjs-node-gpu'))('fails the run with the reason when a forced backend cannot start', async () => {
    const rec = recordingContext();
    const result = await tfjsRunner.run(tinyConfig({ backend: 'node-gpu' }), rec.ctx);
    expect(result.status).toBe('failed');
    expect(result.reason).toMatch(/node-gpu: package not installed/);
  });
});

describe('tfjs runner without data roots', () => {
  it('says that no data root was given rather than listing nothing', async () => {
    const rec = recordingContext({ dataRoots: [] });
    const skip = await tfjsRunner.preflight(tinyConfig({ data: { source: 'official' } }), rec.ctx);
    expect(skip?.reason).toBe('CLEVR-Change features not found: no data root given (looked for <data root>/clevr-change/)');
  });
});
