/**
 * PDF perturbation bench (issue #25, round 11): every keyed table of the corpus's Markdown and HTML documents (all sets
 * but the blind one, holdout8) set on a paper-like page in several layouts (bench/pdf-perturb/layouts.ts), printed
 * to PDF with headless Chromium (cached under .cache/pdf-perturb/), drafted in process by the same path `audit extract`
 * takes for a .pdf (readInputs → extractDraft) and scored against the key's cells of that table; beside it, the same
 * page as Markdown. Per layout: key cells recalled from the PDF vs from the Markdown, and precision.
 * Docs: docs/extract-corpus.md, "PDF perturbation bench (round 11)".
 * Usage: npm run bench:extract-pdf-perturb [-- --only <layout>[,…]] [-- --doc <name>[,…]] [-- --limit N] [-- --verbose]
 * (`--limit N`: N tables, taken evenly from the list of keyed tables ordered by document and table; default 60, 0 = all).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadNameSources } from '../src/claims/load.js';
import { parseClaimText } from '../src/claims/parse.js';
import { findMetric } from '../src/core/metric-registry.js';
import type { CorpusScore } from '../src/extract/corpus-key.js';
import { scoreAgainstKey } from '../src/extract/corpus-key.js';
import { extractDraft } from '../src/extract/draft.js';
import { readInputs } from '../src/extract/read.js';
import type { CorpusDoc } from './extract-corpus.js';
import { BLIND_NAMES, BLIND_SETS, loadCorpus } from './extract-corpus.js';
import type { PageInput } from './pdf-perturb/layouts.js';
import { LAYOUTS, markdownPage } from './pdf-perturb/layouts.js';
import { findChromium, printAll } from './pdf-perturb/render.js';
import { surroundings } from './pdf-perturb/surroundings.js';
import type { DocTable } from './perturb/doc-tables.js';
import { docTables } from './perturb/doc-tables.js';
import { keyedTables, methodColumn } from './perturb/keyed-tables.js';
import type { DirectionOf } from './perturb/perturbations.js';
import type { Tally } from './perturb/tally.js';
import { addPair, mostLost, newTally, pct } from './perturb/tally.js';

const arg = (flag: string): string[] | undefined => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? (process.argv[i + 1] ?? '').split(',').filter(Boolean) : undefined;
};
const only = arg('--only');
const docFilter = arg('--doc');
const limit = Number(arg('--limit')?.[0] ?? (docFilter ? 0 : 60));
const verbose = process.argv.includes('--verbose');
for (const o of only ?? []) if (!LAYOUTS.some((l) => l.name === o)) throw new Error(`--only ${o}: no such layout (${LAYOUTS.map((l) => l.name).join(', ')})`);
const chromium = findChromium();
if (!chromium) throw new Error('bench:extract-pdf-perturb needs Chromium (`chromium`; Debian: apt-get install chromium; or set CHROMIUM)');

const root = join(import.meta.dirname, '..');
const cache = join(root, '.cache', 'pdf-perturb');
const names = loadNameSources(join(root, 'claims'));
const direction: DirectionOf = (header) => {
  const d = findMetric(header)?.direction;
  return d === 'higher' || d === 'lower' ? d : undefined;
};

interface Job {
  readonly doc: CorpusDoc;
  readonly number: number;
  readonly input: PageInput;
}

/** The one dataset every key cell of the table names, if one does. */
function oneDataset(doc: CorpusDoc, number: number): string | undefined {
  const ds = new Set(doc.key.filter((c) => c.table === number).map((c) => (c as { dataset?: string }).dataset ?? ''));
  const [d] = ds;
  return ds.size === 1 && d ? d : undefined;
}

const t0 = performance.now();
const docs = loadCorpus().filter((d) => !BLIND_SETS.has(d.set) && d.path && /\.(?:md|markdown|html?)$/i.test(d.path) && (!docFilter || docFilter.includes(d.name)));
let jobs: Job[] = [];
for (const doc of docs) {
  const path = doc.path as string;
  const html = /\.html?$/i.test(path);
  const text = readFileSync(path, 'utf8').replace(/\r\n?/g, '\n');
  const tables = docTables(text, html);
  for (const [i, number] of [...keyedTables(doc, tables)].sort((a, b) => a[1] - b[1])) {
    const d = tables[i] as DocTable;
    const around = surroundings(text, d.start, d.end, html);
    const dataset = oneDataset(doc, number);
    jobs.push({ doc, number, input: { table: d.table, number, caption: `${around.heading}.`, before: around.before, after: around.after, ...(dataset ? { dataset } : {}), ctx: { direction, method: methodColumn(doc, d.table, number) } } });
  }
}
const allTables = jobs.length;
if (limit > 0 && jobs.length > limit) jobs = Array.from({ length: limit }, (_, k) => jobs[Math.floor((k * allTables) / limit)] as Job);

