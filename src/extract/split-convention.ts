/**
 * A benchmark protocol read from the shape of its columns (pure): some protocols report one metric over a split of their
 * classes by frequency and over all classes, and leaderboards print only the split names — HICO-DET's
 * `Full | Rare | Non-Rare` (with the Default / Known-Object setting in brackets, `Full(def)`), long-tailed recognition's
 * `Many | Medium | Few | All`. The names alone are common words, so a column counts only where
 *  - the table prints the whole (`Full`, `All`) and a complete set of its parts under the same setting and group
 *    header, and
 *  - in every row that prints them all, the whole lies between the smallest and the largest part (it is their mean over
 *    classes, weighted by how many classes each part holds), every value a percentage (0-100);
 * else nothing is guessed. Read by table-columns.ts only when nothing names a metric; the draft marks the guess for
 * review (docs/extract-conventions.md, "Split-shaped conventions").
 */
import { columnAccepts } from './schema-support.js';
import { stripMarkup } from './names.js';
import type { ConventionHit } from './benchmark-conventions.js';
import { SPLIT_CONVENTIONS } from './data/split-conventions.js';
import type { SplitConvention } from './data/split-conventions.js';

/** "Full(def)" → name "Full", setting "(def)"; "Many-shot" → "Many"; "Non-Rare Known Object" → "Non-Rare", "known object". */
function nameAndSetting(header: string): { name: string; setting: string } {
  const plain = stripMarkup(header.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
  const bracket = /^(.*?)\s*([([][^()[\]]*[)\]])$/.exec(plain);
  const base = bracket ? (bracket[1] as string) : plain;
  const setting = bracket ? (bracket[2] as string).toLowerCase().replace(/\s+/g, '') : '';
  const words = /^(.*?)[\s_-]+(default|def|known[\s_-]?objects?|ko)$/i.exec(base);
  const name = (words ? (words[1] as string) : base).replace(/[\s_-]*shots?$/i, '').trim();
  return { name, setting: setting || (words ? (words[2] as string).toLowerCase().replace(/[\s_-]+/g, '').replace(/^default$/, 'def').replace(/^knownobjects?$/, 'ko') : '') };
}

/** The first number a cell prints ("19.61 (**+4.77**)" → 19.61), or undefined for "-" and text. */
function numberIn(cell: string): number | undefined {
  const m = /^[~≈]?(-?\d+(?:\.\d+)?)(?:\s|$|\(|%)/.exec(stripMarkup(cell).replace(/[*†‡§¶]/g, '').trim());
  return m ? Number.parseFloat(m[1] as string) : undefined;
}

/** Rows' agreement with "the whole lies between its parts": how many rows print them all, and how many disagree. */
function shapeHolds(body: readonly (readonly string[])[], whole: number, parts: readonly number[]): boolean {
  let checked = 0;
  let wrong = 0;
  for (const row of body) {
    const w = numberIn(row[whole + 1] ?? '');
    const p = parts.map((k) => numberIn(row[k + 1] ?? ''));
    if (w === undefined || p.some((x) => x === undefined)) continue;
    const values = p as number[];
    checked++;
    const inRange = [w, ...values].every((x) => x >= 0 && x <= 100);
    // printed to two decimals: the rounding of each value may put the whole 0.01 outside its parts
    if (!inRange || w < Math.min(...values) - 0.015 || w > Math.max(...values) + 0.015) wrong++;
  }
  // a leaderboard of many rows keeps its shape with one row in ten mistyped; a short table must agree everywhere
  return checked > 0 && wrong * 10 <= checked && (wrong === 0 || checked >= 10);
}

function entryColumns(entry: SplitConvention, members: readonly { j: number; name: string }[]): { whole: number; parts: number[] } | undefined {
  const whole = members.find((m) => entry.whole.test(m.name));
  if (!whole) return undefined;
  for (const set of entry.parts) {
    const parts = set.map((re) => members.find((m) => re.test(m.name))?.j);
    if (parts.every((k) => k !== undefined)) return { whole: whole.j, parts: parts as number[] };
  }
  return undefined;
}

/**
 * The convention of each value column (0-based, as `leaves`) that is part of a split-shaped protocol, by column.
 * `groups`: the header rows above the leaves, by column of the grid (the label column first), as table-columns.ts spreads them.
 */
export function splitConventions(
  leaves: readonly string[],
  groups: readonly (readonly string[])[],
  t: { body: readonly (readonly string[])[]; caption?: string; section?: string; leadIn?: string; leadIns?: readonly string[] },
): Map<number, ConventionHit> {
  const out = new Map<number, ConventionHit>();
  const around = [t.caption, t.section, t.leadIn, ...(t.leadIns ?? [])].filter(Boolean).join(' \n ');
  // columns under one setting and one group header are one instance of the protocol
  const sets = new Map<string, { j: number; name: string }[]>();
  leaves.forEach((h, j) => {
    const { name, setting } = nameAndSetting(h);
    const k = `${groups.map((g) => stripMarkup(g[j + 1] ?? '')).join('|')}|${setting}`;
    sets.set(k, [...(sets.get(k) ?? []), { j, name }]);
  });
  for (const entry of SPLIT_CONVENTIONS) {
    if (!columnAccepts(entry.metric) || (entry.unless && entry.unless.test(around))) continue;
    for (const members of sets.values()) {
      const cols = entryColumns(entry, members);
      if (!cols || !shapeHolds(t.body, cols.whole, cols.parts)) continue;
      const printed = (k: number) => stripMarkup(leaves[k] ?? '').trim();
      const note = `${entry.protocol}: the "${printed(cols.whole)}" column lies between ${cols.parts.map((k) => `"${printed(k)}"`).join(', ')} in every row that prints them, as the mean over all classes does; ${entry.source}`;
      for (const j of [cols.whole, ...cols.parts]) out.set(j, { metric: entry.metric, benchmark: entry.benchmark ?? '', note });
      // the protocol's other columns printed beside them under the same setting ("Unseen | Seen" beside "Full | Rare | Non-Rare")
      for (const m of members) if (!out.has(m.j) && entry.others?.test(m.name)) out.set(m.j, { metric: entry.metric, benchmark: entry.benchmark ?? '', note });
    }
  }
  return out;
}
