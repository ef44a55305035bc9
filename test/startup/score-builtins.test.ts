/**
 * `audit score` loads the Node modules of Java and of the METEOR~ worker thread only when it uses
 * them: child_process and readline (the METEOR/SPICE jars, src/scoring/jars.ts) and worker_threads
 * (AUDIT_SCORE_WORKER=on) cost ≈ 5 ms of Node's own module loading on every run that had no use
 * for them. The real binary runs under a preload that lists the built-in modules loaded
 * (test/helpers/builtin-trace.mjs).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditBin, repoRoot } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'audit-builtins-'));
const refs = join(dir, 'refs.json');
const preds = join(dir, 'preds.json');
writeFileSync(refs, JSON.stringify({ 1: ['a red cube is there', 'there is a red cube'], 2: ['no change', 'nothing has changed'] }));
writeFileSync(preds, JSON.stringify([{ image_id: 1, caption: 'a red cube' }, { image_id: 2, caption: 'no change' }]));
const hook = join(repoRoot, 'test', 'helpers', 'builtin-trace.mjs');

function builtins(args: readonly string[], env: NodeJS.ProcessEnv = {}): { code: number; stderr: string; loaded: string[] } {
  const trace = join(dir, `trace-${Math.random().toString(36).slice(2)}.txt`);
  const r = spawnSync(process.execPath, ['--import', hook, auditBin, 'score', '--refs', refs, '--preds', preds, '--json', ...args], {
    cwd: dir,
    env: { ...process.env, AUDIT_BUILTIN_TRACE: trace, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status ?? -1, stderr: r.stderr, loaded: readFileSync(trace, 'utf8').split('\n') };
}

describe('audit score loads Java\'s and the worker\'s Node modules only when it uses them', () => {
  it('without a jar or the worker: no child_process, readline or worker_threads', () => {
    const r = builtins([], { AUDIT_SCORE_WORKER: 'off' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.loaded.filter((m) => ['child_process', 'readline', 'worker_threads'].includes(m))).toEqual([]);
  });

  it('with the METEOR~ worker: worker_threads', () => {
    const r = builtins([], { AUDIT_SCORE_WORKER: 'on' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.loaded).toContain('worker_threads');
  });

  it('with --meteor-jar (here a missing one): child_process, to ask Java', () => {
    const r = builtins(['--meteor-jar', join(dir, 'no-such.jar')]);
    expect(r.loaded).toContain('child_process');
  });
});
