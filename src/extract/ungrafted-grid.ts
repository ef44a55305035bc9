/**
 * A grid the reader found that no draft table came of (no row of it is labelled in its first column, so no row
 * can be keyed): the review line that names it, so that a table of numbers is never lost without a word. Pure.
 */
import { printedTableNumber } from './caption-number.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

/** The review line for a grid no table was drafted from, or undefined when none of its cells holds a number (a layout grid). */
export function ungraftedGrid(raw: RawTable): string | undefined {
  const numbers = raw.body.filter((r) => r.some((c) => /\d/.test(stripMarkup(c)))).length;
  if (!numbers) return undefined;
  const where = raw.caption ? `"${raw.caption.replace(/\s+/g, ' ').slice(0, 60)}"` : raw.section ? `section "${raw.section.slice(0, 60)}"` : 'no caption';
  return `table ${printedTableNumber(raw.number)} (${where}) left out: a grid of ${raw.body.length} row${raw.body.length === 1 ? '' : 's'} (${numbers} with numbers) was read, but no row has a label in its first column to draft it by; key it by hand`;
}
