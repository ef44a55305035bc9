/**
 * The terminal summary of `audit run`, in the reproduction README's style (pure). For each results
 * table with comparisons: the printed rows next to the measured ones (`29.5 (↓53.46%)`, relative to
 * the paper's own row as the README prints them), then one line per compared cell with its verdict.
 */
import type { ComparisonCell, ConfigOutcome } from '../audits/claim-vs-measurement.js';
import type { LoadedClaimFile } from '../claims/model.js';
import type { ResultsTable } from '../claims/schema.js';
import { formatDeltaPercent, formatWithDelta, relativeDelta } from '../core/measurements.js';
import { baseMetric, METRIC_LABELS, metricLabel as coreMetricLabel } from '../core/metrics.js';

/** A printable table: header, rows, alignment (the CLI renders it). */
export interface TextTable {
  readonly title: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly align: readonly ('l' | 'r')[];
}

function verdictText(c: ComparisonCell): string {
  return c.verdict === 'not-comparable' ? `not-comparable (${c.reason})` : c.verdict;
}

function metricLabel(t: ResultsTable, j: number): string {
  const col = t.columns[j];
  if (col === undefined) return '';
  return typeof col === 'string' ? coreMetricLabel(col) : (col.label ?? coreMetricLabel(col.metric));
}

/** README-style comparison of one table: printed rows of the compared method, then measured rows. */
function comparisonTable(file: LoadedClaimFile, ti: number, cells: readonly ComparisonCell[]): TextTable {
  const t = file.data.tables[ti] as ResultsTable;
  const rowIdx = [...new Set(cells.map((c) => c.rowIndex))].sort((a, b) => a - b);
  const cols = t.columns.map((_, j) => j);
  const header = ['', ...cols.map((j) => metricLabel(t, j))];
  const printedRows = rowIdx.map((ri) => {
    const row = t.rows[ri];
    const split = cells.find((c) => c.rowIndex === ri)?.rowSplit ?? t.split;
    return [`${row?.label ?? row?.method ?? ''} [${split === 'unknown' ? 'split not stated' : split}]`, ...cols.map((j) => {
      const v = row?.values[j];
      const d = row?.deltas?.[j];
      if (v === null || v === undefined) return '-';
      const dec = file.decimals(['tables', ti, 'rows', ri, 'values', j]) ?? t.decimals ?? 1;
      return d === null || d === undefined ? v.toFixed(dec) : `${v.toFixed(dec)} (${d < 0 ? '↓' : '↑'}${Math.abs(d).toFixed(2)}%)`;
    })];
  });
  // The paper's own row (no reproduction) is the reference of the README's deltas.
  const ownRow = rowIdx.find((ri) => t.rows[ri]?.reproduction === undefined);
  // Configs that measured nothing are listed in the "not compared" table, not as rows of n/a.
  const measuredConfigs = [...new Set(cells.filter((c) => c.measured).map((c) => c.configId))];
  const measuredRows = measuredConfigs.map((configId) => {
    const mine = cells.filter((c) => c.configId === configId && c.measured);
    const split = mine[0]?.measured?.split ?? '?';
    return [`measured: ${configId} [${split}]`, ...cols.map((j) => {
      const cell = mine.find((c) => c.column === j);
      const m = cell?.measured;
      if (!cell || !m) return cells.some((c) => c.configId === configId && c.column === j) ? 'n/a' : '-';
      const ref = ownRow === undefined ? undefined : cells.find((c) => c.configId === configId && c.rowIndex === ownRow && c.column === j);
      const shown = ref ? formatWithDelta(m.printed, ref.claimed, cell.decimals) : m.printed.toFixed(cell.decimals);
      return m.metric === baseMetric(m.metric) ? shown : `${shown} ~`;
    })];
  });
  const splitNote = t.split === 'unknown' ? 'split not stated' : `printed on the ${t.split} split`;
  return {
    title: `${t.id} — ${file.data.datasets.find((d) => d.id === t.dataset)?.name ?? t.dataset} (${splitNote}; deltas relative to the paper's own row; ~ = METEOR~ approximation)`,
    header,
    rows: [...printedRows, ...measuredRows],
    align: ['l', ...cols.map(() => 'r' as const)],
  };
}

function verdictTable(cells: readonly ComparisonCell[]): TextTable {
  return {
    title: 'verdicts (measured vs printed)',
    header: ['config', 'row', 'metric', 'printed', 'measured [95% CI]', 'delta', 'verdict', 'why'],
    rows: cells.map((c) => {
      const m = c.measured;
      const measured = m ? `${m.printed.toFixed(2)}${m.ci ? ` [${m.ci[0].toFixed(2)}, ${m.ci[1].toFixed(2)}]` : ''}${m.metric !== baseMetric(m.metric) ? ` (${m.metric})` : ''}` : '-';
      return [c.configId, c.rowLabel, coreMetricLabel(c.metric), c.claimed.toFixed(c.decimals), measured, m ? formatDeltaPercent(relativeDelta(m.printed, c.claimed) * 100).text : '-', verdictText(c), c.note];
    }),
    align: ['l', 'l', 'l', 'r', 'r', 'r', 'l', 'l'],
  };
}

