import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'audit-probe-'));
/** The released SCORER code (read-only git mirror of github.com/tuyunbin/SCORER), extracted into a data root. */
const scorerMirror = '/work/.mirror/tuyunbin+SCORER/repo';
const hasTorch = spawnSync('/usr/bin/python3', ['-c', 'import torch, yaml, numpy'], { stdio: 'ignore' }).status === 0;

function runProbe(id: string, dataRoot: string): { status: string; reason: string; provide: string } {
  const cwd = tmp();
  // python3 is Debian's (python3-torch), as .ci/run installs it.
  const r = runCli(['run', id.split('-')[0] ?? '', '--only', id, '--claims', join(repoRoot, 'claims'), '--data-root', dataRoot, '--db', join(cwd, 'r.db'), '--json'], { cwd, env: { PATH: `/usr/bin:${process.env.PATH ?? ''}` } });
  expect(r.code, r.stderr).toBe(0);
  const run = (JSON.parse(r.stdout) as { runs: { status: string; skipReason?: string; reason?: string; provide?: string }[] }).runs[0];
  return { status: run?.status ?? '', reason: `${run?.skipReason ?? run?.reason ?? ''} ${r.stderr}`, provide: `${run?.provide ?? ''} ${r.stderr}` };
}

describe('memory probes of the released code (runner: command)', () => {
  it('skip without a checkout, saying which repository and commit to provide', () => {
    const empty = tmp();
    for (const [id, repo] of [['scorer-memory-probe', 'github.com/tuyunbin/SCORER'], ['blip2idc-memory-probe', 'github.com/gautierevn/BLIP2IDC'], ['ssgpa-memory-probe', 'github.com/yili-19/SSGPA']] as const) {
      const r = runProbe(id, empty);
      expect(r.status).toBe('skipped');
      expect(r.reason).toMatch(/working directory '(SCORER|BLIP2IDC|SSGPA)' is not under any data root/);
      expect(r.provide).toContain(repo);
    }
  });

  it('with a checkout but no PyTorch modules or no GPU, skip and say what to provide', () => {
    const root = tmp();
    mkdirSync(join(root, 'BLIP2IDC', 'code_release'), { recursive: true });
    writeFileSync(join(root, 'BLIP2IDC', 'code_release', 'train_BLIP2IDC.py'), '# placeholder of the released script\n');
    const r = runProbe('blip2idc-memory-probe', root);
    expect(r.status).toBe('skipped');
    expect(r.reason).toMatch(/Python modules missing for python3: [a-z, ]*(torch|transformers|peft)|needs an NVIDIA GPU/);
  });

  it.runIf(existsSync(scorerMirror) && hasTorch)('scorer probe: skipped for want of a GPU under audit run, and runs one training step of the released code on the CPU with exact parameter counts', () => {
    const root = tmp();
    mkdirSync(join(root, 'SCORER'));
    execFileSync('sh', ['-c', `git --git-dir=${scorerMirror} archive HEAD configs models utils | tar -x -C ${join(root, 'SCORER')}`]);
    const r = runProbe('scorer-memory-probe', root);
    expect(r.status).toBe('skipped');
    expect(r.reason).toMatch(/needs an NVIDIA GPU/);
    const out = join(tmp(), 'probe.json');
    const p = spawnSync('/usr/bin/python3', [join(repoRoot, 'scripts/probes/scorer_probe.py'), join(root, 'SCORER'), '--batch', '2', '--steps', '1', '--cpu', '--out', out], { encoding: 'utf8', timeout: 240_000, env: { ...process.env, OMP_NUM_THREADS: '1' } });
    expect(p.status, p.stderr).toBe(0);
    const j = JSON.parse(readFileSync(out, 'utf8')) as { params: Record<string, number>; loss: number; device: string };
    expect(j.device).toBe('cpu');
    expect(j.params).toEqual({ change_detector: 2_635_778, speaker: 4_425_564, cbr: 2_361_345 });
    expect(Number.isFinite(j.loss)).toBe(true);
  }, 300_000);

  it('probe scripts refuse to run without a GPU unless asked for the CPU smoke path', () => {
    const p = spawnSync('/usr/bin/python3', [join(repoRoot, 'scripts/probes/scorer_probe.py'), tmp()], { encoding: 'utf8' });
    expect(p.status).not.toBe(0);
  });
});
