import { claimFilesIn, loadClaimFiles } from '../../claims/load.js';
import { countClaims } from '../../claims/summary.js';
import { claimsDirOf, withClaimsDir, withJson } from '../options.js';
import { textTable } from '../table.js';
import type { CliCommand } from './types.js';

export const listCommand: CliCommand = {
  command: 'list',
  describe: 'List the papers under claims/ with counts of their tables, rows, statements, hardware claims and configs',
  builder: (y) => withJson(withClaimsDir(y)),
  handler: async (args: { claims?: string; json: boolean }) => {
    const files = loadClaimFiles(claimFilesIn(claimsDirOf(args)));
    const counts = files.map(countClaims);
    if (args.json) {
      process.stdout.write(`${JSON.stringify({ papers: counts }, null, 2)}\n`);
      return 0;
    }
    const n = (x: number) => String(x);
    process.stdout.write(
      `${textTable(
        ['paper', 'tables', 'rows', 'values', 'statements', 'hardware', 'reproductions', 'configs', 'file'],
        counts.map((c) => [c.paper, n(c.tables), n(c.rows), n(c.values), n(c.statements), n(c.hardware), n(c.reproductions), n(c.configs), c.file]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
      )}\n`,
    );
    return 0;
  },
};
