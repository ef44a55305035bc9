/** The whole view of one paper's report and of the index, built from a `ReportInput` (pure). */
import type { TopLevelSpec } from 'vega-lite';
import { barsSpec, historySpec, memorySpec } from '../charts/specs.js';
import type { PaperInput, ReportInput } from '../input.js';
import type { FindingView } from './findings.js';
import { buildFindings } from './findings.js';
import { utc } from './format.js';
import type { HardwareView } from './hardware.js';
import { buildHardware } from './hardware.js';
import type { ProtocolView } from './protocol.js';
import { buildProtocol } from './protocol.js';
import type { HistoryView, RunView } from './runs.js';
import { buildHistory, buildRuns } from './runs.js';
import type { SummaryView } from './summary.js';
import { buildSummary } from './summary.js';
import type { TableView } from './tables.js';
import { buildTables } from './tables.js';

export interface ChartView {
  readonly id: string;
  /** Said by screen readers and printed under the chart. */
  readonly caption: string;
  readonly spec: TopLevelSpec;
}

export interface PaperView {
  readonly id: string;
  readonly title: string;
  readonly venue?: string;
  readonly url?: string;
  readonly code?: string;
  readonly note?: string;
  readonly claimFile: { readonly path: string; readonly sha256: string };
  readonly tolerancePercent: number;
  /** Configs the claim file declares for `audit run`. */
  readonly configCount: number;
  readonly generated: string;
  readonly tool: string;
  readonly summary: SummaryView;
  /** Values of published reproductions (claim file rows) compared with the claims. */
  readonly published: PublishedSummary;
  readonly tables: readonly { readonly table: TableView; readonly chart?: ChartView }[];
  /** Undefined when the static checks were not run. */
  readonly findings?: readonly FindingView[];
  /** Evaluation-protocol evidence of the claim file and the protocol effects runs measured. */
  readonly protocol: ProtocolView;
  readonly hardware: HardwareView;
  readonly memoryCharts: readonly ChartView[];
  readonly history: readonly { readonly view: HistoryView; readonly chart: ChartView }[];
  readonly runs: readonly RunView[];
  /** Configs with values the transcriber assumed (`assumed:` in the claim file), not printed by the paper. */
  readonly assumedConfigs: readonly { readonly id: string; readonly fields: string }[];
}

export interface PublishedSummary {
  readonly compared: number;
  readonly reproduced: number;
  readonly discrepancy: number;
  /** Printed deltas no rounding explains. */
  readonly printedMismatches: number;
}

export function publishedSummary(tables: readonly TableView[]): PublishedSummary {
  const cells = tables.flatMap((t) => t.rows.filter((r) => r.kind === 'published').flatMap((r) => r.cells));
  const compared = cells.flatMap((c) => (c.kind === 'compared' ? [c] : []));
  return {
    compared: compared.length,
    reproduced: compared.filter((c) => c.verdict === 'reproduced').length,
    discrepancy: compared.filter((c) => c.verdict === 'discrepancy').length,
    printedMismatches: tables.reduce((s, t) => s + t.printedMismatches, 0),
  };
}

export interface IndexEntry {
  readonly id: string;
  readonly title: string;
  readonly venue?: string;
  /** Absent when the paper has no page in the folder yet (the index never links to a missing file). */
  readonly href?: string;
  readonly summary: SummaryView;
  readonly lastRun?: string;
}

export interface IndexView {
  readonly generated: string;
  readonly tool: string;
  readonly papers: readonly IndexEntry[];
}

export function buildPaper(p: PaperInput, generatedAt: number, tool: string): PaperView {
  const d = p.claims.data;
  const hardware = buildHardware(p.claims, p.runs, p.estimates);
  const capacity = hardware.capacityGiB !== undefined && hardware.capacityLabel !== undefined ? { gib: hardware.capacityGiB, label: hardware.capacityLabel } : undefined;
  const tables = buildTables(p.claims, p.verdicts, p.runs).map((table) => {
    const spec = barsSpec(table);
    return spec ? { table, chart: { id: `bars-${table.id}`, caption: `Claimed vs reproduced values per metric, ${table.title}`, spec } } : { table };
  });
  return {
    id: d.paper.id,
    title: d.paper.title,
    ...(d.paper.venue ? { venue: `${d.paper.venue}` } : {}),
    ...(d.paper.url ? { url: d.paper.url } : {}),
    ...(d.paper.code ? { code: d.paper.code } : {}),
    ...(d.paper.note ? { note: d.paper.note } : {}),
    claimFile: { path: p.claims.path, sha256: p.claims.sha256 },
    tolerancePercent: d.tolerance.relative * 100,
    configCount: d.configs.length,
    generated: utc(generatedAt),
    tool,
    summary: buildSummary(p),
    published: publishedSummary(tables.map((t) => t.table)),
    tables,
    ...(p.static ? { findings: buildFindings(p.static.findings) } : {}),
    protocol: buildProtocol(p.claims, p.runs),
    hardware,
    memoryCharts: hardware.series.map((s) => ({
      id: `memory-${s.runId}`,
      caption: `GPU memory over time, run #${s.runId} (${s.configId}); peak ${s.peakGiB.toFixed(1)} GiB`,
      spec: memorySpec(s, capacity),
    })),
    history: buildHistory(p.claims, p.runs, p.verdicts).map((view) => ({
      view,
      chart: { id: `history-${view.configId}`, caption: `Metrics over the runs of ${view.configId}; dashed: the claimed values`, spec: historySpec(view) },
    })),
    runs: buildRuns(p.runs, p.claims.sha256, generatedAt),
    assumedConfigs: d.configs.flatMap((c) => (c.assumed?.length ? [{ id: c.id, fields: c.assumed.join(', ') }] : [])),
  };
}

/** `linked`: papers whose page exists beside the index (default: all). */
export function buildIndex(input: ReportInput, ext: 'html' | 'md', linked?: ReadonlySet<string>): IndexView {
  return {
    generated: utc(input.generatedAt),
    tool: input.tool,
    papers: input.papers.map((p) => {
      const summary = buildSummary(p);
      const d = p.claims.data.paper;
      return {
        id: d.id,
        title: d.title,
        ...(d.venue ? { venue: d.venue } : {}),
        ...(!linked || linked.has(d.id) ? { href: `${encodeURIComponent(d.id)}.${ext}` } : {}),
        summary,
        ...(summary.lastRun ? { lastRun: `#${summary.lastRun.id} · ${summary.lastRun.status} · ${utc(summary.lastRun.startedAt)}` } : {}),
      };
    }),
  };
}
