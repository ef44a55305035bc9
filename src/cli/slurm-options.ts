/** `audit run --executor slurm`: the --slurm-* options and the executor built from them. */
import { join, resolve } from 'node:path';
import type { Argv } from 'yargs';
import { slurmResources } from '../claims/configs/slurm.js';
import type { SlurmResources } from '../claims/configs/slurm.js';
import { UsageError } from '../core/errors.js';
import { packageRoot } from '../core/package-root.js';
import { slurmCommands } from '../executors/slurm/commands.js';
import { slurmExecutor } from '../executors/slurm/executor.js';
import { runComment } from '../executors/slurm/sbatch.js';
import type { Executor } from '../pipeline/audit-paper.js';
import { runsDirOf } from './runs-dir.js';

export interface SlurmArgs {
  executor: 'local' | 'slurm';
  wait: boolean;
  'slurm-partition'?: string;
  'slurm-gpus'?: number;
  'slurm-gpu-type'?: string;
  'slurm-cpus'?: number;
  'slurm-mem'?: string;
  'slurm-time'?: string;
  'slurm-account'?: string;
  'slurm-extra'?: string[];
  'slurm-poll'?: number;
  'slurm-patience'?: number;
}


export function withSlurmOptions<T>(y: Argv<T>) {
  const g = 'Slurm (--executor slurm):';
  return y
    .option('executor', { choices: ['local', 'slurm'] as const, default: 'local' as const, describe: 'Where configs run: this process one after the other, or one Slurm job each' })
    .option('wait', { type: 'boolean', default: true, describe: 'Wait for the Slurm jobs and show their progress (--no-wait: submit and return; `audit runs --refresh` collects them)' })
    .option('slurm-partition', { type: 'string', group: g, describe: 'sbatch --partition (overrides the config\'s slurm.partition)' })
    .option('slurm-gpus', { type: 'number', group: g, describe: 'GPUs per job: --gres=gpu:N' })
    .option('slurm-gpu-type', { type: 'string', group: g, describe: 'GPU type in the gres request: --gres=gpu:TYPE:N' })
    .option('slurm-cpus', { type: 'number', group: g, describe: 'sbatch --cpus-per-task' })
    .option('slurm-mem', { type: 'string', group: g, describe: 'sbatch --mem, e.g. 32G' })
    .option('slurm-time', { type: 'string', group: g, describe: 'sbatch --time, e.g. 4:00:00' })
    .option('slurm-account', { type: 'string', group: g, describe: 'sbatch --account' })
    .option('slurm-extra', { type: 'string', array: true, group: g, describe: 'More sbatch options, one argument each (e.g. --slurm-extra=--qos=long)' })
    .option('slurm-poll', { type: 'number', group: g, describe: 'Seconds between status queries while waiting (default 2)' })
    .option('slurm-patience', { type: 'number', group: g, describe: 'Seconds Slurm may not answer while audit run waits before it stops waiting, exit 3 (default 300); `audit runs --refresh` settles the jobs later' });
}

/** The --slurm-* options, validated like a config's `slurm:` field (bad input: exit 2). */
export function slurmResourcesOf(args: SlurmArgs): Partial<SlurmResources> {
  const raw = {
    partition: args['slurm-partition'],
    gpus: args['slurm-gpus'],
    gpuType: args['slurm-gpu-type'],
    cpus: args['slurm-cpus'],
    mem: args['slurm-mem'],
    time: args['slurm-time'],
    account: args['slurm-account'],
    extra: args['slurm-extra'] ?? [],
  };
  const r = slurmResources.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)));
  if (!r.success) {
    const flag = (k: string) => `--slurm-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    throw new UsageError(r.error.issues.map((i) => `${flag(String(i.path[0] ?? ''))}: ${i.message}`).join('\n'));
  }
  return r.data;
}

export function slurmExecutorOf(args: SlurmArgs, db: string, dataRoots: readonly string[]): Executor {
  const resources = slurmResourcesOf(args);
  const absDb = resolve(db);
  const runsDir = runsDirOf(absDb);
  const poll = args['slurm-poll'] ?? 2;
  if (!(poll > 0)) throw new UsageError(`--slurm-poll ${poll}: expected a number of seconds > 0`);
  const patience = args['slurm-patience'] ?? 300;
  if (!(patience > 0)) throw new UsageError(`--slurm-patience ${patience}: expected a number of seconds > 0`);
  return slurmExecutor({
    client: slurmCommands,
    resources,
    script: join(packageRoot, 'bin', 'slurm-job.sh'),
    comment: (runId) => runComment(absDb, runId),
    jobArgv: (runId) => [process.execPath, join(packageRoot, 'bin', 'audit.js'), 'slurm-job', '--db', absDb, '--run', String(runId), '--runs-dir', runsDir, ...dataRoots.flatMap((r) => ['--data-root', r])],
    chdir: process.cwd(),
    logsDir: runsDir,
    wait: args.wait,
    pollMs: poll * 1000,
    patienceMs: patience * 1000,
  });
}
