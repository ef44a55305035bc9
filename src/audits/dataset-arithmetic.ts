/**
 * dataset-arithmetic: sums and products the text states ("28,720 pairs: 8 variations of each of
 * the 3,590 images", split sizes adding up to a total), recomputed over the printed rounding.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { Statement } from '../claims/schema.js';
import type { Finding } from '../core/findings.js';
import { decimalsAt, focused, intervalAt, locate, paperId, slug } from './cells.js';
import { exact, formatInterval, intersects, product, round, roundInterval, sum } from './interval.js';
import type { Check } from './types.js';
import type { CoverageMark } from './coverage.js';

type Arithmetic = Extract<Statement, { kind: 'arithmetic' }>;

const OPS: Record<Arithmetic['op'], { symbol: string; apply: typeof sum; exact: (xs: readonly number[]) => number }> = {
  sum: { symbol: '+', apply: sum, exact: (xs) => xs.reduce((a, b) => a + b, 0) },
  product: { symbol: '×', apply: product, exact: (xs) => xs.reduce((a, b) => a * b, 1) },
};

function check(file: LoadedClaimFile, index: number, s: Arithmetic): Finding | undefined {
  const op = OPS[s.op];
  // Whole numbers are counts (exact); numbers printed with decimals carry their rounding.
  const at = (path: (string | number)[], v: number) => (decimalsAt(file, path, v) === 0 ? exact(v) : intervalAt(file, path, v));
  const operands = s.operands.map((v, i) => at(['statements', index, 'operands', i], v));
  const computed = op.apply(operands);
  const result = at(['statements', index, 'result'], s.result);
  if (intersects(result, computed)) return undefined;
  const value = op.exact(s.operands);
  const quote = s.source.quote ? `“${s.source.quote}”` : `Statement ${s.id}`;
  return {
    id: `${paperId(file)}/dataset-arithmetic/${slug(s.id)}`,
    paper: paperId(file),
    check: 'dataset-arithmetic',
    severity: 'error',
    message: `${quote}: ${s.what} is stated as ${s.result}, but ${s.operands.join(` ${op.symbol} `)} = ${round(value)}${operands.some((o) => o[0] !== o[1]) ? ` (${formatInterval(computed)} given the rounding)` : ''}. Correct the count or its parts.`,
    sources: [locate(file, ['statements', index], s.source, `statement ${s.id}: ${s.what}`)],
    stated: s.result,
    computed: round(value),
    interval: roundInterval(computed),
  };
}

export const datasetArithmeticCheck: Check = (ctx) => {
  let run = 0;
  const findings: Finding[] = [];
  const marks: CoverageMark[] = [];
  for (const file of focused(ctx)) {
    file.data.statements.forEach((s, i) => {
      if (s.kind !== 'arithmetic') return;
      marks.push({ paper: paperId(file), path: ['statements', i], checked: true });
      run += 1;
      const f = check(file, i, s);
      if (f) findings.push(f);
    });
  }
  return { findings, run, marks };
};
