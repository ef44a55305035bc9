/**
 * A table printed with its methods as columns and its benchmarks or metrics as rows → the claim
 * format's orientation, rows = methods (pure). Recognised when no header cell names a metric and
 * either most row labels name one ("Top-1", "HellaSwag (Acc.)") or the corner cell names the row
 * axis ("Environment", "Dataset", "Benchmark", "Task", "Metric"), or most header cells are the row
 * labels (methods) of another table of the same document, or the printed deltas run across the rows,
 * relative to a column the text names (`deltaBaseColumn`).
 *
 * A printed column of settings between the labels and the methods ("# Shot": `0-shot`, `5-shot`,
 * `N/A`) is not a method: it becomes a header row over the transposed columns, so each benchmark
 * column keeps its setting as part of its subset. Header rows above the methods ("Baselines (Prior
 * Work)" over BM25 … OpenAI-3) are row groups once transposed: a leading `Group` column.
 */
import { conventionOf, headerConventionOf, oneEditApart } from './benchmark-conventions.js';
import { isPlainNumber } from './cells.js';
import { NOT_APPLICABLE } from './column-subset.js';
import { metricFor } from './metric-lookup.js';
import { metricGroupsOverMethodColumns } from './metric-row-groups.js';
import { nameKey, stripMarkup } from './names.js';
import type { RawTable } from './types.js';
import { namesQuantityByUnit } from './quantity-label.js';
import { axisKind, labelWithKind } from './axis-kind.js';
import { citesVenue } from './venue-cited.js';
import { labelKind } from './axis-score.js';
import { namesMethodAxis } from './method-axis-words.js';
import { attributeHeaderDown, leadingAttributeRows, packedPairRows } from './model-attribute-rows.js';

const ROW_AXIS = /^(?:env(?:ironment)?s?(?:[-_ ]?names?)?|env[-_ ]?ids?|data[-_ ]?sets?(?:[-_ ]?names?)?|benchmarks?|tasks?(?:[-_ ]?names?)?|metrics?|games?|scenarios?|maps?|test(?:[-_ ]?(?:sets?|data))?|eval(?:uation)?[-_ ]?(?:sets?|data))$/i;
/**
 * A label head saying the methods are the rows: the core method words (method-axis-words.ts) and `Backbone` (R50, R100
 * are networks, not recall@50 rows) — not the other field words: `Architecture | MoE | MoE` is an attribute row of
 * methods printed as columns (the full vocabulary here left Kimi-Linear's Table 9 as printed, 27 cells).
 */
/** A head naming what each row's model is built on: R50, Swin-B are architectures, never metrics (R@50). */
const ARCHITECTURE_HEAD = /^(?:backbones?|arch\.?|architectures?)$/i;
const methodsHead = (h: string): boolean => namesMethodAxis(h, 'core') || ARCHITECTURE_HEAD.test(h);
/** The long row-axis words a corner may misspell by one letter ("Senarios", "Enviroment", "Benchamrk"). */
const ROW_AXIS_LONG = ['scenario', 'scenarios', 'environment', 'environments', 'benchmark', 'benchmarks', 'dataset', 'datasets'];

