/**
 * Vega-lite specs of the report's charts (pure). Every string in them (labels, series names) comes
 * from claim files or runs; vega escapes text when it writes SVG, and the renderer checks it.
 */
import type { Config, TopLevelSpec } from 'vega-lite';
import type { HistoryView } from '../model/runs.js';
import type { MemorySeries } from '../model/hardware.js';
import type { TableView } from '../model/tables.js';

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif';

/** Colour-blind-safe palette (Okabe–Ito), claimed first. */
export const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#999999'];

const config: Config = {
  font: FONT,
  background: 'transparent',
  view: { stroke: null },
  axis: { labelFontSize: 11, titleFontSize: 11, titleFontWeight: 'normal', labelColor: '#444', titleColor: '#444', gridColor: '#ddd', domainColor: '#888', tickColor: '#888' },
  // labelLimit 0: legend labels are never truncated (a truncated "Measured · run #1…" tells series apart no more)
  legend: { labelFontSize: 11, titleFontSize: 11, labelLimit: 0, orient: 'bottom', direction: 'vertical', labelColor: '#444', titleColor: '#444' },
  title: { fontSize: 12, fontWeight: 'normal', anchor: 'start', color: '#222' },
};

/** Grouped bars: each claimed row of the table vs each reproduced/measured row, per metric. */
const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
/** Frame shared by the two charts over time (memory timeline, metric history). */
const timeChart = { $schema: SCHEMA, config, width: 520, height: 180 } as const;

export function barsSpec(t: TableView): TopLevelSpec | undefined {
  const rows = t.rows.filter((r) => (r.kind === 'claimed' && r.own) || r.kind !== 'claimed');
  if (!rows.some((r) => r.kind !== 'claimed')) return undefined;
  const values = rows.flatMap((r) =>
    r.cells.flatMap((c, ci) => {
      const col = t.columns[ci];
      if (!col || c.kind === 'empty' || c.value === undefined) return [];
      // an approximate measurement (METEOR~) is its own category, never plotted as the metric it approximates
      const metric = c.kind === 'compared' && c.approx ? c.approx : col.label;
      return [{ metric, series: r.label, value: c.value, kind: r.kind }];
    }),
  );
  const series = [...new Set(values.map((v) => v.series))];
  const metrics = [...new Set([...t.columns.map((c) => c.label), ...values.map((v) => v.metric)])].filter((m) => values.some((v) => v.metric === m));
  return {
    $schema: SCHEMA,
    config,
    width: Math.min(640, 90 * metrics.length + 24 * series.length * metrics.length),
    height: 180,
    data: { values },
    mark: { type: 'bar', cornerRadiusEnd: 1 },
    encoding: {
      x: { field: 'metric', type: 'nominal', sort: metrics, title: null, axis: { labelAngle: 0, labelLimit: 0 } },
      xOffset: { field: 'series', type: 'nominal', sort: series },
      y: { field: 'value', type: 'quantitative', title: 'value as printed (×100)' },
      color: { field: 'series', type: 'nominal', sort: series, title: null, scale: { range: PALETTE }, legend: { orient: 'bottom', direction: 'vertical', labelLimit: 0 } },
    },
  };
}

/** GPU memory over time of one run, with the claimed capacity and the device's total as rules. */
export function memorySpec(s: MemorySeries, capacity?: { readonly gib: number; readonly label: string }): TopLevelSpec {
  const rules = [
    { y: s.totalGiB, label: `device total ${s.totalGiB.toFixed(1)} GiB`, kind: 'device' },
    ...(capacity ? [{ y: capacity.gib, label: `${capacity.label} (${capacity.gib.toFixed(1)} GiB)`, kind: 'claimed' }] : []),
  ];
  const gpus = new Set(s.points.map((p) => p.gpu)).size;
  return {
    ...timeChart,
    layer: [
      {
        data: { values: s.points.map((p) => ({ ...p })) },
        mark: { type: 'line', interpolate: 'step-after', strokeWidth: 1.5 },
        encoding: {
          x: { field: 't', type: 'quantitative', title: 'seconds since start' },
          y: { field: 'usedGiB', type: 'quantitative', title: 'GPU memory used (GiB)' },
          color: gpus > 1 ? { field: 'gpu', type: 'nominal', title: 'GPU', scale: { range: PALETTE } } : { value: PALETTE[0] },
        },
      },
      {
        data: { values: rules },
        mark: { type: 'rule', strokeDash: [5, 3], strokeWidth: 1.5 },
        encoding: { y: { field: 'y', type: 'quantitative' }, color: { value: '#D55E00' }, opacity: { condition: { test: "datum.kind === 'claimed'", value: 1 }, value: 0.45 } },
      },
      {
        data: { values: rules },
        mark: { type: 'text', align: 'left', dx: 4, dy: -6, fontSize: 10 },
        encoding: { y: { field: 'y', type: 'quantitative' }, x: { value: 0 }, text: { field: 'label' }, color: { value: '#D55E00' } },
      },
    ],
  };
}

/** A metric over the runs of one config, with the claimed value of each metric as a dashed rule. */
export function historySpec(h: HistoryView): TopLevelSpec {
  const series = [...new Set(h.points.map((p) => p.series))];
  const color = { field: 'series', type: 'nominal', sort: series, title: null, scale: { domain: series, range: PALETTE } } as const;
  return {
    ...timeChart,
    layer: [
      {
        data: { values: h.points.map((p) => ({ ...p })) },
        mark: { type: 'line', point: true },
        encoding: {
          x: { field: 'run', type: 'ordinal', sort: [...new Set(h.points.map((p) => p.run))], title: 'run', axis: { labelAngle: 0 } },
          y: { field: 'value', type: 'quantitative', title: 'value (×100)', scale: { zero: false } },
          color,
        },
      },
      {
        data: { values: h.claimed.map((c) => ({ ...c })) },
        mark: { type: 'rule', strokeDash: [5, 3] },
        encoding: { y: { field: 'value', type: 'quantitative' }, color },
      },
    ],
  };
}
