/**
 * Grids → draft tables: header rows → metric/subset columns (or attribute columns), row labels →
 * method ids, cells → printed values, bold, deltas. Every guess is listed in `review`. Pure.
 */
import { datasetsIn, nameKey, stripMarkup } from './names.js';
import type { LabelSplit } from './label-columns.js';
import { splitLabelColumns } from './label-columns.js';
import { isCostMetric, metricById } from '../core/metric-registry.js';
import type { MetricDef } from '../core/metric-registry.js';
import type { DraftTable, RawTable } from './types.js';
import type { TableContext } from './table-context.js';
import { resultsTable } from './results-table.js';
import { UNKNOWN_METRIC } from './unknown-metric.js';
import { pivotMethodHeads } from './pivot-method-heads.js';
import { metricBodyRow } from './metric-body-row.js';
import { rowLabelsOf, transposeIfMethodsAreColumns } from './transpose.js';
import { cutoffLabelColumn } from './cutoff-label-column.js';
import { transposeByAxes } from './transpose-axes.js';
import { declaredEvaluationMetric } from './declared-metric.js';
import type { AxisContext } from './axis-score.js';
import { pivotMethodSubcolumns } from './pivot-method-subcolumns.js';
import { pivotMethodGroups } from './pivot-method-groups.js';
import { spreadMetricColumn } from './metric-column.js';
import { withCaptionSymbols } from './caption-symbols.js';
import { labelCheckRows } from './check-rows.js';
import { groupRowsReview, liftGroupRows, withGroupSetting } from './group-rows.js';
import { UNNAMED_PACKED, unpackCells } from './packed-cells.js';
import { scliteColumns } from './sclite-columns.js';
import { splitPairHeaders } from './pair-header-span.js';
import { splitPackedGroups } from './packed-groups.js';
import { isHyperParameterTable } from './hyper-table.js';
import { metricRowsOverUnnamedColumns } from './metric-rows.js';
import { statisticsReason } from './statistics-table.js';
import { attributesTable } from './attributes-table.js';
import { interpretColumns } from './table-columns.js';
import { configurationTable } from './configuration-table.js';
import { headingMethodRows } from './heading-method-rows.js';
import { definedUnknownColumns, guessedColumns, OWN_METHOD_HEAD, ownMethodHeaded } from './guessed-columns.js';
import { siblingUnknownColumns } from './sibling-unknown-columns.js';
import { metricCellColumns } from './metric-cells.js';

export { splitOfCaption } from './table-context.js';
export { spreadHeader } from './header-spread.js';
export type { TableContext } from './table-context.js';

/** What the axis scores know of the document: its row labels outside this table (methods elsewhere), its datasets. */
function axisContext(t: RawTable, ctx: TableContext): AxisContext {
  const own = new Set(rowLabelsOf(t).map(nameKey));
  const methods = new Set([...(ctx.rowLabels ?? [])].filter((k) => !own.has(k)));
  return { methods, isDataset: (s) => datasetsIn(s, ctx.names.datasets, ctx.abbreviations).length > 0 };
}

/** Whether most of a grid's numeric value cells print a decimal ("12.84", not "120" or "0-500"). */
function mostlyDecimals(t: RawTable): boolean {
  const values = t.body.flatMap((r) => r.slice(1)).filter((c) => /\d/.test(c));
  return values.length > 0 && values.filter((c) => /\d[.,]\d/.test(c)).length * 2 >= values.length;
}

