/** One printed cell → value, bold and printed delta. Pure. */
import type { Cell } from './types.js';

const BOLD = /<b>|<\/b>|\*\*|<strong>|\\textbf/i;

export function parseCell(raw: string): Cell {
  const text = raw.trim();
  const bold = BOLD.test(text);
  const plain = text.replace(/<[^>]+>|\*\*|[†‡§*]/g, '').trim();
  let delta: number | undefined;
  const d = /\(\s*([↓↑+\-−]?)\s*(\d+(?:\.\d+)?)\s*%\s*\)/.exec(plain);
  if (d) delta = (d[1] === '↓' || d[1] === '-' || d[1] === '−' ? -1 : 1) * Number(d[2]);
  const rest = d ? plain.replace(d[0], '').trim() : plain;
  if (/^[-–—]$/.test(rest)) return { text: '-', value: null, bold };
  const n = /^[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/.exec(rest);
  if (!n) return { text: rest, value: null, bold };
  const printed = n[0].replace(/,/g, '').replace('−', '-');
  return { text: printed, value: Number(printed), bold, ...(delta !== undefined ? { delta } : {}) };
}

/** Printed delta text of a cell ("44.99" for "(↓44.99%)"), to keep its decimals. */
export function printedDelta(raw: string): string | undefined {
  const d = /\(\s*([↓↑+\-−]?)\s*(\d+(?:\.\d+)?)\s*%\s*\)/.exec(raw.replace(/<[^>]+>|\*\*/g, ''));
  if (!d) return undefined;
  return `${d[1] === '↓' || d[1] === '-' || d[1] === '−' ? '-' : ''}${d[2]}`;
}

/** Whether a cell prints only a number (with an optional delta), not a number with a unit or words. */
export const isPlainNumber = (raw: string): boolean => /^[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s*\(\s*[↓↑+\-−]?\s*\d+(?:\.\d+)?\s*%\s*\))?$/.test(raw.replace(/<[^>]+>|\*\*|[†‡§*]/g, '').trim());
export const isDashCell = (raw: string): boolean => /^[-–—]$/.test(raw.replace(/<[^>]+>|\*\*/g, '').trim());
