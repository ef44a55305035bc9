/**
 * Writes what `audit extract` and the transcription check (`audit validate --sources`) produce on every
 * document of the extraction corpus and on the three seed papers into one folder, a file each, so two
 * commits can be compared byte for byte (`diff -r`): the refactors of extract and validate must keep them
 * identical. Per corpus document: `<name>.yaml` (the draft) and `<name>.validate.json` (the check's report on
 * the draft with every third value changed, so unfound rows and their closest lines are compared too); per
 * seed paper: its draft and the report on its hand-made claims/<paper>.yaml.
 * Usage: npm run bench:extract-drafts -- <out folder>, at each commit, then diff -r the two folders, or
 * `npm run bench:extract-drafts -- --compare <before> <after>`: one line per document whose draft or report differs
 * (bench/drafts-compare.ts), exit 1 when any does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadClaimFile, loadNameSources } from '../src/claims/load.js';
import { parseClaimText } from '../src/claims/parse.js';
import { checkTranscription } from '../src/claims/transcription.js';
import { extractDraft } from '../src/extract/draft.js';
import { readInputs } from '../src/extract/read.js';
import { loadCorpus } from './extract-corpus.js';
import { compareDraftFolders } from './drafts-compare.js';

if (process.argv[2] === '--compare') {
  const [before, after] = process.argv.slice(3);
  if (!before || !after) throw new Error('usage: npx tsx bench/extract-drafts.ts --compare <before folder> <after folder>');
  const changed = compareDraftFolders(before, after);
  console.log(changed.length ? changed.join('\n') : `no document differs between ${before} and ${after}`);
  if (changed.length) console.log(`${changed.length} document(s) differ`);
  process.exit(changed.length ? 1 : 0);
}
const out = process.argv[2];
if (!out) throw new Error('usage: npx tsx bench/extract-drafts.ts <out folder> | --compare <before> <after>');
mkdirSync(out, { recursive: true });
const root = join(import.meta.dirname, '..');
const claims = join(root, 'claims');
const names = loadNameSources(claims);

/** The draft with every third printed number of its rows' values changed (a mistyped transcription). */
function perturbed(yaml: string): string {
  let n = 0;
  return yaml.replace(/^(\s+- \{ (?:method|key): .*?values: \[)([^\]]*)\]/gm, (_m, head: string, vals: string) => `${head}${vals.replace(/-?\d+(?:\.\d+)?/g, (v) => (n++ % 3 === 0 ? `${v}1` : v))}]`);
}

const report = (yaml: string, docs: Map<string, string>): string => {
  const parsed = parseClaimText(yaml, 'draft.yaml');
  if (!parsed.ok) return `does not parse: ${parsed.issues[0]?.problem ?? ''}\n`;
  return `${JSON.stringify(checkTranscription(parsed.file, docs), null, 1)}\n`;
};

for (const doc of loadCorpus()) {
  if (!doc.path) continue;
  const inputs = readInputs([doc.path]);
  const ex = extractDraft(inputs, doc.name.replace(/[^a-z0-9-]/g, '-'), names);
  writeFileSync(join(out, `${doc.name}.yaml`), ex.yaml);
  writeFileSync(join(out, `${doc.name}.validate.json`), report(perturbed(ex.yaml), new Map(inputs.map((d) => [d.id, d.text]))));
}
const seeds = join(root, '..', 'shared', 'seeds');
for (const paper of ['ssgpa', 'scorer', 'blip2idc']) {
  const hand = loadClaimFile(join(claims, `${paper}.yaml`));
  const inputs = readInputs(hand.data.paper.docs.map((d) => join(seeds, d.file)));
  writeFileSync(join(out, `${paper}.yaml`), extractDraft(inputs, paper, names).yaml);
  writeFileSync(join(out, `${paper}.validate.json`), `${JSON.stringify(checkTranscription(hand, new Map(hand.data.paper.docs.map((d, i) => [d.id, inputs[i]?.text ?? '']))), null, 1)}\n`);
}
console.log(`written to ${out}`);
