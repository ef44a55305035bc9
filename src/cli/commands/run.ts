/** `audit run <paper>`: runs a paper's configs, stores the results, audits claims against them. */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { loadClaimsDir, selectPapers } from '../../claims/load.js';
import { runChecks } from '../../audits/index.js';
import type { StaticCheck } from '../../audits/types.js';
import { UsageError } from '../../core/errors.js';
import type { AuditPaperResult } from '../../pipeline/audit-paper.js';
import { dataRoots } from '../../pipeline/data-roots.js';
import { collectEnvironment, toolName } from '../../pipeline/environment.js';
import { summaryTables, verdictCounts } from '../../pipeline/summary.js';
import { gpuInventory } from '../../profiling/index.js';
import { claimsDirOf, withClaimsDir, withJson } from '../options.js';
import { interruptOnSignals } from '../signals.js';
import type { SlurmArgs } from '../slurm-options.js';
import { slurmExecutorOf, withSlurmOptions } from '../slurm-options.js';
import { runsDirOf } from '../runs-dir.js';
import { openStoreReporting, stderrLogger } from '../store-cli.js';
import { textTable } from '../table.js';
import type { CliCommand } from './types.js';

interface RunArgs extends SlurmArgs {
  paper: string;
  only?: string;
  smoke: boolean;
  'data-root'?: string[];
  claims?: string;
  db: string;
  json: boolean;
  quiet: boolean;
  out: string;
  report: boolean;
  'allow-commands': boolean;
  backend?: 'auto' | 'node-gpu' | 'node' | 'wasm' | 'cpu';
}

/** Exit code of `audit run` when interrupted (128 + SIGINT, as shells report it). */
export const INTERRUPTED_EXIT = 130;

function checkRoots(roots: readonly string[] | undefined): void {
  for (const r of roots ?? []) if (!existsSync(r) || !statSync(r).isDirectory()) throw new UsageError(`--data-root ${r}: no such folder`);
}

function printHuman(r: AuditPaperResult, quiet: boolean): void {
  const out: string[] = [];
  const d = r.paper.data;
  out.push(`${d.paper.id} — ${d.paper.title}`);
  if (r.staticFindings === 'not-available') out.push('static checks: not available in this build');
  else if (!quiet) {
    out.push(`static checks: ${r.staticFindings.length} finding(s)${r.staticFindings.length ? '' : ' (all passed)'}`);
    for (const f of r.staticFindings) out.push(`  ${f.severity}  ${f.id}: ${f.message}`);
  }
  for (const t of summaryTables(r.paper, r.outcomes, r.comparison.cells)) out.push('', t.title, textTable(t.header, t.rows, t.align));
  const counts = Object.entries(verdictCounts(r.comparison.cells)).map(([k, n]) => `${n} ${k}`);
  const noisy = r.comparison.findings.filter((f) => f.finding.withinNoise).length;
  const stored = `${r.comparison.findings.length - noisy} discrepancy finding(s)${noisy ? ` and ${noisy} within-noise warning(s)` : ''}`;
  out.push('', `verdicts: ${counts.join(', ') || 'none'} (tolerance ±${(d.tolerance.relative * 100).toFixed(0)}%); ${stored} stored in session #${r.sessionId}`);
  if (r.reportPath) out.push(`report: ${r.reportPath}`);
  if (r.pending > 0) out.push(`${r.pending} Slurm job(s) submitted and not waited for (--no-wait): \`audit runs --refresh\` records them as they end, \`audit report ${d.paper.id}\` compares them with the claims`);
  if (r.interrupted) out.push('interrupted: the run in progress is recorded `interrupted`; finished runs and measurements are kept');
  process.stdout.write(`${out.join('\n')}\n`);
}

function jsonOf(r: AuditPaperResult, db: string) {
  return {
    paper: r.paper.data.paper.id,
    db,
    session: r.sessionId,
    interrupted: r.interrupted,
    pending: r.pending,
    runs: r.outcomes.map((o) => ({ config: o.config.id, runner: o.config.runner, run: o.runId, status: o.status, reason: o.reason, measurements: o.measurements })),
    comparisons: r.comparison.cells,
    findings: r.comparison.findings.map((f) => f.finding),
    staticFindings: r.staticFindings,
    report: r.reportPath,
  };
}

