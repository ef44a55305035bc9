/**
 * Ctrl-C and SIGTERM during TF.js training, sent to the real `audit run` process: training yields
 * to the event loop between steps, so the run stops within a step, is stored `interrupted` (not
 * `succeeded`), keeps a checkpoint of what was trained, and the command exits 130.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, startCli } from '../helpers/cli.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The project's SCORER claim file with its synthetic config made endless (100,000 small steps, a progress line each). */
function endlessClaims(): string {
  const dir = mkdtempSync(join(tmpdir(), 'audit-interrupt-'));
  dirs.push(dir);
  const from = 'training: {batchSize: 16, iterations: 300, lr: 0.003, checkpointEvery: 100, logEvery: 50}';
  const text = readFileSync(join(repoRoot, 'claims', 'scorer.yaml'), 'utf8');
  expect(text).toContain(from);
  mkdirSync(join(dir, 'claims'));
  writeFileSync(join(dir, 'claims', 'scorer.yaml'), text.replaceAll(from, 'training: {batchSize: 4, iterations: 100000, lr: 0.003, checkpointEvery: 100000, logEvery: 1}'));
  return dir;
}

describe.each([['SIGINT'], ['SIGTERM']] as const)('%s during TF.js training', (signal) => {
  it('stops within a step, stores the run interrupted with a checkpoint, exits 130', async () => {
    const dir = endlessClaims();
    const p = startCli(['run', 'scorer', '--only', 'scorer-cbr-synthetic', '--no-report'], { cwd: dir });
    let stderr = '';
    let sentAt = 0;
    const exited = new Promise<number | null>((resolve) => p.on('close', (code) => resolve(code)));
    p.stdout.resume();
    p.stderr.on('data', (b: Buffer) => {
      stderr += b.toString();
      // a few steps into training, not at a fixed time
      if (!sentAt && /iter 3\/100000/.test(stderr)) {
        sentAt = Date.now();
        p.kill(signal);
      }
    });
    const code = await exited;
    const took = Date.now() - sentAt;
    expect(sentAt, stderr).toBeGreaterThan(0);
    expect(code, stderr).toBe(130);
    // one step takes well under a second; the margin is for a loaded machine
    expect(took).toBeLessThan(8000);
    expect(stderr).toContain(`${signal}: stopping`);
    const stopped = /stopped after iteration (\d+); checkpoint kept in (\S+) /.exec(stderr);
    expect(stopped, stderr).not.toBeNull();
    expect(Number(stopped![1])).toBeLessThan(1000);
    expect(existsSync(stopped![2]!)).toBe(true);

    const db = new Database(join(dir, 'results.db'), { readonly: true });
    try {
      const run = db.prepare("SELECT status, reason, ended_at FROM runs WHERE config_id = 'scorer-cbr-synthetic'").get() as { status: string; reason: string; ended_at: number };
      expect(run.status).toBe('interrupted');
      expect(run.reason).toMatch(/interrupted by the user/);
      const kinds = (db.prepare('SELECT kind FROM artifacts').all() as { kind: string }[]).map((a) => a.kind);
      expect(kinds).toContain('checkpoint');
    } finally {
      db.close();
    }
  }, 120_000);
});
