/**
 * Metamorphic robustness of `audit extract` (issue #25, round 10): every keyed table of the corpus's Markdown and
 * HTML documents (all sets but the blind one, holdout8) rewritten under a layout perturbation that keeps its
 * cells' meaning (bench/perturb/perturbations.ts), the perturbed document drafted in process and scored against the
 * same key; per perturbation, the key cells recalled (row + metric + value) and the precision against the
 * unperturbed drafts of the same documents, and the cells lost. Docs: docs/extract-corpus.md, "Perturbation bench".
 * Usage: npm run bench:extract-perturb [-- --only <perturbation>[,…]] [-- --doc <name>[,…]] [-- --verbose] [-- --keep <dir>]
 * (`--keep`: the perturbed documents are left in <dir>/<perturbation>/<document>/, to draft them one by one).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { loadNameSources } from '../src/claims/load.js';
import { parseClaimText } from '../src/claims/parse.js';
import { findMetric } from '../src/core/metric-registry.js';
import type { CorpusScore, KeyCell } from '../src/extract/corpus-key.js';
import { scoreAgainstKey } from '../src/extract/corpus-key.js';
import { extractDraft } from '../src/extract/draft.js';
import { readInputs } from '../src/extract/read.js';
import type { CorpusDoc } from './extract-corpus.js';
import { BLIND_NAMES, BLIND_SETS, loadCorpus } from './extract-corpus.js';
import type { DocTable } from './perturb/doc-tables.js';
import { docTables, splice } from './perturb/doc-tables.js';
import { keyedTables, methodColumn } from './perturb/keyed-tables.js';
import { relabelKey, relabelled } from './perturb/relabelled-key.js';
import type { DirectionOf } from './perturb/perturbations.js';
import { MORE_PERTURBATIONS } from './perturb/perturbations-more.js';
import { PERTURBATIONS as FIRST } from './perturb/perturbations.js';
import type { Table } from './perturb/table-model.js';
import type { Tally } from './perturb/tally.js';
import { addPair, minus, mostLost, newTally, pct } from './perturb/tally.js';

const PERTURBATIONS = [...FIRST, ...MORE_PERTURBATIONS];

const arg = (flag: string): string[] | undefined => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? (process.argv[i + 1] ?? '').split(',').filter(Boolean) : undefined;
};
const only = arg('--only');
const docFilter = arg('--doc');
const verbose = process.argv.includes('--verbose');
const keep = arg('--keep')?.[0];
for (const o of only ?? []) if (!PERTURBATIONS.some((p) => p.name === o)) throw new Error(`--only ${o}: no such perturbation (${PERTURBATIONS.map((p) => p.name).join(', ')})`);

const root = join(import.meta.dirname, '..');
const names = loadNameSources(join(root, 'claims'));
const work = mkdtempSync(join(tmpdir(), 'extract-perturb-'));
const direction: DirectionOf = (header) => {
  const d = findMetric(header)?.direction;
  return d === 'higher' || d === 'lower' ? d : undefined;
};

function draftScore(doc: CorpusDoc, path: string, asPrinted?: readonly KeyCell[]): CorpusScore {
  const ex = extractDraft(readInputs([path]), doc.name.replace(/[^a-z0-9-]/g, '-'), names);
  const parsed = parseClaimText(ex.yaml, 'draft.yaml');
  if (!parsed.ok) throw new Error(`${doc.name}: draft does not parse`);
  const asKeyed = scoreAgainstKey(parsed.file.data, { cells: doc.key, tables: doc.tables });
  return asPrinted ? eitherKey(asKeyed, scoreAgainstKey(parsed.file.data, { cells: asPrinted, tables: doc.tables }), doc.key, asPrinted) : asKeyed;
}

/**
 * A relabelling perturbation's draft scored against the key as it is and against the key with the changed rows
 * as printed: a key cell counts as recalled when either key finds it (a draft may keep the printed label
 * `Name (ResNet-50)` or strip it to `Name`; a keyer might key either). Missed cells are named as in the
 * unchanged key, so that cells lost are counted against the unperturbed draft.
 * Precision: `matched` is the union of the two scorings' matched key cells, but a score does not say which draft cells
 * it judged (`scored` is a count), so the union of the judged draft cells cannot be taken. The larger of the two
 * counts is used: the union holds at least that many cells, so it is a lower bound of the judged cells and the
 * precision printed is an upper bound. The two keys declare the same tables and differ only in the changed rows'
 * labels, so the counts differ by at most the changed rows' cells one key's row list admits and the other's does not.
 */
