/** The predictions runner on the real SSGPA files: preflight, measurements, artifacts, abort. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { predictionsConfig } from '../../../src/claims/configs/predictions.js';
import type { Measurement } from '../../../src/core/measurements.js';
import type { MeasuredMetricName } from '../../../src/core/metrics.js';
import type { Artifact, RunContext } from '../../../src/core/runner.js';
import { predictionsRunner } from '../../../src/runners/predictions/index.js';
import { scoreFiles } from '../../../src/scoring/index.js';
import { sharedDir } from '../../helpers/cli.js';

const root = join(sharedDir, 'data');
const base = {
  id: 'spot',
  runner: 'predictions',
  description: 'd',
  method: 'ssgpa',
  dataset: 'spot-the-diff',
  split: 'val',
  predictions: 'ssgpa-repro/pred_resnet_spot_val.json',
  references: 'ssgpa-repro/gt_spot_val.json',
  bootstrap: 20,
  origins: [{ file: 'ssgpa-repro/gt_spot_val.json', repository: 'https://github.com/yili-19/SSGPA', commit: 'c9f1', path: 'eval_data/spot_val_change_captions_reformat.json' }],
};
const cfg = (over: Record<string, unknown> = {}) => predictionsConfig.parse({ ...base, ...over });

function context(signal = new AbortController().signal, smoke = false) {
  const measurements: Measurement[] = [];
  const artifacts: Artifact[] = [];
  const warnings: string[] = [];
  const ctx: RunContext = {
    dataRoots: ['/no/such/root', root],
    outDir: '/unused',
    smoke,
    signal,
    log: { info: () => {}, warn: () => {}, progress: () => {} },
    ports: { measurement: (m) => measurements.push(m), artifact: (a) => artifacts.push(a), gpuSamples: () => {}, environment: () => {}, warning: (w) => warnings.push(w) },
  };
  return { ctx, measurements, artifacts, warnings };
}

describe('predictions runner', () => {
  it('preflight: nothing missing → runs', async () => {
    expect(await predictionsRunner.preflight(cfg(), { dataRoots: [root] })).toBeUndefined();
  });

  it('preflight: missing files → skip naming them and their public origin', async () => {
    const skip = await predictionsRunner.preflight(cfg(), { dataRoots: ['/nowhere'] });
    expect(skip?.reason).toBe('input files not found: ssgpa-repro/pred_resnet_spot_val.json, ssgpa-repro/gt_spot_val.json');
    expect(skip?.provide).toContain('ssgpa-repro/gt_spot_val.json: from https://github.com/yili-19/SSGPA at commit c9f1, file eval_data/spot_val_change_captions_reformat.json');
    expect(skip?.provide).toContain('ssgpa-repro/pred_resnet_spot_val.json: origin not recorded in the claim file');
  });

  it('preflight: `skip` in the config is honoured even when the files are there', async () => {
    expect(await predictionsRunner.preflight(cfg({ skip: 'references not published' }), { dataRoots: [root] })).toEqual({ reason: 'references not published' });
  });

  it('reports one measurement per metric with intervals, as the scorer computes them, and both files as artifacts', async () => {
    const { ctx, measurements, artifacts, warnings } = context();
    expect(await predictionsRunner.run(cfg(), ctx)).toEqual({ status: 'succeeded' });
    const expected = await scoreFiles(join(root, 'ssgpa-repro/gt_spot_val.json'), join(root, 'ssgpa-repro/pred_resnet_spot_val.json'), { bootstrap: 20, seed: 0 });
    expect(measurements.map((m) => m.metric).sort()).toEqual(Object.keys(expected.corpus).sort());
    for (const m of measurements) {
      expect(m).toMatchObject({ dataset: 'spot-the-diff', split: 'val', subset: 'total', n: 1489, value: expected.corpus[m.metric as MeasuredMetricName] });
      expect([m.ciLow, m.ciHigh]).toEqual(expected.intervals[m.metric as MeasuredMetricName]);
    }
    for (const a of artifacts) expect(a.sha256).toBe(createHash('sha256').update(readFileSync(a.path)).digest('hex'));
    expect(artifacts.map((a) => [a.kind, a.path])).toEqual([
      ['predictions', join(root, 'ssgpa-repro/pred_resnet_spot_val.json')],
      ['references', join(root, 'ssgpa-repro/gt_spot_val.json')],
    ]);
    expect(warnings.some((w) => w.startsWith('METEOR not measured'))).toBe(true);
  });

  it('--smoke skips the bootstrap (no intervals, same scores)', async () => {
    const { ctx, measurements } = context(undefined, true);
    await predictionsRunner.run(cfg(), ctx);
    expect(measurements.every((m) => m.ciLow === undefined && m.ciHigh === undefined)).toBe(true);
  });

  it('an aborted signal stops it before scoring', async () => {
    const ac = new AbortController();
    ac.abort(new Error('interrupted by SIGINT'));
    const { ctx, measurements } = context(ac.signal);
    await expect(predictionsRunner.run(cfg(), ctx)).rejects.toThrow('interrupted by SIGINT');
    expect(measurements).toHaveLength(0);
  });
});
