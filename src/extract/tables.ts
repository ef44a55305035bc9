/**
 * Grids → draft tables: header rows → metric/subset columns (or attribute columns), row labels →
 * method ids, cells → printed values, bold, deltas. Every guess is listed in `review`. Pure.
 */
import { guessDeltaReferences } from './delta-ref.js';
import { isDashCell, isPlainNumber, parseCell, printedDelta } from './cells.js';
import type { MethodIndex, NameSources } from './names.js';
import { abbreviationPairs, cleanLabel, nameKey, datasetsIn, metricOf, metricsIn, slug, stripMarkup, subsetOf } from './names.js';
import type { DraftAttributesTable, DraftColumn, DraftMethod, DraftReproduction, DraftResultsTable, DraftRow, DraftTable, Printed, RawTable } from './types.js';

const LABEL_HEAD = /^(?:methods?|models?|ablations?|datasets?|approach(?:es)?|settings?|variants?|name)$/i;

export interface TableContext {
  readonly paperId: string;
  readonly names: NameSources;
  readonly index: MethodIndex;
  /** Quoted or capitalised words of the document, candidates for subset abbreviations. */
  readonly words: readonly string[];
  /** "Full Name (ABBR)" pairs of the whole document. */
  readonly abbreviations: ReadonlyMap<string, string>;
  readonly methods: Map<string, DraftMethod>;
  readonly reproductions: Map<string, DraftReproduction>;
  readonly datasets: Set<string>;
}

/** Header rows spread over the value columns: one label per row per column. */
export function spreadHeader(header: readonly (readonly string[])[], width: number): string[][] {
  return header.map((row, r) => {
    const cells = [...row];
    const nonEmpty = cells.map((c, i) => (c.trim() ? i : -1)).filter((i) => i >= 0);
    const first = stripMarkup(cells[0] ?? '');
    const last = r === header.length - 1;
    if (last) {
      if (first && !LABEL_HEAD.test(first) && nonEmpty.length === width - 1) cells.unshift('');
      return Array.from({ length: width }, (_, i) => cells[i] ?? '');
    }
    const contiguous = nonEmpty.every((v, i) => v === i);
    if (first && !LABEL_HEAD.test(first) && contiguous && (width - 1) % nonEmpty.length === 0) {
      const span = (width - 1) / nonEmpty.length;
      return ['', ...Array.from({ length: width - 1 }, (_, i) => cells[Math.floor(i / span)] as string)];
    }
    const out = Array<string>(width).fill('');
    let curr = '';
    for (let i = 1; i < width; i++) {
      if ((cells[i] ?? '').trim()) curr = cells[i] as string;
      out[i] = curr;
    }
    return out;
  });
}

const decimalsOf = (s: string): number => (s.includes('.') ? (s.split('.')[1] as string).length : 0);

const SPLITS: Record<string, 'train' | 'val' | 'test'> = { test: 'test', testing: 'test', val: 'val', validation: 'val', train: 'train', training: 'train' };

