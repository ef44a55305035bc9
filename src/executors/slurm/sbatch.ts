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
    `--output=${req.output}`,
    `--chdir=${req.chdir}`,
    '--export=ALL',
    ...resourceArgs(req.resources),
    req.script,
    ...req.jobArgv,
  ];
}

/** `sbatch --parsable` prints `jobid` or `jobid;cluster`. */
export function parseSubmitted(stdout: string): string | undefined {
  const m = /^(\d+)(;\S+)?\s*$/m.exec(stdout.trim());
  return m?.[1];
}
