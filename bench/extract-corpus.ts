/**
 * Extraction quality on the corpus of real public documents (test/fixtures/extract-corpus/, described in docs/extract-corpus.md):
 * `audit extract` (the library, as the CLI runs it, with this checkout's claims/ as name sources) on each
 * document, scored against the hand-made key by bench/extract-corpus-score.ts. Prints one row per document:
 * key cells, cells recalled with row + metric + value (and the looser row + value, value only), precision,
 * statements found (with an acceptable kind) by kind, the draft's `# review:` lines, and noise turned into
 * statements. Documents whose file is absent (licence: key only; rebuild them with
 * `npx tsx scripts/fetch-extract-corpus.ts <mirrors-dir>`) are listed as skipped.
 * Usage: npm run bench:extract:corpus [-- --verbose]
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadNameSources } from '../src/claims/load.js';
import { parseClaimText } from '../src/claims/parse.js';
import { extractDraft } from '../src/extract/draft.js';
import { readInputs } from '../src/extract/read.js';
import type { CorpusKey, DocScore } from './extract-corpus-score.js';
import { scoreDraft } from './extract-corpus-score.js';

const root = join(import.meta.dirname, '..');
const corpus = join(root, 'test', 'fixtures', 'extract-corpus');
const verbose = process.argv.includes('--verbose');
const names = loadNameSources(join(root, 'claims'));
const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(0)}%`);

interface Source {
  readonly file: string;
  readonly sha256: string;
  readonly field: string;
  readonly kind: string;
  readonly committed: boolean;
}

const skipped: string[] = [];
const failed: string[] = [];
const scored: { doc: string; src: Source; s: DocScore; review: number }[] = [];
for (const doc of readdirSync(corpus, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
  if (!existsSync(join(corpus, doc, 'key.yaml'))) continue;
  const key = parse(readFileSync(join(corpus, doc, 'key.yaml'), 'utf8')) as CorpusKey;
  // A folder keyed in the other contributor's format may have no source.yaml yet: score its document file if present.
  const other = readdirSync(join(corpus, doc)).filter((f) => !/^(key|source)\.yaml$|\.txt$/i.test(f));
  const src: Source = existsSync(join(corpus, doc, 'source.yaml'))
    ? (parse(readFileSync(join(corpus, doc, 'source.yaml'), 'utf8')) as Source)
    : { file: other[0] ?? '(no document file)', sha256: '', field: '(no source.yaml)', kind: '(no source.yaml)', committed: other.length > 0 };
  const file = join(corpus, doc, src.file);
  if (!existsSync(file)) {
    skipped.push(`${doc} (absent: ${src.field === '(no source.yaml)' ? 'no source.yaml and no document file in the folder' : src.committed ? 'committed file missing' : 'key only, licence; run scripts/fetch-extract-corpus.ts'})`);
    continue;
  }
  if (src.sha256 && createHash('sha256').update(readFileSync(file)).digest('hex') !== src.sha256) {
    skipped.push(`${doc} (file differs from source.yaml's sha256)`);
    continue;
  }
  try {
    const ex = extractDraft(readInputs([file]), doc, names);
    const parsed = parseClaimText(ex.yaml, `${doc}.yaml`);
    if (!parsed.ok) throw new Error(`draft does not parse: ${parsed.issues[0]?.problem}`);
    const review = ex.yaml.split('\n').filter((l) => l.includes('# review:')).length;
    scored.push({ doc, src, s: scoreDraft(parsed.file.data, key), review });
  } catch (e) {
    failed.push(`${doc}: ${(e as Error).message.split('\n')[0]}`);
  }
}

console.log('| document | field | kind | key cells | row+metric+value | row+value | value only | precision | statements found / with kind (key) | by kind (with kind/key) | draft statements | review lines | noise as claims |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const tot = { cells: 0, rec: 0, rv: 0, v: 0, scope: 0, matched: 0, st: 0, found: 0, withKind: 0 };
for (const { doc, src, s, review } of scored) {
  const st = Object.values(s.statementsByKind).reduce((a, e) => ({ key: a.key + e.key, found: a.found + e.found, withKind: a.withKind + e.withKind }), { key: 0, found: 0, withKind: 0 });
  const kinds = Object.entries(s.statementsByKind).map(([k, e]) => `${k} ${e.withKind}/${e.key}`).join(', ');
  const drafted = Object.entries(s.draftStatements).map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`| ${doc} | ${src.field.split(' (')[0]} | ${src.kind} | ${s.cells} | ${s.recalled} (${pct(s.recalled, s.cells)}) | ${pct(s.recalledRowValue, s.cells)} | ${pct(s.recalledValueOnly, s.cells)} | ${s.matchedDraft}/${s.draftInScope} (${pct(s.matchedDraft, s.draftInScope)})${s.partial ? ' †' : ''} of ${s.draftCells} drafted | ${st.found} / ${st.withKind} (${st.key}) | ${kinds || '-'} | ${drafted || '-'} | ${review} | ${s.noiseAsStatements.length} |`);
  tot.cells += s.cells;
  tot.rec += s.recalled;
  tot.rv += s.recalledRowValue;
  tot.v += s.recalledValueOnly;
  tot.scope += s.draftInScope;
  tot.matched += s.matchedDraft;
  tot.st += st.key;
  tot.found += st.found;
  tot.withKind += st.withKind;
  if (verbose) {
    console.log(`  missed: ${s.missed.slice(0, 30).join('; ')}`);
    console.log(`  extra: ${s.extra.slice(0, 30).join('; ')}`);
    if (s.missedStatements.length) console.log(`  statements missed (with kind): ${s.missedStatements.join(' || ')}`);
    if (s.noiseAsStatements.length) console.log(`  noise: ${s.noiseAsStatements.join('; ')}`);
  }
}
console.log(`| **all scored (${scored.length})** | | | ${tot.cells} | ${tot.rec} (${pct(tot.rec, tot.cells)}) | ${pct(tot.rv, tot.cells)} | ${pct(tot.v, tot.cells)} | ${tot.matched}/${tot.scope} (${pct(tot.matched, tot.scope)}) | ${tot.found} / ${tot.withKind} (${tot.st}) | | | | |`);
for (const f of failed) console.log(`failed: ${f}`);
console.log('† keyed in part: precision over the draft cells holding a keyed row and value only (see docs/extract-corpus.md)');
console.log(skipped.length ? `skipped (absent): ${skipped.join('; ')}` : 'skipped: none');