/** One grid → a results table (metric columns), an attributes table, or nothing (no numbers). */
export function draftTable(printed: RawTable, id: string, ctx: TableContext): DraftTable | undefined {
  const outer = ctx;
  // row-group label rows (`| **Supervised** | | |`): taken out, their label a setting of the rows below each (group-rows.ts)
  const lifted = liftGroupRows(printed);
  const checked = labelCheckRows(lifted.table);
  // cells that print their metric ("ACC=0.88", "BLEU=27.3 / chrF=55.1"): one column per metric (metric-cells.ts)
  // a `metrics | rmse | acc` row under the dataset header, then rows describing the datasets (metric-body-row.ts)
  const metricRow = metricBodyRow(checked.table);
  const inCells = metricCellColumns(metricRow.table);
  const symbols = withCaptionSymbols(inCells.table);
  // an sclite scoring table (`Snt | Wrd | Corr | Sub | Del | Ins | Err | S.Err` under "### WER"): what each column counts (sclite-columns.ts)
  const sclite = scliteColumns(symbols.table);
  const spread = spreadMetricColumn(sclite.table);
  const spanned = splitPairHeaders(spread.table);
  const grouped = splitPackedGroups(spanned.table);
  const unpacked = unpackCells(grouped.table, ctx.cellFormat, ctx.packedDefinitions);
  // one method's results per dataset, the method only in the section heading (heading-method-rows.ts)
  // a `K` column beside the metric label (`NDCG | 1`): one label per metric and cut-off, NDCG@1 (cutoff-label-column.ts)
  const cutoff = cutoffLabelColumn(unpacked.table);
  const byHeading = headingMethodRows(cutoff.table, (s) => datasetsIn(s, ctx.names.datasets, ctx.abbreviations).length > 0);
  const byCues = byHeading.review ? { table: byHeading.table, transposed: false, review: undefined } : transposeIfMethodsAreColumns(byHeading.table, ctx.rowLabels);
  // else by the content of both axes: rows naming metrics or benchmarks, a header naming methods (transpose-axes.ts)
  const byAxes = byCues.transposed || byHeading.review ? undefined : transposeByAxes(byHeading.table, axisContext(byHeading.table, ctx));
  const { table: asPrinted, transposed, review: transposeReview } = byAxes ? { table: byAxes.table, transposed: true, review: byAxes.review } : byCues;
  // methods as column groups over the same metrics, one row per object or dataset (pivot-method-groups.ts)
  // (nor when the heading's method was read as the one row: its dataset groups are no methods)
  const byGroups = transposed || byHeading.review ? { table: asPrinted } : pivotMethodGroups(asPrinted, ctx.rowLabels);
  const byHeads = transposed || byGroups.review || byHeading.review ? { table: byGroups.table, pivoted: false } : pivotMethodHeads(asPrinted, ctx.printedNames ?? new Set());
  const bySub: { table: RawTable; pivoted: boolean; review?: string } = transposed || byGroups.review || byHeads.pivoted || byHeading.review ? byHeads : pivotMethodSubcolumns(asPrinted);
  const { table: raw, pivoted } = bySub;
  // (each drafted row is a printed row, in order, unless the table was read transposed or pivoted: then the group labels are only named in the review)
  const rowsAsPrinted = !transposed && !pivoted && !byGroups.review && !byHeading.review && !bySub.review && raw.body.length === lifted.groups.length;
  // rows that are metrics over columns that name nothing (an ablation's configurations marked by check marks): no row is a method
  const metricRows = metricRowsOverUnnamedColumns(unpacked.table);
  // (number columns after cost columns printed first are read as results, cost-lead.ts, only where that gives a results
  // table: else, as before, as settings of each row beside the costs; a model zoo's unnamed columns would make it attributes)
  const splitOf = (o: { costsLead?: boolean }): LabelSplit => {
    const opts = { ...o, ...(ctx.definitions ? { definitions: ctx.definitions } : {}) };
    return lifted.groups.length && rowsAsPrinted ? withGroupSetting(splitLabelColumns(raw, opts), lifted.groups) : splitLabelColumns(raw, opts);
  };
  const read = (split: LabelSplit, ctx: TableContext = outer): { draft?: DraftTable; statistics?: string; config?: ReturnType<typeof configurationTable>; metricFound: boolean } => {
    const t = split.table;
    const width = Math.max(...t.body.map((r) => r.length), ...t.header.map((r) => r.length));
    const bodyWidth = Math.max(...t.body.map((r) => r.length));
    const w = Math.min(width, Math.max(bodyWidth, 2));
    const labels = t.body.map((r) => stripMarkup(r[0] ?? ''));
    const datasetRows = labels.filter((l) => datasetsIn(l, ctx.names.datasets, ctx.abbreviations).length).length;
    const interpreted = interpretColumns(t, w, ctx);
    // a table of hyper-parameters ("Description | Hyperparameter | Default Value") whose headers name no metric, or of
    // the data's statistics (statistics-table.ts): no benchmark's convention or text metric makes its values results
    const statistics = statisticsReason(t, split.settings.map((s) => s.label));
    const hyperTable = isHyperParameterTable(printed) || statistics !== undefined;
    // headers that name no registry metric, in a table printing the signs of results ("FooNet (ours)", "↓", a "Results"
    // heading) and none of settings: drafted with metric ids guessed from the headers (unknown-header-columns.ts)
    const cols = interpreted ? siblingUnknownColumns(definedUnknownColumns(interpreted, t, w, ctx), t, ctx) : hyperTable || metricRows ? undefined : guessedColumns(t, w, ctx);
    // resources per dataset (batch size, training time, GPU memory): an attribute table, read for hardware claims
    const costOnly = cols?.columns.every((c) => !c || isCostMetric(metricById(c.metric) ?? { field: '' } as MetricDef)) ?? false;
    const datasetRowsTable = datasetRows > labels.length / 2 || /^datasets?$/i.test(stripMarkup(t.header.at(-1)?.[0] ?? ''));
    // resources per range of a quantity ("0-500", "1000-2000" tokens: batch sizes): a hyper-parameter table, not methods
    const numberRows = costOnly && labels.length > 0 && labels.every((l) => /^[\d.,]+\s*[-–]\s*[\d.,]+$/.test(l));
    // so is a table of costs whose caption calls it hyper-parameters, a configuration or statistics
    const settingsCaption = /hyper-?\s?parameters?|configurations?|specifications?|statistics/i.test(t.caption ?? '');
    // so is a table its caption or section calls a configuration ("Model configurations", "Hyper-parameters") whose headers
    // and caption name no performance metric (configuration-table.ts)
    const config = cols && !hyperTable ? configurationTable(printed, cols.columns) : undefined;
    // a model zoo (sizes, depths, download links): no column reports a performance metric, only costs and unknown ones
    const noPerformance = cols !== undefined && !('unnamedSplits' in cols && cols.unnamedSplits) && cols.columns.some((c) => c?.metric === UNKNOWN_METRIC.id) && cols.columns.every((c) => !c || c.metric === UNKNOWN_METRIC.id || isCostMetric(metricById(c.metric) ?? { field: '' } as MetricDef));
    if (cols && !metricRows && !numberRows && !noPerformance && !hyperTable && !config && !(cols.viaContext && datasetRows > labels.length / 2) && !(costOnly && (datasetRowsTable || settingsCaption))) {
      const r = resultsTable(t, split, id, cols.columns, [...(printed.layout ?? []), ...groupRowsReview(lifted.names, rowsAsPrinted), ...checked.review, ...metricRow.review, ...inCells.review, ...symbols.review, ...(sclite.review ? [sclite.review] : []), ...spread.review, ...spanned.review, ...grouped.review, ...unpacked.review, ...(cutoff.review ? [cutoff.review] : []), ...(byHeading.review ? [byHeading.review] : []), ...(transposed ? ['printed with methods as columns: read transposed (rows are the printed columns)', ...(transposeReview ? [transposeReview] : [])] : []), ...(byGroups.review ? [byGroups.review] : []), ...(pivoted ? ['printed per category with the methods named in the column headers: read with a row per method, the category in each column\'s subset'] : []), ...(bySub.review ? [bySub.review] : []), ...split.review, ...cols.review], ctx, cols.benchmark);
      if (r) return { statistics, config, draft: cols.declared.length ? { ...r, metrics: cols.declared } : r, metricFound: true };
    }
    return { statistics, config, metricFound: cols !== undefined };
  };
  const first = splitOf({});
  const asRead = read(first);
  const second = asRead.draft || !first.costsLead ? asRead : read(splitOf({ costsLead: false }));
  // no metric anywhere near the table: the one the document declares as its evaluation metric, as a last resort
  // ("Metrics. MPJPE in millimeter is the … evaluation metric" over tables of millimetres under action names; declared-metric.ts)
  // (only for a table read as printed whose values are mostly decimals: counts, sizes and ranges are no results of it)
  const declared = second.draft || second.metricFound || transposed || !ctx.text || !mostlyDecimals(checked.table) ? undefined : declaredEvaluationMetric(ctx.text);
  const { draft, statistics, config, metricFound } = declared ? read(first, { ...ctx, declaredMetric: declared }) : second;
  if (draft) return draft;
  // not a results table after all: the grid as printed, as attributes
  // (its rows named by their check marks when it prints no row label)
  const grid = checked.table;
  const rawWidth = Math.max(...grid.body.map((r) => r.length), ...grid.header.map((r) => r.length));
  const attrs = attributesTable(grid, id, Math.min(rawWidth, Math.max(...grid.body.map((r) => r.length), 2)), ctx);
  attrs?.review.unshift(...(printed.layout ?? []), ...checked.review, ...unpacked.review.filter((r) => r.startsWith(UNNAMED_PACKED)));
  if (statistics) attrs?.review.unshift(statistics);
  if (config) attrs?.review.unshift(`the ${config.where} calls this table "${config.words}" and no header or caption names a performance metric: kept as attributes (a configuration), not results — draft results by hand if it reports any`);
  // read with the methods as columns but no metric found for any column (caption, lead-in, section, text, benchmark
  // convention): the values are kept, as printed, and the draft says why they are no results
  if (transposed && !metricFound) attrs?.review.unshift(`printed with methods as columns (${raw.body.length} method${raw.body.length === 1 ? '' : 's'}: ${raw.body.slice(0, 3).map((r) => `"${stripMarkup(r[0] ?? '')}"`).join(', ')}${raw.body.length > 3 ? ' …' : ''}), but no metric the registry knows is named in the headers, the caption, the lead-in, the section or the text, and no benchmark convention gives one: kept as attributes, not results — set the metric and draft the results by hand`);
  if (!transposed && !metricFound && ownMethodHeaded(raw)) attrs?.review.unshift(`a header names the paper's own method ("${stripMarkup((raw.header.at(-1) ?? []).slice(1).find((h) => OWN_METHOD_HEAD.test(stripMarkup(h).trim())) ?? '')}"): the columns are methods, but no metric is named in the headers, the caption, the lead-in, the section or the text: kept as attributes, no metric guessed from the method names — set the metric and draft the results by hand`);
  if (metricRows) attrs?.review.unshift(`rows are metrics (${metricRows.join(', ')}) and no column names a method (blank or check-mark headers): kept as attributes, not results — draft a row per configuration by hand`);
  return attrs;
}
