import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandRunner } from '../../../src/runners/command/index.js';
import { waitForCurve } from '../../helpers/fake-smi.js';
import { repoRoot } from '../../helpers/cli.js';
import { collectingContext, config } from './context.js';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('command runner with real processes', () => {
  it('kills the whole process group on timeout: the grandchild is gone', async () => {
    const { ctx, got } = collectingContext([tmpdir()]);
    const c = config({ argv: ['bash', '-c', 'sleep 30 & echo $! > "$OUT/grandchild.pid"; echo started; wait'], cwd: tmpdir(), env: { OUT: '{out}' }, timeoutSec: 1, profileGpu: false });
    const r = await commandRunner.run(c, ctx);
    expect(r).toMatchObject({ status: 'failed', reason: expect.stringMatching(/^the command timed out after 1 s; its process group was killed/) });
    const grandchild = Number(readFileSync(join(ctx.outDir, 'grandchild.pid'), 'utf8'));
    expect(grandchild).toBeGreaterThan(1);
    expect(alive(grandchild)).toBe(false);
    expect(got.artifacts.find((a) => a.kind === 'stdout')).toBeDefined();
  });

  it('keeps results a script wrote before exiting non-zero, with a warning', async () => {
    const { ctx, got } = collectingContext([tmpdir()]);
    const script = 'printf -- "-------------total captions------------Bleu_4: 0.5631\\nCIDEr: 1.2683\\n" > "$OUT/eval_results.txt"; echo "CUDA error: an illegal memory access" >&2; exit 3';
    const c = config({ argv: ['bash', '-c', script], cwd: tmpdir(), env: { OUT: '{out}' }, profileGpu: false, metrics: [{ from: 'coco-text', file: '{out}/eval_results.txt', section: 'total captions' }] });
    const r = await commandRunner.run(c, ctx);
    expect(r).toEqual({ status: 'succeeded' });
    expect(got.measurements).toEqual([
      { dataset: 'clevr-change', split: 'test', subset: 'total', metric: 'Bleu_4', value: 0.5631 },
      { dataset: 'clevr-change', split: 'test', subset: 'total', metric: 'CIDEr', value: 1.2683 },
    ]);
    expect(got.warnings).toEqual(['the command exited with code 3 after writing its results; they are kept. Last stderr lines:\nCUDA error: an illegal memory access']);
    expect(got.environment).toMatchObject({ exitCode: 3 });
  });

  it('fails a script that exits non-zero without results, quoting its stderr', async () => {
    const { ctx } = collectingContext([tmpdir()]);
    const c = config({ argv: ['python3', '-c', 'import sys; sys.exit("FileNotFoundError: ./data/features")'], cwd: tmpdir(), profileGpu: false, metrics: [{ from: 'json', file: '{out}/m.json' }] });
    expect(await commandRunner.run(c, ctx)).toEqual({ status: 'failed', reason: 'the command exited with code 1; last stderr lines:\nFileNotFoundError: ./data/features' });
  });

  it('captures stdout and stderr as artifacts with their sha256, and reads metrics from the log', async () => {
    const { ctx, got } = collectingContext([tmpdir()]);
    const c = config({
      argv: ['python3', '-c', "import sys\nprint('epoch 1')\nprint({'Bleu_4': 0.335, 'CIDEr': 0.653})\nprint('warn', file=sys.stderr)"],
      cwd: tmpdir(),
      profileGpu: false,
      metrics: [{ from: 'python-dict', file: '{stdout}' }],
    });
    expect(await commandRunner.run(c, ctx)).toEqual({ status: 'succeeded' });
    for (const kind of ['stdout', 'stderr']) {
      const a = got.artifacts.find((x) => x.kind === kind);
      const bytes = readFileSync(a?.path ?? '');
      expect(a?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(a?.bytes).toBe(bytes.length);
    }
    expect(readFileSync(got.artifacts[0]?.path ?? '', 'utf8')).toBe("epoch 1\n{'Bleu_4': 0.335, 'CIDEr': 0.653}\n");
    expect(got.measurements.map((m) => [m.metric, m.value])).toEqual([['Bleu_4', 0.335], ['CIDEr', 0.653]]);
  });

  it('scores a predictions file the script wrote with the project\'s metrics', async () => {
    const data = mkdtempSync(join(tmpdir(), 'data-'));
    writeFileSync(join(data, 'refs.json'), JSON.stringify({ '1': ['the blue cube moved', 'the blue cube has moved'], '2': ['nothing has changed', 'there is no change'] }));
    const { ctx, got } = collectingContext([data]);
    const preds = JSON.stringify([{ image_id: '1', caption: 'the blue cube moved' }, { image_id: '2', caption: 'nothing has changed' }]);
    const c = config({ argv: ['bash', '-c', `echo '${preds}' > "$OUT/results.json"`], cwd: data, env: { OUT: '{out}' }, profileGpu: false, metrics: [{ from: 'predictions', predictions: '{out}/results.json', references: 'refs.json' }] });
    expect(await commandRunner.run(c, ctx)).toEqual({ status: 'succeeded' });
    const bleu1 = got.measurements.find((m) => m.metric === 'Bleu_1');
    expect(bleu1).toMatchObject({ value: expect.closeTo(1, 6), n: 2 });
    expect(got.artifacts.map((a) => a.kind)).toContain('predictions');
  });

  it('samples GPU memory of the run through nvidia-smi and keeps the short spike as the peak', async () => {
    const bin = join(repoRoot, 'test', 'fixtures', 'nvidia-smi', 'bin');
    const pidFile = join(mkdtempSync(join(tmpdir(), 'smi-')), 'pid');
    const spike = 9137;
    process.env.PATH = `${bin}:${saved.PATH ?? ''}`;
    process.env.FAKE_SMI_CURVE = [...Array(12).fill(812), spike, ...Array(40).fill(1240)].join(',');
    process.env.FAKE_SMI_PID_FILE = pidFile;
    process.env.FAKE_SMI_DONE_FILE = pidFile;
    const { ctx, got } = collectingContext([tmpdir()]);
    const c = config({ argv: ['bash', '-c', `echo $$ > ${pidFile}; ${waitForCurve(pidFile)}`], cwd: tmpdir(), sampleIntervalMs: 100 });
    expect(await commandRunner.run(c, ctx)).toEqual({ status: 'succeeded' });
    const all = got.samples.flat();
    expect(got.samples.length).toBeGreaterThan(1); // handed over in batches while it ran
    expect(Math.max(...all.filter((s) => s.pid === undefined).map((s) => s.usedMiB))).toBe(spike);
    expect(all.filter((s) => s.usedMiB === spike && s.pid === undefined)).toHaveLength(1);
    expect(got.environment).toMatchObject({ gpu: 'NVIDIA GeForce RTX 3090', gpuPeakMiB: { '0': spike }, processTreePeakMiB: spike });
  });

  it('records "no GPU" and runs unprofiled where nvidia-smi finds no device', async () => {
    process.env.PATH = `${join(repoRoot, 'test', 'fixtures', 'nvidia-smi', 'bin')}:${saved.PATH ?? ''}`;
    process.env.FAKE_SMI_MODE = 'none';
    const { ctx, got } = collectingContext([tmpdir()]);
    expect(await commandRunner.run(config({ argv: ['true'], cwd: tmpdir() }), ctx)).toEqual({ status: 'succeeded' });
    expect(got.environment).toMatchObject({ gpu: 'none', gpuReason: 'No devices were found (nvidia-smi sees no NVIDIA GPU)' });
    expect(got.samples).toEqual([]);
  });
});

describe('command runner preflight', () => {
  const origins = [{ repository: 'https://github.com/tuyunbin/SCORER', path: '.', commit: '2525039' }];
  it('skips with where to get the code when the working directory is absent', async () => {
    const c = config({ argv: ['python', 'train.py'], cwd: 'SCORER', origins });
    expect(await commandRunner.preflight(c, { dataRoots: ['/nonexistent-a'] })).toEqual({
      reason: "working directory 'SCORER' is not under any data root (/nonexistent-a)",
      provide: "a checkout of https://github.com/tuyunbin/SCORER at commit 2525039, as the folder 'SCORER' under a data root",
    });
  });
  it('skips when the program or a required file is missing', async () => {
    expect(await commandRunner.preflight(config({ argv: ['no-such-program-xyz'], cwd: tmpdir() }), { dataRoots: [] })).toEqual({ reason: "program 'no-such-program-xyz' is not on PATH" });
    expect(await commandRunner.preflight(config({ argv: ['bash'], cwd: tmpdir(), requires: { paths: ['data/features'] } }), { dataRoots: [] })).toEqual({ reason: `missing under ${tmpdir()}: data/features` });
  });
  it('skips a GPU config on a machine without a GPU, saying why', async () => {
    process.env.PATH = `${join(repoRoot, 'test', 'fixtures', 'nvidia-smi', 'bin')}:${saved.PATH ?? ''}`;
    process.env.FAKE_SMI_MODE = 'none';
    expect(await commandRunner.preflight(config({ argv: ['bash'], cwd: tmpdir(), requires: { gpu: true } }), { dataRoots: [] })).toEqual({
      reason: 'needs an NVIDIA GPU: No devices were found (nvidia-smi sees no NVIDIA GPU)',
      provide: 'a machine with an NVIDIA GPU and its driver (nvidia-smi)',
    });
  });
  it('passes when everything is there', async () => {
    expect(await commandRunner.preflight(config({ argv: ['bash'], cwd: tmpdir() }), { dataRoots: [] })).toBeUndefined();
  });
});
