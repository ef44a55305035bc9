/** Metrics from a JSON document at a path expression (`results.total`, `[0].scores`, `a["b c"]`). */
import type { ParseResult } from './names.js';
import { collect, nonEmpty } from './names.js';
import type { MetricDef } from '../../../core/metric-registry.js';

/** `a.b[0]["c d"]` → ['a', 'b', 0, 'c d']; undefined when the expression is malformed. */
export function pathSegments(expr: string): (string | number)[] | undefined {
  const out: (string | number)[] = [];
  const re = /\s*(?:\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\["([^"]*)"\]|\['([^']*)'\])/y;
  let at = 0;
  const body = expr.trim().replace(/^\$\.?/, '');
  while (at < body.length) {
    re.lastIndex = at;
    const m = re.exec(body);
    if (m === null) return undefined;
    out.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (m[3] ?? m[4] ?? '')));
    at = re.lastIndex;
  }
  return out;
}

export function metricsFromJson(text: string, expr: string, declared?: readonly MetricDef[]): ParseResult {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: `not JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  const segs = pathSegments(expr);
  if (segs === undefined) return { ok: false, problem: `malformed path '${expr}'` };
  let node: unknown = doc;
  for (const s of segs) {
    if (node === null || typeof node !== 'object') return { ok: false, problem: `path '${expr}' leaves the document at '${String(s)}'` };
    node = (node as Record<string | number, unknown>)[s];
  }
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return { ok: false, problem: `path '${expr}' is not an object of metric values` };
  const pairs = Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'number' ? [[k, v] as const] : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? [[k, Number(v)] as const] : []));
  return nonEmpty(collect(pairs, { declared }), `'${expr || '(document)'}'`, true);
}
