/**
 * Markdown rendering for pull-request comments (pure): the verdict summary, the README-style
 * tables and the findings. Every string from a claim file or a run is escaped, so none becomes
 * markup, a link or HTML. Links inside the page go to headings by GitHub's anchors (a finding's
 * heading, a results table's heading), never to `<a id>` targets, which GitHub renames
 * (model/md-anchors.ts); build the view with ext 'md' for its links to match.
 */
import type { CellView, TableView } from '../model/tables.js';
import type { IndexView, PaperView } from '../model/page.js';
import type { MarkedFinding } from '../model/marks.js';
import { findingHeading, tableHeading } from '../model/md-anchors.js';

/** Escapes Markdown punctuation and HTML; newlines become spaces (table-safe). */
export function md(s: string): string {
  return s
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1');
}

const MARK: Record<string, string> = { reproduced: '✅', 'within-noise': '〰️', discrepancy: '❌', 'not-comparable': '⚠️' };

/** Finding labels of a cell (`[F3]`), linking to the finding's heading. */
function marks(c: CellView): string {
  if (c.kind === 'empty' || !c.marks?.length) return '';
  return ` ${c.marks.map((m) => `[${m.label}](${m.href})`).join(' ')}`;
}

function cell(c: CellView): string {
  switch (c.kind) {
    case 'empty':
      return '–';
    case 'claimed':
      return `${c.bold ? `**${md(c.text)}**` : md(c.text)}${marks(c)}`;
    case 'compared': {
      const parts = [md(c.text)];
      if (c.approx) parts.push(`_${md(c.approx)}_`);
      if (c.delta) parts.push(`**(${c.delta.text})**`);
      if (c.reason) parts.push(`\`${c.reason}\``);
      if (c.printedDelta && !c.printedDelta.consistent) parts.push(`⚠ printed ~~${c.printedDelta.delta.text}~~`);
      if (c.verdict === 'within-noise') parts.push('within noise');
      return `${MARK[c.verdict] ?? ''} ${parts.join(' ')}${marks(c)}`.trim();
    }
  }
}

function table(t: TableView): string {
  const head = `| method | ${t.columns.map((c) => md(c.subsetNote ? `${c.label} (${c.subsetNote})` : c.label)).join(' | ')} |`;
  const sep = `|---|${t.columns.map(() => '---:').join('|')}|`;
  const rows = t.rows.map((r) => `| ${r.kind === 'measured' ? '↳ ' : ''}${r.own && r.kind === 'claimed' ? `**${md(r.label)}**` : md(r.label)} | ${r.cells.map(cell).join(' | ')} |`);
  const warn = t.printedMismatches ? [`> ⚠ ${t.printedMismatches} printed delta(s) differ from the recomputed one.`, ''] : [];
  // The heading names the table's id: a finding's "in place" link lands here, by an anchor unique on the page.
  return [`### ${md(tableHeading(t))}`, '', `source: ${md(t.source)}`, '', ...warn, head, sep, ...rows, ''].join('\n');
}

export function renderPaperMarkdown(v: PaperView): string {
  const s = v.summary;
  const out = [
    `## Reproduction audit: ${md(v.title)} (\`${v.id}\`)`,
    '',
    `Claims \`${md(v.claimFile.path)}\` (sha256 \`${v.claimFile.sha256.slice(0, 12)}\`), tolerance ±${v.tolerancePercent}%, generated ${v.generated}.`,
    '',
    v.story.map(md).join(' '),
    '',
    `| reproduced | within noise | discrepant | not comparable | not run | static errors | static warnings |`,
    `|---:|---:|---:|---:|---:|---:|---:|`,
    `| ${s.claims.reproduced} | ${s.claims['within-noise']} | ${s.claims.discrepancy} | ${s.claims['not-comparable']} | ${s.claims['not-run']} | ${s.findings.error} | ${s.findings.warning} |`,
    '',
    `The value counts are of the ${s.claimTotal} printed values (the paper's own and its published reproductions') that a config measures: ${s.compared} compared by a run, ${s.claims['not-run']} not run${s.unmeasured ? `; ${s.unmeasured} more of the paper's own values no config measures are counted nowhere` : ''}.`,
    '',
    '✅ reproduced within tolerance · 〰️ within noise (beyond the tolerance, printed value inside the 95% interval) · ❌ discrepancy · ⚠️ not comparable (reason code) · **(↓x%)** recomputed relative delta · ⚠ printed ~~x%~~ a printed delta no rounding explains',
    '',
    ...v.tables.map((t) => table(t.table)),
  ];
  if (v.other.length) {
    out.push('### Other measurements', '', '_Measured on data no results table prints (e.g. the synthetic set); never compared with a printed value._', '');
    for (const g of v.other) {
      out.push(`**\`${md(g.configId)}\`** run #${g.runId} · ${md(g.where)}`, '', '| subset | metric | value (×100) | 95% interval | n |', '|---|---|---:|---:|---:|');
      for (const r of g.rows) out.push(`| ${md(r.subset)} | ${md(r.metric)} | ${r.value} | ${md(r.interval)} | ${r.n} |`);
      out.push('');
    }
  }
  if (v.findings === undefined) out.push('### Static-audit findings', '', '_The static checks were not run for this report._', '');
  else {
    out.push(`### Static-audit findings (${v.findings.length})`, '');
    for (const f of v.findings) out.push(findingLine(f));
    if (!v.findings.length) out.push('No findings: every static check passed.');
    out.push('');
  }
  if (v.runFindings.length) {
    out.push(`### Discrepancies measured by runs (${v.runFindings.length})`, '');
    for (const f of v.runFindings) out.push(findingLine(f));
    out.push('');
  }
  out.push(...protocolMarkdown(v));
  if (v.hardware.memory.length) {
    out.push('### GPU memory', '', '| who | what | memory |', '|---|---|---:|');
    for (const m of v.hardware.memory) out.push(`| ${m.who} | ${md(m.label)} | ${md(m.value)}${m.exceedsClaim ? ' ❌ exceeds the claimed GPU' : ''} |`);
    out.push('');
  }
  return out.join('\n');
}

