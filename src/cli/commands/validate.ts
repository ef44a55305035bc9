import { claimFilesIn, loadClaimFiles } from '../../claims/load.js';
import { countClaims } from '../../claims/summary.js';
import { formatIssue, InputError } from '../../core/errors.js';
import { claimsDirOf, withClaimsDir, withJson } from '../options.js';
import type { CliCommand } from './types.js';

export const validateCommand: CliCommand = {
  command: 'validate [files..]',
  describe: 'Validate claim files (all under claims/ when none is named); exit 2 with located errors',
  builder: (y) => withJson(withClaimsDir(y)).positional('files', { type: 'string', array: true, describe: 'Claim files to validate' }),
  handler: async (args: { files?: string[]; claims?: string; json: boolean }) => {
    const paths = args.files?.length ? args.files : claimFilesIn(claimsDirOf(args));
    try {
      const files = loadClaimFiles(paths);
      if (args.json) process.stdout.write(`${JSON.stringify({ ok: true, files: files.map(countClaims), issues: [] }, null, 2)}\n`);
      else for (const f of files.map(countClaims)) process.stdout.write(`ok  ${f.file}  (${f.paper}: ${f.tables} tables, ${f.rows} rows, ${f.statements} statements, ${f.hardware} hardware claims, ${f.configs} configs)\n`);
      return 0;
    } catch (e) {
      if (!(e instanceof InputError) || !args.json) throw e;
      const issues = e.issues.map((i) => ({ ...i.pos, problem: i.problem, expected: i.expected, message: formatIssue(i) }));
      process.stdout.write(`${JSON.stringify({ ok: false, files: [], issues: issues.length ? issues : [{ message: e.message }] }, null, 2)}\n`);
      return e.exitCode;
    }
  },
};
