/**
 * The metric registry: every metric the claim format knows, as data (metric-registry.json), with
 * its printed names, direction (which way is better), scale (how papers print it) and field.
 * A claim file may declare more (`metrics:`); those are passed here as `declared` and win over
 * the built-in entries of the same id or printed name. Pure: no IO.
 */
import registryData from './metric-registry.json' with { type: 'json' };
import { unitContradicts } from './printed-unit.js';
import { GREEK, symbolKey, symbolOnly } from './metric-symbol.js';
import { cutoffFamilies, familyMetricById, familyMetricPrinted } from './metric-cutoff-family.js';

export type Direction = 'higher' | 'lower' | 'neither';
export type Scale = 'percent' | 'fraction' | 'raw' | 'count' | 'time' | 'bytes';
export interface MetricDef {
  id: string;
  name: string;
  aliases: readonly string[];
  direction: Direction;
  scale: Scale;
  unit?: string;
  field: string;
  /** Where the metric is defined (a paper, a benchmark's rules, a toolkit, a catalogue), for a reader checking the entry. */
  source?: string;
  /**
   * Aliases that are also ordinary words or short acronyms of other things ("MT" machine translation,
   * "FP" floating point, "Coverage", "SAM"): never read alone (findMetric does not know them, nor does
   * running text); a table column so headed is read as this metric only beside one of `near`.
   */
  besideOnly?: readonly string[];
  /** Ids of the metrics printed beside a `besideOnly` alias in its field. */
  near?: readonly string[];
  /** The metric catalogue the entry was added from (a file of test/fixtures/metric-catalogues/; docs/metrics.md). */
  catalogue?: string;
}

export const DIRECTIONS: readonly Direction[] = ['higher', 'lower', 'neither'];
export const SCALES: readonly Scale[] = ['percent', 'fraction', 'raw', 'count', 'time', 'bytes'];

const BUILTIN: readonly MetricDef[] = registryData as MetricDef[];

/** The field of cost metrics (params, FLOPs, latency, memory, training time …): never "performance". */
export const COST_FIELD = 'efficiency';

export function isCostMetric(def: MetricDef): boolean {
  return def.field === COST_FIELD;
}

/** A proportion metric (printed as percent or as a fraction): the two print scales convert ×100. */
export function isProportion(scale: Scale): boolean {
  return scale === 'percent' || scale === 'fraction';
}

const ARROWS = /[↑↓⇑⇓▲▼△▽⬆⬇]/g;
const TRAILING_BRACKET = /\s*[([{][^()[\]{}]*[)\]}]\s*$/;
const TRAILING_UNIT = /\s+(?:%|ms|s|sec|secs|h|hrs?|hours?|days?|gb|mb|kb|m|b|g|k|x|×|db)\.?$/i;

/** Markup, arrows and Unicode variants away; '²' kept apart from '2' (R² is not R2). */
function clean(printed: string): string {
  return printed
    .replace(/<[^>]*>/g, '')
    .replace(/²/g, '^2')
    .normalize('NFKC')
    .replace(ARROWS, ' ')
    // "Diversity →": the value closest to the real data's is best (an arrow at the end, not "En→De")
    .replace(/\s*[→←]\s*$/, '')
    // a Greek-letter command is its letter ("$E_{\\phi}^{m}$" is E_φ^m, not "E^m" = EM); other commands are dropped
    .replace(/\\([a-z]+)/gi, (_, name: string) => GREEK[name] ?? ' ')
    .replace(/[$]/g, '')
    .trim();
}

/** Pass-1 key: case and spaces ignored, punctuation kept ("R-1" ≠ "R1"). */
const looseKey = (s: string): string => s.toLowerCase().replace(/[\s{}_]+/g, '');
/**
 * Pass-2 key: letters, digits and the few signs that carry meaning (@, ^, +, a dot before a digit, a slash before a
 * digit: "Top-L/2" is a fraction of the length L, and "Top L2" a region's L2 error, not it).
 */
const tightKey = (s: string): string =>
  s
    .toLowerCase()
    .replace(/\.(?!\d)/g, '')
    .replace(/[^a-z0-9@^+./]/g, '')
    .replace(/\/(?!\d)/g, '');

