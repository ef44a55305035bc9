/** `audit regress --markdown`: the regression result as GitHub-flavoured Markdown (pure), e.g. for $GITHUB_STEP_SUMMARY. */
import { githubAnchor } from '../core/github-anchor.js';
import type { CaseStatus, MetricChange, RegressionCase } from './regression.js';

const MARK: Record<CaseStatus, string> = {
  passed: '✅ ok',
  improved: '⬆️ improved',
  regressed: '❌ REGRESSED',
  'no-baseline': '➖ no baseline',
  'not-run': '⚠️ not run',
};

/** A table cell: pipes escaped, newlines folded. */
const cell = (s: string): string => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

const num = (v: number): string => (Math.abs(v) >= 100 ? v.toFixed(1) : v.toPrecision(4));

function change(c: MetricChange): string {
  if (c.latest === undefined) return `\`${c.key}\`: ${num(c.baseline)} → missing`;
  const rel = c.relative === undefined ? '' : ` (${c.relative >= 0 ? '+' : ''}${(c.relative * 100).toFixed(2)}%)`;
  return `\`${c.key}\`: ${num(c.baseline)} → ${num(c.latest)}${rel}`;
}

/** The heading of a regressed config's metrics: unique in one summary (paper, config, smoke), so the table can link to it. */
const detailHeading = (c: RegressionCase): string => `❌ ${c.paper} / ${c.configId}${c.smoke ? ' (smoke)' : ''}`;

export function regressionMarkdown(cases: readonly RegressionCase[], opts: { tolerance: number; title?: string }): string {
  const regressed = cases.filter((c) => c.status === 'regressed');
  const count = (s: CaseStatus) => cases.filter((c) => c.status === s).length;
  const lines = [
    `## ${opts.title ?? 'repro-audit nightly regression'}`,
    '',
    `${regressed.length ? '❌' : '✅'} **${regressed.length} regression(s)** in ${cases.length} config(s) — ${count('passed')} ok, ${count('improved')} improved, ${count('no-baseline')} without baseline, ${count('not-run')} not run (tolerance ±${(opts.tolerance * 100).toFixed(1)}%)`,
    '',
  ];
  if (cases.length) {
    lines.push('| paper | config | status | what |', '| --- | --- | --- | --- |');
    for (const c of cases) {
      // A regressed row links to its metrics below, by the anchor GitHub gives that heading (never an <a id>, which GitHub renames).
      const details = c.status === 'regressed' ? ` — [which metrics](#${githubAnchor(detailHeading(c))})` : '';
      lines.push(`| ${cell(c.paper)} | ${cell(c.configId)}${c.smoke ? ' (smoke)' : ''} | ${MARK[c.status]} | ${cell(c.message)}${details} |`);
    }
    lines.push('');
  }
  for (const c of regressed) {
    const verdicts = c.verdictChanges.filter((v) => v.kind === 'regressed').map((v) => `- ${cell(v.label)}: ${v.from} → **${v.to}**`);
    lines.push(`### ${cell(detailHeading(c))}`, '', ...c.regressions.map((r) => `- ${change(r)}`), ...verdicts, '');
  }
  return `${lines.join('\n')}\n`;
}
