/**
 * `audit run`'s closing block in the terminal (pure): the paper's headline from the one summary
 * model the reports show (src/report/model/headline.ts), what failed to hold up first, then where
 * the report is. Lines are wrapped at spaces to the terminal width, never cut.
 */
import type { Headline } from '../../report/model/headline.js';
import { runMix } from '../../report/model/summary.js';
import { wrapText } from '../table.js';

/** `text` wrapped to `width`, the first line after `lead`, the others indented as deep. */
export function hanging(lead: string, text: string, width: number): string[] {
  const lines = wrapText(text, Math.max(20, width - lead.length));
  return lines.map((l, i) => `${i === 0 ? lead : ' '.repeat(lead.length)}${l}`);
}

export function headlineBlock(h: Headline, opts: { width: number; report?: string; session: number; db: string; tolerancePercent: number }): string {
  const s = h.summary;
  const c = s.claims;
  const rule = `── ${h.paper}: what holds up and what does not `;
  const out = [rule.padEnd(Math.min(opts.width, 72), '─')];
  for (const sentence of h.story) out.push(...hanging('• ', sentence, opts.width));
  const values = `${c.reproduced} reproduced, ${c['within-noise']} within noise, ${c.discrepancy} discrepant, ${c['not-comparable']} not comparable, ${c['not-run']} not run (of ${s.claimTotal} printed values a config measures; tolerance ±${opts.tolerancePercent}%)`;
  out.push(...hanging('values: ', values, opts.width));
  out.push(...hanging('findings: ', `${s.findings.error} static ${s.findings.error === 1 ? 'error' : 'errors'}, ${s.findings.warning} ${s.findings.warning === 1 ? 'warning' : 'warnings'} (audit check ${h.paper} lists them)`, opts.width));
  if (s.lastRun) out.push(...hanging('runs: ', `${runMix(s.lastRun.runs)} in session #${opts.session}, stored in ${opts.db}`, opts.width));
  out.push(...hanging('report: ', opts.report ?? `not written (audit report ${h.paper} writes it)`, opts.width));
  return out.join('\n');
}
