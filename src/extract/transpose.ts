/**
 * A table printed with its methods as columns and its benchmarks or metrics as rows → the claim
 * format's orientation, rows = methods (pure). Recognised when no header cell names a metric and
 * either most row labels name one ("Top-1", "HellaSwag (Acc.)") or the corner cell names the row
 * axis ("Environment", "Dataset", "Benchmark", "Task", "Metric").
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

const ROW_AXIS = /^(?:env(?:ironment)?s?|env[-_ ]?ids?|datasets?|benchmarks?|tasks?|metrics?|games?)$/i;

const rowMetric = (label: string): string | undefined => metricFor(label, true) ?? /\(([^()]+)\)\s*$/.exec(label)?.[1]?.replace(/\.$/, '').split(/\s+/).map((w) => metricFor(w, true)).find(Boolean);

export function transposeIfMethodsAreColumns(t: RawTable): { table: RawTable; transposed: boolean } {
  const leaf = t.header[t.header.length - 1];
  if (!leaf || t.header.length !== 1 || t.body.length < 2 || leaf.length < 3) return { table: t, transposed: false };
  const labels = t.body.map((r) => stripMarkup(r[0] ?? ''));
  const metricRows = labels.filter((l) => rowMetric(l)).length;
  const metricHeads = leaf.slice(1).filter((h) => metricFor(stripMarkup(h), true)).length;
  const corner = stripMarkup(leaf[0] ?? '');
  if (metricHeads > 0 || !(metricRows >= Math.max(2, labels.length * 0.6) || ROW_AXIS.test(corner))) return { table: t, transposed: false };
  const width = Math.max(leaf.length, ...t.body.map((r) => r.length));
  const header = [['Method', ...t.body.map((r) => r[0] ?? '')]];
  const body = Array.from({ length: width - 1 }, (_, j) => [leaf[j + 1] ?? '', ...t.body.map((r) => r[j + 1] ?? '')]);
  return { table: { ...t, header, body, context: `${t.context}\n[printed transposed: methods as columns]` }, transposed: true };
}
