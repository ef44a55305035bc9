/** Runs the real `audit` binary (bin/audit.js → dist/) as a user would. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const repoRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
export const auditBin = join(repoRoot, 'bin', 'audit.js');
/** Real data and seeds shipped beside the checkout (read-only). */
export const sharedDir = join(repoRoot, '..', 'shared');

/**
 * A fresh working directory for one CLI call, outside the checkout: `<tmp>/work` with `claims`
 * linked to the checkout's claim files (read only) and `<tmp>/shared` linked to the shared data,
 * so the CLI's conventions (./claims, ../shared/data) hold while its defaults (./results.db,
 * ./reports, ./.runs) land in the temporary folder, never in the checkout.
 */
export function tempWorkDir(): string {
  const base = mkdtempSync(join(tmpdir(), 'audit-cwd-'));
  const work = join(base, 'work');
  mkdirSync(work);
  symlinkSync(join(repoRoot, 'claims'), join(work, 'claims'));
  symlinkSync(sharedDir, join(base, 'shared'));
  return work;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(args: readonly string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number } = {}): CliResult {
  const r = spawnSync(process.execPath, [auditBin, ...args], {
    cwd: opts.cwd ?? tempWorkDir(),
    env: { ...process.env, NO_COLOR: '1', ...opts.env },
    input: opts.input,
    encoding: 'utf8',
    timeout: opts.timeoutMs ?? 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Async variant for tests that run processes concurrently or signal them. */
export function startCli(args: readonly string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return spawn(process.execPath, [auditBin, ...args], {
    cwd: opts.cwd ?? tempWorkDir(),
    env: { ...process.env, NO_COLOR: '1', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** runCli without blocking the test process, so several CLI calls can run at once. */
export function runCliAsync(args: readonly string[], cwd: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const p = startCli(args, { cwd });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    p.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    p.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** `audit check <id> --claims <file> --claims-only --json` in `dir`: the report's findings and per-check summary. */
export function checkClaimsJson(dir: string, id: string, file: string): { findings: { check: string }[]; summary: Record<string, { run: number; passed: number; failed: number }> } {
  return JSON.parse(runCli(['check', id, '--claims', file, '--claims-only', '--json'], { cwd: dir }).stdout) as ReturnType<typeof checkClaimsJson>;
}
