/**
 * Rows told apart only by check marks (pure). An ablation often prints no row label: its first columns name
 * components ("Prompt Predictor | Adaptive Sampling | Adaptive Filtering", "GCM | LGM | MSM") and each row
 * checks the ones it uses. Such a row is named by the columns it checks, joined with " + " (a multi-word
 * header by its initials, spelled out in the review line), and "none" when it checks none. Before, the rows
 * had an empty label and became settings of one method, so no row could be named in a claim.
 */
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

const CHECKED = /^[✓✔√☑]$/u;
const UNCHECKED = /^(?:[✗✘×]|[-–—]|)$/u;

/** A capital X printed as the check mark (a font without ✓), read so only where the table prints no ✓ at all. */
const X_MARK = /^X$/;

/** "Prompt Predictor" → "PP"; a one-word header ("GCM", "Dropout") as printed. */
function shortName(h: string): string {
  const words = h.split(/\s+/).filter(Boolean);
  return words.length >= 2 ? words.map((w) => (w[0] as string).toUpperCase()).join('') : h;
}

/** The table with a row-label column made from the checked columns, when its leading columns hold only check marks. */
export function labelCheckRows(t: RawTable): { table: RawTable; review: string[] } {
  const leaf = t.header[t.header.length - 1];
  if (!leaf || t.body.length < 2) return { table: t, review: [] };
  const cell = (r: readonly string[], j: number): string => stripMarkup(r[j] ?? '').trim();
  const xMarks = !t.body.some((r) => r.some((c) => CHECKED.test(stripMarkup(c).trim())));
  const checked = (c: string): boolean => CHECKED.test(c) || (xMarks && X_MARK.test(c));
  const isMark = (c: string): boolean => checked(c) || UNCHECKED.test(c);
  let k = 0;
  while (k < leaf.length - 1 && t.body.every((r) => isMark(cell(r, k))) && t.body.some((r) => checked(cell(r, k)))) k++;
  // every leading column a named component, and values after them
  const names = leaf.slice(0, k).map((h) => stripMarkup(h).trim());
  if (k === 0 || names.some((n) => !n) || t.body.every((r) => isMark(cell(r, k)))) return { table: t, review: [] };
  const labels = t.body.map((r) => {
    const on = names.filter((_, j) => checked(cell(r, j)));
    return on.length ? on.map(shortName).join(' + ') : 'none';
  });
  if (new Set(labels).size < labels.length) return { table: t, review: [] };
  const spelled = names.filter((n) => shortName(n) !== n).map((n) => `${shortName(n)} = ${n}`);
  const header = t.header.map((r, i) => [i === t.header.length - 1 ? 'Variant' : '', ...r]);
  const body = t.body.map((r, i) => [labels[i] as string, ...r]);
  return {
    table: { ...t, header, body },
    review: [`rows printed with no label, told apart by check marks under ${names.map((n) => `"${n}"`).join(', ')}: each named by the columns it checks${spelled.length ? ` (${spelled.join(', ')})` : ''} — check the labels`],
  };
}
