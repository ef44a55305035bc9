/**
 * The names a packed cell's values go by, read from a header or a sentence (pure): a header printed in
 * shorthand (`R@1/5/10`, `Top-1/5`, `AP50/75`), a header whose first part carries a qualifier the others share
 * (`T2V R@1/R@5/R@10`: T2V for all three), and a slash-joined list of metrics in the caption, the lead-in or the
 * heading (`The metrics are PSNR / SSIM.`, `Results (MAE/MSE) on …`) over cells that pack as many values.
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';

/**
 * A header's slash-separated parts as full names: `R@1/5/10` → R@1, R@5, R@10 (a bare number after the first
 * part takes the first part's stem), `T2V R@1/R@5` → T2V R@1, T2V R@5 (the words before the first part's metric
 * go with every part that has none of its own).
 */
export function headerParts(raw: string): string[] {
  const parts = stripMarkup(raw).split(/\s*\/\s*/).map((p) => p.trim());
  if (parts.length < 2 || parts.some((p) => !p)) return parts;
  const first = parts[0] as string;
  const stem = /^(.*?[^\d\s.])\d+(?:\.\d+)?$/.exec(first)?.[1];
  const expanded = parts.map((p, i) => (i > 0 && stem && /^\d+(?:\.\d+)?$/.test(p) ? `${stem}${p}` : p));
  const words = first.split(/\s+/);
  const last = words[words.length - 1] as string;
  const qualifier = words.length > 1 && metricFor(last, true) && !metricFor(first.slice(0, -last.length).trim(), true) ? words.slice(0, -1).join(' ') : '';
  return expanded.map((p, i) => (i > 0 && qualifier && !/\s/.test(p) ? `${qualifier} ${p}` : p));
}

const SLASHED = /(?:^|[\s(（:"“'‘`*[])(\p{L}[\w@.+\-\p{L}]*(?:\/[\p{L}0-9][\w@.+\-\p{L}]*)+)(?=$|[\s)）.,;:"”'’`*\]])/gu;

/**
 * The k metrics a sentence lists joined by slashes (`PSNR / SSIM`, `MAE/MSE`, `R@1/5/10`), each a registry
 * metric and all different; undefined when no such list has k parts, or when two lists of k name different metrics.
 */
export function slashedMetricList(text: string, k: number): string[] | undefined {
  const found = new Map<string, string[]>();
  for (const m of stripMarkup(text.replace(/`/g, ' ')).replace(/\s*\/\s*/g, '/').matchAll(SLASHED)) {
    const names = headerParts((m[1] as string).replace(/[.]+$/, ''));
    if (names.length !== k) continue;
    const ids = names.map((n) => metricFor(n, true));
    if (ids.some((id) => !id) || new Set(ids).size !== k) continue;
    found.set(ids.join('|'), names);
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/** A cell that holds no result yet: `TBD`, `TBA`, `TODO`, `N/A`, `?` (left out when deciding how a column packs). */
export const isPlaceholderCell = (cell: string): boolean => /^(?:TBD|TBA|TODO|N\/?A|n\/a|\?+|…|\.\.\.)$/i.test(stripMarkup(cell).trim());
