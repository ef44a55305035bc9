/**
 * A grid with placed columns → a results table (pure): row labels → method ids (or one method and
 * its settings when the grid has no method column), cells → values as printed with their spread,
 * delta, bold; "—" → null. Whatever cannot be placed — a row without numbers, a cell of words, a
 * column without a metric, a delta with nothing to be relative to — is a review line, never dropped
 * silently.
 */
import { cornerDataset } from './corner-dataset.js';
import { guessDeltaReferences } from './delta-ref.js';
import { isDashCell, isPlainNumber, parseCell, parseValue } from './cells.js';
import type { LabelSplit } from './label-columns.js';
import { ROW_INDEX } from './row-index-column.js';
import type { MethodIndex } from './names.js';
import { cleanLabel, nameKey, slug, stripMarkup, uniqueId } from './names.js';
import { schemaSupport } from './schema-support.js';
import { multiplierRow } from './unit-note.js';
import { datasetNamed, decimalsOf, findDataset, splitOfCaption, tableSource } from './table-context.js';
import type { TableContext } from './table-context.js';
import { hoursValue } from './duration-cell.js';
import type { DraftColumn, DraftMethod, DraftResultsTable, DraftRow, Printed, RawTable } from './types.js';

/** A label no claim file knows may still name a method drafted earlier in this run ("R Net+SSP" = "RNet+SSP"). */
function sameRun(ctx: TableContext, res: ReturnType<MethodIndex['resolve']>): ReturnType<MethodIndex['resolve']> {
  if (res.known) return res;
  const k = nameKey(res.name);
  const m = [...ctx.methods.values()].find((x) => keysOf(x).has(k));
  return m ? { id: m.id, known: m.known, paper: m.paper, name: res.name } : res;
}

/** A header announcing that the bracketed numbers are decreases: "DSC (↓Δ%)", "Acc (Δ↓)", "(rel. drop)". */
const DROP_HEADER = /↓\s*[Δ∆]|[Δ∆]\s*%?\s*↓|\bdrop\b/i;
/** A bracketed change printed with its own sign or arrow ("(+1.2%)", "(1%↑)", "(↓0.4)"). */
const SIGNED_BRACKET = /[(（]\s*[↑↓+−-]\s*\d|\d\s*%?\s*[↑↓]\s*[)）]/;
/** The name keys of a drafted method (name and aliases), kept while its aliases do not change: one key per name, not one per name per row (a long table was quadratic). */
const methodKeys = new WeakMap<DraftMethod, { aliases: number; keys: Set<string> }>();
function keysOf(m: DraftMethod): Set<string> {
  const have = methodKeys.get(m);
  if (have && have.aliases === m.aliases.length) return have.keys;
  const keys = new Set([m.name, ...m.aliases].map(nameKey));
  methodKeys.set(m, { aliases: m.aliases.length, keys });
  return keys;
}

function addMethod(ctx: TableContext, m: DraftMethod): void {
  const have = ctx.methods.get(m.id);
  if (!have) ctx.methods.set(m.id, m);
  else if (!have.aliases.includes(m.name) && have.name !== m.name) have.aliases.push(m.name);
}

/**
 * A numbered run of an ablation ("#1" … "#7"): a method of its table only. Its id is the table's id with the
 * run's number ("table-2-run-1"), not the bare number: another table's "#1" is another run, and "1" may be
 * some other id of the draft. Made unique against the methods drafted so far.
 */
function runMethod(ctx: TableContext, tableId: string, tableNumber: number, label: string): string {
  const id = uniqueId(slug(`${tableId}-run-${label}`), new Set(ctx.methods.keys()));
  ctx.methods.set(id, { id, name: `${label} (table ${tableNumber})`, aliases: [], own: false, known: false });
  return id;
}