/** A finding: its heading (the target of the marks in the tables and of the index), then what it says. */
function findingLine(f: MarkedFinding): string {
  const where = f.locations.map((l) => `${md(l.claimFile)} (${md(l.printed)})`).join(', ');
  const cells = f.cells.length ? ` — in place: ${f.cells.map((c) => `[${md(c.text)}](${c.href})`).join(', ')}` : '';
  return `#### ${md(findingHeading(f))}\n\n${f.withinNoise ? '_(within noise)_ ' : ''}${md(f.message)}${where ? ` — ${where}` : ''}${f.numbers ? ` — ${md(f.numbers)}` : ''}${cells}\n`;
}

function protocolMarkdown(v: PaperView): string[] {
  const { evidence, effects } = v.protocol;
  if (!evidence.length && !effects.length) return [];
  const out = ['### Evaluation protocol', ''];
  for (const e of evidence) {
    out.push(`- **\`${md(e.id)}\`**${e.rule ? ` (${md(e.rule)})` : ''}: ${md(e.does)} — ${e.locations.map((l) => `[${md(l.label)}](${l.href})`).join(', ')}; affects: ${e.affects.map(md).join('; ')}`);
  }
  for (const e of effects) {
    out.push('', `Measured by run #${e.runId} (\`${md(e.configId)}\`) under **${md(e.protocol)}**: ${md(e.summary)}`, '', `| subset | metric | standard | ${md(e.protocol)} | difference | 95% CI |`, '|---|---|---:|---:|---:|---:|');
    for (const r of e.rows) out.push(`| ${md(r.subset)} (${r.n}) | ${md(r.metric)} | ${r.standard} | ${r.underProtocol} | **${r.delta}** | ${r.interval} |`);
  }
  out.push('');
  return out;
}

export function renderIndexMarkdown(v: IndexView): string {
  return [
    '## Reproduction audit reports',
    '',
    '| paper | reproduced | within noise | discrepant | not comparable | not run | static errors | warnings | last run |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...v.papers.map(
      (p) =>
        `| ${p.href ? `[${md(p.id)}](${p.href})` : `${md(p.id)} (no page yet)`} | ${p.summary.claims.reproduced} | ${p.summary.claims['within-noise']} | ${p.summary.claims.discrepancy} | ${p.summary.claims['not-comparable']} | ${p.summary.claims['not-run']} | ${p.summary.findings.error} | ${p.summary.findings.warning} | ${p.lastRun ? md(p.lastRun) : 'none'} |`,
    ),
    '',
    '### Findings across papers',
    '',
    ...(v.findings.length
      ? ['| paper | finding | severity | check | what |', '|---|---|---|---|---|', ...v.findings.map((f) => `| ${md(f.paper)} | ${f.href ? `[${f.label}](${f.href})` : f.label} | ${f.severity}${f.withinNoise ? ' (within noise)' : ''} | ${f.check} | ${md(f.text)} |`)]
      : ['No findings in any paper.']),
    '',
    `_Generated ${v.generated} by ${md(v.tool)}._`,
    '',
  ].join('\n');
}
