/**
 * The tuple of metrics a column's packed cells print by their field's convention (pure): a header (or the group
 * cell above it) naming a benchmark of data/pair-conventions.ts — "UCF-QNRF", "SHT B", "ShanghaiTech" over
 * "Part A", "GCC (rd)" with its split in brackets, "Set5 (x2)" — over cells that each pack as many numbers as
 * the entry names, every cell passing the entry's check. Read by packed-cells.ts when nothing in the table
 * names the packed values; the draft marks the guess for review.
 */
import { printedNameIndex } from './benchmark-catalogue-lookup.js';
import { PAIR_CONVENTIONS } from './data/pair-conventions.js';
import type { PairConvention } from './data/pair-conventions.js';
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';

const lookup = printedNameIndex(PAIR_CONVENTIONS, (e) => e.names);

/** The entry a printed name is (a split or scale in brackets aside: "GCC (rd)", "Set5 ×2"), or undefined. */
function entryOf(printed: string): { entry: PairConvention; name: string } | undefined {
  const plain = stripMarkup(printed.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
  const candidates = [plain, plain.replace(/\s*[([][^()[\]]*[)\]]\s*$/, ''), plain.replace(/\s*[×x]\s*\d+$/i, '')];
  for (const c of candidates) {
    if (!c) continue;
    // a name of letters only ("GCC", "Mall") counts only as spelt or in capitals (printedNameIndex)
    const entry = lookup(c);
    if (entry) return { entry, name: c };
  }
  return undefined;
}

export type PairHit = { metrics: readonly string[]; benchmark: string; source: string; note?: string };

/**
 * The convention of a column: its leaf header, a group cell above it, or the group and the leaf read together
 * ("ShanghaiTech" over "Part A"), when every packed cell has `k` numbers that pass the entry's check.
 */
export function pairConventionOf(headers: readonly string[], cells: readonly (readonly string[])[]): PairHit | undefined {
  const leaf = headers[headers.length - 1] ?? '';
  const above = headers.slice(0, -1).reverse();
  const names = [leaf, ...above, ...above.map((g) => `${stripMarkup(g)} ${stripMarkup(leaf)}`)];
  for (const n of names) {
    const hit = entryOf(n);
    if (!hit) continue;
    return hitOf(hit.entry, hit.name, cells);
  }
  return undefined;
}

/** The entry's tuple for a column named `benchmark`, when its metrics are registry metrics and every packed cell passes its check. */
function hitOf(entry: PairConvention, benchmark: string, cells: readonly (readonly string[])[]): PairHit | undefined {
  if (!entry.metrics.every((m) => metricFor(m, true))) return undefined;
  const ok = cells.length > 0 && cells.every((c) => c.length === entry.metrics.length && entry.fits(c.map((x) => Number.parseFloat(x.replace(/^[~≈]/, '')))));
  return ok ? { metrics: entry.metrics, benchmark, source: entry.source, ...(entry.note ? { note: entry.note } : {}) } : undefined;
}

/**
 * The convention the rows name instead ("xsum | cnn_dailymail | newsroom" down the first column, the columns being
 * pre-training setups): most row labels (three or more) are benchmarks of one entry, and every packed cell of the
 * column passes its check.
 */
export function rowPairConventionOf(rowLabels: readonly string[], cells: readonly (readonly string[])[]): PairHit | undefined {
  const found = rowLabels.map(entryOf).filter((h): h is NonNullable<typeof h> => h !== undefined);
  const entry = found[0]?.entry;
  if (!entry || found.length < 3 || found.length < rowLabels.length * 0.6 || found.some((h) => h.entry !== entry)) return undefined;
  const names = found.slice(0, 3).map((h) => h.name).join(', ');
  return hitOf(entry, `the rows' benchmarks (${names}${found.length > 3 ? ' …' : ''})`, cells);
}