/** Printed forms to try, most specific first: as printed, then without trailing units/brackets. */
function variants(printed: string): string[] {
  const out = [clean(printed)];
  let s = out[0] as string;
  for (let i = 0; i < 4; i++) {
    const next = s.replace(TRAILING_BRACKET, '').replace(TRAILING_UNIT, '').trim();
    if (next === s || next === '') break;
    out.push(next);
    s = next;
  }
  const noBrackets = (out[0] as string).replace(/\s*[([{][^()[\]{}]*[)\]}]/g, ' ').trim();
  if (noBrackets && !out.includes(noBrackets)) out.push(noBrackets);
  return out;
}

interface Index {
  readonly byId: ReadonlyMap<string, MetricDef>;
  readonly loose: ReadonlyMap<string, MetricDef>;
  readonly tight: ReadonlyMap<string, MetricDef>;
  /** Aliases printed as math symbols ("S_α", "F^ω_β"), by their symbol key (metric-symbol.ts). */
  readonly symbols: ReadonlyMap<string, MetricDef>;
}

function buildIndex(defs: readonly MetricDef[]): Index {
  const byId = new Map<string, MetricDef>();
  const loose = new Map<string, MetricDef>();
  const tight = new Map<string, MetricDef>();
  const symbols = new Map<string, MetricDef>();
  const add = (map: Map<string, MetricDef>, key: string, def: MetricDef): void => {
    if (key && !map.has(key)) map.set(key, def);
  };
  for (const def of defs) if (!byId.has(def.id)) byId.set(def.id, def);
  // an alias read only beside its metrics is known to no key: neither as printed nor in another spelling ("MT↑", "MT (%)")
  const guarded = (def: MetricDef): ReadonlySet<string> => new Set((def.besideOnly ?? []).flatMap((b) => [looseKey(clean(b)), tightKey(clean(b))]));
  // Names before aliases, so an entry's own name wins over another entry's alias.
  for (const pick of [(d: MetricDef) => [d.id, d.name], (d: MetricDef) => d.aliases] as const) {
    for (const def of defs) {
      const skip = guarded(def);
      for (const name of pick(def)) {
        const c = clean(name);
        if (skip.has(looseKey(c)) || skip.has(tightKey(c))) continue;
        const sym = symbolKey(name);
        if (sym) add(symbols, sym, def);
        // "S_m": a one-letter symbol with a one-letter script is read only as a symbol (its letters, "SM", are another word)
        if (symbolOnly(name)) continue;
        add(loose, looseKey(c), def);
        // a name whose letters are all Greek or signs ("δ<1.25") keeps only its loose key: its tight key ("1.25") is a bare number;
        // so does one whose tight key is a single letter ("S_α" → "s"), which would read every "S" header
        const t = tightKey(c);
        // (a "^" counts for nothing: "F^ω_β" → "f^" would read "F^" and, by findMetric's "^"-less retry, every "F")
        if (/[a-z]/.test(t) && (t.replace(/\^/g, '').length > 1 || t === looseKey(c))) add(tight, t, def);
      }
    }
  }
  return { byId, loose, tight, symbols };
}

const BUILTIN_INDEX = buildIndex(BUILTIN);
/** The registry's cut-off families (`ndcg@1`, `ndcg@5` …): a listed metric at a cut-off the registry does not list (metric-cutoff-family.ts). */
const FAMILIES = cutoffFamilies(BUILTIN);
const declaredCache = new WeakMap<readonly MetricDef[], Index>();

function indexFor(declared?: readonly MetricDef[]): Index {
  if (!declared || declared.length === 0) return BUILTIN_INDEX;
  let idx = declaredCache.get(declared);
  if (!idx) {
    idx = buildIndex([...declared, ...BUILTIN]);
    declaredCache.set(declared, idx);
  }
  return idx;
}

export function metricById(id: string, declared?: readonly MetricDef[]): MetricDef | undefined {
  return indexFor(declared).byId.get(id) ?? familyMetricById(FAMILIES, id);
}

/**
 * Printed header → metric: case/punctuation/space-insensitive, strips ↑ ↓ arrows, "(%)", trailing
 * units in brackets; e.g. "Acc@1 (%)", "AP_50", "mAP@0.5", "FID ↓", "B@4", "R@1". A delta column
 * ("Δ Acc") is not the metric itself: undefined. A unit in the brackets that contradicts the entry's
 * ("Acc.(mm)": millimetres, `accuracy` is a percentage) rules that entry out (printed-unit.ts).
 */
