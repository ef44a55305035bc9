/** `audit runs [paper]`: the runs recorded in --db, newest first, with status and duration. */
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { RunRecord } from '../../core/runs.js';
import { runTimes } from '../../core/runs.js';
import { isProcessAlive } from '../../store/index.js';
import { openStoreReporting, stderrLogger } from '../store-cli.js';
import { existsSync } from 'node:fs';
import { nonNegativeInt } from '../args.js';
import { checkPaperIds, withClaimsDir, withJson } from '../options.js';
import { textTable } from '../table.js';
import type { CliCommand } from './types.js';

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${Math.round(s - m * 60)} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

function reasonOf(r: RunRecord): string {
  switch (r.status) {
    case 'running':
    case 'succeeded':
      return '';
    case 'failed':
    case 'interrupted':
      return r.reason;
    case 'skipped':
      return r.reason;
  }
}

export const runsCommand: CliCommand = {
  command: 'runs [paper]',
  describe: 'List the runs recorded in --db (newest first) with status and duration',
  builder: (y) =>
    withJson(withClaimsDir(y))
      .positional('paper', { type: 'string', describe: 'Only this paper\'s runs' })
      .option('limit', { type: 'number', default: 50, describe: 'Newest runs to show (0: all)' })
      .option('refresh', { type: 'boolean', default: false, describe: 'First ask Slurm about the jobs of --executor slurm runs and record those that ended meanwhile' }),
  handler: async (args: { paper?: string; limit: number; refresh: boolean; db: string; json: boolean; quiet: boolean; claims?: string }) => {
    nonNegativeInt('limit', args.limit);
    if (!existsSync(args.db)) {
      // Nothing to list, and nothing is created: a typo in --db must not leave a new results.db behind.
      checkPaperIds(args.paper ? [args.paper] : [], args, []);
      if (args.json) process.stdout.write(`${JSON.stringify({ db: args.db, runs: [] }, null, 2)}\n`);
      else process.stdout.write(`no results store at ${args.db}: no runs recorded yet (\`audit run <paper>\` records them)\n`);
      return 0;
    }
    const log = stderrLogger(args.quiet);
    // read-only unless --refresh records what Slurm says
    const store = openStoreReporting(args.db, log, { readonly: !args.refresh });
    try {
      checkPaperIds(args.paper ? [args.paper] : [], args, store.papers());
      if (args.refresh) {
        const { refreshJobs } = await import('../../executors/slurm/settle.js');
        const { adoptOrphans } = await import('../../executors/slurm/adopt.js');
        const { slurmCommands } = await import('../../executors/slurm/commands.js');
        // runs whose submitter died while sbatch ran: their job (if any) is found by its comment first
        await adoptOrphans(store, slurmCommands, log, { db: resolve(args.db), host: hostname(), isAlive: isProcessAlive });
        const r = await refreshJobs(store, slurmCommands, log);
        log.info(`refresh: ${r.checked} Slurm job(s) checked, ${r.open} still queued or running`);
      }
      const withMetrics = store.runsWithMetrics({ ...(args.paper ? { paper: args.paper } : {}), ...(args.limit > 0 ? { limit: args.limit } : {}) });
      const now = Date.now();
      if (args.json) {
        // durationMs: how long the run executed; queuedMs: how long its Slurm job waited before that
        const runs = withMetrics.map(({ run, measurements }) => {
          const t = runTimes(run, now);
          return { ...run, durationMs: t.runMs ?? 0, ...(t.queuedMs === undefined ? {} : { queuedMs: t.queuedMs }), measurements };
        });
        process.stdout.write(`${JSON.stringify({ db: args.db, runs }, null, 2)}\n`);
        return 0;
      }
      if (!withMetrics.length) {
        process.stdout.write(`no runs in ${args.db}${args.paper ? ` for paper '${args.paper}'` : ''}\n`);
        return 0;
      }
      const rows = withMetrics.map(({ run, measurements }) => {
        const t = runTimes(run, now);
        return [
        `#${run.id}`,
        run.paper,
        run.configId,
        run.runner,
        run.job ? `${run.status} (job ${run.job.id}${run.job.state ? ` ${run.job.state}` : ''}${run.job.node ? ` on ${run.job.node}` : ''})` : run.status,
        new Date(run.startedAt).toISOString().replace('T', ' ').slice(0, 19),
        t.queuedMs === undefined ? '' : formatDuration(t.queuedMs),
        t.runMs === undefined ? '—' : formatDuration(t.runMs),
        String(measurements.length),
        reasonOf(run),
      ];
      });
      process.stdout.write(`${textTable(['run', 'paper', 'config', 'runner', 'status', 'started (UTC)', 'queued', 'duration', 'metrics', 'reason'], rows, ['r', 'l', 'l', 'l', 'l', 'l', 'r', 'r', 'r', 'l'])}\n`);
      return 0;
    } finally {
      store.close();
    }
  },
};
