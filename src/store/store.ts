/**
 * The results store: repositories over results.db mapping rows ↔ core types. Every method that
 * writes does so in one transaction, so a crash leaves either all of a step or none of it.
 */
import type { Database as Db, Statement } from 'better-sqlite3';
import type { Finding } from '../core/findings.js';
import type { Measurement } from '../core/measurements.js';
import type { Artifact, GpuSample } from '../core/runner.js';
import type { RunBase, RunOutcome, RunRecord, RunWithMetrics } from '../core/runs.js';
import { processStamp } from './liveness.js';
import { openDatabase } from './open.js';
import type { OpenOptions } from './open.js';
import type { MetricRow, RunRow } from './rows.js';
import { measurementFromRow, measurementToRow, runFromRow } from './rows.js';

export interface NewSession {
  readonly paper: string;
  readonly claimFile: { readonly path: string; readonly sha256: string };
  readonly command: string;
  readonly pid: number;
  readonly host: string;
  readonly environment: Record<string, unknown>;
}

/** A run as the pipeline starts it: the store assigns the id and the start time. */
export type NewRun = Omit<RunBase, 'id' | 'startedAt' | 'job'> & { readonly executor?: 'local' | 'slurm' };

/** What a Slurm job reports about itself or what Slurm says about it; absent fields are kept. */
export interface JobUpdate {
  readonly id?: string;
  readonly node?: string;
  readonly state?: string;
  readonly pid?: number;
  readonly host?: string;
  /** When the job began executing the run (epoch ms). */
  readonly startedAt?: number;
}

/** Whether run `pid`, started as `stamp` (./liveness.ts), still runs. */
export type LivenessCheck = (pid: number, stamp?: string) => boolean;

/** The start stamp a running run recorded for its process (./liveness.ts), as column `stamp`. */
const STAMP = "json_extract(environment_json, '$.processStart') AS stamp";

/** This process's start stamp when `pid` is this process (the only one whose start we know for sure). */
const ownStamp = (pid: number): string | undefined => (pid === process.pid ? processStamp(pid) : undefined);

/** A running run's environment with its process's start stamp, so a reused pid is not taken for it. */
function withStamp(env: Record<string, unknown>, pid: number | undefined): Record<string, unknown> {
  const stamp = pid === undefined ? undefined : ownStamp(pid);
  return stamp === undefined ? env : { ...env, processStart: stamp };
}

/** Rows per INSERT statement for GPU samples (7 columns × 140 < SQLite's 999 parameters). */
const SAMPLE_BATCH = 140;

export class ResultsStore {
  private readonly sampleInsert: Statement;
  private readonly sampleInsertOne: Statement;

  private constructor(
    readonly path: string,
    private readonly db: Db,
  ) {
    const row = '(?, ?, ?, ?, ?, ?, ?)';
    const head = 'INSERT INTO gpu_samples (run_id, t, gpu, used_mib, total_mib, utilization, pid) VALUES ';
    this.sampleInsert = db.prepare(head + Array(SAMPLE_BATCH).fill(row).join(', '));
    this.sampleInsertOne = db.prepare(head + row);
  }