/** The split a caption names: "Results on Spot-the-Diff (test)", "… on the validation set"; one split only. */
export function splitOfCaption(caption: string | undefined): 'train' | 'val' | 'test' | undefined {
  const found = new Set<'train' | 'val' | 'test'>();
  for (const m of (caption ?? '').matchAll(/\((test|val|validation|train)\)|\b(test|testing|val|validation|train|training)\s+(?:split|set)\b/gi)) {
    const w = (m[1] ?? m[2] ?? '').toLowerCase();
    const sp = SPLITS[w];
    if (sp) found.add(sp);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

function findDataset(t: RawTable, ctx: TableContext): string | undefined {
  const known = [...ctx.names.datasets];
  for (const text of [t.caption ?? '', t.section ?? '', t.context]) {
    const ds = datasetsIn(text, known, ctx.abbreviations);
    if (ds.length) return ds[ds.length === 1 || text !== t.context ? 0 : ds.length - 1];
  }
  return undefined;
}

function interpretColumns(t: RawTable, width: number, ctx: TableContext): { columns: DraftColumn[]; review: string[]; viaContext: boolean } | undefined {
  const review: string[] = [];
  const spread = spreadHeader(t.header, width);
  const leaf = spread[spread.length - 1] ?? Array<string>(width).fill('');
  const groups = spread.slice(0, -1);
  const pairs = new Map([...ctx.abbreviations, ...abbreviationPairs(t.caption ?? '')]);
  const sub = (h: string) => subsetOf(h, { pairs, words: ctx.words, known: ctx.names.subsets });
  let leaves = leaf.slice(1);
  if (leaves.every((h) => !h.trim())) {
    const fromCaption = [...abbreviationPairs(t.caption ?? '').values()];
    if (fromCaption.length !== width - 1) return undefined;
    leaves = fromCaption;
    review.push('header row lost: columns taken in order from the caption\'s "Word (X)" list');
  }
  const metricCols = leaves.filter((h) => metricOf(h));
  const captionMetrics = metricsIn(t.caption ?? '');
  const contextMetrics = captionMetrics.length ? captionMetrics : metricsIn(t.context);
  let viaContext = false;
  const columns: DraftColumn[] = [];
  for (let j = 0; j < leaves.length; j++) {
    const h = stripMarkup(leaves[j] as string);
    const group = groups.map((g) => stripMarkup(g[j + 1] ?? '')).filter(Boolean);
    const groupMetric = group.map((g) => metricOf(g, true)).find(Boolean);
    const groupSubset = group.filter((g) => !metricOf(g, true)).map(sub)[0];
    const m = metricCols.length >= leaves.length / 2 && !groupMetric ? metricOf(h) : undefined;
    if (m) {
      columns.push({ metric: m, label: h, ...(groupSubset && groupSubset.id !== 'total' ? { subset: groupSubset.id } : {}) });
      if (groupSubset && !groupSubset.sure) review.push(`column ${j} subset '${groupSubset.id}' guessed from "${group.join(' / ')}"`);
      continue;
    }
    const metric = groupMetric ?? (contextMetrics.length >= 1 ? contextMetrics[0] : undefined);
    if (!metric) return undefined;
    const s = sub(h);
    const named = pairs.has(h) || [...pairs.values()].includes(h);
    if (!groupMetric && !s.sure && !named) return undefined;
    if (!groupMetric) review.push(`column ${j} "${h}": metric ${metric} read from the caption or the text around the table`);
    if (!groupMetric && !captionMetrics.length) viaContext = true;
    if (!s.sure && !named) review.push(`column ${j} "${h}": subset '${s.id}' guessed`);
    columns.push({ metric, label: h, ...(s.id !== 'total' ? { subset: s.id } : {}) });
  }
  return { columns, review, viaContext };
}

/** A label no claim file knows may still name a method drafted earlier in this run ("R Net+SSP" = "RNet+SSP"). */
function sameRun(ctx: TableContext, res: ReturnType<MethodIndex['resolve']>): ReturnType<MethodIndex['resolve']> {
  if (res.known) return res;
  const k = nameKey(res.name);
  const m = [...ctx.methods.values()].find((x) => nameKey(x.name) === k || x.aliases.some((a) => nameKey(a) === k));
  return m ? { id: m.id, known: m.known, paper: m.paper, name: res.name } : res;
}

function addMethod(ctx: TableContext, m: DraftMethod): void {
  const have = ctx.methods.get(m.id);
  if (!have) ctx.methods.set(m.id, m);
  else if (!have.aliases.includes(m.name) && have.name !== m.name) have.aliases.push(m.name);
}

function resultsTable(t: RawTable, id: string, columns: DraftColumn[], review: string[], ctx: TableContext): DraftResultsTable | undefined {
  const width = columns.length + 1;
  const rows: DraftRow[] = [];
  const dataset = findDataset(t, ctx);
  if (dataset) ctx.datasets.add(dataset);
  else review.push('dataset not named near the table: set `dataset`');
  let reported: string | undefined;
  const decimals = new Map<number, number>();
  for (const body of t.body) {
    const cells = Array.from({ length: width }, (_, i) => body[i] ?? '');
    const valueCells = cells.slice(1);
    if (!valueCells.some((c) => isPlainNumber(c))) continue;
    const label = stripMarkup(cells[0] as string);
    if (!label) continue;
    const rowReview: string[] = [];
    const clean = cleanLabel(cells[0] as string);
    const isRepro = /reproduc|re-implement|reimplement|our run/i.test(label);
    const parsed = valueCells.map(parseCell);
    const values: Printed[] = valueCells.map((c, i) => {
      const p = parsed[i];
      if (isDashCell(c) || !c.trim()) return null;
      if (!p || p.value === null) return { s: c };
      decimals.set(decimalsOf(p.text), (decimals.get(decimalsOf(p.text)) ?? 0) + 1);
      return { n: p.text };
    });
    if (valueCells.some((c) => !c.trim())) rowReview.push('blank cells read as not printed (null)');
    if (values.some((v) => v && 's' in v)) continue;
    const bold = parsed.map((p, i) => (p.bold ? i : -1)).filter((i) => i >= 0);
    const deltas = valueCells.map((c) => printedDelta(c) ?? null);
    const res = sameRun(ctx, ctx.index.resolve(cells[0] as string));
    let method = res.id;
    let reproduction: string | undefined;
    if (isRepro) {
      method = reported ?? ctx.paperId;
      reproduction = `repro-${slug(label.replace(/reproduc\w*/i, '')) || 'run'}`;
      if (!ctx.reproductions.has(reproduction)) ctx.reproductions.set(reproduction, { id: reproduction, doc: t.doc, method, variant: label });
      rowReview.push(`reproduction row: method '${method}' is the reproduced method (guessed)`);
      if (!ctx.methods.has(method)) addMethod(ctx, { id: method, name: method, aliases: [], own: method === ctx.paperId, known: false });
    } else {
      const own = clean.own || res.paper === ctx.paperId || res.id === ctx.paperId;
      if (clean.reported || own) reported ??= method;
      addMethod(ctx, {
        id: method,
        name: res.name,
        aliases: cells[0] !== res.name ? [stripMarkup(cells[0] as string)].filter((a) => a !== res.name) : [],
        ...(clean.cite ? { cite: clean.cite } : {}),
        own,
        ...(res.paper ? { paper: res.paper } : {}),
        known: res.known,
      });
      if (!res.known) rowReview.push(`new method id '${method}' (no existing claim file names "${res.name}")`);
    }
    rows.push({
      method,
      label,
      values,
      ...(clean.cite ? { quoted: clean.cite } : {}),
      ...(isRepro ? { own: false } : {}),
      ...(bold.length ? { bold } : {}),
      ...(reproduction ? { reproduction } : {}),
      ...(deltas.some((d) => d !== null) ? { deltas, ...(reported ? { vs: reported } : {}) } : {}),
      review: rowReview,
    });
  }
  if (!rows.length) return undefined;
  const withRefs = guessDeltaReferences(rows);
  const decimalsTop = [...decimals.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return {
    kind: 'results',
    id,
    source: { doc: t.doc, table: t.number, ...(t.section ? { section: t.section } : {}), ...(t.numberFrom === 'order' ? { note: 'no caption found: table numbered in order of appearance' } : {}) },
    ...(t.caption ? { caption: t.caption } : {}),
    dataset: dataset ?? 'unknown',
    ...(splitOfCaption(t.caption) ? { split: splitOfCaption(t.caption) } : {}),
    columns,
    ...(decimalsTop !== undefined ? { decimals: decimalsTop } : {}),
    rows: withRefs,
    review,
  };
}

function attributesTable(t: RawTable, id: string, width: number, ctx: TableContext): DraftAttributesTable | undefined {
  const spread = spreadHeader(t.header, width);
  const leaf = spread[spread.length - 1] ?? [];
  const used = new Set<string>();
  const columns = Array.from({ length: width - 1 }, (_, j) => {
    const label = [...spread.slice(0, -1).map((g) => g[j + 1] ?? ''), leaf[j + 1] ?? ''].map(stripMarkup).filter(Boolean).join(' ') || `column ${j + 1}`;
    let cid = slug(label.replace(/#/g, 'n '));
    while (used.has(cid)) cid = `${cid}-${j + 1}`;
    used.add(cid);
    return { id: cid, label };
  });
  const keys = new Set<string>();
  const rows = t.body
    .filter((r) => stripMarkup(r[0] ?? ''))
    .map((r) => {
      const label = stripMarkup(r[0] as string);
      const ds = datasetsIn(cleanLabel(label).name, ctx.names.datasets, ctx.abbreviations);
      let key = ds.length === 1 ? (ds[0] as string) : slug(cleanLabel(label).name);
      while (keys.has(key)) key = `${key}-2`;
      keys.add(key);
      const values: Printed[] = Array.from({ length: width - 1 }, (_, j) => {
        const c = r[j + 1] ?? '';
        if (isDashCell(c)) return null;
        if (isPlainNumber(c)) return { n: parseCell(c).text };
        return { s: stripMarkup(c) };
      });
      return { key, label, values };
    });
  if (!rows.length) return undefined;
  return {
    kind: 'attributes',
    id,
    source: { doc: t.doc, table: t.number, ...(t.section ? { section: t.section } : {}), ...(t.numberFrom === 'order' ? { note: 'no caption found: table numbered in order of appearance' } : {}) },
    ...(t.caption ? { caption: t.caption } : {}),
    columns,
    rows,
    review: ['attribute table: check column ids, units and row keys'],
  };
}

/** One grid → a results table (metric columns), an attributes table, or nothing (no numbers). */
export function draftTable(t: RawTable, id: string, ctx: TableContext): DraftTable | undefined {
  const width = Math.max(...t.body.map((r) => r.length), ...t.header.map((r) => r.length));
  const bodyWidth = Math.max(...t.body.map((r) => r.length));
  const w = Math.min(width, Math.max(bodyWidth, 2));
  const labels = t.body.map((r) => stripMarkup(r[0] ?? ''));
  const datasetRows = labels.filter((l) => datasetsIn(l, ctx.names.datasets, ctx.abbreviations).length).length;
  const cols = interpretColumns(t, w, ctx);
  if (cols && !(cols.viaContext && datasetRows > labels.length / 2)) {
    const r = resultsTable(t, id, cols.columns, cols.review, ctx);
    if (r) return r;
  }
  return attributesTable(t, id, w, ctx);
}
