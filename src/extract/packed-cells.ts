/**
 * Cells that pack several values ("3.11/7.93; 132s", "57.13/55.62") → one column per value, when the table
 * says what each value is: its caption or lead-in ("The numbers in each field is WER on test-clean, WER on
 * test-other and decoding time on test-clean"), or the column's own header naming as many metrics
 * ("mAP/mAPH"). A packed cell the table does not explain stays as it is (a text cell, a review line). Pure.
 */
import { isDashCell } from './cells.js';
import { metricFor, metricsInText } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';
import { packedHeaderKey } from './packed-definitions.js';
import { arrowOrSlashParts, subLabels } from './packed-labels.js';
import { headerParts, isPlaceholderCell, slashedMetricList } from './packed-header.js';
import { renderMathValues } from './math-value.js';
import { pairConventionOf } from './pair-convention.js';
import { titleName } from './benchmark-conventions.js';
import type { PairHit } from './pair-convention.js';
import { rowPairConventionOf } from './pair-convention.js';
import { timedName, timedParts } from './timed-cells.js';
import { NUM, SPREAD } from './cell-number-patterns.js';

const PART = /^[~≈]?\d+(?:\.\d+)?\s?(?:%|ms|s|[KMBG])?$/;

/** The numbers a packed cell prints ("3.11/7.93; 132s" → 3.11, 7.93, 132s), or undefined. */
export function packedParts(cell: string): string[] | undefined {
  // (a footnote mark after the cell, "46.39/22.12/38.41 *", is no part of its numbers)
  const parts = stripMarkup(renderMathValues(cell)).replace(/\s*[*†‡§]+$/, '').split(/\s*[/;]\s*/).filter(Boolean);
  return parts.length >= 2 && parts.every((p) => PART.test(p)) ? parts : undefined;
}

/** "The numbers in each field is A, B and C" (or "each cell shows A / B"): the names of a packed cell's values. */
export function packedNames(text: string): string[] | undefined {
  const m = /\b(?:(?:numbers?|values?)\s+(?:in|of)\s+)?each\s+(?:field|cell|entry)\s+(?:is|are|shows?|gives?|reads?|holds?)\s+([^()]+?)(?:[).]|$)/i.exec(text);
  if (!m) return undefined;
  const names = (m[1] as string).split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*\/\s*/).map((s) => s.trim()).filter(Boolean);
  return names.length >= 2 ? names : undefined;
}

const BRACKET_PAIR = new RegExp(String.raw`^(${NUM})\s*[(（]\s*(${NUM})\s*[)）]$`);

/** The two numbers of a cell printed "a (b)" ("87.9 (70.4)"), or undefined. */
export function bracketParts(cell: string): string[] | undefined {
  const m = BRACKET_PAIR.exec(stripMarkup(cell).trim());
  return m ? [m[1] as string, m[2] as string] : undefined;
}

const BRACKET_SPREAD_PAIR = new RegExp(String.raw`^(${NUM}${SPREAD})\s*[(（]\s*(${NUM}${SPREAD})\s*[)）]$`);

/** The two values of a cell printed "a (b)" or "a ± s (b ± t)" ("1.86 +- 0.05 (0.54 +- 0.01)"), each with its spread, or undefined. */
export function bracketSpreadParts(cell: string): string[] | undefined {
  const m = BRACKET_SPREAD_PAIR.exec(stripMarkup(cell).trim());
  return m ? [m[1] as string, m[2] as string] : undefined;
}

/**
 * "Test RMSE (R^2)", "Acc (F1)": a header naming two different metrics, the second in brackets; the two names, each
 * with the words printed before the first ("Test RMSE", "Test R^2"), or undefined. An abbreviation of the first
 * ("Mean Absolute Error (MAE)") or a unit ("PSNR (dB)") names no second metric.
 */
export function bracketHeaderMetrics(header: string): string[] | undefined {
  const m = /^(.*?)([^\s()（）]+)\s*[(（]\s*([^()（）]+?)\s*[)）]\s*$/.exec(stripMarkup(header).trim());
  if (!m) return undefined;
  const [, before, a, b] = m as unknown as [string, string, string, string];
  const first = metricFor(`${before}${a}`.trim(), true) ?? metricFor(a, true);
  const second = metricFor(b, true);
  return first && second && first !== second ? [`${before}${a}`.trim(), `${before}${b}`.trim()] : undefined;
}

