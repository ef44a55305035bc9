/**
 * Slurm executor benchmark on the real local cluster (../shared/tools/slurm-local; started here
 * when none answers, stopped afterwards if started here). Prints: jobs submitted/finished and rows
 * written for 20 concurrent jobs; the same under kills (5 jobs scancelled, 5 job processes
 * SIGKILLed) with every run settled and none lost; and submit → result time of a trivial config.
 * Run: npm run bench:slurm (needs `npm run build`: the jobs run bin/audit.js).
 */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { auditBin, tempWorkDir } from '../test/helpers/cli.js';
import { startCluster } from '../test/helpers/slurm.js';

const METRICS_PER_JOB = 3;
const cluster = startCluster();
const cwd = tempWorkDir();
const claims = join(cwd, 'bench-claims');
mkdirSync(claims);

const metricsJson = (i: number) => `echo '{"Bleu_4": 0.${i + 10}, "CIDEr": 1.${i}, "ROUGE_L": 0.5}'`;
function claimFile(id: string, n: number, sleep: number): string {
  const configs = Array.from({ length: n }, (_, i) => ({
    id: `c${String(i + 1).padStart(2, '0')}`,
    runner: 'command',
    description: 'bench',
    method: 'demo',
    dataset: 'clevr-change',
    split: 'test',
    argv: ['sh', '-c', `${sleep ? `sleep ${sleep}; ` : ''}${metricsJson(i)}`],
    cwd: tmpdir(),
    metrics: [{ from: 'json', file: '{stdout}' }],
    slurm: { mem: '200M' },
  }));
  return JSON.stringify({ schemaVersion: 1, paper: { id, title: id, docs: [{ id: 'n', file: 'n.txt', kind: 'readme' }] }, methods: [{ id: 'demo', name: 'Demo', own: true }], datasets: [{ id: 'clevr-change', name: 'CLEVR-Change' }], configs });
}
writeFileSync(join(claims, 'many.yaml'), claimFile('many', 20, 0));
writeFileSync(join(claims, 'killed.yaml'), claimFile('killed', 20, 8));
writeFileSync(join(claims, 'one.yaml'), claimFile('one', 1, 0));

const audit = (args: string[]) => spawnSync(process.execPath, [auditBin, ...args], { cwd, env: { ...process.env, ...cluster.env, NO_COLOR: '1' }, encoding: 'utf8', timeout: 600_000 });
const slurm = ['--executor', 'slurm', '--slurm-poll', '0.2', '--no-report', '--claims', claims];

interface Counts {
  runs: number;
  byStatus: Record<string, number>;
  byJobState: Record<string, number>;
  metrics: number;
  jobs: number;
  integrity: string;
}
function counts(db: string): Counts {
  const raw = new Database(db, { readonly: true });
  try {
    const runs = raw.prepare('SELECT status, job_id, job_state FROM runs').all() as { status: string; job_id: string | null; job_state: string | null }[];
    const tally = (k: (r: (typeof runs)[number]) => string) => runs.reduce<Record<string, number>>((a, r) => ((a[k(r)] = (a[k(r)] ?? 0) + 1), a), {});
    return {
      runs: runs.length,
      byStatus: tally((r) => r.status),
      byJobState: tally((r) => r.job_state ?? 'none'),
      metrics: (raw.prepare('SELECT count(*) AS n FROM metrics').get() as { n: number }).n,
      jobs: new Set(runs.map((r) => r.job_id).filter(Boolean)).size,
      integrity: raw.pragma('integrity_check', { simple: true }) as string,
    };
  } finally {
    raw.close();
  }
}

