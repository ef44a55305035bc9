import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from '../../core/errors.js';
import { loadNameSources, packageClaimsDir } from '../../claims/load.js';
import { claimsDirOf, withClaimsDir, withJson } from '../options.js';
import type { CliCommand } from './types.js';

interface Args {
  files: string[];
  id: string;
  out?: string;
  claims?: string;
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
      .option('out', { type: 'string', describe: 'Where to write the draft (default: print it on stdout)' })
      .option('exclude', { type: 'string', describe: 'Ignore this paper\'s claim file as a source of method names (repeatable)', hidden: true }),
  handler: async (args: Args) => {
    if (!/^[a-z0-9][a-z0-9+._-]*$/.test(args.id)) throw new UsageError(`--id '${args.id}': expected a lower-case id of letters, digits and + . _ -`);
    if (args.out && existsSync(args.out)) throw new UsageError(`--out ${args.out}: the file exists; remove it or choose another name (a draft never overwrites a claim file)`);
    const { readInputs } = await import('../../extract/read.js');
    const { extractDraft } = await import('../../extract/draft.js');
    const docs = readInputs(args.files);
    // canonical method and dataset names: the user's claim files, and (unless --claims names the only folder) the package's own
    const names = loadNameSources([claimsDirOf(args), ...(args.claims === undefined ? [packageClaimsDir] : [])], [args.exclude ?? []].flat());
    const t0 = performance.now();
    const { yaml, summary } = extractDraft(docs, args.id, names);
    const ms = performance.now() - t0;
    const texts = docs.filter((d) => d.pdf || d.html).map((d, i) => ({ path: join(dirname(args.files[docs.indexOf(d)] ?? args.files[i] ?? '.'), d.file), text: d.text, what: d.pdf ? 'PDF' : /\.(?:md|markdown|mdown)$|(?:^|\/)readme$/i.test(args.files[docs.indexOf(d)] ?? '') ? 'Markdown file' : 'HTML page' }));
    if (args.out) {
      mkdirSync(dirname(args.out), { recursive: true });
      writeFileSync(args.out, yaml);
    }
    const written: { path: string; what: string }[] = [];
    for (const t of texts) {
      if (existsSync(t.path)) continue;
      writeFileSync(t.path, t.text);
      written.push(t);
    }
    if (args.json) process.stdout.write(`${JSON.stringify({ ok: true, out: args.out ?? null, summary, texts: written.map((w) => w.path), ms: Math.round(ms), ...(args.out ? {} : { yaml }) }, null, 2)}\n`);
    else {
      if (!args.out) process.stdout.write(yaml);
      const s = summary;
      const lines = [
        `extracted ${s.docs} document${s.docs === 1 ? '' : 's'}: ${s.tables} tables, ${s.rows} rows, ${s.values} values, ${s.statements} statements, ${s.hardware} hardware claims; ${s.needReview} need review (${s.reviewLines} review lines)${s.rowsLeftOut ? `; ${s.rowsLeftOut} rows left out (not found on one line of their document)` : ''}`,
        ...written.map((w) => `wrote the ${w.what}'s text to ${w.path} (the claim file names it; keep it with the ${w.what})`),
        args.out ? `draft written to ${args.out}; review every "# review:" line, then: audit validate ${args.out} --sources ${dirname(args.files[0] ?? '.')}` : '',
      ].filter(Boolean);
      process.stderr.write(`${lines.join('\n')}\n`);
    }
    return 0;
  },
};
