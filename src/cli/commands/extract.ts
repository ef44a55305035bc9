import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { InputError, UsageError } from '../../core/errors.js';
import { loadNameSources, packageClaimsDir } from '../../claims/load.js';
import { convertedTexts, firstReviewLine, outFolderProblem, sourceFolders, texts, writeAll } from '../extract-output.js';
import { claimsDirOf, withClaimsDir, withJson } from '../options.js';
import type { CliCommand } from './types.js';

interface Args {
  files: string[];
  id: string;
  out?: string;
  claims?: string;
  claimsOnly?: boolean;
  json: boolean;
  exclude?: string | string[];
}

export const extractCommand: CliCommand = {
  command: 'extract <files..>',
  describe: 'Draft a claim file from a paper (PDF, HTML, text or Markdown; several files = several docs); every guess is marked "# review:"',
  builder: (y) =>
    withJson(withClaimsDir(y))
      .positional('files', { type: 'string', array: true, describe: 'The paper and its other documents (supplementary, slides, README)' })
      .option('id', { type: 'string', demandOption: true, describe: 'Paper id of the draft (lower-case letters, digits, + . _ -)' })
      .option('out', { type: 'string', describe: 'Where to write the draft (default: print it on stdout); the text of a PDF or HTML page goes beside it, as the draft names it (paper.docs[].file)' })
      .option('exclude', { type: 'string', describe: 'Ignore this paper\'s claim file as a source of method names (repeatable)', hidden: true }),
  handler: async (args: Args) => {
    if (!/^[a-z0-9][a-z0-9+._-]*$/.test(args.id)) throw new UsageError(`--id '${args.id}': expected a lower-case id of letters, digits and + . _ -`);
    if (args.out && existsSync(args.out))
      throw new UsageError(
        statSync(args.out).isDirectory()
          ? `--out ${args.out}: is a folder; expected the draft's file name (e.g. --out ${join(args.out, `${args.id}.yaml`)})`
          : `--out ${args.out}: the file exists; remove it or choose another name (a draft never overwrites a claim file)`,
      );
    const twice = args.files.find((f, i) => args.files.findIndex((g) => resolve(g) === resolve(f)) !== i);
    if (twice !== undefined) throw new UsageError(`${twice}: given twice; expected each document once (several files are several documents of one paper)`);
    const outProblem = args.out ? outFolderProblem(args.out) : undefined;
    if (outProblem) throw new UsageError(outProblem);
    const { readInputs } = await import('../../extract/read.js');
    const { extractDraft } = await import('../../extract/draft.js');
    const docs = readInputs(args.files);
    // canonical method and dataset names: the user's claim files, and (unless --claims-only) the package's own
    const names = loadNameSources([claimsDirOf(args), ...(args.claimsOnly ? [] : [packageClaimsDir])], [args.exclude ?? []].flat());
    const t0 = performance.now();
    const { yaml, summary } = draftOf(() => extractDraft(docs, args.id, names), args.files);
    const ms = performance.now() - t0;
    const extracted = docs.map((d, i) => ({ ...d, input: args.files[i] ?? d.file }));
    const out = args.out;
    // the converted documents' texts go beside the draft (never beside the documents); without --out nothing is written
    const clash = out ? convertedTexts(extracted, dirname(out)).find((t) => resolve(t.path) === resolve(out)) : undefined;
    if (out && clash) throw new UsageError(`--out ${out}: that is where the ${clash.what}'s text goes (the draft names it); expected another name for the draft (e.g. ${join(dirname(out), `${args.id}.yaml`)})`);
    const planned = out ? texts(convertedTexts(extracted, dirname(out))) : { write: [], present: [] };
    if (out) writeAll(out, yaml, planned.write);
    const unsaved = out ? [] : convertedTexts(extracted, '.');
    if (args.json) process.stdout.write(`${JSON.stringify({ ok: true, out: out ?? null, summary, texts: planned.write.map((w) => w.path), ...(out ? { sources: sourceFolders(extracted, out) } : {}), ms: Math.round(ms), ...(out ? {} : { yaml }) }, null, 2)}\n`);
    else {
      if (!out) process.stdout.write(yaml);
      const s = summary;
      const first = out ? firstReviewLine(yaml) : undefined;
      const lines = [
        `extracted ${s.docs} document${s.docs === 1 ? '' : 's'}: ${s.tables} tables, ${s.rows} rows, ${s.values} values, ${s.statements} statements, ${s.hardware} hardware claims; ${s.needReview} need review (${s.reviewLines} review lines)${s.rowsLeftOut ? `; ${s.rowsLeftOut} rows left out (not found on one line of their document)` : ''}`,
        ...(s.noTable ? ['no results table found: every number in the draft is from the text (statements and hardware claims); the draft says so in its header'] : []),
        ...planned.write.map((w) => `wrote the ${w.what}'s text to ${w.path} (the draft names it; keep it beside the draft)`),
        ...planned.present.map((w) => `the ${w.what}'s text is already in ${w.path} (the same text; left as it is)`),
        ...unsaved.map((w) => `the draft names ${w.path.replace(/^\.\//, '')} (the ${w.what}'s text), not saved: without --out nothing is written; give --out to save the draft and this text beside it`),
        out
          ? `draft written to ${out}; review every "# review:" line${first ? ` (the first: ${out}:${first})` : ''}, then: audit validate ${out} ${sourceFolders(extracted, out).map((d) => `--sources ${d}`).join(' ')}`
          : '',
      ].filter(Boolean);
      process.stderr.write(`${lines.join('\n')}\n`);
    }
    return 0;
  },
};

/** The draft, or a "no table" error naming the files as the user gave them (not the names of their converted texts, which exist nowhere yet). */
function draftOf<T>(draft: () => T, files: readonly string[]): T {
  try {
    return draft();
  } catch (e) {
    const at = e instanceof InputError && e.code === 'no-tables' ? e.message.indexOf(': no table') : -1;
    if (at >= 0) throw new InputError(`${files.join(', ')}${(e as InputError).message.slice(at)}`, 'no-tables');
    throw e;
  }
}