export function findMetric(printed: string, declared?: readonly MetricDef[]): MetricDef | undefined {
  const idx = indexFor(declared);
  // a metric whose printed name is a difference ("ΔDP", the demographic parity gap) is found as printed; another Δ name is a delta column
  if (/[Δ∆]/.test(printed)) return idx.loose.get(looseKey(clean(printed.replace(/∆/g, 'Δ'))));
  const exact = idx.byId.get(printed.trim());
  if (exact) return exact;
  const forms = variants(printed);
  // a unit printed in the header's brackets must agree with the entry's: "Acc.(mm)" is not `accuracy` (a percentage)
  const fits = (hit: MetricDef | undefined): hit is MetricDef => hit !== undefined && !unitContradicts(hit, forms[0] as string);
  for (const f of forms) {
    const hit = idx.loose.get(looseKey(f));
    if (fits(hit)) return hit;
  }
  for (const f of forms) {
    const k = tightKey(f);
    const hit = idx.tight.get(k) ?? (k.includes('^') ? idx.tight.get(k.replace(/\^/g, '')) : undefined);
    if (fits(hit)) return hit;
  }
  // "nDCG@7", "Recall@15": a cut-off family's metric at a cut-off the registry does not list
  for (const f of forms) {
    const hit = familyMetricPrinted(FAMILIES, f);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * A header printed as a math symbol ("$S_m$", "$F^{\\omega}_{\\beta}$", "E_φ^m") → the metric whose alias is that
 * symbol, the order of its scripts and its braces aside (metric-symbol.ts); undefined for text that is no symbol.
 */
export function findMetricSymbol(printed: string, declared?: readonly MetricDef[]): MetricDef | undefined {
  const key = symbolKey(printed);
  return key === undefined ? undefined : indexFor(declared).symbols.get(key);
}

/** An alias read only beside its metrics: its entry's id and the ids of the metrics printed beside it. */
export interface BesideOnlyReading {
  readonly metric: string;
  readonly near: ReadonlySet<string>;
}

/**
 * The registry's `besideOnly` aliases by printed key (case, spaces, arrows and a "(%)" aside: "mt", "fp",
 * "coverage"), each with the metrics it names and, for each, the metrics that must stand beside it: one printed
 * word may name a metric of several fields ("Coverage" beside FID is a generative model's coverage, beside NDCG a
 * recommender's item coverage), in registry order.
 */
export function besideOnlyReadings(): ReadonlyMap<string, readonly BesideOnlyReading[]> {
  const out = new Map<string, BesideOnlyReading[]>();
  for (const def of BUILTIN) {
    for (const alias of def.besideOnly ?? []) {
      const key = alias.toLowerCase().replace(/\s+/g, '');
      const list = out.get(key) ?? [];
      if (!list.some((r) => r.metric === def.id)) list.push({ metric: def.id, near: new Set(def.near ?? []) });
      out.set(key, list);
    }
  }
  return out;
}

export function allMetrics(declared?: readonly MetricDef[]): readonly MetricDef[] {
  if (!declared || declared.length === 0) return BUILTIN;
  const ids = new Set(declared.map((d) => d.id));
  return [...declared, ...BUILTIN.filter((d) => !ids.has(d.id))];
}

/** Registry ids closest to a name (edit distance on the tight key), for "did you mean" messages. */
export function closeMetricIds(name: string, declared?: readonly MetricDef[], max = 3): string[] {
  const k = tightKey(clean(name));
  const scored = allMetrics(declared).map((d) => {
    const keys = [d.id, d.name, ...d.aliases].map((a) => tightKey(clean(a)));
    return { id: d.id, d: Math.min(...keys.map((a) => distance(k, a))) };
  });
  return scored
    .filter((s) => s.d <= Math.max(2, Math.floor(k.length / 2)))
    .sort((a, b) => a.d - b.d || a.id.localeCompare(b.id))
    .slice(0, max)
    .map((s) => s.id);
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j] as number;
      row[j] = Math.min(cur + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length] as number;
}
