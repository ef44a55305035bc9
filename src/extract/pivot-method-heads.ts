/**
 * A per-category table whose methods are named only inside the column headers → rows = methods (pure).
 *
 * Per-class, per-language or per-subject breakdowns are often printed with the categories as rows and
 * one column per method × metric: `Class | Ours Image AUROC | Baseline Image AUROC | Ours FPS | …`.
 * Read as printed, the categories become the methods. Recognised when the corner names a category axis
 * (`Class`, `Category`, `Language`, `Subject` …), every header after it is a method name followed by a
 * metric (`mBART BLEU`), at least two methods share the same metric headers, and every method name is a
 * row label or header of another table of the same document (so `Image AUROC | Pixel AUROC` is never
 * read as methods `Image`, `Pixel`). The table is then pivoted: a row per method, and a column per
 * category × metric headed `<category> <metric>`, or with the category in a header row above where the metric
 * does not read with it (so the category becomes part of each column's subset).
 */
import { isPlainNumber } from './cells.js';
import { metricFor } from './metric-lookup.js';
import { nameKey, stripMarkup } from './names.js';
import type { RawTable } from './types.js';

const CATEGORY_AXIS = /^(?:(?:object\s+)?class(?:es)?|categor(?:y|ies)|objects?|subjects?|languages?|lang\.?|domains?|scenes?|types?|genres?|species)$/i;

/** The name key of a method as printed elsewhere: "AnomaVision (Ours)" → "anomavision". */
export const methodKey = (s: string): string => nameKey(stripMarkup(s).replace(/\s*\([^()]*\)\s*$/, ''));

/** "Ours Image AUROC" → { method: "Ours", rest: "Image AUROC" } when a known method name leads and a metric follows. */
function splitHead(head: string, known: ReadonlySet<string>): { method: string; rest: string } | undefined {
  const words = head.split(/\s+/).filter(Boolean);
  for (let k = 1; k < words.length; k++) {
    const method = words.slice(0, k).join(' ');
    const rest = words.slice(k).join(' ');
    if (known.has(methodKey(method)) && !metricFor(method, true) && metricFor(rest, true)) return { method, rest };
  }
  return undefined;
}

export function pivotMethodHeads(t: RawTable, known: ReadonlySet<string>): { table: RawTable; pivoted: boolean } {
  const no = { table: t, pivoted: false };
  const leaf = t.header[t.header.length - 1];
  if (t.header.length !== 1 || !leaf || leaf.length < 3 || t.body.length < 2) return no;
  const corner = stripMarkup(leaf[0] ?? '');
  if (!CATEGORY_AXIS.test(corner)) return no;
  const heads = leaf.slice(1).map((h) => splitHead(stripMarkup(h), known));
  if (heads.some((h) => !h)) return no;
  const parts = heads as { method: string; rest: string }[];
  const methods = [...new Set(parts.map((p) => p.method))];
  const rests = [...new Set(parts.map((p) => p.rest))];
  if (methods.length < 2 || parts.length !== methods.length * rests.length) return no;
  const col = (m: string, r: string): number => parts.findIndex((p) => p.method === m && p.rest === r) + 1;
  if (methods.some((m) => rests.some((r) => col(m, r) === 0))) return no;
  // the categories must be labels, not numbers
  if (t.body.some((r) => !stripMarkup(r[0] ?? '') || isPlainNumber(stripMarkup(r[0] ?? '')))) return no;
  const cats = t.body.map((r) => stripMarkup(r[0] ?? ''));
  // the category in a row above each column, and before the metric too where the metric still reads with it
  // ("bottle Image AUROC": subset bottle-image, in the order printed words come; "bottle" over "FPS": subset bottle)
  const joined = (c: string, x: string): boolean => metricFor(`${c} ${x}`, true) === metricFor(x, true);
  const header = [
    [corner, ...cats.flatMap((c) => rests.map(() => c))],
    ['Method', ...cats.flatMap((c) => rests.map((x) => (joined(c, x) ? `${c} ${x}` : x)))],
  ];
  const body = methods.map((m) => [m, ...t.body.flatMap((r) => rests.map((x) => r[col(m, x)] ?? ''))]);
  return { table: { ...t, header, body, context: `${t.context}\n[printed per ${corner.toLowerCase()}: methods named in the column headers]` }, pivoted: true };
}
