/** One printed cell → value, bold and printed delta. Pure. */
import type { Cell } from './types.js';

const BOLD = /<b>|<\/b>|\*\*|<strong>|\\textbf/i;
/** "(↓12.11%)", "(+3.2%)"; arrows may arrive mis-decoded (UTF-8 read as Mac Roman: "‚Üì"). */
const DELTA = /\(\s*([^\d\s()]{0,4})\s*(\d+(?:\.\d+)?)\s*%\s*\)/;
const isDown = (sign: string): boolean => /↓|-|−|Üì|â†“|decrease/.test(sign);

export function parseCell(raw: string): Cell {
  const text = raw.trim();
  const bold = BOLD.test(text);
  const plain = text.replace(/<[^>]+>|\*\*|[†‡§*]/g, '').trim();
  let delta: number | undefined;
  const d = DELTA.exec(plain);
  if (d) delta = (isDown(d[1] as string) ? -1 : 1) * Number(d[2]);
  const rest = d ? plain.replace(d[0], '').trim() : plain;
  if (/^[-–—]$/.test(rest)) return { text: '-', value: null, bold };
  const n = /^[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/.exec(rest);
  if (!n) return { text: rest, value: null, bold };
  const printed = n[0].replace(/,/g, '').replace('−', '-');
  return { text: printed, value: Number(printed), bold, ...(delta !== undefined ? { delta } : {}) };
}

/** Printed delta text of a cell ("44.99" for "(↓44.99%)"), to keep its decimals. */
export function printedDelta(raw: string): string | undefined {
  const d = DELTA.exec(raw.replace(/<[^>]+>|\*\*/g, ''));
  if (!d) return undefined;
  return `${isDown(d[1] as string) ? '-' : ''}${d[2]}`;
}

/** Whether a cell prints only a number (with an optional delta), not a number with a unit or words. */
export const isPlainNumber = (raw: string): boolean => /^[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s*\(\s*[^\d\s()]{0,4}\s*\d+(?:\.\d+)?\s*%\s*\))?$/.test(raw.replace(/<[^>]+>|\*\*|[†‡§*]/g, '').trim());
export const isDashCell = (raw: string): boolean => /^[-–—]$/.test(raw.replace(/<[^>]+>|\*\*/g, '').trim());