try {
  // 1. 20 concurrent jobs, each writing its run row updates and 3 metric rows
  const db1 = join(cwd, 'many.db');
  let t0 = performance.now();
  const r1 = audit(['run', 'many', '--db', db1, ...slurm]);
  const s1 = (performance.now() - t0) / 1000;
  const c1 = counts(db1);
  console.log(`20 concurrent jobs: exit ${r1.status}; submitted ${c1.jobs}, finished ${c1.byJobState.COMPLETED ?? 0} COMPLETED; runs ${JSON.stringify(c1.byStatus)}; metric rows ${c1.metrics}/${20 * METRICS_PER_JOB} (lost ${20 * METRICS_PER_JOB - c1.metrics}); integrity ${c1.integrity}; ${s1.toFixed(1)} s wall`);

  // 2. under kills: 5 scancelled, 5 job processes SIGKILLed while running, 10 left alone
  const db2 = join(cwd, 'killed.db');
  t0 = performance.now();
  const sub = audit(['run', 'killed', '--db', db2, ...slurm.filter((a) => a !== '--no-report'), '--no-wait', '--no-report']);
  if (sub.status !== 0) throw new Error(`submission failed: ${sub.stderr}`);
  const raw = new Database(db2, { readonly: true });
  const jobs = raw.prepare('SELECT id, job_id FROM runs ORDER BY id').all() as { id: number; job_id: string }[];
  for (const j of jobs.slice(0, 5)) cluster.scancel(j.job_id);
  const toKill = new Set(jobs.slice(5, 10).map((j) => j.id));
  const killed = new Set<number>();
  const deadline = Date.now() + 300_000;
  while (killed.size < toKill.size && Date.now() < deadline) {
    for (const r of raw.prepare("SELECT id, pid, job_state FROM runs WHERE job_state = 'RUNNING' AND status = 'running'").all() as { id: number; pid: number }[]) {
      if (!toKill.has(r.id) || killed.has(r.id)) continue;
      try {
        process.kill(r.pid, 'SIGKILL');
        killed.add(r.id);
      } catch {
        // not started yet under this pid
      }
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  raw.close();
  let settled = false;
  while (!settled && Date.now() < deadline) {
    audit(['runs', '--refresh', '--db', db2]);
    const c = counts(db2);
    settled = (c.byStatus.running ?? 0) === 0 && Object.keys(c.byJobState).every((s) => !['PENDING', 'RUNNING'].includes(s));
    if (!settled) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  }
  const s2 = (performance.now() - t0) / 1000;
  const c2 = counts(db2);
  const ok = c2.byStatus.succeeded ?? 0;
  console.log(`20 jobs under kills (5 scancel, ${killed.size} SIGKILL of the job process): submitted ${c2.jobs}; final states ${JSON.stringify(c2.byJobState)}; runs ${JSON.stringify(c2.byStatus)}; still running ${c2.byStatus.running ?? 0}; metric rows ${c2.metrics} = ${ok} succeeded × ${METRICS_PER_JOB} → lost ${ok * METRICS_PER_JOB - c2.metrics}; integrity ${c2.integrity}; ${s2.toFixed(1)} s wall`);

  // 3. submit → result of a trivial config (idle cluster), 5 times
  const times: number[] = [];
  const stored: number[] = [];
  for (let i = 0; i < 5; i++) {
    const db = join(cwd, `one-${i}.db`);
    const t = performance.now();
    const r = audit(['run', 'one', '--db', db, ...slurm]);
    times.push((performance.now() - t) / 1000);
    if (r.status !== 0) throw new Error(r.stderr);
    const d = new Database(db, { readonly: true });
    const row = d.prepare('SELECT started_at, ended_at FROM runs').get() as { started_at: number; ended_at: number };
    d.close();
    stored.push((row.ended_at - row.started_at) / 1000);
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  console.log(`trivial config: audit run --executor slurm wall ${med(times).toFixed(2)} s median (${times.map((x) => x.toFixed(2)).join(', ')}); submit → result stored ${med(stored).toFixed(2)} s median (${stored.map((x) => x.toFixed(2)).join(', ')})`);
} finally {
  cluster.release();
}
