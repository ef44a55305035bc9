/**
 * A column whose every value is printed as a multiple ("2.85x", "1.3×", "**2.10x**") and that names no metric, in a
 * document that speaks of speed-ups (pure): the values are speed-ups, `relative-speed` (a speculative-decoding
 * leaderboard prints "Multi-turn Conversation | Translation | …" over "2.85x" cells and says "We report the mean
 * speedup" in its opening paragraph). A multiple in a document that never says it is a speed-up is left unread.
 */
import { stripMarkup } from './names.js';

/** A cell as printed, its markup and bold stars aside ("**2.10x**" → "2.10x"). */
export const plainCell = (c: string): string => stripMarkup(c).replace(/\*+/g, '').trim();

const MULTIPLE = /^[\d]+(?:\.\d+)?\s*[x×]$/;
const SPEED_WORD = /\bspeed-?ups?\b|\bfaster\b|\baccelerat\w*|\bwall-?clock\b/i;

/**
 * Whether the cells (two filled at least, all of them multiples) report speed-ups, by the words of any of `texts` (the
 * caption, the text around the table, the whole document: each read apart, never joined into one copy).
 */
export function speedupCells(cells: readonly string[], texts: readonly string[]): boolean {
  const filled = cells.map(plainCell).filter((c) => c && !/^[-–—]$/.test(c));
  return filled.length >= 2 && filled.every((c) => MULTIPLE.test(c)) && texts.some((t) => SPEED_WORD.test(t));
}
