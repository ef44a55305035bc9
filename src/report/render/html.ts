/** HTML rendering: view models → one self-contained page each (handlebars, inline CSS and SVG). */
import Handlebars from 'handlebars';
import { renderSvg } from '../charts/render.js';
import type { SummaryView } from '../model/summary.js';
import type { ChartView, IndexView, PaperView } from '../model/page.js';
import { shortHash } from '../model/format.js';
import { INDEX, LAYOUT, PAPER } from './templates.js';

const hb = Handlebars.create();
hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
hb.registerHelper('plural', (n: number, one: string, many: string) => (n === 1 ? one : many));

const compileOpts = { strict: false, noEscape: false, knownHelpersOnly: false } as const;
const layout = hb.compile(LAYOUT, compileOpts);
const paperBody = hb.compile(PAPER, compileOpts);
const indexBody = hb.compile(INDEX, compileOpts);


function runLine(s: SummaryView): string {
  const parts = Object.entries(s.runs)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k}`);
  return parts.length ? parts.join(', ') : 'none yet';
}

function page(title: string, body: string, generated: string, tool: string): string {
  return layout({ pageTitle: title, generated, tool }, { partials: { body: () => body } });
}

async function renderCharts(charts: readonly ChartView[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const c of charts) out.set(c.id, await renderSvg(c.spec, c.caption, c.id));
  return out;
}

export async function renderPaperHtml(v: PaperView): Promise<string> {
  const charts = [...v.tables.flatMap((t) => (t.chart ? [t.chart] : [])), ...v.memoryCharts, ...v.history.map((h) => h.chart)];
  const svg = await renderCharts(charts);
  const withSvg = (c: ChartView) => ({ id: c.id, caption: c.caption, svg: svg.get(c.id) });
  const ctx = {
    ...v,
    shortSha: shortHash(v.claimFile.sha256),
    summary: { ...v.summary, runLine: runLine(v.summary) },
    tables: v.tables.map((t) => ({ table: t.table, ...(t.chart ? { chart: withSvg(t.chart) } : {}) })),
    findingsRun: v.findings !== undefined,
    protocolShown: v.protocol.evidence.length > 0 || v.protocol.effects.length > 0,
    memoryCharts: v.memoryCharts.map(withSvg),
    history: v.history.map((h) => ({ chart: withSvg(h.chart) })),
    noConfigs: v.configCount === 0,
  };
  return page(`${v.id} — reproduction audit`, paperBody(ctx), v.generated, v.tool);
}

export function renderIndexHtml(v: IndexView): string {
  const ctx = { ...v, papers: v.papers.map((p) => ({ ...p, bar: p.summary.bar })) };
  return page('Reproduction audit — reports', indexBody(ctx), v.generated, v.tool);
}
