/**
 * `audit slurm-job --run N` (hidden): what a job submitted by `audit run --executor slurm` runs on
 * its node. Executes run N of --db and records its results there; exit 0 once the outcome is
 * recorded (whatever it is), so Slurm's FAILED means the job died before it could record one.
 */
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { runSlurmJob } from '../../executors/slurm/job.js';
import { interruptOnSignals } from '../signals.js';
import { openStoreReporting, stderrLogger } from '../store-cli.js';
import type { CliCommand } from './types.js';

export const slurmJobCommand: CliCommand = {
  command: 'slurm-job',
  describe: false,
  builder: (y) =>
    y
      .option('run', { type: 'number', demandOption: true, describe: 'Run id (created by audit run --executor slurm)' })
      .option('runs-dir', { type: 'string', demandOption: true, describe: 'Folder of the runs\' output folders' })
      .option('data-root', { type: 'string', array: true, default: [] as string[], describe: 'Data roots, in order' }),
  handler: async (args: { run: number; 'runs-dir': string; 'data-root': string[]; db: string; quiet: boolean }) => {
    const log = stderrLogger(args.quiet);
    const store = openStoreReporting(args.db, log);
    const { runners } = await import('../../runners/registry.js');
    const signals = interruptOnSignals(log);
    try {
      await runSlurmJob(args.run, {
        store,
        runners,
        log,
        signal: signals.signal,
        dataRoots: args['data-root'].map((r) => resolve(r)),
        runsDir: resolve(args['runs-dir']),
        pid: process.pid,
        host: hostname(),
        env: process.env,
      });
      return 0;
    } finally {
      signals.dispose();
      store.close();
    }
  },
};
