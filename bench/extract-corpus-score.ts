/**
 * Scores an `audit extract` draft against a hand-made corpus key (test/fixtures/extract-corpus/<doc>/key.yaml,
 * format in docs/extract-corpus.md). Pure: data in, numbers out.
 *
 * A key cell is recalled when one draft cell (each used once) has
 *  - the value: the draft number equals the printed value's number (units, ~, %, (SOTA) and bold stripped;
 *    a K/M/B/T suffix may also be expanded),
 *  - the row: the draft row's method id, name, aliases or printed label matches the key's row (or row_printed)
 *    once case, spaces and punctuation are ignored, or one contains the other,
 *  - the metric: the draft column's metric id equals the key's metric (a registry id, or a new id the key names).
 * Unlike src/extract/corpus-key.ts (the corpus scorer: recall and precision in bench:extract) it does not ask for
 * the same table number and also reads attribute tables; it gives the diagnostics only: where the other cells were
 * lost (row + value, value only). Statements: a key statement is found when a draft statement or hardware claim has a
 * quote sharing ≥ 60% of the words of the shorter of the two; "with kind" also needs a draft kind that can carry
 * the key kind (KIND_MAP). Noise: a `not_statements` text that a draft statement's quote overlaps.
 */
import type { ClaimFile } from '../src/claims/schema.js';
import { resultCells } from '../src/extract/result-cells.js';

export interface KeyCell {
  readonly table: number | string;
  readonly row: string;
  readonly row_printed?: string;
  /** Registry id (or a new id) of the metric. */
  readonly metric: string;
  readonly metric_id?: string;
  readonly printed_metric?: string;
  readonly dataset?: string;
  readonly condition?: string;
  readonly settings?: string;
  readonly value: string | number;
  readonly subset?: string;
  readonly printed?: string;
  readonly spread?: string;
}
export interface KeyStatement {
  readonly kind: string;
  readonly quote: string;
}
export interface CorpusKey {
  readonly document?: string;
  /** Every result table of the document and what of it was keyed (checked by src/extract/corpus-regions.ts). */
  readonly tables?: unknown;
  readonly cells: readonly KeyCell[];
  readonly statements: readonly KeyStatement[];
  readonly not_statements?: readonly string[];
}

export interface DocScore {
  readonly cells: number;
  readonly recalled: number;
  readonly recalledValueOnly: number;
  readonly recalledRowValue: number;
  readonly draftCells: number;
  readonly statementsByKind: Readonly<Record<string, { readonly key: number; readonly found: number; readonly withKind: number }>>;
  readonly draftStatements: Readonly<Record<string, number>>;
  readonly noiseAsStatements: readonly string[];
  readonly missed: readonly string[];
  readonly missedStatements: readonly string[];
}

/** Draft statement kinds (and hardware) that can carry each key kind. */
export const KIND_MAP: Readonly<Record<string, readonly string[]>> = {
  best: ['best', 'comparison'],
  'relative-change': ['relative-improvement', 'change'],
  'absolute-change': ['change', 'comparison', 'relative-improvement', 'arithmetic', 'quantity'],
  ratio: ['ratio', 'arithmetic', 'quantity', 'comparison'],
  sum: ['arithmetic'],
  significance: ['qualitative', 'comparison'],
  hardware: ['hardware'],
  quantity: ['quantity', 'bound', 'hardware'],
};

interface DraftCell {
  readonly table: string;
  readonly names: readonly string[];
  readonly metric: string;
  readonly label: string;
  readonly value: number;
}

const norm = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/\[[0-9,\s]+\]/g, '')
    // (names in Chinese, Japanese or Korean keep their characters: "小牛刀" is a team's name, not an empty label)
    .replace(/[^a-z0-9+.@\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu, '');

const SUFFIX: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, b: 1e9, t: 1e12, g: 1e9 };

/** The numbers a printed value may be stored as: "0.2B" → 0.2 and 2e8; "~1 GB" → 1; "93.2%" → 93.2. */
export function printedNumbers(printed: string): number[] {
  const m = /(-?\d+(?:,\d{3})*(?:\.\d+)?)\s*([kKmMbBtTgG](?![a-zA-Z]))?/.exec(printed.replace(/[−–]/g, '-'));
  if (!m) return [];
  const n = Number((m[1] ?? '').replace(/,/g, ''));
  const out = [n];
  const s = m[2]?.toLowerCase();
  if (s && SUFFIX[s]) out.push(n * (SUFFIX[s] as number));
  return out;
}

const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

export function draftCells(draft: ClaimFile): DraftCell[] {
  const methodNames = new Map(draft.methods.map((m) => [m.id, [m.id, m.name, ...m.aliases]]));
  const out: DraftCell[] = [];
  for (const t of draft.tables) {
    if (t.kind === 'results') {
      for (const { row: r, column: c, metric, value: v } of resultCells(t)) {
        const label = typeof c === 'string' ? c : (c.label ?? c.metric);
        out.push({ table: t.id, names: [...(methodNames.get(r.method) ?? [r.method]), ...(r.label ? [r.label] : [])], metric, label, value: v });
      }
    } else {
      for (const r of t.rows)
        r.values.forEach((v, i) => {
          const c = t.columns[i];
          if (c === undefined) return;
          const n = typeof v === 'number' ? v : typeof v === 'string' ? printedNumbers(v)[0] : undefined;
          if (n === undefined || Number.isNaN(n)) return;
          out.push({ table: t.id, names: [r.key, ...(r.label ? [r.label] : [])], metric: c.id, label: c.label, value: n });
        });
    }
  }
  return out;
}

