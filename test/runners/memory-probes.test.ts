import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli, startCli } from '../helpers/cli.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'audit-probe-'));
const hasTorch = spawnSync('/usr/bin/python3', ['-c', 'import torch, yaml, numpy'], { stdio: 'ignore' }).status === 0;
/** The CPU tests must not skip in CI: without Debian's PyTorch they fail and say what to install (.ci/run installs it). */
function requireTorch(): void {
  if (!hasTorch) throw new Error("/usr/bin/python3 cannot import torch, yaml and numpy: apt-get install python3-torch python3-yaml python3-numpy (.ci/run does this)");
}
/** Our stand-in of a SCORER checkout: SCORER's module paths, class names and signatures, our own tiny torch modules. */
const standIn = join(repoRoot, 'test', 'fixtures', 'scorer-stand-in');

/**
 * The released SCORER code: a checkout named by AUDIT_SCORER_CHECKOUT, or the read-only git mirror of
 * github.com/tuyunbin/SCORER this project's machines keep; undefined with the reason when neither is here.
 */
const scorerMirror = '/work/.mirror/tuyunbin+SCORER/repo';
/** `dataRoot()` gives a data root holding the checkout as SCORER/ (what the config's `cwd: SCORER` looks for). */
function realScorer(): { dataRoot: () => string } | { missing: string } {
  const named = process.env.AUDIT_SCORER_CHECKOUT;
  if (named !== undefined && named !== '') {
    if (!existsSync(join(named, 'models', 'SCORER.py'))) return { missing: `AUDIT_SCORER_CHECKOUT=${named} has no models/SCORER.py` };
    return {
      dataRoot: () => {
        const root = tmp();
        symlinkSync(resolve(named), join(root, 'SCORER'));
        return root;
      },
    };
  }
  if (existsSync(scorerMirror)) {
    return {
      dataRoot: () => {
        const root = tmp();
        mkdirSync(join(root, 'SCORER'));
        execFileSync('sh', ['-c', `git --git-dir=${scorerMirror} archive HEAD configs models utils | tar -x -C ${join(root, 'SCORER')}`]);
        return root;
      },
    };
  }
  return { missing: `no SCORER checkout: set AUDIT_SCORER_CHECKOUT to a clone of github.com/tuyunbin/SCORER (no mirror at ${scorerMirror})` };
}
const real = realScorer();

interface RunJson {
  runs: { run: number; status: string; reason?: string }[];
}

type RunOpts = { smoke?: boolean; path?: string; exit?: number };

function runArgs(id: string, dataRoot: string, opts: RunOpts) {
  const cwd = tmp();
  const db = join(cwd, 'r.db');
  const args = ['run', id.split('-')[0] ?? '', '--only', id, '--claims', join(repoRoot, 'claims'), '--data-root', dataRoot, '--db', db, '--json', '--no-report', '--allow-commands', ...(opts.smoke ? ['--smoke'] : [])];
  // python3 is Debian's (python3-torch), as .ci/run installs it; one thread keeps the CPU path predictable on shared
  // machines; no __pycache__ written into the checkout's scripts/probes.
  const env = { PATH: opts.path ?? '/usr/bin:/bin', OMP_NUM_THREADS: '1', PYTHONDONTWRITEBYTECODE: '1' };
  return { cwd, db, args, env };
}

/** `audit run <paper> --only <id>` in a fresh folder, as a user would: its JSON run, and the run as stored (with what to provide). */
function auditRun(id: string, dataRoot: string, opts: RunOpts = {}) {
  const { cwd, db, args, env } = runArgs(id, dataRoot, opts);
  return outcome(cwd, db, runCli(args, { cwd, env, timeoutMs: 600_000 }), opts);
}

/** The three probes' `audit run`s at once (each spends most of its time waiting on Node's and Python's start-up). */
async function auditRuns(ids: readonly string[], dataRoot: string, opts: RunOpts = {}) {
  return Promise.all(
    ids.map(async (id) => {
      const { cwd, db, args, env } = runArgs(id, dataRoot, opts);
      const p = startCli(args, { cwd, env });
      let stdout = '';
      let stderr = '';
      p.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
      p.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
      const code = await new Promise<number>((resolve) => p.on('close', (c) => resolve(c ?? -1)));
      return { id, ...outcome(cwd, db, { code, stdout, stderr }, opts) };
    }),
  );
}

function outcome(cwd: string, db: string, r: { code: number; stdout: string; stderr: string }, opts: RunOpts) {
  expect(r.code, r.stderr).toBe(opts.exit ?? 0);
  const json = (JSON.parse(r.stdout) as RunJson).runs[0];
  const row = stored(db).run;
  const run = { status: json?.status, reason: row.reason ?? '', provide: row.provide ?? '' };
  expect(row.status).toBe(json?.status);
  return { cwd, db, run, stderr: r.stderr, text: `${run.reason} | ${run.provide} | ${r.stderr}` };
}

