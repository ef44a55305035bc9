/**
 * Python dict literals printed in logs (`logging.info(score)` in the SSGPA / FINER-MLLM
 * reproductions): `{'Bleu_1': 0.8345, 'CIDEr': np.float64(1.27), …}`, values as fractions.
 */
import type { ParseResult } from './names.js';
import { collect, nonEmpty, pick } from './names.js';

const DICT = /\{[^{}]*\}/g;
const ENTRY = /['"]([^'"]+)['"]\s*:\s*(?:np\.float(?:32|64)\(|numpy\.float64\()?\s*(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\)?/g;

export function metricsFromPythonDicts(text: string, contains: string | undefined, occurrence: 'first' | 'last'): ParseResult {
  const dicts: [string, number][][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (contains !== undefined && !line.includes(contains)) continue;
    for (const m of line.matchAll(DICT)) {
      const pairs = [...m[0].matchAll(ENTRY)].map((e): [string, number] => [e[1] ?? '', Number(e[2])]);
      if (Object.keys(collect(pairs)).length > 0) dicts.push(pairs);
    }
  }
  const chosen = pick(dicts, occurrence);
  if (chosen === undefined) return { ok: false, problem: `no dict literal with coco-caption metrics${contains === undefined ? '' : ` on lines containing '${contains}'`}` };
  return nonEmpty(collect(chosen), 'the dict literal');
}
