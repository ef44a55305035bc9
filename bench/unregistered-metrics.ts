/**
 * How many key cells of the extraction corpus name a metric the registry does not know, and for how many of them
 * the key's id is a plain slug of the printed header or of the expansion the document defines for it
 * (abbreviation-definitions.ts). The eighth set is never opened (its keys are blind): its folders are skipped
 * by their source.yaml before any key is read. Run: `npx tsx bench/unregistered-metrics.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { metricById } from '../src/core/metric-registry.js';
import { abbreviationDefinitions } from '../src/extract/abbreviation-definitions.js';
import { slug } from '../src/extract/names.js';
import { readInputs } from '../src/extract/read.js';
import { BLIND_NAMES, BLIND_SETS, corpusDir, loadCorpusDoc } from './extract-corpus.js';

const BLIND = BLIND_SETS;

/** The header as the keyer printed it: "Charge / T-AUC (colspan …; not a registry id …)" → ["Charge", "T-AUC"]. */
function printedHeaders(printed: string): string[] {
  const head = printed.split(/\s+\(|;|\s+—\s+|,\s+(?=[a-z])/)[0] ?? printed;
  const parts = head.split(/\s+\/\s+|\s*>\s*/).map((s) => s.replace(/[↑↓]|\((?:lower|higher)[^)]*\)/g, '').trim()).filter(Boolean);
  // "Relative Computational Complexity (RCC)": the header's own bracketed initials
  const initials = /\(([A-Z][A-Za-z0-9-]{1,8})\)/.exec(printed)?.[1];
  return [...new Set([head.trim(), ...parts, ...(initials ? [initials] : [])])];
}

const perSet = new Map<string, { cells: number; unregistered: number; header: number; expansion: number; docs: Set<string> }>();
const samples: string[] = [];
for (const d of readdirSync(corpusDir, { withFileTypes: true }).filter((x) => x.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
  const dir = join(corpusDir, d.name);
  const set = (parse(readFileSync(join(dir, 'source.yaml'), 'utf8')) as { set?: string }).set ?? 'dev';
  if (BLIND.has(set)) continue;
  const doc = loadCorpusDoc(dir, d.name);
  const row = perSet.get(set) ?? { cells: 0, unregistered: 0, header: 0, expansion: 0, docs: new Set<string>() };
  perSet.set(set, row);
  row.cells += doc.key.length;
  const text = doc.path ? readInputs([doc.path]).map((x) => x.text).join('\n') : '';
  const defs = abbreviationDefinitions(text);
  const lower = new Map([...defs].map(([a, l]) => [a.toLowerCase(), l]));
  for (const c of doc.key) {
    if (metricById(c.metric)) continue;
    row.unregistered++;
    row.docs.add(doc.name);
    const printed = String((c as unknown as Record<string, unknown>).printed_metric ?? '');
    const heads = printedHeaders(printed);
    if (heads.some((h) => slug(h) === c.metric)) row.header++;
    else if (heads.some((h) => { const l = defs.get(h) ?? lower.get(h.toLowerCase()); return l !== undefined && slug(l) === c.metric; })) row.expansion++;
    else samples.push(`${set} ${doc.name} | ${c.metric} | ${heads.join(' ; ').slice(0, 70)}`);
  }
}
console.log('| set | key cells | metric not a registry id | documents | id = slug of the header | id = slug of the expansion defined in the text |');
console.log('| --- | --- | --- | --- | --- | --- |');
const total = { cells: 0, unregistered: 0, header: 0, expansion: 0, docs: 0 };
for (const [set, r] of perSet) {
  console.log(`| ${set} | ${r.cells} | ${r.unregistered} | ${r.docs.size} | ${r.header} | ${r.expansion} |`);
  total.cells += r.cells; total.unregistered += r.unregistered; total.header += r.header; total.expansion += r.expansion; total.docs += r.docs.size;
}
console.log(`| all but ${BLIND_NAMES} | ${total.cells} | ${total.unregistered} | ${total.docs} | ${total.header} | ${total.expansion} |`);
if (process.argv.includes('--verbose')) {
  const counts = new Map<string, number>();
  for (const x of samples) counts.set(x, (counts.get(x) ?? 0) + 1);
  for (const [x, n] of counts) console.log(`${n}× ${x}`);
}