interface StoredRun {
  status: string;
  smoke: number;
  config_id: string;
  environment_json: string;
  reason: string | null;
  provide: string | null;
}

function stored(db: string) {
  const d = new Database(db, { readonly: true });
  try {
    const run = d.prepare('SELECT * FROM runs').get() as StoredRun;
    const artifacts = d.prepare('SELECT kind, path FROM artifacts ORDER BY rowid').all() as { kind: string; path: string }[];
    const env = JSON.parse(run.environment_json) as { facts?: { probe?: Probe }; command?: string[]; exitCode?: number };
    return { run, env, probe: env.facts?.probe, artifacts };
  } finally {
    d.close();
  }
}

interface Probe {
  what: string;
  batch: number;
  layers: number;
  steps: number;
  device: string;
  params: Record<string, number>;
  loss: number;
  step_s_median: number;
}

/** A folder holding only a `python3` that answers every `-c import …` with success (a machine with all the modules) or runs Python without its site packages (a machine without them). */
function fakePython(kind: 'has-every-module' | 'no-site-packages'): string {
  const bin = tmp();
  const script = kind === 'has-every-module' ? '#!/bin/sh\n[ "$1" = -c ] && exit 0\nexec /usr/bin/python3 "$@"\n' : '#!/bin/sh\nexec /usr/bin/python3 -S "$@"\n';
  writeFileSync(join(bin, 'python3'), script);
  chmodSync(join(bin, 'python3'), 0o755);
  return bin;
}

/** A data root with a placeholder checkout of each paper (only the files the configs' `requires.paths` name). */
function placeholderCheckouts(): string {
  const root = tmp();
  const files = {
    SCORER: ['models/SCORER.py', 'models/CBR.py', 'models/transformer_decoder.py', 'configs/dynamic/transformer.yaml'],
    BLIP2IDC: ['code_release/train_BLIP2IDC.py'],
    SSGPA: ['OriginViT.py', 'FusionViT.py', 'model.py'],
  };
  for (const [dir, paths] of Object.entries(files)) {
    for (const p of paths) {
      mkdirSync(join(root, dir, p, '..'), { recursive: true });
      writeFileSync(join(root, dir, p), '# placeholder\n');
    }
  }
  return root;
}

const PROBES = [
  ['scorer-memory-probe', 'github.com/tuyunbin/SCORER'],
  ['blip2idc-memory-probe', 'github.com/gautierevn/BLIP2IDC'],
  ['ssgpa-memory-probe', 'github.com/yili-19/SSGPA'],
] as const;

describe('memory probes of the released code (runner: command): skipped with what to provide', () => {
  it('without a checkout: which repository and commit to provide', async () => {
    const runs = await auditRuns(PROBES.map(([id]) => id), tmp());
    for (const [[, repo], r] of PROBES.map((p, i) => [p, runs[i]] as const)) {
      if (r === undefined) throw new Error('missing run');
      expect(r.run?.status).toBe('skipped');
      expect(r.text).toMatch(/working directory '(SCORER|BLIP2IDC|SSGPA)' is not under any data root/);
      expect(r.run?.provide).toContain(repo);
      expect(stored(r.db).run.status).toBe('skipped');
    }
  });

  it('with a checkout but a Python without PyTorch: which modules, and how to install them', async () => {
    const root = placeholderCheckouts();
    const path = `${fakePython('no-site-packages')}:/usr/bin:/bin`;
    for (const { id, ...r } of await auditRuns(PROBES.map(([p]) => p), root, { path })) {
      expect(r.run?.status, id).toBe('skipped');
      expect(r.run?.reason, id).toMatch(/^Python modules missing for python3: torch/);
      expect(r.run?.provide, id).toMatch(/pip install torch.*python3-torch/);
    }
  });

  it('with a checkout and every module but no NVIDIA GPU (no nvidia-smi): a machine with an NVIDIA GPU', async () => {
    const root = placeholderCheckouts();
    // Only the fake python3 on PATH: no nvidia-smi, whatever this machine has.
    const path = fakePython('has-every-module');
    for (const { id, ...r } of await auditRuns(PROBES.map(([p]) => p), root, { path })) {
      expect(r.run?.status, id).toBe('skipped');
      expect(r.run?.reason, id).toMatch(/^needs an NVIDIA GPU/);
      expect(r.run?.provide, id).toMatch(/NVIDIA GPU and its driver/);
    }
  });

  it("BLIP2IDC and SSGPA with Debian's PyTorch: transformers/peft are what is missing (not packaged by Debian)", async () => {
    requireTorch();
    const root = placeholderCheckouts();
    // --smoke too: BLIP2IDC's CPU version needs the same modules.
    const [b, g] = await auditRuns(['blip2idc-memory-probe', 'ssgpa-memory-probe'], root, { smoke: true });
    expect(b?.run.reason).toMatch(/^Python modules missing for python3: (transformers|peft)/);
    expect(g?.run.reason).toMatch(/^Python modules missing for python3: transformers/);
  });

  it('probe scripts refuse to run without a GPU unless asked for the CPU smoke path', () => {
    const p = spawnSync('/usr/bin/python3', [join(repoRoot, 'scripts/probes/scorer_probe.py'), standIn], { encoding: 'utf8', env: { PATH: '/usr/bin:/bin', CUDA_VISIBLE_DEVICES: '', PYTHONDONTWRITEBYTECODE: '1' } });
    expect(p.status).not.toBe(0);
    expect(p.stderr).toMatch(/no CUDA device: run on an NVIDIA GPU, or pass --cpu/);
  });
});