/**
 * "Results are presented in the format of <Rank-1 (mAP)>", "numbers are PSNR (SSIM)": a statement that cells
 * print two metrics as "a (b)", both names metrics, and two different ones; the two names, or undefined.
 */
export function bracketFormat(text: string): string[] | undefined {
  // inline markup around the format ("<em>&lt;Rank-1 (mAP)&gt;</em>") is skipped; "<Rank-1 (mAP)>" itself is no tag
  const plain = text.replace(/<\/?(?:em|i|b|strong|code|span|p|tt|kbd)(?:\s[^>]*)?>|\*\*|`/gi, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const re = /\b(?:in\s+the\s+format\s+(?:of\s+)?|formatted\s+as\s+|(?:presented|reported|shown|given|written|printed)\s+as\s+|(?:numbers?|values?|results?|entries|cells?)\s+(?:are|is|read|show)\s+)[:\s]*[<"“'‘]?\s*([A-Za-z][\w@.+-]*)\s*\(\s*([A-Za-z][\w@.+-]*)\s*\)/gi;
  for (const m of plain.matchAll(re)) {
    const a = metricFor(m[1] as string, true);
    const b = metricFor(m[2] as string, true);
    if (a && b && a !== b) return [m[1] as string, m[2] as string];
  }
  return undefined;
}

/** A name as the metric it names and the rest ("WER on test-clean" → WER, test-clean). */
function metricAndRest(name: string): { metric: string; rest: string } {
  if (metricFor(name, true)) return { metric: name, rest: '' };
  const id = metricsInText(name)[0];
  if (!id) return { metric: name, rest: '' };
  const words = name.split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--)
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(' ');
      if (metricFor(phrase, true) === id || metricFor(phrase.replace(/s$/, ''), true) === id) {
        const rest = [...words.slice(0, i), ...words.slice(i + n)].join(' ').replace(/^(?:on|of|for|in)\s+|\s+(?:on|of|for|in)$/gi, '').replace(/\b(?:on|of|for|in)\s+/i, '').trim();
        return { metric: phrase, rest };
      }
    }
  return { metric: name, rest: '' };
}

export interface Unpacked {
  readonly table: RawTable;
  readonly review: string[];
}

/** A value's printed label moved from the metric's name to its condition words ("RMSE (3 days)" → "RMSE", "3 days"). */
function conditionOf(s: { metric: string; rest: string } | undefined, label: string | undefined): { metric: string; rest: string } | undefined {
  if (!s || !label) return s;
  const bracket = ` (${label})`;
  if (s.metric.endsWith(bracket)) return { metric: s.metric.slice(0, -bracket.length), rest: `${s.rest} ${label}`.trim() };
  if (s.rest.includes(`(${label})`)) return { metric: s.metric, rest: s.rest.replace(`(${label})`, label).trim() };
  return s;
}

const SINGLE_NUMBER = /^[~≈]?\d+(?:\.\d+)?%?$/;

/** The start of the review line for packed cells nothing names. */
export const UNNAMED_PACKED = 'cells packing several numbers';

/** The numbers a cell packs, separated by slashes, semicolons or commas (`54.5/129.7,78.3/201.6` → 4), thousands aside. */
const packedCount = (cell: string): number => {
  const parts = stripMarkup(cell).trim().split(/\s*(?:[/;]|,(?!\d{3}(?!\d)))\s*/);
  return parts.length >= 2 && parts.every((p) => /^[~≈]?\d+(?:\.\d+)?%?$/.test(p)) ? parts.length : 0;
};

/**
 * Columns whose every printed cell packs several numbers that nothing names (no header part, caption, lead-in or
 * heading says which metric each is): one review line saying so; no metric is guessed, the cells stay text.
 */
function unnamedPacked(t: RawTable, width: number, plan: ReadonlyMap<number, unknown>): string[] {
  const leaf = t.header[t.header.length - 1] ?? [];
  const cols: string[] = [];
  for (let j = 1; j < width; j++) {
    if (plan.has(j)) continue;
    const cells = t.body.map((r) => r[j] ?? '').filter((c) => stripMarkup(c) && !isDashCell(c) && !isPlaceholderCell(c));
    if (cells.length && cells.every((c) => packedCount(c) > 0)) cols.push(`"${stripMarkup(leaf[j] ?? '') || `column ${j}`}" ("${stripMarkup(cells[0] as string)}")`);
  }
  if (!cols.length) return [];
  // a column that names each row's metrics ("Metric": PSNR/SSIM): the names are printed, per row, not per column
  const perRow = Array.from({ length: width }, (_, j) => j).find((j) => t.body.every((r) => { const n = headerParts(r[j] ?? ''); return n.length >= 2 && n.every((x) => metricFor(x, true)); }));
  if (perRow !== undefined) return [`${UNNAMED_PACKED} whose metrics each row names in column "${stripMarkup(leaf[perRow] ?? '') || `column ${perRow}`}" ("${stripMarkup(t.body[0]?.[perRow] ?? '')}"): ${cols.join(', ')} — kept as printed text, not split; write one row per metric by hand`];
  return [`${UNNAMED_PACKED} with no metric printed for them (not in the header, caption, lead-in or heading): ${cols.join(', ')} — kept as printed text, no metric guessed; split them into one column per metric by hand`];
}

/** Splits the packed columns of a grid, each into one column per value, under a header naming each. */
export function unpackCells(t: RawTable, docFormat?: readonly string[], defined?: ReadonlyMap<string, readonly string[]>): Unpacked {
  const leaf = t.header[t.header.length - 1];
  if (!leaf || !t.body.length) return { table: t, review: [] };
  const width = Math.max(leaf.length, ...t.body.map((r) => r.length));
  const told = packedNames([t.caption, t.leadIn, t.note].filter(Boolean).join(' . '));
  // a slash-joined metric list ("The metrics are PSNR / SSIM.") in the caption, lead-in, note or heading
  const listText = [t.caption, t.leadIn, ...(t.leadIns ?? []), t.note, t.section].filter(Boolean).join(' . ');
  // "a (b)" cells split only where the table or the document says which two metrics they print
  // the text by the table: the caption, the lead-in paragraphs and the note
  const near = [t.caption, t.leadIn, ...(t.leadIns ?? []), t.note].filter(Boolean).join(' . ');
  const bracketTold = bracketFormat(near) ?? docFormat;
  // `printed`: the header's own parts ("cNLL", "cA"), each value's subset, when the document defines the header elsewhere
  // `convention`: no name printed, the field's tuple for the benchmark the header names (pair-convention.ts)
  // `overRow`: the group header row that named the values ("F1 ↑ / FPR ↓" over the languages): no group of them any more
  const plan = new Map<number, { names: string[]; fromHeader: boolean; parts: (cell: string) => string[] | undefined; printed?: string[]; labels?: string[]; convention?: PairHit; timed?: string; overRow?: number }>();
  const singles: string[] = [];
  const firstNamed: string[] = [];
  const firstOnly = new Map<number, string>();
  // "0.931±0.000 (41s)": a result and the time it took, split where the text says what was timed (timed-cells.ts)
  const timed = timedName(near);
  for (let j = 1; j < width; j++) {
    const cells = t.body.map((r) => r[j] ?? '').filter((c) => stripMarkup(c) && !isDashCell(c) && !isPlaceholderCell(c));
    // (most cells timed; the others a bare value or a word, "OOM", "Too slow*")
    const withTime = cells.filter((c) => timedParts(c)).length;
    if (timed && withTime * 2 > cells.length) {
      const head = stripMarkup(leaf[j] ?? '').trim();
      plan.set(j, { names: [head, timed], fromHeader: false, parts: (c) => timedParts(c) ?? [c, ''], timed });
      continue;
    }
    if (cells.length && bracketTold && cells.every((c) => bracketParts(c))) {
      plan.set(j, { names: [...bracketTold], fromHeader: false, parts: bracketParts });
      continue;
    }
    // "Test RMSE (R^2)" over "1.86 +- 0.05 (0.54 +- 0.01)", "Acc (F1)" over "85.1 (80.2)": the header names both values
    const bracketed = bracketHeaderMetrics(leaf[j] ?? '');
    if (cells.length && bracketed && cells.every((c) => bracketSpreadParts(c))) {
      plan.set(j, { names: bracketed, fromHeader: true, parts: bracketSpreadParts });
      continue;
    }
    // "73.1 / 75.4" or "71.2→74.0" under a header that names each value ("Acc (T/S)", "MMB^T/D"): one column per label
    // (a row printing one number there, e.g. a baseline that does not depend on the condition, keeps it in the first
    // label's column, with a review line)
    const arrow = cells.length ? cells.map(arrowOrSlashParts) : [];
    const k0 = arrow.find(Boolean)?.length ?? 0;
    const single = cells.filter((c, i) => !arrow[i] && SINGLE_NUMBER.test(stripMarkup(c).trim()));
    const pairs = arrow.filter((p) => p?.length === k0).length;
    // (a cell packing another count of values than the header names, a typo "0.98/0.98/0.84/NA" under three labels, is
    // kept whole under the first label, with the single numbers' review line: one such cell per four split ones at most)
    const odd = cells.filter((_, i) => arrow[i] && arrow[i]?.length !== k0);
    const labelled = k0 && pairs + single.length + odd.length === cells.length && pairs > single.length && odd.length * 4 <= pairs ? subLabels(leaf[j] ?? '', k0) : undefined;
    if (labelled) {
      const parts = (c: string): string[] | undefined => { const p = arrowOrSlashParts(c); return p?.length === k0 ? p : undefined; };
      plan.set(j, { names: labelled.labels.map((l) => `${labelled.stem} (${l})`), fromHeader: true, parts, labels: labelled.labels });
      if (single.length || odd.length) singles.push(`"${stripMarkup(leaf[j] ?? '')}": ${[...single, ...odd].map((c) => `"${stripMarkup(c).trim()}"`).join(', ')} under "${labelled.labels[0]}"`);
      continue;
    }
    // one number per row under a header naming several metrics ("CaseHOLD" over "μ-F1 / m-F1" beside packed columns):
    // the first metric the header names, with a review line (the task reports one)
    const named = headerParts(leaf[j] ?? '');
    if (cells.length && named.length >= 2 && named.every((h) => metricFor(h, true)) && cells.every((c) => SINGLE_NUMBER.test(stripMarkup(c).trim()))) {
      firstOnly.set(j, named[0] as string);
      continue;
    }
    const parts = cells.map(packedParts);
    if (!cells.length || parts.some((p) => !p)) continue;
    const k = (parts[0] as string[]).length;
    if (parts.some((p) => p?.length !== k)) continue;
    const own = headerParts(leaf[j] ?? '');
    const listed = own.length === k ? undefined : slashedMetricList(listText, k);
    // (or a group header over it names them: "F1 ↑ / FPR ↓" over the language columns of "0.911/0.012")
    const metricsOver = (r: readonly string[]): string[] => headerParts(r[j] ?? '').map((h) => h.replace(/\s*[↑↓]\s*/g, ' ').trim());
    const overRow = own.length === k ? -1 : t.header.slice(0, -1).findIndex((r) => { const p = metricsOver(r); return p.length === k && p.every((h) => metricFor(h, true)); });
    const over = overRow >= 0 ? metricsOver(t.header[overRow] as string[]) : undefined;
    if (own.length === k && own.every((h) => metricFor(h, true))) plan.set(j, { names: own, fromHeader: true, parts: packedParts });
    else if (over) plan.set(j, { names: over, fromHeader: false, parts: packedParts, overRow });
    else if (told?.length === k) plan.set(j, { names: told, fromHeader: false, parts: packedParts });
    else if (listed) plan.set(j, { names: listed, fromHeader: false, parts: packedParts });
    else if (own.length === k && defined?.get(packedHeaderKey(leaf[j] ?? ''))?.length === k) {
      plan.set(j, { names: [...(defined.get(packedHeaderKey(leaf[j] ?? '')) as readonly string[])], fromHeader: true, parts: packedParts, printed: own });
    } else {
      // (the benchmark may be named only by the table's title line: "**MLQA (Lewis et al., 2018)**" over language columns)
      const title = titleName(t.leadIn) ?? titleName(t.section);
      const convention = pairConventionOf([...(title ? [title] : []), ...t.header.map((r) => r[j] ?? '')], parts as string[][]) ?? rowPairConventionOf(t.body.map((r) => stripMarkup(r[0] ?? '')), parts as string[][]);
      if (convention) plan.set(j, { names: [...convention.metrics], fromHeader: false, parts: packedParts, convention });
    }
  }
  // (only beside columns that do pack several values: alone, such a header may be printed over a pair the reader cut)
  if (plan.size) for (const [j, name] of firstOnly) {
    plan.set(j, { names: [name], fromHeader: true, parts: (c) => [c] });
    firstNamed.push(`"${stripMarkup(leaf[j] ?? '')}" read as "${name}"`);
  }
  const unnamed = unnamedPacked(t, width, plan);
  if (!plan.size) return { table: t, review: unnamed };
  const flat = Array.from({ length: width }, (_, j) => (plan.get(j)?.names ?? [undefined]).map((name, i) => ({ j, i, name }))).flat();
  // a defined header's values keep its printed parts as their subsets (the definition's "on CIFAR-10-C" may not hold for every table)
  const split0 = flat.map((c) => {
    const printed = plan.get(c.j)?.printed?.[c.i];
    const s = c.name ? metricAndRest(c.name) : undefined;
    return s && printed ? { metric: `${s.metric} (${printed})`, rest: '' } : s;
  });
  // "T850 RMSE (3 / 5 days)": where a header's own words qualify the metric (T850), each value's label (3 days) is a
  // condition printed with them in the row above, not a bracket the metric's name keeps
  const labelOf = (k: number): string | undefined => { const c = flat[k] as (typeof flat)[number]; return plan.get(c.j)?.labels?.[c.i]; };
  const qualified = split0.some((s, k) => { const l = labelOf(k); return Boolean(s?.rest && (l ? s.rest.replace(`(${l})`, '').trim() : s.rest)); });
  const split = qualified ? split0.map((s, k) => conditionOf(s, labelOf(k))) : split0;
  const restRow = split.map((s) => s?.rest ?? '');
  const last = t.header.length - 1;
  const named = (c: (typeof flat)[number], k: number): string => split[k]?.metric ?? c.name ?? '';
  // every packed header named its own values ("mAP/mAPH", a defined "cNLL/cA/cCE"): its names take its place in the
  // printed leaf row, so the other columns keep their headers (no blank row under them)
  const inPlace = !restRow.some(Boolean) && [...plan.values()].every((p) => p.fromHeader);
  const overCells = new Set([...plan.entries()].flatMap(([j, p]) => (p.overRow === undefined ? [] : [`${p.overRow}:${t.header[p.overRow]?.[j] ?? ''}`])));
  const header = inPlace ? t.header.map((r, ri) => flat.map((c, k) => (ri === last && c.name ? named(c, k) : (r[c.j] ?? '')))) : [
    ...(restRow.some(Boolean) ? [restRow] : []),
    // the printed rows stay as group rows ("beam=4" over its three values), but a header that named the values ("mAP/mAPH") is replaced
    // (a group header that named the values is gone from every column it spans, the label column's too)
    ...t.header.map((r, ri) => flat.map((c) => ((ri === last && plan.get(c.j)?.fromHeader) || overCells.has(`${ri}:${r[c.j] ?? ''}`) ? '' : (r[c.j] ?? '')))),
    flat.map((c, k) => (c.name ? (split[k]?.metric ?? c.name) : c.j === 0 ? (leaf[0] ?? '') : '')),
  ];
  const body = t.body.map((r) => flat.map((c) => {
    const cell = r[c.j] ?? '';
    const p = plan.get(c.j);
    if (!p) return cell;
    const parts = p.parts(cell);
    return parts ? (parts[c.i] as string) : c.i === 0 ? cell : '';
  }));
  const said = [...plan.entries()].map(([j, p]) => `"${stripMarkup(leaf[j] ?? '') || `column ${j}`}" → ${p.names.join(' | ')}${p.printed ? ` (the document's definition of "${p.printed.join('/')}")` : p.fromHeader ? ' (its header)' : p.parts === bracketParts ? ' (the "a (b)" format the text states)' : p.timed ? ` (the bracket a duration: the text by the table says it is the ${p.timed.toLowerCase()})` : p.convention ? conventionSaid(p.convention) : ' (the caption or lead-in)'}`);
  const review = [`cells packing several values ("${stripMarkup(t.body[0]?.[[...plan.keys()][0] as number] ?? '')}") split into one column each: ${said.join('; ')}`];
  const one = singles.length ? [`a cell with one number in a column of labelled pairs kept under the first label (check which the number is): ${singles.join('; ')}`] : [];
  const firstOf = firstNamed.length ? [`one number per row where the header names several metrics, kept under the first (check which it is): ${firstNamed.join('; ')}`] : [];
  return { table: { ...t, header, body, context: `${t.context}\n[packed cells split]` }, review: [...review, ...one, ...firstOf, ...unnamed] };
}

/** How a column named by its field's convention is explained on the review line. */
const conventionSaid = (c: PairHit): string =>
  ` (no metric printed: GUESSED from the field's convention that ${c.benchmark} cells print ${c.metrics.join('/')}${c.note ? `; ${c.note}` : ''}; ${c.source})`;

/** The document's "a (b)" cell format as a table-context field (absent when the text states none). */
export function cellFormatOf(text: string): { cellFormat?: readonly string[] } {
  const f = bracketFormat(text);
  return f ? { cellFormat: f } : {};
}
