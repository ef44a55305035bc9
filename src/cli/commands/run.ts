/** `audit run <paper>`: runs a paper's configs, stores the results, audits claims against them. */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { runChecks } from '../../audits/index.js';
import type { StaticCheck } from '../../audits/types.js';
import { UsageError } from '../../core/errors.js';
import type { AuditPaperResult } from '../../pipeline/audit-paper.js';
import { dataRoots } from '../../pipeline/data-roots.js';
import { collectEnvironment, toolName } from '../../pipeline/environment.js';
import { summaryTables } from '../../pipeline/summary.js';
import type { LoadedClaimFile } from '../../claims/model.js';
import { shortenPaths } from '../../core/paths.js';
import type { ReportStoreReader } from '../../report/from-store.js';
import type { Headline } from '../../report/model/headline.js';
import { hanging, headlineBlock } from '../formats/headline.js';
import { gpuInventory } from '../../profiling/index.js';
import { choosePapers, loadClaimSet } from '../claim-set.js';
import { withClaimsDir, withJson } from '../options.js';
import { interruptOnSignals } from '../signals.js';
import type { SlurmArgs } from '../slurm-options.js';
import { slurmExecutorOf, withSlurmOptions } from '../slurm-options.js';
import { runsDirOf } from '../runs-dir.js';
import { openStoreReporting, stderrLogger } from '../store-cli.js';
import { terminalWidth, textTable } from '../table.js';
import type { CliCommand } from './types.js';

interface RunArgs extends SlurmArgs {
  paper: string;
  only?: string;
  smoke: boolean;
  'data-root'?: string[];
  claims?: string;
  claimsOnly?: boolean;
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

/**
 * The terminal output of a run: the comparison tables, fitted to the terminal width, then the
 * headline block (what failed to hold up, where the report is). After Ctrl-C: what was kept, no
 * tables and no findings.
 */
function printHuman(r: AuditPaperResult, quiet: boolean, headline: Headline | undefined, db: string): void {
  const out: string[] = [];
  const d = r.paper.data;
  const width = terminalWidth();
  out.push(...hanging('', `${d.paper.id} — ${d.paper.title}`, width));
  if (r.interrupted) {
    const done = r.outcomes.filter((o) => o.status === 'succeeded').length;
    out.push(`interrupted: ${done} of ${r.outcomes.length} started config(s) finished; the run in progress is recorded \`interrupted\`, finished runs and measurements are kept in ${db} (audit report ${d.paper.id} compares them)`);
    process.stdout.write(`${out.map((l) => hanging('', l, width).join('\n')).join('\n')}\n`);
    return;
  }
  if (r.staticFindings === 'not-available') out.push('static checks: not available in this build');
  const cwd = process.cwd();
  for (const t of summaryTables(r.paper, r.outcomes, r.comparison.cells)) {
    out.push('', ...hanging('', shortenPaths(t.title, cwd), width), textTable(t.header, t.rows.map((row) => row.map((c) => shortenPaths(c, cwd))), t.align, width));
  }
  const noisy = r.comparison.findings.filter((f) => f.finding.withinNoise).length;
  out.push('', ...hanging('', `${r.comparison.findings.length - noisy} discrepancy finding(s)${noisy ? ` and ${noisy} within-noise warning(s)` : ''} stored in session #${r.sessionId}`, width));
  const tolerancePercent = Number((d.tolerance.relative * 100).toFixed(2));
  if (headline && !quiet) out.push('', headlineBlock(headline, { width, session: r.sessionId, db, tolerancePercent, ...(r.reportPath ? { report: r.reportPath } : {}) }));
  else if (r.reportPath) out.push(`report: ${r.reportPath}`);
  if (r.stoppedWaiting) out.push(...hanging('', `stopped waiting: ${r.stoppedWaiting}; \`audit report ${d.paper.id}\` then compares them with the claims`, width));
  else if (r.pending > 0) out.push(...hanging('', `${r.pending} Slurm job(s) submitted and not waited for (--no-wait): \`audit runs --refresh\` records them as they end, \`audit report ${d.paper.id}\` compares them with the claims`, width));
  process.stdout.write(`${out.join('\n')}\n`);
}

function jsonOf(r: AuditPaperResult, db: string, headline: Headline | undefined) {
  return {
    paper: r.paper.data.paper.id,
    db,
    session: r.sessionId,
    interrupted: r.interrupted,
    pending: r.pending,
    ...(r.stoppedWaiting ? { stoppedWaiting: r.stoppedWaiting } : {}),
    runs: r.outcomes.map((o) => ({ config: o.config.id, runner: o.config.runner, run: o.runId, status: o.status, reason: o.reason, measurements: o.measurements })),
    comparisons: r.comparison.cells,
    findings: r.comparison.findings.map((f) => f.finding),
    staticFindings: r.staticFindings,
    report: r.reportPath,
    // the summary model every view shows (the reports, the terminal's closing block)
    ...(headline ? { summary: headline.summary, headline: headline.story } : {}),
  };
}

/** The paper's headline from the store, as its report shows it (the static checks of this run reused). */
async function headlineOf(r: AuditPaperResult, all: readonly LoadedClaimFile[], store: ReportStoreReader): Promise<Headline> {
  const { paperInput } = await import('../../report/from-store.js');
  const { paperHeadline } = await import('../../report/model/headline.js');
  const done = r.staticReport;
  const staticCheck: StaticCheck = (files, ids) => done ?? runChecks(files, ids);
  return paperHeadline(paperInput(r.paper, { store, claims: all, staticCheck, now: Date.now(), tool: toolName() }));
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
    const set = loadClaimSet(args);
    const all = set.all;
    const [paper] = choosePapers(set, [args.paper], args.quiet).chosen;
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
                  return writePaperReport(r.paper.data.paper.id, { store, claims: all, papers: [...new Set([...set.own.map((f) => f.data.paper.id), own])], staticCheck, now: Date.now(), tool: toolName() }, { outDir: args.out });
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
      const headline = result.interrupted || result.pending > 0 ? undefined : await headlineOf(result, all, store);
      if (args.json) process.stdout.write(`${JSON.stringify(jsonOf(result, args.db, headline), null, 2)}\n`);
      else printHuman(result, args.quiet, headline, args.db);
      if (result.interrupted) return INTERRUPTED_EXIT;
      // Slurm stopped answering before the jobs ended: the runs could not be followed to their end
      if (result.stoppedWaiting) return 3;
      if (result.pending > 0) return 0;
      return result.outcomes.some((o) => o.status === 'failed' || o.status === 'interrupted') ? 3 : 0;
    } finally {
      signals.dispose();
      store.close();
    }
  },
};