  static open(path: string, opts: OpenOptions = {}): ResultsStore {
    return new ResultsStore(path, openDatabase(path, opts));
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  startSession(s: NewSession, now = Date.now()): number {
    return this.db.transaction(() => {
      this.db.prepare('INSERT OR IGNORE INTO claim_files (paper, path, sha256, first_seen) VALUES (?, ?, ?, ?)').run(s.paper, s.claimFile.path, s.claimFile.sha256, now);
      const cf = this.db.prepare('SELECT id FROM claim_files WHERE path = ? AND sha256 = ?').get(s.claimFile.path, s.claimFile.sha256) as { id: number };
      const r = this.db
        .prepare('INSERT INTO sessions (paper, claim_file_id, command, pid, host, started_at, environment_json) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(s.paper, cf.id, s.command, s.pid, s.host, now, JSON.stringify(s.environment));
      return Number(r.lastInsertRowid);
    }).immediate();
  }

  endSession(id: number, now = Date.now()): void {
    this.db.prepare('UPDATE sessions SET ended_at = ? WHERE id = ?').run(now, id);
  }

  /** Inserts a run with status `running`, or directly with its outcome when it never started. */
  startRun(r: NewRun, now = Date.now(), outcome?: Exclude<RunOutcome, { status: 'succeeded' }>): number {
    const status = outcome?.status ?? 'running';
    const reason = outcome?.reason ?? null;
    const provide = outcome?.status === 'skipped' ? (outcome.provide ?? null) : null;
    const res = this.db
      .prepare(
        `INSERT INTO runs (session_id, paper, config_id, runner, status, reason, provide, pid, host, started_at, ended_at, seed, smoke, config_json, environment_json, executor)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(r.sessionId, r.paper, r.configId, r.runner, status, reason, provide, r.pid, r.host, now, outcome ? now : null, r.seed, r.smoke ? 1 : 0, JSON.stringify(r.config), JSON.stringify(withStamp(r.environment, outcome ? undefined : r.pid)), r.executor ?? 'local');
    return Number(res.lastInsertRowid);
  }

  /** Ends a running run; extra environment facts reported by the runner are merged in. */
  finishRun(runId: number, outcome: RunOutcome, facts: Record<string, unknown> = {}, now = Date.now()): void {
    this.db.transaction(() => {
      const row = this.db.prepare('SELECT environment_json FROM runs WHERE id = ?').get(runId) as { environment_json: string } | undefined;
      if (!row) throw new Error(`internal: no run ${runId}`);
      const env = { ...(JSON.parse(row.environment_json) as Record<string, unknown>), ...facts };
      const reason = outcome.status === 'succeeded' ? null : outcome.reason;
      const provide = outcome.status === 'skipped' ? (outcome.provide ?? null) : null;
      this.db
        .prepare("UPDATE runs SET status = ?, reason = ?, provide = ?, ended_at = ?, environment_json = ? WHERE id = ? AND status = 'running'")
        .run(outcome.status, reason, provide, now, JSON.stringify(env), runId);
    }).immediate();
  }

  /**
   * Ends a running run with the smallest write there is (status, reason, end time; no facts):
   * what can still be recorded when finishRun's larger write failed (a full disk).
   */
  endRunBare(runId: number, outcome: Exclude<RunOutcome, { status: 'succeeded' }>, now = Date.now()): void {
    const end = () => this.db.prepare("UPDATE runs SET status = ?, reason = ?, ended_at = ? WHERE id = ? AND status = 'running'").run(outcome.status, outcome.reason, now, runId);
    try {
      end();
    } catch {
      // the write-ahead log holds older copies of the pages written: moving them into the database
      // and truncating the log frees space on a full disk, so the one-row update fits
      this.db.pragma('wal_checkpoint(TRUNCATE)');
      end();
    }
  }

  /** Records a run's Slurm job: its id at submission, node and state as they become known. */
  updateJob(runId: number, j: JobUpdate): void {
    const stamp = j.pid === undefined ? undefined : ownStamp(j.pid);
    if (stamp !== undefined) this.db.prepare("UPDATE runs SET environment_json = json_set(environment_json, '$.processStart', ?) WHERE id = ?").run(stamp, runId);
    this.db
      .prepare(
        'UPDATE runs SET job_id = coalesce(?, job_id), job_node = coalesce(?, job_node), job_state = coalesce(?, job_state), pid = coalesce(?, pid), host = coalesce(?, host), job_started_at = coalesce(?, job_started_at) WHERE id = ?',
      )
      .run(j.id ?? null, j.node ?? null, j.state ?? null, j.pid ?? null, j.host ?? null, j.startedAt ?? null, runId);
  }

  /** One run, or undefined. */
  run(runId: number): RunRecord | undefined {
    const row = this.db.prepare('SELECT * FROM runs WHERE id = ?').get(runId) as RunRow | undefined;
    return row ? runFromRow(row) : undefined;
  }

  /** Slurm runs whose job's final state is not recorded yet (`settled` lists the final states), oldest first. */
  unsettledJobs(settled: readonly string[], opts: { sessionId?: number } = {}): RunRecord[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM runs WHERE executor = 'slurm' AND (status = 'running' OR job_state IS NULL OR job_state NOT IN (SELECT value FROM json_each(?)))
         ${opts.sessionId === undefined ? '' : 'AND session_id = ?'} ORDER BY id`,
      )
      .all(JSON.stringify(settled), ...(opts.sessionId === undefined ? [] : [opts.sessionId])) as RunRow[];
    return rows.map(runFromRow);
  }

  /**
   * Records a job's final Slurm state. A run the job left `running` (killed before it could write)
   * ends with `outcome`; a run the job itself ended `failed`/`interrupted` (it got Slurm's SIGTERM)
   * takes Slurm's outcome, which says why (time limit, cancelled, out of memory). One transaction.
   */
  settleJob(runId: number, state: string, outcome: Exclude<RunOutcome, { status: 'succeeded' | 'skipped' }> | undefined, node?: string, now = Date.now()): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE runs SET job_state = ?, job_node = coalesce(?, job_node) WHERE id = ?').run(state, node ?? null, runId);
      if (!outcome) return;
      this.db
        .prepare("UPDATE runs SET status = ?, reason = ?, ended_at = coalesce(ended_at, ?) WHERE id = ? AND status IN ('running', 'failed', 'interrupted')")
        .run(outcome.status, outcome.reason, now, runId);
    }).immediate();
  }

  addMeasurements(runId: number, ms: readonly Measurement[]): void {
    const ins = this.db.prepare(
      `INSERT OR REPLACE INTO metrics (run_id, dataset, split, subset, metric, value, ci_low, ci_high, n)
       VALUES (@run_id, @dataset, @split, @subset, @metric, @value, @ci_low, @ci_high, @n)`,
    );
    this.db.transaction(() => {
      for (const m of ms) ins.run(measurementToRow(runId, m));
    }).immediate();
  }

  addArtifacts(runId: number, as: readonly Artifact[]): void {
    const ins = this.db.prepare('INSERT INTO artifacts (run_id, kind, path, sha256, bytes) VALUES (?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const a of as) ins.run(runId, a.kind, a.path, a.sha256, a.bytes);
    }).immediate();
  }

  /** Batched: one transaction, multi-row INSERTs of SAMPLE_BATCH rows. */
  addGpuSamples(runId: number, samples: readonly GpuSample[]): void {
    const flat = (s: GpuSample) => [runId, s.t, s.gpu, s.usedMiB, s.totalMiB, s.utilization ?? null, s.pid ?? null];
    this.db.transaction(() => {
      let i = 0;
      for (; i + SAMPLE_BATCH <= samples.length; i += SAMPLE_BATCH) this.sampleInsert.run(samples.slice(i, i + SAMPLE_BATCH).flatMap(flat));
      for (; i < samples.length; i++) this.sampleInsertOne.run(flat(samples[i] as GpuSample));
    }).immediate();
  }

  addFindings(sessionId: number, findings: readonly { readonly finding: Finding; readonly runId?: number }[]): void {
    const ins = this.db.prepare(
      'INSERT INTO findings (session_id, run_id, finding_id, paper, check_kind, severity, message, finding_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const { finding: f, runId } of findings) ins.run(sessionId, runId ?? null, f.id, f.paper, f.check, f.severity, f.message, JSON.stringify(f));
    }).immediate();
  }

  /** Ids of the papers that have runs, sorted. */
  papers(): string[] {
    return (this.db.prepare('SELECT DISTINCT paper FROM runs ORDER BY paper').all() as { paper: string }[]).map((r) => r.paper);
  }

  /** Runs, newest first. */
  listRuns(opts: { paper?: string; limit?: number } = {}): RunRecord[] {
    const rows = this.db
      .prepare(`SELECT * FROM runs ${opts.paper ? 'WHERE paper = @paper' : ''} ORDER BY started_at DESC, id DESC LIMIT @limit`)
      .all({ ...(opts.paper ? { paper: opts.paper } : {}), limit: opts.limit ?? -1 }) as RunRow[];
    return rows.map(runFromRow);
  }

  /** Runs with their measurements (two queries, whatever the number of runs). */
  runsWithMetrics(opts: { paper?: string; sessionId?: number; limit?: number } = {}): RunWithMetrics[] {
    const where = [opts.paper ? 'paper = @paper' : '', opts.sessionId !== undefined ? 'session_id = @session' : ''].filter(Boolean);
    const params = { ...(opts.paper ? { paper: opts.paper } : {}), ...(opts.sessionId !== undefined ? { session: opts.sessionId } : {}), limit: opts.limit ?? -1 };
    const sel = `SELECT id FROM runs ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY started_at DESC, id DESC LIMIT @limit`;
    return this.db.transaction(() => {
      const runs = (this.db.prepare(`SELECT * FROM runs WHERE id IN (${sel}) ORDER BY started_at DESC, id DESC`).all(params) as RunRow[]).map(runFromRow);
      const byRun = new Map<number, ReturnType<typeof measurementFromRow>[]>(runs.map((r) => [r.id, []]));
      for (const m of this.db.prepare(`SELECT * FROM metrics WHERE run_id IN (${sel})`).all(params) as MetricRow[]) byRun.get(m.run_id)?.push(measurementFromRow(m));
      return runs.map((run) => ({ run, measurements: byRun.get(run.id) ?? [] }));
    })();
  }

  artifactsOf(runId: number): Artifact[] {
    return this.db.prepare('SELECT kind, path, sha256, bytes FROM artifacts WHERE run_id = ? ORDER BY rowid').all(runId) as Artifact[];
  }

  gpuSamplesOf(runId: number): GpuSample[] {
    const rows = this.db.prepare('SELECT t, gpu, used_mib, total_mib, utilization, pid FROM gpu_samples WHERE run_id = ? ORDER BY t, rowid').all(runId) as {
      t: number;
      gpu: string;
      used_mib: number;
      total_mib: number;
      utilization: number | null;
      pid: number | null;
    }[];
    return rows.map((r) => ({
      t: r.t,
      gpu: r.gpu,
      usedMiB: r.used_mib,
      totalMiB: r.total_mib,
      ...(r.utilization === null ? {} : { utilization: r.utilization }),
      ...(r.pid === null ? {} : { pid: r.pid }),
    }));
  }

  /** The claim file (path and hash) a session ran with. */
  sessionClaimFile(sessionId: number): { readonly path: string; readonly sha256: string } | undefined {
    return this.db.prepare('SELECT c.path, c.sha256 FROM sessions s JOIN claim_files c ON c.id = s.claim_file_id WHERE s.id = ?').get(sessionId) as
      | { path: string; sha256: string }
      | undefined;
  }

  gpuSampleCount(runId: number): number {
    return (this.db.prepare('SELECT count(*) AS n FROM gpu_samples WHERE run_id = ?').get(runId) as { n: number }).n;
  }

  findingsOf(sessionId: number): Finding[] {
    return (this.db.prepare('SELECT finding_json FROM findings WHERE session_id = ? ORDER BY id').all(sessionId) as { finding_json: string }[]).map(
      (r) => JSON.parse(r.finding_json) as Finding,
    );
  }

  /** Whether runs of this host are left `running` by a process that no longer exists (reads only). */
  hasDeadRuns(host: string, isAlive: LivenessCheck): boolean {
    return (this.db.prepare(`SELECT pid, ${STAMP} FROM runs WHERE status = 'running' AND host = ? AND executor = 'local'`).all(host) as { pid: number; stamp: string | null }[]).some((r) => !isAlive(r.pid, r.stamp ?? undefined));
  }

  /**
   * Runs left `running` by a process of this host that no longer exists (killed, crashed) are
   * marked `interrupted`. Returns the runs it marked.
   */
  recoverDeadRuns(host: string, isAlive: LivenessCheck, now = Date.now()): RunRecord[] {
    return this.db.transaction(() => {
      // Slurm runs are left to their job and to Slurm's word on it (`audit runs --refresh`), even one
      // without a job id: its submitter died while sbatch ran, and the job may exist (found by its comment).
      const stale = (this.db.prepare(`SELECT *, ${STAMP} FROM runs WHERE status = 'running' AND host = ? AND executor = 'local'`).all(host) as (RunRow & { stamp: string | null })[])
        .filter((r) => !isAlive(r.pid, r.stamp ?? undefined))
        .map(({ stamp: _stamp, ...r }) => r);
      const upd = this.db.prepare("UPDATE runs SET status = 'interrupted', reason = ?, ended_at = ? WHERE id = ? AND status = 'running'");
      const endSession = this.db.prepare('UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL');
      return stale.map((r) => {
        const reason = `the process (pid ${r.pid} on ${host}) ended without finishing the run (killed or crashed); found by a later audit invocation`;
        upd.run(reason, now, r.id);
        endSession.run(now, r.session_id);
        return runFromRow({ ...r, status: 'interrupted', reason, ended_at: now });
      });
    }).immediate();
  }
}