/** "mean ± std over 5 seeds", "± standard error (n = 3)", "95% confidence interval" (not French "ci-dessous", "below"). */
export function spreadOfCaption(text: string): DraftResultsTable['spread'] | undefined {
  const kind = /standard error|\bs\.?e\.?m\b|\bsem\b/i.test(text) ? 'sem' : /\b(?:95\s*%?\s*)?(?:ci\b(?!-)|confidence interval\b)/i.test(text) ? 'ci95' : /\bstd\b|standard deviation|\bs\.?d\.?\b/i.test(text) ? 'std' : /\brange\b|min(?:imum)?\s*[-/]\s*max/i.test(text) ? 'range' : undefined;
  if (!kind) return undefined;
  const n = /\b(\d+|three|five|ten)\s+(?:random\s+|different\s+|independent\s+)?(?:seeds|runs|trials|repetitions)\b|\bn\s*=\s*(\d+)/i.exec(text);
  const words: Record<string, number> = { three: 3, five: 5, ten: 10 };
  const count = n ? (words[(n[1] ?? '').toLowerCase()] ?? Number(n[1] ?? n[2])) : undefined;
  return { kind, ...(count && Number.isFinite(count) ? { n: count } : {}) };
}

/**
 * A method appears once per table: rows of one method under different settings ("CIF" / "Comp."
 * inputs, thresholds of an ablation) get the method id with their setting values, declared as
 * methods of their own ("LLM-Prop (Input CIF)"), with a review line.
 */
function uniqueMethods(rows: DraftRow[], ctx: TableContext): DraftRow[] {
  // a reproduction row shares its method with the reported row: the claim format tells them apart
  const key = (r: DraftRow) => `${r.method}|${r.reproduction ?? ''}`;
  const count = new Map<string, number>();
  for (const r of rows) count.set(key(r), (count.get(key(r)) ?? 0) + 1);
  const taken = new Set(rows.map((r) => r.method));
  const kept = new Set<string>();
  return rows.map((r) => {
    if ((count.get(key(r)) ?? 0) < 2) return r;
    const parts = Object.values(r.settings ?? {}).filter((v) => v && !/^[-–—]$/.test(v));
    // the first row of the method with no setting printed (the baseline row) keeps the method's id
    if (!parts.length && !kept.has(key(r))) {
      kept.add(key(r));
      return r;
    }
    const base = ctx.methods.get(r.method);
    const id = uniqueId(slug(`${r.method}-${parts.length ? parts.join('-') : r.label}`), taken);
    const name = `${base?.name ?? r.method} (${parts.length ? Object.entries(r.settings ?? {}).map(([k, v]) => `${k} ${v}`).join(', ') : r.label})`;
    if (!ctx.methods.has(id)) ctx.methods.set(id, { id, name, aliases: [], own: base?.own ?? false, ...(base?.paper ? { paper: base.paper } : {}), known: false });
    return { ...r, method: id, review: [...r.review, `method '${r.method}' appears on several rows of this table: this row is '${id}' (its settings); one method per row is what the claim format allows`] };
  });
}

/** The row printed deltas are relative to, when the caption, lead-in or a header names it: "relative to the baseline", "Δ vs. ResNet-50", "improvement over DUDA". */
export function namedBase(text: string, rows: readonly DraftRow[]): { method: string; phrase: string } | undefined {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
  for (const m of text.matchAll(/\b(?:relative\s+to|compared\s+(?:to|with)|vs\.?|versus|over)\s+(?:the\s+)?([A-Za-z][\w.+-]*(?:\s[\w.+-]+)?)/gi)) {
    const words = (m[1] as string).split(/\s+/);
    for (const n of [words.length, 1]) {
      const name = words.slice(0, n).join(' ');
      const k = key(name);
      if (!k) continue;
      const row = /^baselines?$/i.test(name) ? rows.find((r) => /baseline/i.test(r.label) && !r.deltas) ?? rows.find((r) => !r.deltas) : rows.find((r) => key(r.label) === k || r.method === k || key(r.label).startsWith(k));
      if (row) return { method: row.method, phrase: m[0] };
    }
  }
  return undefined;
}

const HOURS_REVIEW = 'durations printed in hours ("1.5h") under a time metric: written as the number of hours';
const IMPROVEMENT = /^(?:improvement|improv\.?|gain|Δ|∆|delta|diff(?:erence)?|rel(?:ative)?\.?\s*(?:gain|improvement))(?![A-Za-z])/i;

/**
 * The dataset a table's grid or surroundings name when no claim file knows it: one value in every
 * row's Dataset column (a rowspan cell), else the caption/lead-in/heading ("Results on BDD100K"),
 * else the benchmark whose convention gave the metric ("- CoIR" above the table).
 */
