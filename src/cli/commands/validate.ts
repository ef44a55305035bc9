import { claimFilesIn, loadClaimFiles, readSourceDocs } from '../../claims/load.js';
import type { LoadedClaimFile } from '../../claims/model.js';
import { checkTranscription } from '../../claims/transcription.js';
import { countClaims } from '../../claims/summary.js';
import { formatIssue, InputError } from '../../core/errors.js';
import { claimsDirOf, withClaimsDir, withJson } from '../options.js';
import type { CliCommand } from './types.js';

export const validateCommand: CliCommand = {
  command: 'validate [files..]',
  describe: 'Validate claim files (all under claims/ when none is named); exit 2 with located errors',
  builder: (y) =>
    withJson(withClaimsDir(y))
      .positional('files', { type: 'string', array: true, describe: 'Claim files to validate' })
      .option('sources', { type: 'string', describe: 'Folder of the source documents: also check that every table row is found, in order, in its document' }),
  handler: async (args: { files?: string[]; claims?: string; json: boolean; sources?: string }) => {
    const paths = args.files?.length ? args.files : claimFilesIn(claimsDirOf(args));
    try {
      const files = loadClaimFiles(paths);
      if (args.sources !== undefined) {
        const bad = transcriptionProblems(files, args.sources);
        if (bad.length) {
          if (args.json) process.stdout.write(`${JSON.stringify({ ok: false, files: files.map(countClaims), issues: bad }, null, 2)}\n`);
          else process.stderr.write(`${bad.map((b) => b.message).join('\n')}\n`);
          return 2;
        }
      }
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

function transcriptionProblems(files: readonly LoadedClaimFile[], dir: string) {
  return files.flatMap((f) =>
    checkTranscription(f, readSourceDocs(f, dir)).unfound.map((u) => ({
      ...u.pos,
      problem: `row '${u.row}' of table '${u.table}' not found in document '${u.doc}'`,
      expected: `the numbers ${u.expected.join(' ')} in this order on one line`,
      message: `${u.pos.file}:${u.pos.line}:${u.pos.col}: row '${u.row}' of table '${u.table}' not found in document '${u.doc}'; expected the numbers ${u.expected.join(' ')} in this order on one line${u.closest ? ` (closest: line ${u.closest.line}, ${u.closest.matched} of ${u.expected.length} in order: "${u.closest.text}")` : ''}`,
    })),
  );
}
