/**
 * Markdown rendering for pull-request comments (pure): the verdict summary, the README-style
 * tables and the findings. Every string from a claim file or a run is escaped, so none becomes
 * markup, a link or HTML.
 */
import type { CellView, TableView } from '../model/tables.js';
import type { IndexView, PaperView } from '../model/page.js';

/** Escapes Markdown punctuation and HTML; newlines become spaces (table-safe). */
export function md(s: string): string {
  return s
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1');
}

const MARK: Record<string, string> = { reproduced: '✅', discrepancy: '❌', 'not-comparable': '⚠️' };

function cell(c: CellView): string {
  switch (c.kind) {
    case 'empty':
      return '–';
    case 'claimed':
      return c.bold ? `**${md(c.text)}**` : md(c.text);
    case 'compared': {
      const parts = [md(c.text)];
      if (c.delta) parts.push(`**(${c.delta.text})**`);
      if (c.reason) parts.push(`\`${c.reason}\``);
      if (c.printedDelta && !c.printedDelta.consistent) parts.push(`⚠ printed ~~${c.printedDelta.delta.text}~~`);
      return `${MARK[c.verdict] ?? ''} ${parts.join(' ')}`.trim();
    }
  }
}

function table(t: TableView): string {
  const head = `| method | ${t.columns.map((c) => md(c.subsetNote ? `${c.label} (${c.subsetNote})` : c.label)).join(' | ')} |`;
  const sep = `|---|${t.columns.map(() => '---:').join('|')}|`;
  const rows = t.rows.map((r) => `| ${r.kind === 'measured' ? '↳ ' : ''}${r.own && r.kind === 'claimed' ? `**${md(r.label)}**` : md(r.label)} | ${r.cells.map(cell).join(' | ')} |`);
  const warn = t.printedMismatches ? [`> ⚠ ${t.printedMismatches} printed delta(s) differ from the recomputed one.`, ''] : [];
  return [`### ${md(t.title)}`, '', `source: ${md(t.source)}`, '', ...warn, head, sep, ...rows, ''].join('\n');
}

export function renderPaperMarkdown(v: PaperView): string {
  const s = v.summary;
  const out = [
    `## Reproduction audit: ${md(v.title)} (\`${v.id}\`)`,
    '',
    `Claims \`${md(v.claimFile.path)}\` (sha256 \`${v.claimFile.sha256.slice(0, 12)}\`), tolerance ±${v.tolerancePercent}%, generated ${v.generated}.`,
    '',
    `| reproduced | discrepant | not comparable | not run | static errors | static warnings |`,
    `|---:|---:|---:|---:|---:|---:|`,
    `| ${s.claims.reproduced} | ${s.claims.discrepancy} | ${s.claims['not-comparable']} | ${s.claims['not-run']} | ${s.findings.error} | ${s.findings.warning} |`,
    '',
    '✅ reproduced within tolerance · ❌ discrepancy · ⚠️ not comparable (reason code) · **(↓x%)** recomputed relative delta · ⚠ printed ~~x%~~ a printed delta no rounding explains',
    '',
    ...v.tables.map((t) => table(t.table)),
  ];
  if (v.findings === undefined) out.push('### Static-audit findings', '', '_The static checks were not run for this report._', '');
  else {
    out.push(`### Static-audit findings (${v.findings.length})`, '');
    for (const f of v.findings) {
      const where = f.locations.map((l) => `${md(l.claimFile)} (${md(l.printed)})`).join(', ');
      out.push(`- **${f.severity}** \`${f.check}\`: ${md(f.message)}${where ? ` — ${where}` : ''}${f.numbers ? ` — ${md(f.numbers)}` : ''}`);
    }
    if (!v.findings.length) out.push('No findings: every static check passed.');
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
    '| paper | reproduced | discrepant | not comparable | not run | static errors | warnings | last run |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...v.papers.map(
      (p) =>
        `| ${p.href ? `[${md(p.id)}](${p.href})` : `${md(p.id)} (no page yet)`} | ${p.summary.claims.reproduced} | ${p.summary.claims.discrepancy} | ${p.summary.claims['not-comparable']} | ${p.summary.claims['not-run']} | ${p.summary.findings.error} | ${p.summary.findings.warning} | ${p.lastRun ? md(p.lastRun) : 'none'} |`,
    ),
    '',
    `_Generated ${v.generated} by ${md(v.tool)}._`,
    '',
  ].join('\n');
}
