/**
 * The corpus part of `npm run bench:extract`: per document of test/fixtures/extract-corpus (docs/extract-corpus.md),
 * key cells recalled with row + metric + value (and with subset), precision over the drafted cells the key can judge,
 * the drafted cells it cannot (result tables or parts left unkeyed: "not scored"), the drafted cells of tables that
 * are no result table of the document (precision misses), where the other cells were lost (row + value, value only),
 * the key's statements drafted with a kind that can carry them (per kind), review lines, rows left out (rows the
 * draft's own transcription check could not find, each with a review line) and noise drafted as claims;
 * then totals per set (dev, holdout, holdout2, all). A document that makes extract fail counts with its key cells and
 * statements, none recalled; a document not on this machine is listed and left out of the totals.
 */
import type { CorpusDoc, CorpusRun, CorpusSet } from './extract-corpus.js';
import type { SourceTally } from './metric-sources.js';
import { printSourceTable, sourceLine, tallySources } from './metric-sources.js';
import { loadCorpus, runCorpusDoc, SETS } from './extract-corpus.js';

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);

interface Totals {
  docs: number;
  failed: number;
  cells: number;
  recalled: number;
  withSubset: number;
  scored: number;
  notScored: number;
  notResult: number;
  rowValue: number;
  valueOnly: number;
  stKey: number;
  stKind: number;
  review: number;
  leftOut: number;
  noise: number;
}
const zero = (): Totals => ({ docs: 0, failed: 0, cells: 0, recalled: 0, withSubset: 0, scored: 0, notScored: 0, notResult: 0, rowValue: 0, valueOnly: 0, stKey: 0, stKind: 0, review: 0, leftOut: 0, noise: 0 });

function add(t: Totals, doc: CorpusDoc, r: CorpusRun | undefined): void {
  t.docs++;
  t.cells += doc.key.length;
  t.stKey += doc.fullKey.statements?.length ?? 0;
  if (!r) {
    t.failed++;
    return;
  }
  const st = Object.values(r.diag.statementsByKind);
  t.recalled += r.score.matched;
  t.withSubset += r.score.matchedWithSubset;
  t.scored += r.score.scored;
  t.notScored += r.score.notScored;
  t.notResult += r.score.notResultTable;
  t.rowValue += r.diag.recalledRowValue;
  t.valueOnly += r.diag.recalledValueOnly;
  t.stKind += st.reduce((a, e) => a + e.withKind, 0);
  t.review += r.reviewLines;
  t.leftOut += r.rowsLeftOut;
  t.noise += r.diag.noiseAsStatements.length;
}

const HEAD = '| set | document | kind | key cells | row + metric + value | with subset | precision | not scored | in no result table | row + value | value only | statements with kind (key) | by kind (with kind/key) | review lines | rows left out | noise as claims | extract wall |';

export function printCorpus(verbose: boolean, docs: readonly CorpusDoc[] = loadCorpus(), metricSources = false): void {
  const bySource = new Map<string, SourceTally>();
  console.log(HEAD);
  console.log(`|${' --- |'.repeat(HEAD.split('|').length - 2)}`);
  const totals = new Map<CorpusSet | 'all', Totals>([...SETS.map((s) => [s, zero()] as const), ['all', zero()]]);
  const absent: string[] = [];
  for (const doc of docs) {
    const name = `${doc.name}${doc.committed ? '' : ' (local copy)'}`;
    if (!doc.path) {
      absent.push(`${doc.name} (${doc.set}; ${doc.source.licence.split(' ')[0]} document not committed: scripts/fetch-extract-corpus.sh)`);
      continue;
    }
    let r: CorpusRun | undefined;
    try {
      r = runCorpusDoc(doc);
    } catch (e) {
      // One document's failure (an internal error of extract) is a row of the table, not the end of the bench.
      console.log(`| ${doc.set} | ${name} | ${doc.source.kind ?? ''} | ${doc.key.length} | failed: ${(e as Error).message.split('\n').slice(0, 2).join(' ')} |${' |'.repeat(12)}`);
    }
    for (const s of [doc.set, 'all'] as const) add(totals.get(s) as Totals, doc, r);
    if (!r) continue;
    const s = r.score;
    for (const set of [doc.set, 'all']) tallySources(bySource.get(set) ?? bySource.set(set, new Map()).get(set) as SourceTally, r.sources, s.judged);
    const byKind = Object.entries(r.diag.statementsByKind);
    const st = byKind.reduce((a, [, e]) => ({ key: a.key + e.key, kind: a.kind + e.withKind }), { key: 0, kind: 0 });
    console.log(
      `| ${doc.set} | ${name} | ${doc.source.kind ?? ''} | ${s.keyCells} | ${s.matched} (${pct(s.matched, s.keyCells)}) | ${s.matchedWithSubset} | ${s.matched}/${s.scored} (${pct(s.matched, s.scored)}) | ${s.notScored} | ${s.notResultTable} | ${pct(r.diag.recalledRowValue, s.keyCells)} | ${pct(r.diag.recalledValueOnly, s.keyCells)} | ${st.kind}/${st.key} (${pct(st.kind, st.key)}) | ${byKind.map(([k, e]) => `${k} ${e.withKind}/${e.key}`).join(', ') || '-'} | ${r.reviewLines} | ${r.rowsLeftOut} | ${r.diag.noiseAsStatements.length} | ${r.ms.toFixed(0)} ms |`,
    );
    if (verbose) {
      console.log(`  tables: ${s.tables.map((t) => `${t.id} → ${t.table === undefined ? 'no number' : `Table ${t.table} (${t.from})`}: ${t.status}, ${t.cells} cells`).join('; ')}`);
      console.log(`  missed: ${s.missed.slice(0, 30).join('; ')}`);
      console.log(`  extra: ${s.extra.slice(0, 30).join('; ')}`);
      if (r.diag.missedStatements.length) console.log(`  statements missed (with kind): ${r.diag.missedStatements.join(' || ')}`);
      if (metricSources) console.log(`  metric sources: ${sourceLine(r.sources, s.judged)}`);
      if (r.diag.noiseAsStatements.length) console.log(`  noise: ${r.diag.noiseAsStatements.join('; ')}`);
    }
  }
  for (const [set, t] of totals) {
    const docs = `${t.docs} document${t.docs === 1 ? '' : 's'}${t.failed ? `, ${t.failed} failed` : ''}`;
    console.log(
      `| **${set}** | ${docs} | | ${t.cells} | ${t.recalled} (${pct(t.recalled, t.cells)}) | ${t.withSubset} | ${t.recalled}/${t.scored} (${pct(t.recalled, t.scored)}) | ${t.notScored} | ${t.notResult} | ${pct(t.rowValue, t.cells)} | ${pct(t.valueOnly, t.cells)} | ${t.stKind}/${t.stKey} (${pct(t.stKind, t.stKey)}) | | ${t.review} | ${t.leftOut} | ${t.noise} | |`,
    );
  }
  if (metricSources) printSourceTable(new Map([...SETS, 'all'].flatMap((set) => (bySource.has(set) ? [[set, bySource.get(set) as SourceTally] as const] : []))));
  console.log(absent.length ? `not available (left out of the totals): ${absent.join('; ')}` : 'not available: none');
}