function datasetOfTable(t: RawTable, split: LabelSplit, benchmark: string | undefined): { id: string; name: string; from: string } | undefined {
  const key = split.settings.find((s) => /^datasets?$/i.test(s.label.trim()))?.id;
  const values = key ? [...new Set(split.rowSettings.map((r) => r[key] ?? ''))] : [];
  const only = values.length === 1 ? stripMarkup(values[0] as string) : '';
  if (only && /[A-Za-z]/.test(only)) return { id: slug(only), name: only, from: "table's Dataset column (every row)" };
  return datasetNamed(t) ?? cornerDataset(t) ?? (benchmark ? { id: slug(benchmark), name: benchmark, from: 'benchmark named next to the table' } : undefined);
}

export function resultsTable(t: RawTable, split: LabelSplit, id: string, allColumns: (DraftColumn | undefined)[], review: string[], ctx: TableContext, benchmark?: string): DraftResultsTable | undefined {
  const width = allColumns.length + 1;
  const placed = allColumns.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
  const columns = placed.map((i) => allColumns[i] as DraftColumn);
  const rows: DraftRow[] = [];
  const named = findDataset(t, ctx) ? undefined : datasetOfTable(t, split, benchmark);
  const dataset = findDataset(t, ctx) ?? named?.id;
  if (dataset) ctx.datasets.add(dataset);
  if (named) review.push(`dataset '${named.id}' ("${named.name}") read from the ${named.from}; no claim file knows it yet`);
  if (!dataset) review.push('dataset not named near the table: set `dataset`');
  const spread = spreadOfCaption(`${t.caption ?? ''} ${t.leadIn ?? ''}`);
  let reported: string | undefined;
  const decimals = new Map<number, number>();
  const ownMethod = (): string => {
    const name = split.noMethodColumn ? ctx.paperId : '';
    if (!ctx.methods.has(name)) addMethod(ctx, { id: name, name, aliases: [], own: true, known: false });
    return name;
  };
  // a row label printed once over the rows that repeat it (blank below it, a rowspan written as blank cells), the rows
  // told apart by their settings ("DSH | cifar10-1", " | nus_wide_21"): each blank label is the one above
  let above: string | undefined;
  const filled: number[] = [];
  t.body.forEach((body, bi) => {
    const cells = Array.from({ length: width }, (_, i) => body[i] ?? '');
    const settingsDiffer = bi > 0 && Object.keys(split.rowSettings[bi] ?? {}).length > 0 && JSON.stringify(split.rowSettings[bi]) !== JSON.stringify(split.rowSettings[bi - 1]);
    if (!stripMarkup(cells[0] as string).trim() && above && settingsDiffer && !split.noMethodColumn) {
      cells[0] = above;
      filled.push(bi + 1);
    }
    if (stripMarkup(cells[0] as string).trim()) above = cells[0] as string;
    const label = stripMarkup(cells[0] as string);
    const valueCells = placed.map((i) => cells[i + 1] as string);
    const printedRow = cells.map(stripMarkup).filter(Boolean).join(' | ');
    const prev = rows[rows.length - 1];
    // a separate "Improvement" / "Δ" row: the deltas of the row above it
    if (IMPROVEMENT.test(label) && prev && !prev.deltas) {
      const ds = valueCells.map((c) => parseValue(c.replace(/^\s*\(|\)\s*$/g, '').replace(/^\+/, '')));
      if (ds.some((d) => d)) {
        const relative = valueCells.some((c) => /%/.test(c));
        rows[rows.length - 1] = { ...prev, deltas: ds.map((d, k) => (d ? (/^[-−]|↓/.test(valueCells[k] as string) && !d.text.startsWith('-') ? `-${d.text}` : d.text) : null)), ...(relative ? {} : { deltaKind: 'absolute' as const }), review: [...prev.review, `deltas from the separate row "${label}" below it (${relative ? 'relative, %' : 'absolute, metric units'})`] };
        return;
      }
    }
    const multipliers = multiplierRow(valueCells, valueCells.map((_, i) => columns[i]?.metric));
    if (multipliers) {
      review.push(`row ${bi + 1} "${label}" prints multipliers (${multipliers.slice(0, 3).join(', ')}…), a ratio to another row, not ${[...new Set(columns.map((c) => c?.metric).filter(Boolean))].join('/')}: not in the draft`);
      return;
    }
    if (!valueCells.some((c) => isPlainNumber(c))) {
      if (printedRow) review.push(`row ${bi + 1} "${printedRow.slice(0, 80)}" has no number in a placed column: not in the draft`);
      return;
    }
    if (!label && !split.noMethodColumn) {
      review.push(`row ${bi + 1} "${printedRow.slice(0, 80)}" has no row label: not in the draft`);
      return;
    }
    const rowReview: string[] = [];
    const clean = cleanLabel(cells[0] as string);
    const isRepro = /reproduc|re-implement|reimplement|our run/i.test(label);
    const parsed = valueCells.map(parseCell);
    const values: Printed[] = valueCells.map((c, i) => {
      const p = parsed[i];
      if (isDashCell(c) || !c.trim()) return null;
      const hours = !p || p.value === null ? hoursValue(c, columns[i]?.metric) : undefined;
      if (hours !== undefined) {
        decimals.set(decimalsOf(hours), (decimals.get(decimalsOf(hours)) ?? 0) + 1);
        if (!rowReview.includes(HOURS_REVIEW)) rowReview.push(HOURS_REVIEW);
        return { n: hours };
      }
      if (!p || p.value === null) {
        rowReview.push(`cell "${stripMarkup(c)}" (column ${columns[i]?.label ?? i}) is not a number: written as null`);
        return null;
      }
      decimals.set(decimalsOf(p.text), (decimals.get(decimalsOf(p.text)) ?? 0) + 1);
      return { n: p.text };
    });
    if (valueCells.some((c) => !c.trim())) rowReview.push('blank cells read as not printed (null)');
    const full = valueCells.map(parseValue);
    const spreads = full.map((p) => p?.spread ?? null);
    const units = [...new Set(full.map((p) => p?.unit).filter(Boolean))];
    if (units.length) rowReview.push(`values printed with units (${units.join(', ')}): written as the printed numbers`);
    const seconds = full.map((p, i) => (p?.second !== undefined ? `"${stripMarkup(valueCells[i] as string)}" (${columns[i]?.label ?? i})` : '')).filter(Boolean);
    const hardware = [...new Set(full.map((p) => p?.hardware).filter(Boolean))];
    if (hardware.length) rowReview.push(`values printed with the hardware they were measured on (${hardware.join(', ')}): the number written; the hardware is not drafted (add a hardware claim if it matters)`);
    const intervals = full.map((p, i) => (p?.interval !== undefined ? `"${stripMarkup(valueCells[i] as string)}" (${columns[i]?.label ?? i})` : '')).filter(Boolean);
    if (intervals.length) rowReview.push(`values printed with a confidence interval in brackets: the value written, the interval not drafted: ${intervals.join(', ')}`);
    if (seconds.length) rowReview.push(`cells with a second number in brackets, not said what it is: the first written, the bracket left out: ${seconds.join(', ')}`);
    const bold = parsed.map((p, i) => (p.bold ? i : -1)).filter((i) => i >= 0);
    // "DSC (↓Δ%)": the header says the bracketed numbers are drops; an unsigned one is a decrease (a signed one keeps its sign)
    const deltas = full.map((p, i) => (p?.delta !== undefined && !p.delta.startsWith('-') && DROP_HEADER.test(columns[i]?.label ?? '') && !SIGNED_BRACKET.test(valueCells[i] ?? '') ? `-${p.delta}` : (p?.delta ?? null)));
    const absolute = full.some((p) => p?.deltaKind === 'absolute');
    let method: string;
    let reproduction: string | undefined;
    const run = split.numberedRuns && ROW_INDEX.test(label);
    const res = split.noMethodColumn || run ? undefined : sameRun(ctx, ctx.index.resolve(split.methodNames?.[bi] ?? (cells[0] as string)));
    if (run) {
      method = runMethod(ctx, id, t.number, label);
      rowReview.push(`numbered run "${label}": method id '${method}', a run of this table (name it after what the run changes)`);
    } else if (!res) method = ownMethod();
    else if (isRepro) {
      method = reported ?? ctx.paperId;
      reproduction = `repro-${slug(label.replace(/reproduc\w*/i, '')) || 'run'}`;
      if (!ctx.reproductions.has(reproduction)) ctx.reproductions.set(reproduction, { id: reproduction, doc: t.doc, method, variant: label });
      rowReview.push(`reproduction row: method '${method}' is the reproduced method (guessed)`);
      if (!ctx.methods.has(method)) addMethod(ctx, { id: method, name: method, aliases: [], own: method === ctx.paperId, known: false });
    } else {
      method = res.id;
      const own = clean.own || res.paper === ctx.paperId || res.id === ctx.paperId;
      if (clean.reported || own) reported ??= method;
      addMethod(ctx, {
        id: method,
        name: res.name,
        // (a method two columns name together, "OE / MSP", has no alias in its first column's cell)
        aliases: cells[0] !== res.name && !split.methodNames ? [stripMarkup(cells[0] as string)].filter((a) => a !== res.name) : [],
        ...(clean.cite ? { cite: clean.cite } : {}),
        own,
        ...(res.paper ? { paper: res.paper } : {}),
        known: res.known,
      });
      if (!res.known) rowReview.push(`new method id '${method}' (no existing claim file names "${res.name}")`);
      if (clean.qualifier) rowReview.push(/^\(/.test(clean.qualifier) ? `"${clean.qualifier}" read as the protocol this row was run under, not part of the method's name` : `"${clean.qualifier}" read as where this row's settings come from, not part of the method's name`);
    }
    const settings = split.rowSettings[bi] ?? {};
    const hasSettings = Object.keys(settings).length > 0;
    if (hasSettings && !schemaSupport.settings) rowReview.push(`settings ${Object.entries(settings).map(([k, v]) => `${k}=${v}`).join(', ')} (this schema has no \`settings\`: kept in the note)`);
    if (spreads.some((s) => s !== null) && !schemaSupport.spreads) rowReview.push(`printed spreads ±${spreads.filter((s) => s !== null).join(', ±')} not written: this schema has no \`spreads\``);
    let keepDeltas = deltas.some((d) => d !== null);
    if (keepDeltas && absolute && !schemaSupport.deltaKind) {
      rowReview.push(`absolute deltas ${deltas.filter((d) => d !== null).join(', ')} (metric units) not written: this schema has no \`deltaKind\``);
      keepDeltas = false;
    }
    // a row is never its own base: "Ours 52.1 (+10.15%)" is relative to another row
    const vs = reported !== undefined && reported !== method ? reported : undefined;
    rows.push({
      method,
      label,
      values,
      ...(clean.cite ? { quoted: clean.cite } : {}),
      ...(isRepro ? { own: false } : {}),
      ...(bold.length ? { bold } : {}),
      ...(reproduction ? { reproduction } : {}),
      ...(keepDeltas ? { deltas, ...(vs ? { vs } : {}), ...(absolute ? { deltaKind: 'absolute' as const } : {}) } : {}),
      ...(spreads.some((s) => s !== null) && schemaSupport.spreads ? { spreads } : {}),
      ...(hasSettings && schemaSupport.settings ? { settings } : {}),
      ...(hasSettings && !schemaSupport.settings ? { note: `settings: ${Object.entries(settings).map(([k, v]) => `${k}=${v}`).join(', ')}` } : {}),
      review: rowReview,
    });
  });
  if (!rows.length) return undefined;
  if (filled.length) review.push(`rows ${filled.join(', ')} print no label: each takes the label above it (printed once over the rows that share it, told apart by their settings) — check them`);
  const unique = uniqueMethods(rows, ctx);
  const base = namedBase([t.caption ?? '', t.leadIn ?? '', ...t.header.flat()].join(' \n '), unique);
  const based = base ? unique.map((r) => (r.deltas && r.method !== base.method ? { ...r, vs: base.method, review: [...r.review, `deltas relative to '${base.method}', the row named by "${base.phrase}"`] } : r)) : unique;
  const withRefs = guessDeltaReferences(based);
  const decimalsTop = [...decimals.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return {
    kind: 'results',
    id,
    source: tableSource(t),
    ...(t.caption ? { caption: t.caption } : {}),
    dataset: dataset ?? 'unknown',
    ...(splitOfCaption(t.caption) ? { split: splitOfCaption(t.caption) } : {}),
    columns,
    ...(decimalsTop !== undefined ? { decimals: decimalsTop } : {}),
    ...(split.settings.length && schemaSupport.settings ? { settings: [...split.settings] } : {}),
    ...(spread && schemaSupport.spreads ? { spread } : {}),
    rows: withRefs,
    review,
  };
}
