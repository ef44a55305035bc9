/**
 * How close a draft is to a hand-made claim file: numeric table cells (document, method, metric,
 * subset, value) as a multiset — recall and precision — and numeric statements (statements and
 * hardware claims with a number) recalled when the draft has an item of the same document with that
 * number whose quote overlaps the hand-made one. Pure.
 */
import type { ClaimFile } from '../claims/schema.js';
import { resultCells } from './result-cells.js';

export interface Quality {
  readonly cells: { readonly hand: number; readonly draft: number; readonly matched: number; readonly recall: number; readonly precision: number };
  readonly statements: { readonly hand: number; readonly matched: number; readonly recall: number };
  readonly missedCells: readonly string[];
  readonly extraCells: readonly string[];
  readonly missedStatements: readonly string[];
}

const docFile = (f: ClaimFile) => new Map(f.paper.docs.map((d) => [d.id, d.file.replace(/\.pdf$/i, '.txt')]));

export function cellKeys(f: ClaimFile): string[] {
  const files = docFile(f);
  const out: string[] = [];
  for (const t of f.tables) {
    if (t.kind !== 'results') continue;
    for (const { row: r, column: c, metric, value: v } of resultCells(t)) {
      const subset = typeof c === 'string' ? t.subset : (c.subset ?? t.subset);
      out.push(`${files.get(t.source.doc)}|${r.method}|${metric}|${subset}|${v}`);
    }
  }
  return out;
}

interface NumericItem {
  readonly doc: string;
  readonly numbers: readonly number[];
  readonly quote?: string | undefined;
  readonly label: string;
}

function numericItems(f: ClaimFile, primaryOnly: boolean): NumericItem[] {
  const files = docFile(f);
  const out: NumericItem[] = [];
  const push = (src: { doc: string; quote?: string | undefined }, numbers: (number | undefined)[], label: string) => {
    const ns = numbers.filter((n): n is number => typeof n === 'number');
    if (ns.length) out.push({ doc: files.get(src.doc) ?? src.doc, numbers: ns, quote: src.quote, label });
  };
  for (const s of f.statements) {
    if (s.kind === 'relative-improvement') push(s.source, [s.stated], `${s.id} (${s.kind} ${s.stated})`);
    else if (s.kind === 'change') push(s.source, primaryOnly ? [s.stated ?? s.to] : [s.stated, s.from, s.to], `${s.id} (${s.kind} ${s.stated ?? `${s.from} → ${s.to}`})`);
    else if (s.kind === 'ratio') push(s.source, [s.factor], `${s.id} (${s.kind} ${s.factor})`);
    else if (s.kind === 'arithmetic') push(s.source, primaryOnly ? [s.result] : [s.result, ...s.operands], `${s.id} (${s.kind} ${s.result})`);
    else if (s.kind === 'bound') push(s.source, [s.max, s.min], `${s.id} (${s.kind} ${s.max ?? s.min})`);
    else if (s.kind === 'quantity') push(s.source, [s.value], `${s.id} (${s.kind} ${s.value})`);
  }
  for (const h of f.hardware) {
    const v = 'value' in h && typeof h.value === 'number' ? h.value : h.kind === 'gpu' ? h.memoryGB : undefined;
    push(h.source, [v], `${h.id} (${h.kind} ${v})`);
  }
  return out;
}

const words = (s: string): Set<string> => new Set(s.toLowerCase().replace(/[^a-z0-9.%]+/g, ' ').split(' ').filter((w) => w.length > 1));
function quotesOverlap(a?: string, b?: string): boolean {
  if (!a || !b) return true;
  const wa = words(a);
  const wb = words(b);
  const shared = [...wa].filter((w) => wb.has(w)).length;
  return shared >= 0.6 * Math.min(wa.size, wb.size);
}

export function compareDraft(draft: ClaimFile, hand: ClaimFile): Quality {
  const handCells = cellKeys(hand);
  const pool = new Map<string, number>();
  for (const k of cellKeys(draft)) pool.set(k, (pool.get(k) ?? 0) + 1);
  const missedCells: string[] = [];
  let matched = 0;
  for (const k of handCells) {
    const n = pool.get(k) ?? 0;
    if (n > 0) {
      pool.set(k, n - 1);
      matched++;
    } else missedCells.push(k);
  }
  const extraCells = [...pool].flatMap(([k, n]) => Array<string>(n).fill(k));
  const draftCells = cellKeys(draft).length;
  const handItems = numericItems(hand, true);
  const draftItems = numericItems(draft, false);
  const used = new Set<number>();
  const missedStatements: string[] = [];
  let hits = 0;
  for (const h of handItems) {
    const i = draftItems.findIndex((d, j) => !used.has(j) && d.doc === h.doc && h.numbers.some((n) => d.numbers.some((x) => Math.abs(x - n) < 1e-9)) && quotesOverlap(h.quote, d.quote));
    if (i >= 0) {
      used.add(i);
      hits++;
    } else missedStatements.push(h.label);
  }
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  return {
    cells: { hand: handCells.length, draft: draftCells, matched, recall: ratio(matched, handCells.length), precision: ratio(matched, draftCells) },
    statements: { hand: handItems.length, matched: hits, recall: ratio(hits, handItems.length) },
    missedCells,
    extraCells,
    missedStatements,
  };
}
