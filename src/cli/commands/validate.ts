import { dirname } from 'node:path';
import { claimFilesIn, loadClaimFiles, readSourceDocs } from '../../claims/load.js';
import type { LoadedClaimFile } from '../../claims/model.js';
import { checkTranscription } from '../../claims/transcription.js';
import { countClaims } from '../../claims/summary.js';
import { formatIssue, InputError } from '../../core/errors.js';
import { contextKnows } from '../claim-set.js';
import { claimsDirOf, withClaimsDir, withJson } from '../options.js';
import type { CliCommand } from './types.js';

interface Problem {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly problem: string;
  readonly expected: string;
  readonly message: string;
  /** A document that cannot be read (exit 2: unusable input), or a row not found in its document (exit 1: the check failed). */
  readonly kind: 'input' | 'check';
}

/** What the transcription check did for one claim file. */
interface Transcription {
  readonly file: string;
  readonly docs: number;
  readonly rowsChecked: number;
}

export const validateCommand: CliCommand = {
  command: 'validate [files..]',
  describe: 'Validate claim files (all under claims/ when none is named); exit 2 with located errors; with --sources, exit 1 when a table row is not found in its document',
  builder: (y) =>
    withJson(withClaimsDir(y))
      .positional('files', { type: 'string', array: true, describe: 'Claim files to validate' })
      .option('sources', {
        type: 'string',
        describe:
          'Folder of the source documents (repeat for several; the claim file\'s own folder is looked in last, where audit extract writes a PDF\'s text): every document a claim file names must be found in one of them (else exit 2), and every table row, its text cells included, is checked to appear, in order, in its document (else exit 1, each row located: file, line, field)',
      }),
  handler: async (args: { files?: string[]; claims?: string; claimsOnly?: boolean; json: boolean; sources?: string | string[] }) => {
    const paths = args.files?.length ? args.files : claimFilesIn(claimsDirOf(args));
    const sources = args.sources === undefined ? undefined : [args.sources].flat();
    try {
      const files = loadClaimFiles(paths, contextKnows(args));
      const checked = sources === undefined ? undefined : files.map((f) => transcription(f, sources));
      const bad = checked?.flatMap((c) => c.problems) ?? [];
      if (bad.length) {
        if (args.json) process.stdout.write(`${JSON.stringify({ ok: false, files: files.map(countClaims), issues: bad }, null, 2)}\n`);
        else process.stderr.write(`${bad.map((b) => b.message).join('\n')}\n`);
        // A document that cannot be read is unusable input (2); every document read and some row not in it: the check failed (1).
        return bad.some((b) => b.kind === 'input') ? 2 : 1;
      }
      const done = checked?.map((c) => c.done);
      if (args.json) process.stdout.write(`${JSON.stringify({ ok: true, files: files.map(countClaims), ...(done ? { transcription: done } : {}), issues: [] }, null, 2)}\n`);
      else
        files.map(countClaims).forEach((f, i) => {
          const t = done?.[i];
          const tr = t ? `; transcription: ${t.rowsChecked} rows found in ${t.docs} document${t.docs === 1 ? '' : 's'}` : '';
          process.stdout.write(`ok  ${f.file}  (${f.paper}: ${f.tables} tables, ${f.rows} rows, ${f.statements} statements, ${f.hardware} hardware claims, ${f.configs} configs${tr})\n`);
        });
      return 0;
    } catch (e) {
      if (!(e instanceof InputError) || !args.json) throw e;
      const issues = e.issues.map((i) => ({ ...i.pos, problem: i.problem, expected: i.expected, message: formatIssue(i) }));
      process.stdout.write(`${JSON.stringify({ ok: false, files: [], issues: issues.length ? issues : [{ message: e.message }] }, null, 2)}\n`);
      return e.exitCode;
    }
  },
};

/** Missing documents first (nothing of theirs could be checked), then rows not found in their document. */
function transcription(f: LoadedClaimFile, dirs: readonly string[]): { problems: Problem[]; done: Transcription } {
  // after the --sources folders, the claim file's own: where audit extract writes a PDF's or an HTML page's text
  const beside = dirname(f.path) || '.';
  const docs = readSourceDocs(f, [...dirs, beside]);
  const where = dirs.map((d) => `'${d}'`).join(', ');
  const missing: Problem[] = docs.missing.map((m) => {
    const problem = m.url
      ? `document '${m.id}' is named by a URL (${m.file}): its text cannot be checked`
      : `document '${m.id}' (${m.file}) is not in ${dirs.length === 1 ? 'the sources folder' : 'any sources folder'} ${where}, nor beside the claim file (in '${beside}')`;
    const expected = m.url ? 'a local copy of its text in a --sources folder, named in paper.docs[].file' : `a file ${m.file} in ${where} (add its folder with another --sources)`;
    return { ...m.pos, problem, expected, message: `${m.pos.file}:${m.pos.line}:${m.pos.col}: ${problem}; expected ${expected}`, kind: 'input' as const };
  });
  const report = checkTranscription(f, docs.texts);
  const unfound: Problem[] = report.unfound.map((u) => {
    const problem = `${u.field}: row '${u.row}' of table '${u.table}' not found in document '${u.doc}'`;
    const expected = `the numbers ${u.expected.join(' ')} in this order on one line`;
    const closest = u.closest ? ` (closest: line ${u.closest.line}, ${u.closest.matched} of ${u.expected.length} in order: "${u.closest.text}")` : '';
    return { ...u.pos, problem, expected, message: `${u.pos.file}:${u.pos.line}:${u.pos.col}: ${problem}; expected ${expected}${closest}`, kind: 'check' as const };
  });
  return { problems: [...missing, ...unfound], done: { file: f.path, docs: docs.found.size, rowsChecked: report.rowsChecked } };
}