function eitherKey(a: CorpusScore, b: CorpusScore, key: readonly KeyCell[], asPrinted: readonly KeyCell[]): CorpusScore {
  const back = new Map<string, string>();
  const line = (k: KeyCell) => `table ${k.table} | ${k.row} | ${k.metric} | ${k.subset ?? 'total'} | ${k.value}`;
  asPrinted.forEach((k, i) => back.set(line(k), line(key[i] as KeyCell)));
  const bMissed = b.missed.map((m) => back.get(m) ?? m);
  const both = a.missed.filter((m) => {
    const i = bMissed.indexOf(m);
    if (i < 0) return false;
    bMissed.splice(i, 1);
    return true;
  });
  const matched = a.keyCells - both.length;
  const scored = Math.max(a.scored, b.scored); // a lower bound of the judged cells of either scoring (above)
  return { ...a, matched, scored, missed: both, recall: a.keyCells ? matched / a.keyCells : 1, precision: scored ? matched / scored : 1 };
}

interface Row extends Tally {
  docs: number;
  tables: number;
  skipped: number;
}

const perturbations = PERTURBATIONS.filter((p) => !only || only.includes(p.name));
const docs = loadCorpus().filter((d) => !BLIND_SETS.has(d.set) && d.path && /\.(?:md|markdown|html?)$/i.test(d.path) && (!docFilter || docFilter.includes(d.name)));
const rows = new Map<string, Row>(perturbations.map((p) => [p.name, { docs: 0, tables: 0, skipped: 0, ...newTally() }]));
const t0 = performance.now();
let drafts = 0;
let unmapped = 0;
try {
  for (const doc of docs) {
    const path = doc.path as string;
    const html = /\.html?$/i.test(path);
    const text = readFileSync(path, 'utf8').replace(/\r\n?/g, '\n');
    const tables = docTables(text, html);
    const keyed = keyedTables(doc, tables);
    unmapped += doc.tables.filter((t) => t.keyed !== 'none').length - keyed.size;
    if (!keyed.size) continue;
    const base = draftScore(doc, path);
    drafts++;
    const dir = join(work, doc.name);
    mkdirSync(dir, { recursive: true });
    for (const p of perturbations) {
      const row = rows.get(p.name) as Row;
      const replaced = new Map<number, Table>();
      let relabelledKey: KeyCell[] | undefined;
      for (const [i, number] of keyed) {
        const table = (tables[i] as DocTable).table;
        const method = methodColumn(doc, table, number);
        const t = p.apply(table, { direction, method });
        if (t && splice(text, tables, new Map([[i, t]]), html) !== undefined) {
          replaced.set(i, t);
          if (p.relabels && method !== null) relabelledKey = relabelKey(relabelledKey ?? doc.key, number, relabelled(table, t, method));
        } else row.skipped++;
      }
      if (!replaced.size) continue;
      const file = keep ? join(keep, p.name, doc.name, basename(path)) : join(dir, basename(path));
      if (keep) mkdirSync(join(keep, p.name, doc.name), { recursive: true });
      writeFileSync(file, splice(text, tables, replaced, html) as string);
      const s = draftScore(doc, file, relabelledKey);
      drafts++;
      const lost = addPair(row, doc.name, base, s);
      row.docs++;
      row.tables += replaced.size;
      if (verbose && lost.length) console.log(`${p.name} ${doc.name}: lost ${lost.length}`, lost.slice(0, 12), `extra ${s.extra.length - base.extra.length}`, minus(s.extra, base.extra).slice(0, 8));
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`${docs.length} Markdown/HTML documents (every set but the blind ones: ${BLIND_NAMES}), ${drafts} drafts in ${((performance.now() - t0) / 1000).toFixed(0)} s; keyed tables not found in their document: ${unmapped}`);
console.log('');
console.log('| perturbation | documents | tables perturbed | tables skipped | key cells | recalled unperturbed | recalled perturbed | lost | gained | precision unperturbed | precision perturbed | most lost in |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const p of perturbations) {
  const r = rows.get(p.name) as Row;
  const worst = mostLost(r);
  console.log(`| ${p.name} | ${r.docs} | ${r.tables} | ${r.skipped} | ${r.keyCells} | ${r.baseMatched} (${pct(r.baseMatched, r.keyCells)}) | ${r.matched} (${pct(r.matched, r.keyCells)}) | ${r.lost} | ${r.gained} | ${pct(r.baseMatched, r.baseScored)} | ${pct(r.matched, r.scored)} | ${worst} |`);
}
