/**
 * The corpus of real public documents (test/fixtures/extract-corpus/, docs/extract-corpus.md), in more detail than
 * the corpus table of `npm run bench:extract`. Per document: key cells, cells recalled with row + metric + value and
 * precision (the corpus scorer, src/extract/corpus-key.ts, as bench:extract), then where the other cells were lost
 * (row + value, value only: bench/extract-corpus-score.ts), the key's statements found in the draft (by quote) and
 * drafted with a kind that can carry them, by kind, the draft's review lines, and text the key lists as noise that
 * became a statement. Documents not on this machine (licence: key only; scripts/fetch-extract-corpus.ts rebuilds
 * them into .cache/extract-corpus/) are listed as skipped.
 * Usage: npm run bench:extract:corpus [-- --verbose]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadNameSources } from '../src/claims/load.js';
import { parseClaimText } from '../src/claims/parse.js';
import { scoreAgainstKey } from '../src/extract/corpus-key.js';
import { extractDraft } from '../src/extract/draft.js';
import { readInputs } from '../src/extract/read.js';
import { corpusDir, loadCorpus } from './extract-corpus.js';
import type { CorpusKey } from './extract-corpus-score.js';
import { scoreDraft } from './extract-corpus-score.js';

const verbose = process.argv.includes('--verbose');
const names = loadNameSources(join(import.meta.dirname, '..', 'claims'));
const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(0)}%`);

console.log('| document | field | kind | key cells | row+metric+value | with subset | precision | row+value | value only | statements found / with kind (key) | by kind (with kind/key) | review lines | noise as claims |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const tot = { cells: 0, rec: 0, draft: 0, rv: 0, v: 0, st: 0, found: 0, withKind: 0 };
const skipped: string[] = [];
const failed: string[] = [];
for (const doc of loadCorpus()) {
  if (!doc.path) {
    skipped.push(`${doc.name} (absent: ${doc.source.committed === false ? 'key only, licence; run scripts/fetch-extract-corpus.ts' : 'document file missing'})`);
    continue;
  }
  const key = parse(readFileSync(join(corpusDir, doc.name, 'key.yaml'), 'utf8')) as CorpusKey;
  try {
    const ex = extractDraft(readInputs([doc.path]), doc.name.replace(/[^a-z0-9-]/g, '-'), names);
    const parsed = parseClaimText(ex.yaml, 'draft.yaml');
    if (!parsed.ok) throw new Error(`draft does not parse: ${parsed.issues[0]?.problem}`);
    const cells = scoreAgainstKey(parsed.file.data, doc.key);
    const d = scoreDraft(parsed.file.data, key);
    const st = Object.values(d.statementsByKind).reduce((a, e) => ({ key: a.key + e.key, found: a.found + e.found, withKind: a.withKind + e.withKind }), { key: 0, found: 0, withKind: 0 });
    const kinds = Object.entries(d.statementsByKind).map(([k, e]) => `${k} ${e.withKind}/${e.key}`).join(', ');
    const field = String(doc.source.field ?? '').split(' (')[0];
    console.log(`| ${doc.name} | ${field} | ${doc.source.kind ?? ''} | ${cells.keyCells} | ${cells.matched} (${pct(cells.matched, cells.keyCells)}) | ${cells.matchedWithSubset} | ${cells.matched}/${cells.draftCells} (${pct(cells.matched, cells.draftCells)}) | ${pct(d.recalledRowValue, d.cells)} | ${pct(d.recalledValueOnly, d.cells)} | ${st.found} / ${st.withKind} (${st.key}) | ${kinds || '-'} | ${ex.summary.reviewLines} | ${d.noiseAsStatements.length} |`);
    tot.cells += cells.keyCells;
    tot.rec += cells.matched;
    tot.draft += cells.draftCells;
    tot.rv += d.recalledRowValue;
    tot.v += d.recalledValueOnly;
    tot.st += st.key;
    tot.found += st.found;
    tot.withKind += st.withKind;
    if (verbose) {
      console.log(`  missed: ${cells.missed.slice(0, 30).join('; ')}`);
      console.log(`  extra: ${cells.extra.slice(0, 30).join('; ')}`);
      if (d.missedStatements.length) console.log(`  statements missed (with kind): ${d.missedStatements.join(' || ')}`);
      if (d.noiseAsStatements.length) console.log(`  noise: ${d.noiseAsStatements.join('; ')}`);
    }
  } catch (e) {
    failed.push(`${doc.name}: ${(e as Error).message.split('\n').slice(0, 2).join(' ')}`);
  }
}
console.log(`| **all scored** | | | ${tot.cells} | ${tot.rec} (${pct(tot.rec, tot.cells)}) | | ${tot.rec}/${tot.draft} (${pct(tot.rec, tot.draft)}) | ${pct(tot.rv, tot.cells)} | ${pct(tot.v, tot.cells)} | ${tot.found} / ${tot.withKind} (${tot.st}) | | | |`);
for (const f of failed) console.log(`failed: ${f}`);
console.log(skipped.length ? `skipped (absent): ${skipped.join('; ')}` : 'skipped: none');
