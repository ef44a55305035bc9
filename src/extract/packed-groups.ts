/**
 * A column whose header lists its parts in brackets and whose cells print one group of values per part, the
 * groups separated by commas or semicolons (pure): "GCC(rd,cc,cl)" over "102.2/238.3, 140.3/285.7, 176.1/373.9",
 * "COCO (val; test-dev)" over "40.1; 40.5", "Acc (top-1, top-5)" over "76.1, 92.9" → one column per part, headed
 * "GCC (rd)", "GCC (cc)" …, each cell the part's group as printed ("102.2/238.3"), to be read as any other
 * column (a group packing a pair is split by packed-cells.ts). Only where every printed cell has exactly as many
 * groups as the header lists parts, each group a number or numbers joined by "/"; a cell that is one dash or
 * placeholder stays so in every part. The split is listed for review.
 */
import { isDashCell } from './cells.js';
import { stripMarkup } from './names.js';
import { isPlaceholderCell } from './packed-header.js';
import type { RawTable } from './types.js';

const HEAD = /^(.+?)\s*[([]\s*([^()[\]]+?)\s*[)\]]$/;
const LABEL = /^[A-Za-z][\w.+-]{0,13}$/;
const GROUP = /^[~≈]?\d+(?:\.\d+)?%?(?:\s*\/\s*[~≈]?\d+(?:\.\d+)?%?)*$/;

/** A header "Stem (a, b, c)" as its stem and parts (two or more, comma- or semicolon-separated), or undefined. */
export function listedParts(header: string): { stem: string; parts: string[] } | undefined {
  const m = HEAD.exec(stripMarkup(header.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim());
  if (!m) return undefined;
  const parts = (m[2] as string).split(/\s*[,;]\s*/);
  return parts.length >= 2 && parts.every((p) => LABEL.test(p)) ? { stem: (m[1] as string).trim(), parts } : undefined;
}

/** A cell's groups ("a/b, c/d" → "a/b", "c/d"), bold kept on a group only where it opens and closes there. */
export function cellGroups(cell: string): string[] | undefined {
  // a number with thousands separators ("1,234") is one value, not groups
  if (/^\s*\d{1,3}(?:,\d{3})+(?:\.\d+)?\s*$/.test(stripMarkup(cell))) return undefined;
  const groups = cell.trim().split(/\s*[,;]\s*/).map((g) => ((g.match(/\*\*/g) ?? []).length % 2 ? g.replace(/\*\*/g, '') : g).trim());
  return groups.length >= 2 && groups.every((g) => GROUP.test(stripMarkup(g))) ? groups : undefined;
}

export interface GroupSplit {
  readonly table: RawTable;
  readonly review: string[];
}

/** Splits every grouped column of a grid into one column per listed part. */
export function splitPackedGroups(t: RawTable): GroupSplit {
  const leaf = t.header[t.header.length - 1];
  if (!leaf || !t.body.length) return { table: t, review: [] };
  const width = Math.max(leaf.length, ...t.body.map((r) => r.length));
  const plan = new Map<number, { stem: string; parts: string[] }>();
  for (let j = 1; j < width; j++) {
    const listed = listedParts(leaf[j] ?? '');
    if (!listed) continue;
    const cells = t.body.map((r) => r[j] ?? '').filter((c) => stripMarkup(c) && !isDashCell(c) && !isPlaceholderCell(c));
    if (cells.length && cells.every((c) => cellGroups(c)?.length === listed.parts.length)) plan.set(j, listed);
  }
  if (!plan.size) return { table: t, review: [] };
  const cols = Array.from({ length: width }, (_, j) => (plan.get(j)?.parts ?? [undefined]).map((part, i) => ({ j, i, part }))).flat();
  const last = t.header.length - 1;
  const header = t.header.map((r, ri) => cols.map((c) => (ri === last && c.part ? `${plan.get(c.j)?.stem} (${c.part})` : (r[c.j] ?? ''))));
  const body = t.body.map((r) => cols.map((c) => {
    const cell = r[c.j] ?? '';
    if (!c.part) return cell;
    return cellGroups(cell)?.[c.i] ?? cell;
  }));
  const said = [...plan.entries()].map(([j, p]) => `"${stripMarkup(leaf[j] ?? '')}" → ${p.parts.map((x) => `${p.stem} (${x})`).join(' | ')}`);
  return {
    table: { ...t, header, body, context: `${t.context}\n[grouped cells split]` },
    review: [`cells printing one group of values per part the header lists in brackets split into one column per part: ${said.join('; ')}`],
  };
}