export function rowMatches(key: KeyCell, names: readonly string[]): boolean {
  const ks = [key.row, key.row_printed].filter((s): s is string => !!s).map(norm).filter((s) => s.length > 0);
  return names.some((n) => {
    const d = norm(n);
    return d.length > 0 && ks.some((k) => k === d || (Math.min(k.length, d.length) >= 3 && (k.includes(d) || d.includes(k))));
  });
}

function metricMatches(key: KeyCell, c: DraftCell): boolean {
  const id = key.metric_id ?? key.metric;
  return c.metric === id || norm(c.metric) === norm(id);
}

export const valueMatches = (key: KeyCell, c: DraftCell): boolean => printedNumbers(String(key.value)).some((n) => close(n, c.value));

const words = (s: string): Set<string> => new Set(s.toLowerCase().replace(/[^a-z0-9.%]+/g, ' ').split(' ').filter((w) => w.length > 1));
export function quotesOverlap(a: string, b: string): boolean {
  const wa = words(a);
  const wb = words(b);
  if (!wa.size || !wb.size) return false;
  const shared = [...wa].filter((w) => wb.has(w)).length;
  return shared >= 0.6 * Math.min(wa.size, wb.size);
}

interface DraftItem {
  readonly kind: string;
  readonly quote: string;
}
function draftItems(draft: ClaimFile): DraftItem[] {
  return [
    ...draft.statements.map((s) => ({ kind: s.kind, quote: s.source.quote ?? '' })),
    ...draft.hardware.map((h) => ({ kind: 'hardware', quote: h.source.quote ?? '' })),
  ];
}

/** Greedy one-to-one matching of key cells to draft cells under `ok`. */
function matchCount(key: readonly KeyCell[], cells: readonly DraftCell[], ok: (k: KeyCell, c: DraftCell) => boolean): { n: number; used: Set<number>; missed: KeyCell[] } {
  const used = new Set<number>();
  const missed: KeyCell[] = [];
  let n = 0;
  for (const k of key) {
    const i = cells.findIndex((c, j) => !used.has(j) && ok(k, c));
    if (i >= 0) {
      used.add(i);
      n++;
    } else missed.push(k);
  }
  return { n, used, missed };
}

export function scoreDraft(draft: ClaimFile, key: CorpusKey): DocScore {
  const cells = draftCells(draft);
  const full = matchCount(key.cells, cells, (k, c) => valueMatches(k, c) && rowMatches(k, c.names) && metricMatches(k, c));
  const rowValue = matchCount(key.cells, cells, (k, c) => valueMatches(k, c) && rowMatches(k, c.names));
  const valueOnly = matchCount(key.cells, cells, (k, c) => valueMatches(k, c));
  const items = draftItems(draft);
  const byKind: Record<string, { key: number; found: number; withKind: number }> = {};
  const usedAny = new Set<number>();
  const usedKind = new Set<number>();
  const missedStatements: string[] = [];
  for (const s of key.statements ?? []) {
    const e = (byKind[s.kind] ??= { key: 0, found: 0, withKind: 0 });
    e.key++;
    const i = items.findIndex((d, j) => !usedAny.has(j) && quotesOverlap(s.quote, d.quote));
    if (i >= 0) {
      usedAny.add(i);
      e.found++;
    }
    const allowed = KIND_MAP[s.kind] ?? [s.kind];
    const k = items.findIndex((d, j) => !usedKind.has(j) && allowed.includes(d.kind) && quotesOverlap(s.quote, d.quote));
    if (k >= 0) {
      usedKind.add(k);
      e.withKind++;
    } else missedStatements.push(`${s.kind}${i >= 0 ? ` (drafted as ${(items[i] as DraftItem).kind})` : ''}: ${s.quote.slice(0, 100)}`);
  }
  const draftStatements: Record<string, number> = {};
  for (const d of items) draftStatements[d.kind] = (draftStatements[d.kind] ?? 0) + 1;
  const show = (k: KeyCell) => `t${k.table} ${k.row} | ${k.metric}${k.dataset ? ` | ${k.dataset}` : ''}${k.subset ? ` | ${k.subset}` : ''}${k.condition ? ` | ${k.condition}` : ''} = ${k.value}`;
  return {
    cells: key.cells.length,
    recalled: full.n,
    recalledValueOnly: valueOnly.n,
    recalledRowValue: rowValue.n,
    draftCells: cells.length,
    statementsByKind: byKind,
    draftStatements,
    noiseAsStatements: (key.not_statements ?? []).filter((n) => items.some((d) => quotesOverlap(n, d.quote))),
    missed: full.missed.map(show),
    missedStatements,
  };
}
