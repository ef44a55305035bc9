import { countClaims } from '../../claims/summary.js';
import { brokenLine, choosePapers, loadClaimSet } from '../claim-set.js';
import { withClaimsDir, withJson } from '../options.js';
import { textTable } from '../table.js';
import type { CliCommand } from './types.js';

export const listCommand: CliCommand = {
  command: 'list',
  describe: 'List the papers under claims/ with counts of their tables, rows, statements, hardware claims and configs',
  builder: (y) => withJson(withClaimsDir(y)),
  handler: async (args: { claims?: string; claimsOnly?: boolean; json: boolean; quiet?: boolean }) => {
    const set = loadClaimSet(args);
    // the broken files of the --claims folder: their errors on stderr, exit 2 after the listing
    const { brokenChosen } = choosePapers(set, [], true);
    const counts = set.all.map(countClaims);
    const broken = set.broken.map((b) => ({ paper: b.paper, file: b.path, broken: brokenLine(b) }));
    if (args.json) {
      process.stdout.write(`${JSON.stringify({ papers: counts, broken }, null, 2)}\n`);
      return brokenChosen ? 2 : 0;
    }
    const n = (x: number) => String(x);
    const rows = [
      ...counts.map((c) => [c.paper, n(c.tables), n(c.rows), n(c.values), n(c.statements), n(c.hardware), n(c.reproductions), n(c.configs), c.file]),
      ...broken.map((b) => [b.paper, 'broken', '', '', '', '', '', '', `${b.file} (does not load: audit validate ${b.file})`]),
    ];
    process.stdout.write(
      `${textTable(['paper', 'tables', 'rows', 'values', 'statements', 'hardware', 'reproductions', 'configs', 'file'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'])}\n`,
    );
    return brokenChosen ? 2 : 0;
  },
};