function runsTable(outcomes: readonly ConfigOutcome[]): TextTable {
  return {
    title: 'runs',
    header: ['config', 'runner', 'run', 'status', 'metrics', 'reason'],
    rows: outcomes.map((o) => [o.config.id, o.config.runner, o.runId === undefined ? '-' : `#${o.runId}`, o.status, String(o.measurements.length), o.reason ?? '']),
    align: ['l', 'l', 'r', 'l', 'r', 'l'],
  };
}

const SIDE_BY_SIDE_METRICS = ['Bleu_4', 'METEOR', 'METEOR~', 'ROUGE_L', 'CIDEr', 'SPICE'] as const;

/**
 * Measurements with no printed counterpart (e.g. the synthetic TF.js runs), side by side per
 * dataset: one row per config and subset that has values, ×100 as papers print.
 */
function sideBySideTables(file: LoadedClaimFile, outcomes: readonly ConfigOutcome[], cells: readonly ComparisonCell[]): TextTable[] {
  const uncompared = outcomes.filter((o) => o.measurements.length && !cells.some((c) => c.configId === o.config.id && c.measured));
  const datasets = [...new Set(uncompared.flatMap((o) => o.measurements.map((m) => m.dataset)))];
  return datasets.map((dataset) => {
    const ms = uncompared.flatMap((o) => o.measurements.filter((m) => m.dataset === dataset).map((m) => ({ o, m })));
    const metrics = SIDE_BY_SIDE_METRICS.filter((k) => ms.some(({ m }) => m.metric === k));
    const subsets = [...new Set(ms.map(({ m }) => m.subset))].sort((a, b) => (a === 'total' ? -1 : b === 'total' ? 1 : a.localeCompare(b)));
    const rows = subsets.flatMap((subset) =>
      uncompared
        .filter((o) => ms.some((x) => x.o === o && x.m.subset === subset))
        .map((o) => {
          const method = file.data.methods.find((m) => m.id === o.config.method)?.name ?? o.config.method;
          return [`${method} (${o.config.id})`, subset, ...metrics.map((k) => {
            const hit = o.measurements.find((m) => m.dataset === dataset && m.subset === subset && m.metric === k);
            return hit ? (hit.value * 100).toFixed(1) : '-';
          })];
        }),
    );
    const name = file.data.datasets.find((d) => d.id === dataset)?.name ?? dataset;
    return {
      title: `${dataset} — ${name}: measured, no printed counterpart (×100; METEOR~ = approximation)`,
      header: ['method (config)', 'subset', ...metrics.map((k) => (k in METRIC_LABELS ? METRIC_LABELS[k] : k))],
      rows,
      align: ['l', 'l', ...metrics.map(() => 'r' as const)],
    };
  });
}

export function summaryTables(file: LoadedClaimFile, outcomes: readonly ConfigOutcome[], cells: readonly ComparisonCell[]): TextTable[] {
  const tables: TextTable[] = [runsTable(outcomes)];
  for (const ti of [...new Set(cells.map((c) => c.tableIndex))].sort((a, b) => a - b)) {
    const mine = cells.filter((c) => c.tableIndex === ti);
    if (mine.some((c) => c.measured)) tables.push(comparisonTable(file, ti, mine));
  }
  tables.push(...sideBySideTables(file, outcomes, cells));
  const compared = cells.filter((c) => c.measured);
  if (compared.length) tables.push(verdictTable(compared));
  const notRun = outcomes.filter((o) => o.status !== 'succeeded');
  if (notRun.length)
    tables.push({
      title: 'printed values not compared (their config did not run)',
      header: ['config', 'values', 'verdict', 'why'],
      rows: notRun.map((o) => {
        const mine = cells.filter((c) => c.configId === o.config.id);
        return [o.config.id, String(mine.length), mine[0] ? `not-comparable (${mine[0].reason})` : '-', `${o.status}: ${o.reason ?? ''}`];
      }),
      align: ['l', 'r', 'l', 'l'],
    });
  return tables;
}

/** Counts of verdicts, for the closing line. */
export function verdictCounts(cells: readonly ComparisonCell[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of cells) {
    const k = c.verdict === 'not-comparable' ? `not-comparable/${c.reason}` : c.verdict;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}
