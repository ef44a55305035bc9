/**
 * The sbatch command line of one config's job, as an argv array (pure). Resources come from the
 * config's `slurm:` field, overridden field by field by `--slurm-*` options; the job itself is a
 * fixed two-line script (`exec "$@"`) given the `audit slurm-job` argv, so no text of a claim file
 * ever reaches a shell.
 */
import type { SlurmResources } from '../../claims/configs/slurm.js';

export interface SbatchRequest {
  readonly resources: SlurmResources;
  readonly jobName: string;
  /** Slurm's comment of the job: `runComment(db, run id)`, how a job whose id was never stored is found. */
  readonly comment: string;
  /** Slurm's stdout/stderr file of the job (`%j` = job id). */
  readonly output: string;
  readonly chdir: string;
  /** The fixed job script (bin/slurm-job.sh). */
  readonly script: string;
  /** What the script executes: [node, bin/audit.js, slurm-job, ...]. */
  readonly jobArgv: readonly string[];
}

/** Config resources with the command line's on top (a CLI `extra` adds to the config's). */
export function mergeResources(config: SlurmResources | undefined, cli: Partial<SlurmResources>): SlurmResources {
  const base: SlurmResources = config ?? { extra: [] };
  const picked = Object.fromEntries(Object.entries(cli).filter(([k, v]) => k !== 'extra' && v !== undefined)) as Partial<SlurmResources>;
  return { ...base, ...picked, extra: [...base.extra, ...(cli.extra ?? [])] };
}

export function resourceArgs(r: SlurmResources): string[] {
  const out: string[] = [];
  if (r.partition !== undefined) out.push(`--partition=${r.partition}`);
  if (r.account !== undefined) out.push(`--account=${r.account}`);
  if (r.gpus !== undefined && r.gpus > 0) out.push(`--gres=gpu:${r.gpuType === undefined ? '' : `${r.gpuType}:`}${r.gpus}`);
  if (r.cpus !== undefined) out.push(`--cpus-per-task=${r.cpus}`);
  if (r.mem !== undefined) out.push(`--mem=${r.mem}`);
  if (r.time !== undefined) out.push(`--time=${r.time}`);
  return [...out, ...r.extra];
}

export function sbatchArgv(req: SbatchRequest): string[] {
  return [
    '--parsable',
    `--job-name=${req.jobName}`,
    `--comment=${req.comment}`,
    // a requeued job (preemption, `scontrol requeue`, a node failure) would find its run already
    // recorded `interrupted` by its first start and do nothing: Slurm ends it with a final state instead
    '--no-requeue',
    `--output=${req.output}`,
    `--chdir=${req.chdir}`,
    '--export=ALL',
    ...resourceArgs(req.resources),
    req.script,
    ...req.jobArgv,
  ];
}

/**
 * The comment every job of run `runId` of results.db `db` (an absolute path) carries: how
 * `audit runs --refresh` finds a job whose submitter died before it stored the job's id.
 */
export function runComment(db: string, runId: number): string {
  return `audit-run:${runId}:${db}`;
}

/** The job name of a config's run (`audit-PAPER-CONFIG`). */
export function jobNameOf(paper: string, configId: string): string {
  return `audit-${paper}-${configId}`;
}

/** `sbatch --parsable` prints `jobid` or `jobid;cluster`. */
export function parseSubmitted(stdout: string): string | undefined {
  const m = /^(\d+)(;\S+)?\s*$/m.exec(stdout.trim());
  return m?.[1];
}
