/** `audit report [paper..]`: re-renders reports from results.db and the claim files. */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { runChecks } from '../../audits/index.js';
import { toolName } from '../../pipeline/environment.js';
import type { ReportFormat } from '../../report/index.js';
import { openStore } from '../../store/index.js';
import { choosePapers, loadClaimSet } from '../claim-set.js';
import { withClaimsDir } from '../options.js';
import type { CliCommand } from './types.js';

interface ReportArgs {
  paper: string[];
  out: string;
  format: ReportFormat;
  claims?: string;
  claimsOnly?: boolean;
  db: string;
  quiet: boolean;
}

const shown = (p: string) => {
  const r = relative(process.cwd(), p);
  return r.startsWith('..') ? p : r;
};

export const reportCommand: CliCommand = {
  command: 'report [paper..]',
  describe: 'Write self-contained reports (one page per paper and an index) from results.db and the claim files',
  builder: (y) =>
    withClaimsDir(y)
      .positional('paper', { type: 'string', array: true, default: [], describe: 'Paper ids (default: all)' })
      .option('out', { type: 'string', default: 'reports', describe: 'Folder the reports are written to' })
      .option('format', { choices: ['html', 'md', 'json'] as const, default: 'html' as const, describe: 'html: self-contained pages; md: Markdown for pull-request comments; json: each paper\'s summary and headline sentences, for scripts' }),
  handler: async (args: ReportArgs) => {
    const set = loadClaimSet(args);
    const all = set.all;
    const { chosen, brokenChosen } = choosePapers(set, args.paper, args.quiet);
    const focus = chosen.map((f) => f.data.paper.id);
    if (brokenChosen && !chosen.length) return 2; // nothing loads: nothing is written
    const hasDb = existsSync(args.db);
    if (!hasDb && !args.quiet) process.stderr.write(`no results store at ${args.db}: reports show the claims and static checks only\n`);
    const opened = hasDb ? openStore(args.db, { readonly: true }) : undefined;
    try {
      // Loaded here, not at start-up: vega and the templates cost ~150 ms that other commands need not pay.
      const { reportInputFromStore, writeReports } = await import('../../report/index.js');
      const input = reportInputFromStore({
        ...(opened ? { store: opened.store } : {}),
        claims: all,
        // the index covers the --claims folder's papers (and any named one), not the package's beside them
        papers: [...new Set([...set.own.map((f) => f.data.paper.id), ...focus])],
        staticCheck: runChecks,
        now: Date.now(),
        tool: toolName(),
      });
      const written = await writeReports(input, { outDir: args.out, format: args.format, papers: focus });
      process.stdout.write(`${[...written.papers.values(), written.index].map(shown).join('\n')}\n`);
      return brokenChosen ? 2 : 0;
    } finally {
      opened?.store.close();
    }
  },
};
