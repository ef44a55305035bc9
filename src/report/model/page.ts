/** The whole view of one paper's report and of the index, built from a `ReportInput` (pure). */
import type { TopLevelSpec } from 'vega-lite';
import { barsSpec, historySpec, memorySpec } from '../charts/specs.js';
import type { PaperInput, ReportInput } from '../input.js';
import { sortFindings } from './findings.js';
import type { MarkedFinding } from './marks.js';
import { cellIndex, findingFragment, markFindings, withMarks } from './marks.js';
import type { CellMark } from './tables.js';
import type { OtherGroup } from './other.js';
import { buildOther, latestRuns } from './other.js';
import { paperHeadline } from './headline.js';
import type { Finding } from '../../core/findings.js';
import { firstSentence } from './story.js';
import { utc } from './format.js';
import type { HardwareView } from './hardware.js';
import { buildHardware } from './hardware.js';
import type { ProtocolView } from './protocol.js';
import { buildProtocol } from './protocol.js';
import type { HistoryView, RunView } from './runs.js';
import { buildHistory, buildRuns } from './runs.js';
import type { SummaryView } from './summary.js';
import { buildSummary, runMix } from './summary.js';
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
  /** Whole sentences at the top (./headline.ts): measured discrepancies, static findings, our runs, published reproductions, hardware/protocol. */
  readonly story: readonly string[];
  /** Values of published reproductions (claim file rows) compared with the claims. */
  readonly published: PublishedSummary;
  readonly tables: readonly { readonly table: TableView; readonly chart?: ChartView }[];
  /** Undefined when the static checks were not run. */
  readonly findings?: readonly MarkedFinding[];
  /** Discrepancies the latest run of each config measured (what `audit run` stores as findings). */
  readonly runFindings: readonly MarkedFinding[];
  /** What runs measured that no results table prints (e.g. the synthetic set). */
  readonly other: readonly OtherGroup[];
  /** Evaluation-protocol evidence of the claim file and the protocol effects runs measured. */
  readonly protocol: ProtocolView;
  readonly hardware: HardwareView;
  readonly memoryCharts: readonly ChartView[];
  readonly history: readonly { readonly view: HistoryView; readonly chart: ChartView }[];
  /** The latest run of each config, newest first. */
  readonly runs: readonly RunView[];
  /** Earlier runs (history), newest first: folded away so the page does not grow with each run. */
  readonly earlierRuns: readonly RunView[];
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

/** One finding in the index's cross-paper table. */
export interface IndexFinding {
  readonly paper: string;
  readonly label: string;
  readonly severity: 'error' | 'warning';
  readonly check: string;
  readonly withinNoise?: boolean;
  /** First sentence of the message. */
  readonly text: string;
  /** `ssgpa.html#finding-F2`, when the paper's page exists. */
  readonly href?: string;
}

export interface IndexView {
  readonly generated: string;
  readonly tool: string;
  readonly papers: readonly IndexEntry[];
  /** Every paper's findings (static checks and runs), errors first. */
  readonly findings: readonly IndexFinding[];
}

/** A paper's findings, labelled exactly as its page labels them (F1…, R1…). */
export function paperFindings(p: PaperInput, ext: 'html' | 'md'): MarkedFinding[] {
  const input = { paper: p.claims.data.paper.id, index: new Map(), ext };
  const scratch = new Map<string, CellMark[]>();
  const runs = [...(p.runFindings ?? [])].sort((a, b) => a.finding.id.localeCompare(b.finding.id)).map((f) => ({ ...f.finding, runId: f.runId }));
  return [...(p.static ? markFindings(sortFindings(p.static.findings), 'F', input, scratch) : []), ...markFindings(runs, 'R', input, scratch, runWithinNoise)];
}

/** Whether a run's finding is about a value the audit judged within noise (the finding says so itself). */
function runWithinNoise(f: Finding): boolean {
  return f.withinNoise !== undefined;
}

export function buildPaper(p: PaperInput, generatedAt: number, tool: string, ext: 'html' | 'md' = 'html'): PaperView {
  const d = p.claims.data;
  const hardware = buildHardware(p.claims, p.runs, p.estimates);
  const capacity = hardware.capacityGiB !== undefined && hardware.capacityLabel !== undefined ? { gib: hardware.capacityGiB, label: hardware.capacityLabel } : undefined;
  const input = { paper: d.paper.id, index: cellIndex([p.claims, ...(p.others ?? [])]), ext };
  const marks = new Map<string, CellMark[]>();
  const findings = p.static ? markFindings(sortFindings(p.static.findings), 'F', input, marks) : undefined;
  // a run's discrepancy whose printed value lies inside the measurement's 95% interval: within noise
  const runs = [...(p.runFindings ?? [])].sort((a, b) => a.finding.id.localeCompare(b.finding.id)).map((f) => ({ ...f.finding, runId: f.runId }));
  const runFindings = markFindings(runs, 'R', input, marks, runWithinNoise);
  const tables = withMarks(buildTables(p.claims, p.verdicts, p.runs), marks).map((table) => {
    const spec = barsSpec(table);
    return spec ? { table, chart: { id: `bars-${table.id}`, caption: `Claimed vs reproduced values per metric, ${table.title}`, spec } } : { table };
  });
  const { summary, story } = paperHeadline(p, tables.map((t) => t.table));
  const tolerancePercent = d.tolerance.relative * 100;
  const latest = new Set(latestRuns(p.runs).map((r) => r.run.id));
  const allRuns = buildRuns(p.runs, p.claims.sha256, generatedAt);
  return {
    id: d.paper.id,
    title: d.paper.title,
    ...(d.paper.venue ? { venue: `${d.paper.venue}` } : {}),
    ...(d.paper.url ? { url: d.paper.url } : {}),
    ...(d.paper.code ? { code: d.paper.code } : {}),
    ...(d.paper.note ? { note: d.paper.note } : {}),
    claimFile: { path: p.claims.path, sha256: p.claims.sha256 },
    tolerancePercent,
    configCount: d.configs.length,
    generated: utc(generatedAt),
    tool,
    summary,
    story,
    published: publishedSummary(tables.map((t) => t.table)),
    tables,
    ...(findings ? { findings } : {}),
    runFindings,
    other: buildOther(p.claims, p.runs, p.verdicts),
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
    runs: allRuns.filter((r) => latest.has(r.id) || r.status === 'running'),
    earlierRuns: allRuns.filter((r) => !latest.has(r.id) && r.status !== 'running'),
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
        ...(summary.lastRun ? { lastRun: `session #${summary.lastRun.session} · ${runMix(summary.lastRun.runs)} · ${utc(summary.lastRun.startedAt)}` } : {}),
      };
    }),
    findings: input.papers
      .flatMap((p) => {
        const id = p.claims.data.paper.id;
        const page = !linked || linked.has(id) ? `${encodeURIComponent(id)}.${ext}` : undefined;
        return paperFindings(p, ext).map((f) => ({
          paper: id,
          label: f.label,
          severity: f.severity,
          check: f.check,
          ...(f.withinNoise ? { withinNoise: true } : {}),
          text: firstSentence(f.message),
          ...(page ? { href: `${page}#${findingFragment(f, ext)}` } : {}),
        }));
      })
      .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1)),
  };
}
