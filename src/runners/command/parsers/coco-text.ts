/**
 * `Metric: value` text as coco-caption prints and SCORER's evaluate.py writes to eval_results.txt.
 * evaluate.py writes its "total captions" header without a newline before the first metric:
 * `-------------total captions------------Bleu_1: 0.8534`; sections are delimited by runs of
 * dashes or equals signs and by `[TYPE]` lines.
 */
import type { ParseResult } from './names.js';
import { collect, nonEmpty, pick } from './names.js';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PAIR = /([A-Za-z][\w-]*)\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/g;
/** A section boundary: a run of 3+ dashes/equals, or a `[TYPE]` line. */
const BOUNDARY = /[-=]{3,}|^\s*\[[^\]\n]+\]\s*$/m;

function pairsIn(text: string): [string, number][] {
  return [...text.matchAll(PAIR)].map((m) => [m[1] ?? '', Number(m[2])]);
}

export function metricsFromCocoText(text: string, section: string | undefined, occurrence: 'first' | 'last'): ParseResult {
  if (section === undefined) return nonEmpty(collect(pairsIn(text)), 'the text');
  const header = new RegExp(`[-=]{3,}\\s*${escape(section)}\\s*[-=]{3,}`, 'gi');
  const bodies = [...text.matchAll(header)].map((m) => {
    const rest = text.slice((m.index ?? 0) + m[0].length);
    const end = rest.search(BOUNDARY);
    return end < 0 ? rest : rest.slice(0, end);
  });
  const body = pick(bodies, occurrence);
  if (body === undefined) return { ok: false, problem: `no section '${section}'` };
  return nonEmpty(collect(pairsIn(body)), `section '${section}'`);
}