/** "# pairs", "No. of docs", "Number of tokens", "Avg. length", "Vocab size": a column counting or measuring the data, not a method. */
export const COUNT_HEAD = /^(?:#|№|no\.\s*(?:of\s+)?[a-z]|num(?:ber)?\.?\s+of\s|avg\.?\s|average\s|mean\s|vocab(?:ulary)?\s+size|size\s+of\s)/i;

/**
 * A row label that starts with a benchmark whose metric is fixed by convention, a split or subset after it
 * ("Librispeech test-clean", "Aishell-2 ios"): the benchmark, whose row holds that metric.
 */
function leadingBenchmarkMetric(label: string): string | undefined {
  const hit = conventionOf(label);
  const l = label.trim();
  if (!hit || !l.toLowerCase().startsWith(hit.benchmark.toLowerCase())) return undefined;
  // only a split or subset word after it: "LibriSpeech 960h", "LibriSpeech + Switchboard" are training data, not a benchmark row
  const rest = l.slice(hit.benchmark.length).trim();
  return rest === '' || /^[A-Za-z][A-Za-z-_]*(?:\s+[A-Za-z][A-Za-z-_]*)?$/.test(rest) ? hit.metric : undefined;
}

// (a one-word label that a benchmark's task pattern names whole, "halfcheetah-medium-v2" of D4RL, is that benchmark too)
const taskMetric = (label: string): string | undefined => (/^\S+$/.test(label.trim()) ? conventionOf(label)?.metric : undefined);
const rowMetric = (label: string): string | undefined => metricFor(label, true) ?? headerConventionOf(label)?.metric ?? taskMetric(label) ?? leadingBenchmarkMetric(label) ?? /\(([^()]+)\)\s*$/.exec(label)?.[1]?.replace(/\.$/, '').split(/\s+/).map((w) => metricFor(w, true)).find(Boolean);

/** Printed columns (after the label) whose cells are settings, not values: no number, some "0-shot"-like text. */
function settingColumns(t: RawTable, width: number, from = 1): number[] {
  const out: number[] = [];
  for (let j = from; j < width; j++) {
    const cells = t.body.map((r) => stripMarkup(r[j] ?? ''));
    if (cells.some((c) => isPlainNumber(c)) || !cells.some((c) => c && !NOT_APPLICABLE.test(c))) continue;
    if (cells.every((c) => c.length <= 20)) out.push(j);
  }
  return out;
}

/** Whether the first column groups the rows ("Baselines (Prior Work)" repeated) and the second holds their labels. */
export function hasRowGroups(t: RawTable): boolean {
  const first = t.body.map((r) => stripMarkup(r[0] ?? ''));
  const second = t.body.map((r) => stripMarkup(r[1] ?? ''));
  return new Set(first).size < first.length && second.every((c) => c && !isPlainNumber(c)) && new Set(second).size > new Set(first).size;
}

/**
 * Whether the first column's labels repeat beside a second text column that varies within them, each
 * pair printed once and both columns repeating (backbone × training set: `R100 | Casia`, `R100 | MS1MV2`,
 * `R50 | MS1MV2`). A benchmark or metric printed as a row appears once; labels crossed with another
 * column are configurations, whatever their names read as (`R100` as recall@100).
 */
export function crossedLabels(t: RawTable): boolean {
  if (t.body.length < 3) return false;
  const first = t.body.map((r) => stripMarkup(r[0] ?? ''));
  const second = t.body.map((r) => stripMarkup(r[1] ?? ''));
  if (first.some((c) => !c) || second.some((c) => !c || isPlainNumber(c))) return false;
  const pairs = new Set(first.map((c, i) => `${c}\u0000${second[i] ?? ''}`));
  return pairs.size === t.body.length && new Set(first).size < first.length && new Set(second).size < second.length;
}

/**
 * Whether the first column groups the rows (each label repeated over a run of rows: a scenario, a setting) and the
 * second prints a swept parameter's values, the same values in every group (`I | 0.2 … 1`, `II | 0.2 … 1`): a table
 * of methods as columns whose rows are the parameter's values within each group, its name often a symbol the text layer
 * dropped.
 */
export function sweptWithinGroups(t: RawTable): boolean {
  const first = t.body.map((r) => stripMarkup(r[0] ?? '').trim());
  const second = t.body.map((r) => stripMarkup(r[1] ?? '').trim());
  if (t.body.length < 4 || first.some((c) => !c || isPlainNumber(c)) || second.some((c) => !/^[-+]?\d+(?:\.\d+)?$/.test(c))) return false;
  const groups = [...new Set(first)];
  if (groups.length < 2 || groups.length === first.length) return false;
  // each group a run of rows, printing the same values in the same order
  const runs = groups.map((g) => second.filter((_, i) => first[i] === g).join('|'));
  const contiguous = first.every((c, i) => i === 0 || c === first[i - 1] || !first.slice(0, i).includes(c));
  return contiguous && runs.every((r) => r === runs[0]) && new Set(second).size >= 2;
}

/** The row labels of a grid as printed: the first column, and the second when the first only groups the rows. */
export function rowLabelsOf(t: RawTable): string[] {
  // decided once for the table (once per row made a long table quadratic)
  const at = hasRowGroups(t) ? 1 : 0;
  return t.body.map((r) => r[at] ?? '');
}

/** "(+1.20%)", "(-0.18%)", "(↓6.4%)": a printed relative delta in a cell. */
const RELATIVE_DELTA = /\(\s*[^\d\s()±]{0,4}\s*\d+(?:\.\d+)?\s*%\s*\)/;

/**
 * The column the printed deltas are relative to, when they run across the row: in most rows every value
 * column but one prints a relative delta, that one never does, and the text around the table names its
 * header ("the percentage difference from the tuned CatBoost"). Deltas between columns compare what the
 * columns are, so the columns are the methods. Undefined otherwise.
 */
export function deltaBaseColumn(t: RawTable): number | undefined {
  const leaf = t.header[t.header.length - 1] ?? [];
  if (leaf.length < 4 || t.body.length < 2) return undefined;
  const withDelta = (r: readonly string[], j: number): boolean => RELATIVE_DELTA.test(r[j] ?? '');
  const bare = Array.from({ length: leaf.length - 1 }, (_, k) => k + 1).filter((j) => t.body.every((r) => !withDelta(r, j)));
  if (bare.length !== 1) return undefined;
  const base = bare[0] as number;
  const across = t.body.filter((r) => leaf.slice(1).every((_, k) => k + 1 === base || withDelta(r, k + 1))).length;
  if (across < Math.max(2, t.body.length * 0.6)) return undefined;
  const text = [t.caption, t.leadIn, t.note, t.context].filter(Boolean).join(' ').toLowerCase().replace(/\s+/g, ' ');
  const head = stripMarkup(leaf[base] ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  return head.length >= 3 && text.includes(head) ? base : undefined;
}

/**
 * Orientation by content: every row label names a quantity (a metric, or a name with a unit of measure:
 * `Translation (m)`, `RMSE w.r.t GPS (m)`) while no header cell does (no metric, no unit), so the quantities are
 * the rows and the headers are what was measured.
 */
function quantityRows(labels: readonly string[], heads: readonly string[]): boolean {
  if (labels.length < 2 || heads.length < 2) return false;
  const quantity = (l: string): boolean => Boolean(rowMetric(l)) || namesQuantityByUnit(l);
  return labels.every(quantity) && !heads.some((h) => quantity(stripMarkup(h)) || isPlainNumber(stripMarkup(h)));
}

/** "Benchmark (Metric)", "Dataset": a corner cell naming the row axis, a parenthesised note aside. */
export function namesRowAxis(corner: string): boolean {
  const c = corner.replace(/\s*\([^()]*\)\s*$/, '').trim();
  if (ROW_AXIS.test(c)) return true;
  const k = c.toLowerCase();
  return /^[a-z]{7,}$/.test(k) && ROW_AXIS_LONG.some((w) => oneEditApart(k, w));
}

/**
 * A two-row pipe header prints the label columns' heads on its top row, over blank cells of the lower row that names
 * the methods (`Scenarios | Difficulty | Value-based | … ` over `| | | QMIX | VDN …`): the heads moved down to the lower
 * row, where a one-row header prints them. Only leading columns whose body holds no number; else the table as given.
 */
function labelHeadsDown(t: RawTable): RawTable {
  const leaf = t.header[t.header.length - 1];
  if (!leaf || t.header.length < 2) return t;
  let n = 0;
  while (n < leaf.length - 1 && !stripMarkup(leaf[n] ?? '') && t.body.every((r) => !isPlainNumber(stripMarkup(r[n] ?? '')))) n++;
  if (!n) return t;
  const upper = t.header.slice(0, -1);
  // (the top row prints its groups once over blank cells, as a pipe table spans them; a head naming the method axis,
  // `Models` over the names, says the methods are the rows)
  if (!upper.some((r) => leaf.some((_, j) => j >= n && !stripMarkup(r[j] ?? '')))) return t;
  const heads = Array.from({ length: n }, (_, j) => upper.map((r) => stripMarkup(r[j] ?? '')).filter(Boolean).join(' '));
  if (!heads[0] || heads.some((h) => namesMethodAxis(h))) return t;
  return { ...t, header: [...upper.map((r) => r.map((c, j) => (j < n ? '' : c))), leaf.map((c, j) => (j < n ? (heads[j] ?? '') : c))] };
}

/** A row label that is a year (1900–2099) or the aggregate printed after years ("Avg", "Mean", "Overall"). */
const YEAR_ROW = /^(?:(?:19|20)\d{2}|avg\.?|average|mean|overall|all|total)$/i;

/** A group header naming the methods, in the plural, a word before it or none: "Encoder Models", "Baselines", "Compared methods". */
const METHODS_GROUP = /^(?:[A-Za-z][\w-]*\s+)?(?:methods|models|approaches|systems|baselines|algorithms)$/i;

/** Whether an upper header row prints one methods' group name over two columns or more, and nothing else. */
function methodsSpanned(upper: readonly (readonly string[])[]): boolean {
  return upper.some((r) => {
    const cells = r.slice(1).map((h) => stripMarkup(h).trim()).filter(Boolean);
    return cells.length >= 2 && new Set(cells).size === 1 && METHODS_GROUP.test(cells[0] as string);
  });
}

export function transposeIfMethodsAreColumns(printed: RawTable, rowLabels?: ReadonlySet<string>): { table: RawTable; transposed: boolean; review?: string } {
  // (an attribute row printed as the last header row, `Architecture | Dense | MoE` under the models: a row of the body)
  const read = transposeColumns(attributeHeaderDown(labelHeadsDown(printed)), rowLabels);
  return read.transposed ? read : { table: printed, transposed: false };
}

function transposeColumns(t: RawTable, rowLabels?: ReadonlySet<string>): { table: RawTable; transposed: boolean; review?: string } {
  const leaf = t.header[t.header.length - 1];
  // (one row is enough when it names a metric and the corner the header row, `Model | CD-GPT | NT | Evo` over `MCC`)
  const oneMetricRow = t.body.length === 1 && Boolean(rowMetric(stripMarkup(t.body[0]?.[0] ?? ''))) && methodsHead(stripMarkup(leaf?.[0] ?? ''));
  if (!leaf || (t.body.length < 2 && !oneMetricRow) || leaf.length < 3) return { table: t, transposed: false };
  // upper header rows must only group the method columns (no metric, nothing over the label column)
  // (the corner spanning every header row, `<th rowspan="2">Metric</th>`, is repeated down by the reader: the leaf's corner)
  const upper = t.header.slice(0, -1);
  const overLabel = (r: readonly string[]): boolean => Boolean(stripMarkup(r[0] ?? '')) && stripMarkup(r[0] ?? '') !== stripMarkup(leaf[0] ?? '');
  if (upper.some((r) => overLabel(r) || r.slice(1).some((h) => metricFor(stripMarkup(h), true)))) return { table: t, transposed: false };
  // row groups (English / Code …) before a label column whose head names the row axis: benchmarks grouped, methods as columns
  // (or whose labels are mostly benchmarks and metrics: "HellaSwag", "MMLU" under "General")
  const second = t.body.map((r) => stripMarkup(r[1] ?? ''));
  // (or metric blocks: `Metric` | `Avg. disp. error` over the same dataset rows, the methods as the columns)
  const metricBlocks = hasRowGroups(t) && metricGroupsOverMethodColumns(stripMarkup(leaf[0] ?? ''), t.body.map((r) => r[0] ?? ''), t.body.map((r) => r[1] ?? ''), leaf.slice(2), (l) => Boolean(rowMetric(l)));
  // (or a setting printed in every row before a metric column headed as the row axis, crossed with it: `Input Size | Metric`
  // over 256x256 | RMSE, 256x256 | PSNR, 512x512 | RMSE …: the settings group the metric rows)
  const settingOverMetrics = crossedLabels(t) && namesRowAxis(stripMarkup(leaf[1] ?? '')) && second.every((l) => rowMetric(l));
  // (or model attributes, `# Total Params`, `Architecture`, above benchmark rows: the columns are the models)
  const modelRows = (at: number): number => leadingAttributeRows(t, at, (l) => Boolean(rowMetric(l)));
  // (or a parameter swept within each group of rows, `I | 0.2`, `I | 0.5`, …, `II | 0.2`: the group and the value name each row)
  const swept = sweptWithinGroups(t);
  // (or a header row spanning the value columns with one name for them, "Encoder Models", "Compared methods": they are
  // the methods, and a first column printed once over the rows, "Task", groups the labels after it)
  const methodsSpan = methodsSpanned(upper);
  const g = swept ? 1 : (hasRowGroups(t) && (methodsSpan || metricBlocks || modelRows(1) > 0 || namesRowAxis(stripMarkup(leaf[1] ?? '')) || second.filter((l) => rowMetric(l)).length >= Math.max(2, second.length * 0.6) || quantityRows(second, leaf.slice(2)))) || settingOverMetrics ? 1 : 0;
  const labels = t.body.map((r) => stripMarkup(r[g] ?? ''));
  const metricRows = labels.filter((l) => rowMetric(l)).length;
  // a header citing its venue and year ("DSC (TPAMI 2020)") is a method, whatever its name reads as (venue-cited.ts)
  const metricHeads = leaf.slice(g + 1).filter((h) => !citesVenue(h) && metricFor(stripMarkup(h), true)).length;
  const corner = stripMarkup(leaf[g] ?? '');
  // header cells that are row labels (methods) of another table of the document, while this table's own row labels are not
  const own = new Set(labels.map(nameKey));
  const elsewhere = (k: string) => rowLabels?.has(k) && !own.has(k);
  const headsAsRows = leaf.slice(g + 1).filter((h) => elsewhere(nameKey(h))).length;
  const methodHeads = headsAsRows >= Math.max(2, (leaf.length - 1) / 2) && labels.filter((l) => elsewhere(nameKey(l))).length === 0;
  // a label column headed "Model" / "Method" (methodsHead) says the methods are the rows (a "Group" column may come first)
  // so does a first column of row groups ("Baselines (Prior Work)" repeated over its rows) before the labels
  // — unless every row label names a metric and no header cell does: then the corner heads the header row (`Models | IMP |
  // MOTIFS` over `SGGen R@20` rows), as the content of both axes says
  const attributeRows = modelRows(g);
  // (not under a corner naming the methods' architecture, `Arch` over R50 | R100: ResNets, no recall@50)
  const cornerHeadsColumns = g === 0 && metricHeads === 0 && (labels.length >= 2 || oneMetricRow) && metricRows === labels.length && !leaf.slice(1).some((h) => isPlainNumber(stripMarkup(h))) && !ARCHITECTURE_HEAD.test(corner);
  // (the third column too when it prints names: `Arch | Dataset | Method | IJBB TAR@FAR` over R18, R50: backbones, not R@50)
  const namesIn = (j: number): boolean => t.body.every((r) => !isPlainNumber(stripMarkup(r[j] ?? '')));
  const methodsAreRows = !metricBlocks && !attributeRows && !methodsSpan && ((hasRowGroups(t) && g === 0) || (!cornerHeadsColumns && leaf.slice(0, 3).some((h, k) => methodsHead(stripMarkup(h)) && (k < 2 || namesIn(k)))));
  // headers counting something ("# pairs", "# words (doc)", "vocab size") are statistics of the rows, never methods
  const countHeads = leaf.slice(g + 1).filter((h) => COUNT_HEAD.test(stripMarkup(h))).length;
  if (countHeads >= Math.max(2, (leaf.length - 1 - g) / 2)) return { table: t, transposed: false };
  // header cells that are benchmarks with a metric of their own ("LFW | CFP-FP | IJB-C") over rows that are not: the
  // columns are the benchmarks, whatever the corner says ("Dataset" over training sets)
  const benchmarkHeads = leaf.slice(g + 1).filter((h) => headerConventionOf(stripMarkup(h))).length;
  if (benchmarkHeads >= 2 && metricRows === 0) return { table: t, transposed: false };
  // labels crossed with a second label column are configurations, not benchmarks (unless that column holds the metrics)
  const crossed = g === 0 && crossedLabels(t) && !second.some((l) => rowMetric(l));
  // orientation by content on both axes: most row labels are metrics under a corner naming the row axis, and a single
  // header cell of three or more reads as one (a method named like a metric: "TRM4RecPos FullBP B1" as BLEU-1)
  const lone = metricHeads === 1 && metricRows >= Math.max(2, labels.length * 0.6) && namesRowAxis(corner) && leaf.length - 1 - g >= 3;
  const loneHead = lone ? stripMarkup(leaf.slice(g + 1).find((h) => metricFor(stripMarkup(h), true)) ?? '') : undefined;
  // (or rows that are years, an average after them: `Year | Ridge | Tree | LSTM` over 2011 … 2015, Avg — a result per year)
  // (each year once, and no other label column: a leaderboard's `Year | # | Model` keeps its rows)
  const yearRows = labels.length >= 3 && labels.every((l) => YEAR_ROW.test(l)) && labels.filter((l) => /^(?:19|20)\d{2}$/.test(l)).length >= 3 && new Set(labels).size === labels.length && t.body.every((r) => r.slice(g + 1).every((c) => { const v = stripMarkup(c ?? ''); return !v || isPlainNumber(v) || NOT_APPLICABLE.test(v); }));
  if ((metricHeads > 0 && !lone) || methodsAreRows || crossed || !(metricBlocks || methodsSpan || attributeRows > 0 || metricRows >= Math.max(2, labels.length * 0.6) || (oneMetricRow && metricHeads === 0) || namesRowAxis(corner) || methodHeads || swept || yearRows || deltaBaseColumn(t) !== undefined || quantityRows(labels, leaf.slice(g + 1)))) return { table: t, transposed: false };
  // (rows of packed pairs below a model-attribute block, "CodeForces (Rating / Percentile) | 1891 / 96.7%", are left out,
  // said in a review line: transposed, each would be a text cell in the middle of every model's row)
  const pairRows = attributeRows ? packedPairRows(t, g) : [];
  const pairNote = pairRows.length ? `row${pairRows.length > 1 ? 's' : ''} ${pairRows.map((i) => `"${stripMarkup(t.body[i]?.[g] ?? '')}"`).join(', ')} print${pairRows.length > 1 ? '' : 's'} two numbers per cell ("${stripMarkup(t.body[pairRows[0] as number]?.[g + 1] ?? '')}"): left out of the table read transposed — key ${pairRows.length > 1 ? 'them' : 'it'} by hand` : undefined;
  if (pairRows.length) t = { ...t, body: t.body.filter((_, i) => !pairRows.includes(i)) };
  const width = Math.max(leaf.length, ...t.body.map((r) => r.length));
  const settings = settingColumns(t, width, g + 1);
  // (a column printing nothing in any row, `Difficulty` of dashes only, is no method: left out)
  const blank = (j: number): boolean => t.body.every((r) => { const c = stripMarkup(r[j] ?? ''); return !c || NOT_APPLICABLE.test(c); });
  const methodCols = Array.from({ length: width - 1 - g }, (_, j) => j + 1 + g).filter((j) => !settings.includes(j) && !blank(j));
  // (one method column is enough when the corner names the row axis and its head reads as a method: `Scenarios | VDN`,
  // not `Dataset | Release Year`)
  const oneMethod = methodCols.length === 1 && namesRowAxis(corner) && labelKind(stripMarkup(leaf[methodCols[0] as number] ?? '')) === 'method';
  if (methodCols.length < 2 && !oneMethod) return { table: t, transposed: false };
  // a group row that prints each group once over blank cells (a pipe table's span) covers the blanks after it; one that
  // repeats its label over each column (as the PDF and HTML readers write a span) means no group where a cell is blank
  const spelled = (r: readonly string[]): boolean => methodCols.some((j, k) => k > 0 && stripMarkup(r[j] ?? '') && stripMarkup(r[j] ?? '') === stripMarkup(r[methodCols[k - 1] as number] ?? ''));
  const spanOf = (r: readonly string[], j: number): string => {
    if (spelled(r)) return stripMarkup(r[j] ?? '');
    for (let i = j; i > g; i--) if (stripMarkup(r[i] ?? '')) return stripMarkup(r[i] ?? '');
    return '';
  };
  const groupOf = (j: number): string => upper.map((r) => spanOf(r, j)).filter(Boolean).join(' / ');
  const grouped = upper.length > 0 && methodCols.some((j) => groupOf(j));
  const lead = (j: number): string[] => (grouped ? [groupOf(j)] : []);
  const settingRows = settings.map((j) => [...lead(0).map(() => ''), stripMarkup(leaf[j] ?? ''), ...t.body.map((r) => r[j] ?? '')]);
  // the row groups become a header row over the benchmark columns they group
  // (a group printed once over its rows, blank below it as a pipe table writes a span, covers them: "PolicyQA | s-F1",
  // " | EM" are both PolicyQA's)
  let groupAbove = '';
  const groupCells = t.body.map((r) => (groupAbove = stripMarkup(r[0] ?? '').trim() ? (r[0] ?? '') : groupAbove));
  const groupRows = g ? [[...lead(0).map(() => ''), stripMarkup(leaf[0] ?? ''), ...groupCells]] : [];
  // rows named by their kind in the corner ("Error type" over `Translation (m)`): each read as that kind (axis-kind.ts)
  const kind = axisKind(corner);
  const kinded = t.body.map((r) => (kind ? labelWithKind(r[g] ?? '', kind) : undefined));
  // (a label printed once over rows told apart by a setting column, "PolicyQA | s-F1" then " | EM": each blank one is the
  // label above it)
  let labelAbove = '';
  const labelCells = t.body.map((r, i) => kinded[i] ?? (settings.length && !stripMarkup(r[g] ?? '').trim() ? labelAbove : (labelAbove = r[g] ?? '')));
  const header = [...settingRows, ...groupRows, [...(grouped ? ['Group'] : []), 'Method', ...labelCells]];
  const kindNote = kinded.some(Boolean) ? `the corner "${corner}" names what the rows are: ${[...new Set(t.body.flatMap((r, i) => (kinded[i] ? [`"${stripMarkup(r[g] ?? '')}" read as "${kinded[i]}"`] : [])))].join(', ')} — check the metric` : undefined;
  const body = methodCols.map((j) => [...lead(j), leaf[j] ?? '', ...t.body.map((r) => r[j] ?? '')]);
  const lonely = loneHead ? `header "${loneHead}" reads as a metric (${metricFor(loneHead, true) ?? ''}), but the corner "${corner}" and ${metricRows} of ${labels.length} row labels name metrics: read as a method column — check it` : undefined;
  const review = [lonely, kindNote, pairNote].filter(Boolean).join('; ') || undefined;
  return { table: { ...t, header, body, context: `${t.context}\n[printed transposed: methods as columns]` }, transposed: true, ...(review ? { review } : {}) };
}
