/**
 * A header naming several metrics over as many value columns (pure): `<th colspan=2>PSNR/SSIM</th>` over `32.46 |
 * 0.8968` (the grid repeats the spanned text in each column), or a pipe table's `| PSNR/SSIM | |` whose blank
 * header cell sits over the second value. The i-th column takes the i-th name. Only where the header's parts are
 * that many different registry metrics and the span is exactly as wide; a wider or narrower span is left as printed.
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import { headerParts } from './packed-header.js';
import type { RawTable } from './types.js';

/** The k metric names a header prints joined by slashes, or undefined. */
function metricNames(cell: string): string[] | undefined {
  const parts = headerParts(cell);
  if (parts.length < 2) return undefined;
  const ids = parts.map((p) => metricFor(p, true));
  return ids.every(Boolean) && new Set(ids).size === parts.length ? parts : undefined;
}

export function splitPairHeaders(t: RawTable): { table: RawTable; review: string[] } {
  const last = t.header.length - 1;
  const leaf = t.header[last];
  if (!leaf) return { table: t, review: [] };
  const out = [...leaf];
  const said: string[] = [];
  for (let j = 1; j < leaf.length; j++) {
    const names = metricNames(leaf[j] ?? '');
    if (!names) continue;
    const k = names.length;
    const text = stripMarkup(leaf[j] ?? '');
    // the span: the same text repeated (an expanded colspan), or blank leaf cells whose upper rows say nothing else
    const uppers = t.header.slice(0, last);
    const sameAbove = (c: number): boolean => uppers.every((r) => stripMarkup(r[c] ?? '') === stripMarkup(r[j] ?? ''));
    // (two spans side by side print the same text: `Set5` and `Urban100` above tell them apart)
    const same = (c: number): boolean => stripMarkup(leaf[c] ?? '') === text && sameAbove(c);
    const blank = (c: number): boolean => !stripMarkup(leaf[c] ?? '') && uppers.every((r) => !stripMarkup(r[c] ?? '') || stripMarkup(r[c] ?? '') === stripMarkup(r[j] ?? ''));
    const run = (keep: (c: number) => boolean): number => { let n = 1; while (j + n < leaf.length && keep(j + n)) n++; return n; };
    const width = Math.max(run(same), run(blank));
    if (width !== k || same(j - 1)) { j += width - 1; continue; }
    // the spanned columns hold one number each (not a packed pair, read elsewhere)
    if (!t.body.some((r) => /\d/.test(r[j + 1] ?? ''))) continue;
    names.forEach((n, i) => { out[j + i] = n; });
    said.push(`"${text}" over ${k} columns → ${names.join(' | ')}`);
    j += k - 1;
  }
  if (!said.length) return { table: t, review: [] };
  return { table: { ...t, header: [...t.header.slice(0, last), out] }, review: [`a header naming several metrics over as many columns read in order: ${said.join('; ')}`] };
}
