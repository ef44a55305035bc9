/** `audit verdicts [paper..] --format csv|json`: the stored runs compared with the printed claims, for spreadsheets and scripts. */
import { existsSync } from 'node:fs';
import { openStore } from '../../store/index.js';
import { verdictsCsv } from '../formats/verdicts.js';
import { choosePapers, loadClaimSet } from '../claim-set.js';
import { withClaimsDir } from '../options.js';
import type { CliCommand } from './types.js';

interface VerdictsArgs {
  paper: string[];
  format: 'csv' | 'json';
  claims?: string;
  claimsOnly?: boolean;
  db: string;
}

export const verdictsCommand: CliCommand = {
  command: 'verdicts [paper..]',
  describe: 'Export every printed value compared with the latest measurement in --db (verdict, delta, interval, claim-file line) as CSV or JSON',
  builder: (y) =>
    withClaimsDir(y)
      .positional('paper', { type: 'string', array: true, default: [], describe: 'Paper ids (default: all)' })
      .option('format', { choices: ['csv', 'json'] as const, default: 'csv' as const, describe: 'csv: one row per compared value (RFC 4180); json: the same as objects' })
      .example('$0 verdicts scorer > scorer-verdicts.csv', 'open in a spreadsheet'),
  handler: async (args: VerdictsArgs) => {
    const set = loadClaimSet(args);
    const all = set.all;
    const { chosen } = choosePapers(set, args.paper);
    const opened = existsSync(args.db) ? openStore(args.db, { readonly: true }) : undefined;
    if (!opened) process.stderr.write(`no results store at ${args.db}: no value was measured, every verdict is 'not run'\n`);
    try {
      // loaded here: the report model builds the verdicts exactly as the report shows them
      const { paperInput } = await import('../../report/from-store.js');
      const papers = chosen.map((f) => ({
        paper: f.data.paper.id,
        cells: paperInput(f, { ...(opened ? { store: opened.store } : {}), claims: all, now: Date.now(), tool: '' }).verdicts,
      }));
      if (args.format === 'json') {
        process.stdout.write(`${JSON.stringify({ db: args.db, papers: papers.map((p) => ({ paper: p.paper, verdicts: p.cells })) }, null, 2)}\n`);
      } else process.stdout.write(verdictsCsv(papers, process.cwd()));
      return 0;
    } finally {
      opened?.store.close();
    }
  },
};
