/**
 * A label column that says where or when each row's method was published, not what it is called (pure): a `Year`
 * column (2014 … 2023, "2019a"), a `Venue` column (`CVPR'21`, `NeurIPS 2022`, `arXiv`, `TPAMI`), whatever its
 * header, or a column headed `Venue`/`Conference`/`Published`/`Year` over words. It is a setting of the row, never
 * its name, nor the rest of its name: a comparison table printing `Method | Venue | mAP` or `Year | Method | Acc`
 * names its rows by the method column (docs/extract-layouts.md, "Publication columns").
 */
import { VENUE_CELL } from './data/venue-patterns.js';

/** A year as printed in a comparison table ("2019", "2019a", "'19"). */
const YEAR = /^(?:(?:19[5-9]|20[0-4])\d[a-z]?|['’]\d{2})$/;

/** A venue with its year, arXiv, a preprint or a technical report (data/venue-patterns.ts). */
const VENUE = VENUE_CELL;

/** A header naming the publication of each row. */
const HEAD = /^(?:venues?|conf(?:erence)?s?\.?|publications?|published(?:\s+(?:in|at|on))?|pub(?:lished)?\.?\s*(?:venue|year)?|years?|release(?:d)?(?:\s+(?:year|date))?|journal)$/i;

const dash = (c: string): boolean => /^[-–—]?$/.test(c);

/** Whether a label column (its header cells, its body cells as printed, markup stripped) names each row's publication. */
export function isPublicationColumn(header: readonly string[], cells: readonly string[]): boolean {
  const filled = cells.map((c) => c.trim()).filter((c) => !dash(c));
  if (filled.length === 0) return false;
  if (filled.every((c) => YEAR.test(c))) return true;
  // a venue needs its year, or a header that names the column, or at least two rows (a single "CVPR 2021" is a name)
  if (filled.length >= 2 && filled.every((c) => VENUE.test(c) && /\d|arxiv|preprint|report/i.test(c))) return true;
  return header.some((h) => HEAD.test(h.replace(/[↑↓*†:]/g, '').trim())) && filled.every((c) => !/^[-+~]?\d+(?:\.\d+)?%?$/.test(c) || YEAR.test(c));
}