const layouts = LAYOUTS.filter((l) => !only || only.includes(l.name));
const pages: { job: number; layout: string; html: string }[] = [];
const skipped = new Map<string, number>(layouts.map((l) => [l.name, 0]));
jobs.forEach((j, k) => {
  for (const l of layouts) {
    const html = l.page(j.input);
    if (html) pages.push({ job: k, layout: l.name, html });
    else skipped.set(l.name, (skipped.get(l.name) ?? 0) + 1);
  }
});
const pdfs = await printAll(chromium, cache, pages.map((p) => p.html), 3);
const printed = performance.now();

const work = mkdtempSync(join(tmpdir(), 'extract-pdf-perturb-'));
function score(job: Job, path: string): CorpusScore {
  const cells = job.doc.key.filter((c) => c.table === job.number);
  let ex: ReturnType<typeof extractDraft>;
  try {
    ex = extractDraft(readInputs([path]), job.doc.name.replace(/[^a-z0-9-]/g, '-'), names);
  } catch (e) {
    // no table and no number found: every key cell missed (as scoreAgainstKey words them)
    if ((e as { code?: string }).code !== 'no-tables') throw e;
    const missed = cells.map((k) => `table ${k.table} | ${k.row} | ${k.metric} | ${k.subset ?? 'total'} | ${k.value}`);
    return { keyCells: cells.length, draftCells: 0, matched: 0, matchedWithSubset: 0, scored: 0, notScored: 0, notResultTable: 0, recall: 0, precision: 1, missed, judged: [], extra: [], tables: [] };
  }
  const parsed = parseClaimText(ex.yaml, 'draft.yaml');
  if (!parsed.ok) throw new Error(`${job.doc.name}: draft does not parse`);
  return scoreAgainstKey(parsed.file.data, { cells, tables: job.doc.tables.filter((t) => t.table === job.number) });
}

interface Row extends Tally {
  tables: number;
}
const rows = new Map<string, Row>(layouts.map((l) => [l.name, { tables: 0, ...newTally() }]));
const md = new Map<number, CorpusScore>();
let drafts = 0;
try {
  for (const [k, job] of jobs.entries()) {
    const page = markdownPage(job.input);
    if (!page) continue;
    const file = join(work, `${job.doc.name}-table-${job.number}.md`);
    writeFileSync(file, page);
    md.set(k, score(job, file));
    drafts++;
  }
  pages.forEach((p, i) => {
    const base = md.get(p.job);
    if (!base) return;
    const job = jobs[p.job] as Job;
    const s = score(job, pdfs[i] as string);
    drafts++;
    const row = rows.get(p.layout) as Row;
    const where = `${job.doc.name} t${job.number}`;
    const lost = addPair(row, where, base, s);
    row.tables++;
    if (verbose && (lost.length || s.extra.length > base.extra.length)) console.log(`${p.layout} ${where} (${pdfs[i]}): lost ${lost.length}`, lost.slice(0, 8), `extra ${s.extra.length} (Markdown ${base.extra.length})`, s.extra.slice(0, 6));
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}

const secs = (ms: number): string => `${(ms / 1000).toFixed(0)} s`;
console.log(`${docs.length} Markdown/HTML documents (every set but the blind ones: ${BLIND_NAMES}), ${allTables} keyed tables found${jobs.length < allTables ? `, ${jobs.length} taken (--limit ${limit}: evenly along the list by document and table)` : ''}; ${pages.length} pages printed or cached in ${secs(printed - t0)}, ${drafts} drafts, ${secs(performance.now() - t0)} in all`);
console.log('');
console.log('| layout | tables | skipped | key cells | recalled from Markdown | recalled from PDF | lost | gained | precision Markdown | precision PDF | most lost in |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const l of layouts) {
  const r = rows.get(l.name) as Row;
  const worst = mostLost(r);
  console.log(`| ${l.name} | ${r.tables} | ${skipped.get(l.name)} | ${r.keyCells} | ${r.baseMatched} (${pct(r.baseMatched, r.keyCells)}) | ${r.matched} (${pct(r.matched, r.keyCells)}) | ${r.lost} | ${r.gained} | ${pct(r.baseMatched, r.baseScored)} | ${pct(r.matched, r.scored)} | ${worst} |`);
}