export const runCommand: CliCommand = {
  command: 'run <paper>',
  describe: 'Run a paper\'s configs, store the results in --db, and compare them with the printed claims',
  builder: (y) =>
    withSlurmOptions(withJson(withClaimsDir(y)))
      .positional('paper', { type: 'string', demandOption: true, describe: 'Paper id (see audit list)' })
      .option('only', { type: 'string', describe: 'Run only this config id' })
      .option('smoke', { type: 'boolean', default: false, describe: 'Smallest meaningful version of each run (predictions: no bootstrap; tfjs and command configs: their smoke: overrides, e.g. a memory probe on the CPU)' })
      .option('data-root', { type: 'string', array: true, describe: 'Folder holding config inputs (before $AUDIT_DATA_ROOT, ./data, ../shared/data)' })
      .option('backend', {
        choices: ['auto', 'node-gpu', 'node', 'wasm', 'cpu'] as const,
        describe: 'TF.js backend for tfjs configs (default: the config\'s, else auto: node-gpu → node → wasm → cpu)',
      })
      .option('allow-commands', {
        type: 'boolean',
        default: false,
        describe: 'Run the paper\'s `runner: command` configs: programs its claim file names, run as you (read them first; see docs/security.md). Without it they are recorded skipped',
      })
      .option('out', { type: 'string', default: 'reports', describe: 'Folder of the HTML report written at the end' })
      .option('report', { type: 'boolean', default: true, describe: 'Write the report at the end (--no-report to skip)' }),
  handler: async (args: RunArgs) => {
    // Loaded here, not at start-up: audit-paper reaches the runner registry (TF.js).
    const { auditPaper, selectConfigs } = await import('../../pipeline/audit-paper.js');
    const all = loadClaimsDir(claimsDirOf(args));
    const [paper] = selectPapers(all, [args.paper]);
    if (!paper) throw new UsageError(`unknown paper '${args.paper}'`);
    selectConfigs(paper, args.only); // a bad --only is refused before the database is touched
    checkRoots(args['data-root']);
    const roots = dataRoots({ flag: args['data-root'] ?? [], env: process.env.AUDIT_DATA_ROOT ?? '', cwd: process.cwd() });
    // The tfjs runner reads its backend choice from the environment (it overrides the config's `backend:`).
    if (args.backend) process.env.AUDIT_TFJS_BACKEND = args.backend;
    const executor = args.executor === 'slurm' ? slurmExecutorOf(args, args.db, roots) : undefined;
    if (args.executor === 'slurm') mkdirSync(runsDirOf(args.db), { recursive: true });
    const log = stderrLogger(args.quiet);
    const store = openStoreReporting(args.db, log);
    // Loaded here, not at start-up: the runners pull in TF.js, which other commands do not need.
    const { runners } = await import('../../runners/registry.js');
    const signals = interruptOnSignals(log);
    try {
      const result = await auditPaper(
        {
          paper,
          all,
          ...(args.only === undefined ? {} : { only: args.only }),
          smoke: args.smoke,
          dataRoots: roots,
          runsDir: runsDirOf(args.db),
          command: ['audit', ...process.argv.slice(2)].join(' '),
          allowCommands: args['allow-commands'],
        },
        {
          store,
          runners,
          staticCheck: runChecks,
          ...(args.report
            ? {
                writeReport: async (r: AuditPaperResult) => {
                  const { writePaperReport } = await import('../../report/index.js');
                  // The static checks already ran for this paper: its page shows those results; every other
                  // paper of the index gets its own (never this paper's report under another paper's name).
                  const own = r.paper.data.paper.id;
                  const done = r.staticReport;
                  const staticCheck: StaticCheck = (files, ids) => (done && ids.size === 1 && ids.has(own) ? done : runChecks(files, ids));
                  return writePaperReport(r.paper.data.paper.id, { store, claims: all, staticCheck, now: Date.now(), tool: toolName() }, { outDir: args.out });
                },
              }
            : {}),
          environment: async () => ({ ...(await collectEnvironment(gpuInventory)) }),
          log,
          signal: signals.signal,
          pid: process.pid,
          host: hostname(),
          ...(executor ? { executor } : {}),
        },
      );
      if (args.json) process.stdout.write(`${JSON.stringify(jsonOf(result, args.db), null, 2)}\n`);
      else printHuman(result, args.quiet);
      if (result.interrupted) return INTERRUPTED_EXIT;
      if (result.pending > 0) return 0;
      return result.outcomes.some((o) => o.status === 'failed' || o.status === 'interrupted') ? 3 : 0;
    } finally {
      signals.dispose();
      store.close();
    }
  },
};
