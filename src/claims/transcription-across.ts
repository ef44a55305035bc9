/**
 * A row drafted from a table printed with its methods as column groups (pivot-method-groups.ts): its values
 * are k per printed line, at the same place on each of consecutive lines (at most two lines apart), and may
 * end with a shorter tail on the next line (one value spanning its group: an `FPS` row under a three-metric
 * group). Plain text lines (a PDF's layout text), where acrossPipeLines reads pipe-table cells. Pure.
 */
import { sameToken } from './signed-token.js';

type NumberedLine = { readonly t: readonly string[]; readonly i: number };

/** Where `chunk` sits contiguously in `tokens`, every start. */
const startsOf = (tokens: readonly string[], chunk: readonly string[]): number[] => {
  const out: number[] = [];
  for (let p = 0; p + chunk.length <= tokens.length; p++) if (chunk.every((v, q) => sameToken(v, tokens[p + q]))) out.push(p);
  return out;
};

/** Whether `values` are printed as groups of k at one token position down at least two consecutive number lines, then a tail of fewer than k. */
export function acrossTextLines(values: readonly string[], rows: readonly NumberedLine[]): boolean {
  for (let k = 2; k <= 8; k++) {
    for (let tail = 0; tail < k; tail++) {
      const n = (values.length - tail) / k;
      if (!Number.isInteger(n) || n < 2) continue;
      const head = values.slice(0, k);
      for (let s = 0; s + n + (tail ? 1 : 0) <= rows.length; s++) {
        const run = rows.slice(s, s + n);
        if (run.some((r, j) => j > 0 && r.i - (run[j - 1] as NumberedLine).i > 2)) continue;
        for (const p of startsOf((run[0] as NumberedLine).t, head)) {
          if (!run.every((r, j) => values.slice(j * k, j * k + k).every((v, q) => sameToken(v, r.t[p + q])))) continue;
          if (!tail) return true;
          const next = rows[s + n];
          if (next && next.i - (run[n - 1] as NumberedLine).i <= 2 && startsOf(next.t, values.slice(n * k)).length) return true;
        }
      }
    }
  }
  return false;
}