/** Multi-head attention of width d: in-projection 3·d² + 3·d, out-projection d² + d. */
const mha = (d: number) => 4 * d * d + 4 * d;
const linear = (i: number, o: number) => i * o + o;

describe('probe harness on the CPU (audit run --smoke)', () => {
  it('HARNESS TEST with a stand-in model (not SCORER): audit run scorer-memory-probe --smoke runs the probe through the command runner and stores the run and its figures', () => {
    requireTorch();
    const root = tmp();
    cpSync(standIn, join(root, 'SCORER'), { recursive: true });
    const r = auditRun('scorer-memory-probe', root, { smoke: true });
    expect(r.run?.status, r.text).toBe('succeeded');
    const s = stored(r.db);
    expect(s.run).toMatchObject({ status: 'succeeded', smoke: 1, config_id: 'scorer-memory-probe', reason: null });
    expect(s.env.command).toContain('--cpu');
    const p = s.probe;
    expect(s.env.exitCode).toBe(0);
    expect(p).toMatchObject({ what: 'scorer+cbr training step (probe)', batch: 2, steps: 2, device: 'cpu' });
    // Counts of the stand-in's modules as the probe builds them: --layers 2 of the smoke argv overrides the stand-in's att_layer: 1.
    expect(p?.layers).toBe(2);
    expect(p?.params).toEqual({ change_detector: linear(1026, 16) + 2 * mha(16), speaker: 12 * 8 + linear(8, 16) + mha(16) + linear(16, 12), cbr: linear(32, 16) });
    expect(Number.isFinite(p?.loss) && (p?.loss ?? 0) > 0).toBe(true);
    expect(p?.step_s_median).toBeGreaterThan(0);
    // No GPU figures on the CPU path, and the record itself is kept as an artifact beside the logs.
    expect(p).not.toHaveProperty('max_allocated_GiB');
    expect(s.artifacts.map((a) => a.kind).sort()).toEqual(['facts', 'stderr', 'stdout']);
    expect(s.artifacts.find((a) => a.kind === 'facts')?.path).toMatch(/probe\.json$/);
  }, 300_000);

  it('the same config without --smoke still needs a GPU (no nvidia-smi here): skipped, not run on the CPU', () => {
    const root = tmp();
    cpSync(standIn, join(root, 'SCORER'), { recursive: true });
    const r = auditRun('scorer-memory-probe', root, { path: fakePython('has-every-module') });
    expect(r.run?.status).toBe('skipped');
    expect(r.run?.reason).toMatch(/^needs an NVIDIA GPU/);
  });

  it('a probe that exits 0 without writing its record fails the run and says which file is missing', () => {
    requireTorch();
    const root = tmp();
    cpSync(standIn, join(root, 'SCORER'), { recursive: true });
    // A checkout whose model module ends the process at import: the probe exits 0 before writing its record.
    writeFileSync(join(root, 'SCORER', 'models', 'SCORER.py'), 'raise SystemExit(0)\n');
    const r = auditRun('scorer-memory-probe', root, { smoke: true, exit: 3 });
    expect(r.run?.status).toBe('failed');
    expect(r.run?.reason).toMatch(/wrote none of its facts: .*probe\.json: not written \(fact 'probe'\)/);
  }, 120_000);
});

describe(`the released SCORER code on the CPU${'missing' in real ? ` (skipped: ${real.missing})` : ''}`, () => {
  it.runIf('dataRoot' in real)('audit run --smoke of scorer-memory-probe builds the released model with its exact parameter counts and trains two steps', () => {
    if (!('dataRoot' in real)) return;
    requireTorch();
    const root = real.dataRoot();
    const r = auditRun('scorer-memory-probe', root, { smoke: true });
    expect(r.run?.status, r.text).toBe('succeeded');
    const p = stored(r.db).probe;
    expect(p).toMatchObject({ device: 'cpu', batch: 2, steps: 2, layers: 2 });
    expect(p?.params).toEqual({ change_detector: 2_635_778, speaker: 4_425_564, cbr: 2_361_345 });
    expect(Number.isFinite(p?.loss)).toBe(true);
  }, 600_000);
});
