/**
 * Metric symbols a caption defines (pure): "Kendall-Tau (τ), Pearson (rp) and Spearman (rs) correlations"
 * over columns headed `τ`, `rp`, `rs` (subscripts flattened by the PDF's text layer). A header that is such a
 * symbol names the metric the caption spells out: it is written `Pearson`, which the metric lookup reads
 * (`τ (Kendall-Tau)` when the registry lacks the name), and the table is not taken for one printed with its methods as columns (before, its rows of
 * evaluated metrics, BLEU … METEOR, made it look transposed, and every cell got a wrong metric). Only when
 * one of the names is a registry metric; the others may be metrics the draft declares for the document.
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

/** "Pearson (rp )" → rp → Pearson: a capitalised name of one to three words, then a short symbol in brackets. */
const DEFINED = /\b([A-Z][A-Za-z]+(?:[- ][A-Z][A-Za-z]+){0,2})\s*\(\s*([^\s(),;]{1,4})\s*\)/gu;

/** The symbols the caption defines, symbol → the name it stands for. */
export function captionSymbols(caption: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of caption.matchAll(DEFINED)) {
    const [, name, sym] = m as unknown as [string, string, string];
    // a symbol, not an acronym of the name ("Word Error Rate (WER)" is a metric's own alias) nor a number
    if (/^\d/.test(sym) || /^[A-Z]{2,}$/.test(sym)) continue;
    out.set(sym, name);
  }
  return out;
}

/** The table with each leaf header that is a symbol the caption defines written with its name, and the review lines saying so. */
export function withCaptionSymbols(t: RawTable): { table: RawTable; review: string[] } {
  const symbols = captionSymbols(t.caption ?? '');
  const leaf = t.header[t.header.length - 1];
  if (!symbols.size || !leaf) return { table: t, review: [] };
  const used = leaf.map((h) => symbols.get(stripMarkup(h).trim()));
  if (!used.some((name) => name !== undefined && metricFor(name, true))) return { table: t, review: [] };
  const review = [...new Set(leaf.filter((_, j) => used[j]).map((h, _j) => `header "${stripMarkup(h).trim()}" read as ${symbols.get(stripMarkup(h).trim())}, the name the caption gives this symbol`))];
  // a registry metric's name replaces its symbol (the review line keeps the printed one); another name stays with
  // its symbol, so the column is known for a metric the registry lacks (`unregisteredSymbol`)
  const named = leaf.map((h, j) => {
    const name = used[j];
    if (!name) return h;
    return metricFor(name, true) ? name : `${stripMarkup(h).trim()} (${name})`;
  });
  return { table: { ...t, header: [...t.header.slice(0, -1), named] }, review };
}

/** The name of a header written `sym (Name)` from the caption's definition when the name is no registry metric ("τ (Kendall-Tau)"). */
export function unregisteredSymbol(header: string, caption: string): string | undefined {
  const m = /^(\S{1,4}) \((.+)\)$/.exec(header.trim());
  if (!m || captionSymbols(caption).get(m[1] as string) !== m[2] || metricFor(m[2] as string, true)) return undefined;
  return m[2];
}
