/** Claim-vs-measurement verdicts as CSV (RFC 4180), one row per compared cell (pure). */
import { relative, isAbsolute, sep } from 'node:path';
import type { ComparisonCell } from '../../audits/claim-vs-measurement.js';
import { csvRows } from './findings.js';

export const VERDICT_HEADER = [
  'paper', 'config', 'run', 'table', 'row', 'reproduction', 'metric', 'claimed', 'measured', 'ci_low', 'ci_high', 'n', 'delta', 'verdict', 'reason', 'note', 'file', 'line', 'col',
] as const;

const shown = (file: string, cwd: string) => {
  const r = isAbsolute(file) ? relative(cwd, file) : file;
  return (r.startsWith('..') || isAbsolute(r) ? file : r).split(sep).join('/');
};

/** Values in the printed (×100) scale, as the paper prints them; delta as a fraction. */
export function verdictsCsv(papers: readonly { readonly paper: string; readonly cells: readonly ComparisonCell[] }[], cwd: string): string {
  return csvRows(
    VERDICT_HEADER,
    papers.flatMap(({ paper, cells }) =>
      cells.map((c) => [
        paper,
        c.configId,
        c.runId,
        c.table,
        c.rowLabel,
        c.reproduction,
        c.metric,
        c.claimed.toFixed(c.decimals),
        c.measured?.printed,
        c.measured?.ci?.[0],
        c.measured?.ci?.[1],
        c.measured?.n,
        c.delta,
        c.verdict,
        c.reason,
        c.note,
        shown(c.source.claimFile.file, cwd),
        c.source.claimFile.line,
        c.source.claimFile.col,
      ]),
    ),
  );
}
