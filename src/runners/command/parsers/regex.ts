/** One metric from a regular expression with one capture group. */
import type { ParseResult } from './names.js';
import { pick } from './names.js';

/** `metric`: a coco-caption name or any registry / declared metric id (checked when the claim file loads). */
export function metricFromRegex(text: string, pattern: string, metric: string, occurrence: 'first' | 'last'): ParseResult {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'gm');
  } catch (e) {
    return { ok: false, problem: `invalid regular expression (${e instanceof Error ? e.message : String(e)})` };
  }
  const values = [...text.matchAll(re)].map((m) => Number(m[1]));
  const v = pick(values, occurrence);
  if (v === undefined) return { ok: false, problem: `pattern /${pattern}/ does not match` };
  if (!Number.isFinite(v)) return { ok: false, problem: `pattern /${pattern}/ captured no number` };
  return { ok: true, values: { [metric]: v } };
}
