/**
 * A grid's leading label columns (pure): which column names the method, which are settings
 * (a condition like "Input: CIF", a Y/N or ✓/✗ switch, a hyper-parameter value), and which hold
 * values. The grid is reduced to [row label, ...value columns] for the column interpretation; the
 * settings travel beside each row.
 */
import { runIdRows } from './run-id-rows.js';
import { fillDownSettings } from './setting-fill-down.js';
import { surroundingBenchmarkConvention } from './section-benchmark.js';
import { isCostMetric, metricById } from '../core/metric-registry.js';
import { isDashCell, isPlainNumber } from './cells.js';
import { BENCHMARK_NAME } from './benchmark-score.js';
import { benchmarkHeaded as headedByBenchmark, benchmarkLeaderboard } from './benchmark-leaderboard.js';
import { besideOnlyMetric } from './beside-only.js';
import { axisGroupMetric } from './axis-group-metric.js';
import { conventionOf, metricFor, metricsInText, partOfMean } from './metric-lookup.js';
import { namesMeasure, printsMetricMark } from './local-metric.js';
import { statisticMetric } from './statistic-metric.js';
import { AGGREGATE_HEADER } from './aggregate-column.js';
import { printsSettingUnit, printsStorageSizes } from './setting-unit.js';
import { costColumnsLead } from './cost-lead.js';
import { unregisteredSymbol } from './caption-symbols.js';
import { isRankColumn, rankOrdersRows } from './rank-column.js';
import { jointNameColumns } from './joint-name.js';
import { variantAfterColumns, variantNameColumns } from './variant-name.js';
import { hoursValue } from './duration-cell.js';
import { slug, stripMarkup } from './names.js';
import { isDateColumn } from './date-cells.js';
import { isIdentifierColumn } from './identifier-column.js';
import { isPublicationColumn } from './publication-column.js';
import type { RawTable } from './types.js';
import { averagedInText, breakdownMetric } from './breakdown-column.js';
import { definedAsName } from './defined-code.js';
import { namesSetupQuantity } from './caption-header-phrase.js';
import { isTrainingSetting } from './training-setting.js';
import { isLetterHeader, isVariableHeader, leafLetterMetric } from './letter-headers.js';
import { resolveAmbiguous } from './ambiguous-metric.js';
import { columnAccepts } from './schema-support.js';
import { isSplitHeader } from './split-header-metric.js';
import { deltaMetricOf } from './delta-metric.js';
import { isCitationColumn } from './label-citation.js';
import { isStatusColumn, PAPER_HEAD } from './status-column.js';
import { isConfigurationColumn } from './config-text-column.js';
import { rowIndexOver } from './row-index-column.js';
import { namesMethodAxis } from './method-axis-words.js';
import { rowNamingColumn } from './method-column-choice.js';

import { AMOUNT, LENGTH_HEAD, LINK_WORD, MAGNITUDE, SETTING_LABEL_HEAD, SWITCH, headerOf, leadingSetting, settingHead } from './label-column-kinds.js';

export type { LabelSplit, SettingColumn } from './label-split.js';
import type { LabelSplit, SettingColumn } from './label-split.js';

/** A label column headed as the setting of each row ("Setting", "Protocol", "Direction"), not as what names it. */
const SETTING_NAMED = /^(?:settings?|conditions?|protocols?|modes?|directions?)$/i;
/** A header that averages what it names: "Average log(wP)", "Mean reward", "Avg. score". */
const AVERAGED_HEAD = /^(?:average|avg\.?|mean|median)\s+[A-Za-z]/i;

/** `costsLead: false`: read number columns after leading cost columns as any others after the last metric (cost-lead.ts). */
export function splitLabelColumns(t: RawTable, opts: { costsLead?: boolean; definitions?: ReadonlyMap<string, string> } = {}): LabelSplit {
  const width = Math.max(0, ...t.body.map((r) => r.length), ...t.header.map((r) => r.length));
  const col = (j: number) => t.body.map((r) => stripMarkup(r[j] ?? '')).filter(Boolean);
  const numericShare = (j: number) => {
    const c = col(j);
    return c.length ? c.filter((x) => isPlainNumber(x) || isDashCell(x)).length / c.length : 0;
  };
  const isSwitch = (j: number) => {
    const c = col(j);
    return c.length > 0 && c.every((x) => SWITCH.test(x)) && c.some((x) => !isDashCell(x));
  };
  // a column of words under a metric's name ("precision | fp16") is a setting, not that metric
  // (a dash where a row has no entry is no number: "CVPR’17 … –" is a column of venues)
  const wordsOnly = (j: number) => {
    const printed = col(j).filter((x) => !isDashCell(x));
    return printed.length > 0 && printed.every((x) => !isPlainNumber(x) && !/^[~≈<>]?\s*[\d.]/.test(x));
  };
  const leafRow = (t.header[t.header.length - 1] ?? []).map(stripMarkup);
  // a benchmark printed as the header ("MMLU", "HumanEval") heads a column of its conventional metric, not a setting
  const benchmarkHeaded = (j: number) => headedByBenchmark(headerOf(t, j), t);
  // a class column beside the mean over the classes ("Vehicle" beside "mAP") reports a metric too
  // so does a header printing a metric the registry may lack, with a direction mark ("DockQ ↑") or defined by its initials
  // or a statistic of a metric ("std mae", "max max_error"): a spread or an extreme the document reports
  const localHeaded = (j: number) => numericShare(j) >= 0.5 && headerOf(t, j).some((h) => printsMetricMark(h) || statisticMetric(h) !== undefined);
  // a symbol the caption defines as a measure the registry lacks ("α (Krippendorff)" after the metrics): a metric, not a setting
  const symbolHeaded = (j: number) => numericShare(j) >= 0.5 && headerOf(t, j).some((h) => unregisteredSymbol(h, t.caption ?? '') !== undefined);
  // a change of a metric ("Δ BLEU", "WER diff.") reports results, drafted under a declared `<metric>-delta` (delta-metric.ts)
  const deltaHeaded = (j: number) => numericShare(j) >= 0.5 && headerOf(t, j).some((h) => deltaMetricOf(h, (name) => metricFor(name, true)) !== undefined);
  // ("MT", "Validity": a registry alias read only beside its field's metrics, here among them: beside-only.ts)
  // (and a group header of such a name with the axis it breaks it down by, "SAD-Type" over "SO": axis-group-metric.ts)
  // (a group header too, "CORR" over its columns beside an "RSE" group: read beside every other header cell)
  const allHeads = [...new Set(t.header.flatMap((r) => r.map(stripMarkup)).filter(Boolean))];
  const besideMetric = (j: number, h: string) => besideOnlyMetric(h, [...leafRow.filter((_, k) => k !== j), ...allHeads.filter((o) => o !== stripMarkup(h))]);
  const besideHeaded = (j: number) => headerOf(t, j).some((h) => (besideMetric(j, h) ?? (numericShare(j) >= 0.5 ? axisGroupMetric(h, leafRow.filter((_, k) => k !== j)) : undefined)) !== undefined);
  const metricHeaded = (j: number) => (!wordsOnly(j) && (headerOf(t, j).some((h, k, all) => !definedAsName(h, opts.definitions) && leafLetterMetric(h, leafRow, k < all.length - 1 || all.length > 1) !== undefined || (partOfMean(h, leafRow) !== undefined && numericShare(j) >= 0.5)) || besideHeaded(j))) || benchmarkHeaded(j) || localHeaded(j) || symbolHeaded(j) || deltaHeaded(j);
  // a column of magnitudes with a letter suffix or a bound ("128K", ">128k", "1M") under a header naming no metric
  // ("Claimed Length"): a size or length each row was configured with, not a result
  // (a model's size, "Size /Layer": 8.40M, is a cost the paper reports: only lengths and windows, or bounds like ">128k")
  const magnitudes = (j: number) => col(j).length > 0 && col(j).every((x) => MAGNITUDE.test(x)) && col(j).some((x) => /[A-Za-z]$/.test(x)) && (headerOf(t, j).some((h) => LENGTH_HEAD.test(h)) || col(j).some((x) => /^[<>≤≥]/.test(x)));
  // a lower-case letter over numbers ("d", "h", "k": a width, heads, a kernel) is a symbol of the setup, a setting of each
  // row, unless it is a metric's letter beside that metric ("p | r | F1"); letter-headers.ts
  const variable = (j: number) => {
    const hs = headerOf(t, j);
    const beside = leafRow.flatMap((h, k) => (k === j ? [] : (metricFor(h, true) ?? [])));
    // a capital letter ("L", "D", "H") is such a symbol too where the header row prints metrics by name beside it
    const symbol = isVariableHeader(hs.at(-1) ?? '') || (isLetterHeader(hs.at(-1) ?? '') && beside.length > 0);
    if (!symbol || metricHeaded(j) || numericShare(j) < 0.5) return false;
    return resolveAmbiguous(hs.at(-1) as string, beside, '', columnAccepts) === undefined;
  };
  const labels: number[] = [0];
  for (let j = 1; j < width - 1; j++) {
    // a training setting of numbers before the metrics ("Lr schd" 1x, "imgsz" 1600, "Learning rate" 0.04, "#Datasets" 32),
    // not a class's AP beside the mAP column
    if (headerOf(t, j).some(isTrainingSetting)) {
      labels.push(j);
      continue;
    }
    // a column of years before the metrics ("Year | Method | mAP", "Method | Year | mAP"): when each row was published
    // (publication-column.ts); or a leaderboard's rank after such a column ("Year | # | Model"): neither ends the labels
    if (numericShare(j) >= 0.5 && !metricHeaded(j) && (isPublicationColumn(headerOf(t, j), col(j)) || isRankColumn(headerOf(t, j), t.body.map((r) => stripMarkup(r[j] ?? ''))))) {
      labels.push(j);
      continue;
    }
    if (metricHeaded(j)) break;
    if (variable(j)) {
      labels.push(j);
      continue;
    }
    // "Claimed Length | Effective Length" before the values ("128K", ">128K"): quantities of the setup, settings of each row
    if (numericShare(j) < 0.5 || isSwitch(j) || magnitudes(j) || headerOf(t, j).some(namesSetupQuantity)) labels.push(j);
    else break;
  }
  // hyper-parameter columns printed after the metrics ("Accuracy | Margin | Alpha | Injection Method"),
  // unless a performance metric named outside the table claims those numbers ("Params | test-clean |
  // test-other" under a WER caption: results, not settings)
  const metricCols = [...Array(width).keys()].filter((j) => j > 0 && metricHeaded(j));
  const performance = metricCols.filter((j) => benchmarkHeaded(j) || headerOf(t, j).some((h) => statisticMetric(h)?.known === false) || headerOf(t, j).some((h, k, all) => {
    // (a `besideOnly` name among its metrics, "Diversity →" after FID and MM Dist, is a performance column too)
    const def = metricById(leafLetterMetric(h, leafRow, k < all.length - 1 || all.length > 1) ?? besideMetric(j, h) ?? '');
    return def !== undefined && !isCostMetric(def);
  }));
  // numbers after the last performance metric (after the last cost column when there is none)
  const lastMetric = Math.max(-1, ...(performance.length ? performance : metricCols));
  // a performance metric named outside the table that no header names: the unlabeled numeric columns are its values
  const headed = new Set([...Array(width).keys()].flatMap((j) => headerOf(t, j).flatMap((h) => metricFor(h, true) ?? [])));
  const namedOutside = metricsInText([t.caption, t.leadIn, ...(t.leadIns ?? []), t.note, t.section].filter(Boolean).join(' ')).some((id) => {
    const def = metricById(id);
    return !headed.has(id) && !(def && isCostMetric(def));
  });
  // (a header naming a benchmark with a fixed metric, "Car@R11" after a "training time" column, is results)
  // (nor is an average after them, "MMLU | GSM8K | Avg.": their mean)
  // a leaderboard of benchmarks ("C-Eval | MMLU | CMMLU | Gaokao"): a number column after them is one more benchmark
  const leaderboard = benchmarkLeaderboard([...Array(width).keys()].filter((j) => !labels.includes(j)).map((j) => headerOf(t, j)), t);
  // nor is a column of numbers whose header names a measurement ("FAD | KLD | Text Consistency"), beside a performance metric
  // (so is one whose header averages something, "Average log(wP), R=0.9" after "Average Accuracy | Average AUC": a measured quantity)
  const measured = (j: number) => performance.length > 0 && numericShare(j) >= 0.5 && headerOf(t, j).some((h) => namesMeasure(h) || AVERAGED_HEAD.test(h.trim()));
  // nor a group column after an overall one ("Acc (all) | Female | Male"): the overall column's metric, split by group
  // (or after a metric's own column the text calls the average, "DICE is the average dice score of all organs": breakdown-column.ts)
  const around = [t.caption, t.leadIn, ...(t.leadIns ?? []), t.note].filter(Boolean).join(' ');
  const groupOfOverall = (j: number) => numericShare(j) >= 0.5 && breakdownMetric(leafRow, j, (k) => (metricHeaded(k) ? 'metric' : undefined), metricHeaded, (k) => metricHeaded(k) && averagedInText(leafRow[k] ?? '', around)) !== undefined;
  // (nor a column headed only by a split, "Validation | Test" after "NNZ": results measured on that split, split-header-metric.ts)
  // (nor after cost columns printed first, "Method | Params (M) | Cross-Subject": the table's results; cost-lead.ts)
  const costsLead = opts.costsLead !== false && costColumnsLead(labels, metricCols, performance);
  const trailingNumbers = (j: number) => !namedOutside && !leaderboard && j > lastMetric && !measured(j) && !groupOfOverall(j) && !headerOf(t, j).some((h) => conventionOf(h) || AGGREGATE_HEADER.test(h.trim()) || isSplitHeader(h));
  // a column of numbers headed by a benchmark's name the registry does not know ("GenEval", "OneIG-Bench", "TIIF-Bench",
  // "LiveBench", "Arena-Hard") reports results on it, before or after the metric columns: never a setting of each row
  const benchmarkNamed = (j: number) => numericShare(j) >= 0.5 && headerOf(t, j).some((h) => BENCHMARK_NAME.test(h));
  // (in a table read transposed, each column was a printed row of results: a benchmark, not a setting of the models)
  const readTransposed = /\[printed transposed/.test(t.context ?? '');
  const trailingSetting = (j: number) => metricCols.length > 0 && (numericShare(j) < 0.5 || (!costsLead && !readTransposed && trailingNumbers(j)));
  // (whether the cost columns decided any column: the caller may read the table again without, cost-lead.ts)
  const costsDecided = costsLead && [...Array(width).keys()].some((j) => j > 0 && !labels.includes(j) && !metricHeaded(j) && numericShare(j) >= 0.5 && trailingNumbers(j)) ? { costsLead: true } : {};
  // no header names a metric, the text above names one ("The metric is PCKh."): a column of words after the values
  // (link columns "config | weight") is a setting of each row, not more values of that metric
  // (or a heading that is a benchmark's name, or a caption naming benchmarks of one convention, whose conventional metric
  // the values report: section-benchmark.ts)
  const benchmarkAround = !metricCols.length && surroundingBenchmarkConvention(t) !== undefined;
  const wordsAfterValues = (j: number) => !metricCols.length && (namedOutside || benchmarkAround) && wordsOnly(j) && [...Array(j).keys()].some((k) => k > 0 && numericShare(k) >= 0.5);
  // a cost column that prints no number at all ("training time": "~1.2 hours", "-") is text about each row: a setting
  // ("1.5h" under "Training time" is a number of hours: duration-cell.ts)
  const hours = (j: number) => headerOf(t, j).map((h) => metricFor(h)).find(Boolean);
  const wordyCost = (j: number) => metricHeaded(j) && !performance.includes(j) && col(j).every((x) => !isPlainNumber(x) && hoursValue(x, hours(j)) === undefined) && col(j).some((x) => !isDashCell(x)) && [...Array(width).keys()].some((k) => performance.includes(k) || headerOf(t, k).some((h) => conventionOf(h)));
  // a column of numbers printed in a configuration's or a count's unit ("(Hz)", "(kbps)", "(million)"), beside metric
  // columns or under a metric the text names: a setting of each row, whatever metric the text names (setting-unit.ts)
  // (so is a column whose every cell prints a storage size, "3GB", "350 MB": a checkpoint's download size)
  const unitSetting = (j: number) => numericShare(j) >= 0.5 && (((metricCols.length > 0 || namedOutside) && printsSettingUnit(headerOf(t, j))) || (j > 0 && printsStorageSizes(col(j)))) && !headerOf(t, j).some((h) => metricsInText(h).length > 0);
  // a column with no header after the values that prints no number ("[model](…) \| [shell](…)" download links):
  // text about each row, kept as its setting ("column N"), not a value column of empty cells
  // (or under a header, a column of download links' words after the values: "url" | `[model](….pth)`; identifier-column.ts)
  const unheadedWords = (j: number) => (headerOf(t, j).length === 0 || isIdentifierColumn(headerOf(t, j), col(j))) && wordsOnly(j) && [...Array(j).keys()].some((k) => k > 0 && !labels.includes(k) && numericShare(k) >= 0.5);
  // (the first results column: a performance metric's, else a split's, "Sparsity | NNZ | Validation | Test")
  // (under a caption or heading naming a benchmark and no metric, its results start at the first column of plain numbers:
  // "#TP | #AP | Python | Java" with "22B" and "-" under the counts, a caption "… on HumanEval and MBPP")
  const allNumbers = (j: number) => col(j).some((x) => !isDashCell(x)) && col(j).every((x) => /^[-+−]?\d+(?:\.\d+)?\s?%?$/.test(x) || isDashCell(x));
  const firstResults = performance[0] ?? [...Array(width).keys()].find((j) => j > 0 && numericShare(j) >= 0.5 && headerOf(t, j).some(isSplitHeader)) ?? (benchmarkAround ? [...Array(width).keys()].find((j) => j > 0 && !labels.includes(j) && allNumbers(j)) : undefined);
  // a headed column that prints no value at all ("Download checkpoint" with "-" in every row) reports nothing: a setting
  const noValue = (j: number) => headerOf(t, j).every((h) => metricFor(h) === undefined) && !benchmarkHeaded(j) && headerOf(t, j).length > 0 && t.body.length > 0 && t.body.every((r) => !stripMarkup(r[j] ?? '').trim() || isDashCell(stripMarkup(r[j] ?? '')));
  // a header that asks ("Wav?", "Extra?", "Pretrained?"): each cell answers it for the row (a mark, a count), a setting
  const asksQuestion = (j: number) => headerOf(t, j).some((h) => /[A-Za-z]\?\s*$/.test(h.trim()));
  const switches = [...Array(width).keys()].filter((j) => !labels.includes(j) && j > 0 && (wordyCost(j) || unheadedWords(j) || noValue(j) || (metricCols.length > 0 && variable(j)) || (!metricHeaded(j) && headerOf(t, j).length > 0 && (isSwitch(j) || asksQuestion(j) || isRankColumn(headerOf(t, j), t.body.map((r) => stripMarkup(r[j] ?? ''))) || (!benchmarkNamed(j) && (trailingSetting(j) || leadingSetting(t, j, labels, firstResults, namedOutside))) || wordsAfterValues(j) || unitSetting(j)))));
  const head0Printed = headerOf(t, 0).at(-1) ?? '';
  // a "Size" column of words (tiny, base, large) names the variants: the method, not a setting
  const head0 = /^(?:model\s+)?size$/i.test(head0Printed) && numericShare(0) < 0.5 ? 'Model' : head0Printed;
  const settingFirst = settingHead(head0) || (numericShare(0) >= 0.99 && t.body.length > 1 && !namesMethodAxis(head0));
  if (labels.length === 1 && !switches.length && !settingFirst)
    return { table: t, settings: [], rowSettings: t.body.map(() => ({})), noMethodColumn: false, ...costsDecided, review: [] };
  // (a "Model" header spanning two label columns, the first printed once per group of rows, `DD` over RoBERTa and
  // SpanBERT: the one filled on every row names the rows, the sparse one groups them)
  // (a "model" column of a few repeated status words, available | authors | retrained, is how each row's model was
  // obtained, a setting: not the names; status-column.ts)
  // (nor a "Pre-trained model" column of download links, "[link]" or "None" in every row: it points at files, it names no row)
  const linksOnly = (j: number) => col(j).length > 0 && col(j).every((x) => LINK_WORD.test(x));
  // ("Quality Method", "Scoring Methods": a method word after one word that says which methods, the methods too)
  const qualifiedMethod = (h: string) => /^[A-Za-z][A-Za-z-]+\s+(?:methods?|approach(?:es)?|algorithms?)$/i.test(h.trim());
  // (a first "Size" column of words names the rows as a "Model" column would: "Size" LARGE ×2 | "Reset" noreset, reset)
  const sizeNamed = (j: number) => j === 0 && head0 !== head0Printed;
  const methodHeaded = labels.filter((j) => (sizeNamed(j) || headerOf(t, j).some((h) => namesMethodAxis(h) || qualifiedMethod(h))) && !isStatusColumn(col(j)) && !linksOnly(j));
  // (with none headed "Method" / "Model", a "Paper" column of citations, "(Gowal et al., 2020)", names the rows, an
  // "Architecture" beside it being what each row was built on: a leaderboard of defenses)
  const coreHeaded = methodHeaded.some((j) => headerOf(t, j).some((h) => namesMethodAxis(h, 'core')));
  const citedPapers = coreHeaded ? [] : labels.filter((j) => headerOf(t, j).some((h) => PAPER_HEAD.test(h.trim())) && isCitationColumn(col(j)));
  // of several method columns, the one that names the rows (method-column-choice.ts)
  const rowNamer = rowNamingColumn(t.body, methodHeaded, (j) => headerOf(t, j), qualifiedMethod);
  const named = citedPapers[0] ?? rowNamer ?? methodHeaded[0];
  const textLabels = labels.filter((j) => !isSwitch(j) && !magnitudes(j) && numericShare(j) < 0.5 && !(j === 0 && settingHead(head0)));
  // a column of amounts ("178h", "1wh", "10k", "7B": a training-data size) is a setting, not the names, when a column of words is beside it
  const amounts = (j: number) => col(j).length > 0 && col(j).every((x) => AMOUNT.test(x));
  // (a column of dates, a leaderboard's submission date, is a setting of the row, not part of its name)
  const dated = (j: number) => isDateColumn(col(j));
  // (a column of years, "Year" 2014 … 2022 or "Published" 2019-2, is when each row appeared: a setting)
  // (or a column of venues, "Venue" CVPR'21 … NeurIPS 2022: where each row was published, a setting; publication-column.ts)
  const yearColumn = (j: number) => (col(j).length > 0 && col(j).every((x) => /^(?:19|20)\d{2}(?:[-/.]\d{1,2})?[a-z]?$/.test(x))) || isPublicationColumn(headerOf(t, j), col(j));
  // nor a column headed as a setting: what the rows were pre-trained or initialised on, or their type ("arch. | pt.":
  // IN1K, CLIP are data), when another text column is beside it
  // nor a column of identifiers ("Submission ID" sub-0412, "Commit" 3f9c1e2a, "Config" rn50.py): they point at a run, they do not name it
  const ids = (j: number) => isIdentifierColumn(headerOf(t, j), col(j)) || linksOnly(j);
  // nor the rest of a label printed in a cell of its own, its year or citation ("TransE" | "(2013)∗", label-citation.ts)
  const cited = (j: number) => isCitationColumn(col(j));
  const named0 = textLabels.filter((j) => !amounts(j) && !dated(j) && !ids(j) && !yearColumn(j) && !cited(j) && !headerOf(t, j).some((h) => SETTING_LABEL_HEAD.test(h.trim())));
  // nor, beside another name column, a column of how each row was trained ("Search + budget": "Random, 600 epochs"; config-text-column.ts)
  const configured = (j: number) => isConfigurationColumn(headerOf(t, j), col(j));
  const named_ = named0.some((j) => !configured(j)) ? named0.filter((j) => !configured(j)) : named0;
  // with no such column, a date, a year or an identifier (a link's "download", a config file) still names no row: a
  // column headed as a setting ("Training Dataset": Chairs, Chairs -> Things) is the better row label
  const nameable = textLabels.filter((j) => !dated(j) && !ids(j) && !yearColumn(j) && !cited(j));
  // (a first column headed as a setting, "Training Regime", when every other text column is a link)
  const settingNames = numericShare(0) < 0.5 && !dated(0) && !ids(0) && textLabels.length > 0 && textLabels.every((j) => ids(j) || dated(j)) ? [0] : [];
  const fallback = nameable.length ? nameable : settingNames.length ? settingNames : textLabels;
  // (a column headed "Setting" beside one headed as data, "Dataset | Setting" over MSRVTT | video-to-text, with no method
  // column: the setting is of the rows the data column names)
  // (a column headed by what its cells are, "Step" SCAN-loss | Self-labeling, still names the rows)
  const settingHeaded = (j: number): boolean => headerOf(t, j).some((h) => SETTING_NAMED.test(h.trim()));
  const unsetting = nameable.filter((j) => !settingHeaded(j));
  const names = named_.length && named_.every(settingHeaded) && unsetting.length ? unsetting : named_.length ? named_ : fallback;
  const nameCol = names[names.length - 1];
  // (a method column that repeats a value beside a column of run numbers or run ids: the runs are the rows; under a
  // method header only run ids count, a model zoo's index column "0, 1, 2" is no name)
  const indexed = named === undefined ? rowIndexOver(t, labels, nameCol) : rowIndexOver(t, labels, named, true);
  // (a first column printed as the body's header cells, `<th>128</th>`, names the rows, numbers or not, unless a column headed "Model" does; row-header-column.ts)
  const chosen = (t.rowHeader === true && named === undefined && labels.length > 1 ? 0 : undefined) ?? indexed ?? named ?? nameCol;
  // two headed name columns that name each row of a ranked leaderboard only together ("Training" OE | "Postprocessor"
  // MSP; "Acoustic model" | "Language model"): the method joins them (joint-name.ts)
  // (on a leaderboard only, its rows ranked: a paper's table that repeats a column is grouped by it, "Group" | "Model")
  const ranked = labels.some((j) => rankOrdersRows(headerOf(t, j), t.body.map((r) => stripMarkup(r[j] ?? ''))));
  // (the row label is the first of them, the other stays a setting; the method id names both)
  const jointWith = ranked && indexed === undefined && named === undefined && chosen !== undefined ? jointNameColumns(named_.map((j) => ({ j, cells: t.body.map((r) => stripMarkup(r[j] ?? '')) })), chosen) : [];
  const joint = jointWith.length && chosen !== undefined ? [chosen, ...jointWith].sort((a, b) => a - b) : [];
  const method = joint[0] ?? chosen;
  // a text column with no header beside the method's: the rest of a label printed in two cells ("(stage1)" | "2 codebooks-16k decoder");
  // so is a column of citation marks whatever its header (a spanning "Methods" over "TransE" | "(2013)∗")
  // so is, before a method column headed "Variant" ("Implementation" GRU4Rec Official | "Variant" Best params), a name column
  // printed once per group of variants: a variant is of that name, and the row is both (variant-name.ts)
  const methodHead = method === undefined ? '' : headerOf(t, method).join(' ');
  const ofVariant = method === undefined ? [] : variantNameColumns(methodHead, textLabels.filter((j) => j < method && !dated(j) && !yearColumn(j) && !cited(j)).map((j) => ({ j, cells: col(j) })));
  // and, after the method column, its size or version ("Model" YOLOv5 | "Size" S), a blank taking the one above
  const sized = method === undefined ? [] : variantAfterColumns(method, labels.filter((j) => j > method).map((j) => ({ j, head: headerOf(t, j).join(' '), cells: t.body.map((r) => r[j] ?? '') })));
  const labelRest = method === undefined ? [] : textLabels.filter((j) => j !== method && (ofVariant.includes(j) || sized.includes(j) || (cited(j) && !yearColumn(j)) || (headerOf(t, j).length === 0 && !dated(j) && !yearColumn(j))));
  const settingCols = [...labels.filter((j) => j !== method && !labelRest.includes(j)), ...switches];
  const used = new Set<string>();
  const settings = settingCols.map((j) => {
    const label = headerOf(t, j).join(' ') || (dated(j) ? 'date' : `column ${j + 1}`);
    let id = slug(label);
    while (used.has(id)) id = `${id}-${j}`;
    used.add(id);
    return { id, label };
  });
  const keep = [...Array(width).keys()].filter((j) => !labels.includes(j) && !switches.includes(j));
  // a size printed once over the rows of its model ("S" over a Full / Half pair) is filled down by the settings' rule
  // (setting-fill-down.ts): the same method, and another setting of the row tells it from the row above
  const sizeFill = sized.length ? fillDownSettings(t.body.map((r) => stripMarkup(r[method ?? 0] ?? '')), t.body.map((r) => Object.fromEntries([...sized, ...settingCols].map((j) => [String(j), stripMarkup(r[j] ?? '')])))) : undefined;
  const sizes = new Map(sized.map((j) => [j, sizeFill?.rowSettings.map((r) => r[String(j)] ?? '') ?? []]));
  // (with no method column, a setting printed the same in every row, "fine-tuning_epochs" 10 over each, tells no row
  // from another: the label is the settings that vary)
  const varying = method !== undefined ? [] : settingCols.filter((j) => new Set(t.body.map((r) => stripMarkup(r[j] ?? ''))).size > 1);
  const labelCols = varying.length ? varying : settingCols;
  const labelOf = (r: readonly string[], i = 0) => (method !== undefined ? [method, ...labelRest].sort((a, b) => a - b).map((j) => sizes.get(j)?.[i] ?? stripMarkup(r[j] ?? '')).filter(Boolean).join(' ') : labelCols.map((j) => r[j] ?? '').join(' '));
  const table: RawTable = {
    ...t,
    header: t.header.map((r) => [method !== undefined ? (r[method] ?? '') : '', ...keep.map((j) => r[j] ?? '')]),
    body: t.body.map((r, i) => [labelOf(r, i), ...keep.map((j) => r[j] ?? '')]),
  };
  const review = settings.map((s) => `setting column "${s.label}" (not a metric): kept as each row's settings`);
  if (sized.length) review.push(`the column ${sized.map((j) => `"${headerOf(t, j).join(' ')}"`).join(', ')} names the size or version of each "${methodHead}": each row's label joins them ("${labelOf(t.body[0] ?? [])}")${sizeFill?.filled.length ? ', a blank taking the size above it' : ''} — check the method ids`);
  if (ofVariant.length) review.push(`the column "${methodHead}" names variants of the column ${ofVariant.map((j) => `"${headerOf(t, j).join(' ')}"`).join(', ')}: each row's label joins them ("${labelOf(t.body[0] ?? [])}") — check the method ids`);
  // a setting printed once over the rows of one method that share it: the blank cells below take it (setting-fill-down.ts)
  const down = fillDownSettings(table.body.map((r) => stripMarkup(r[0] ?? '')), t.body.map((r) => Object.fromEntries(settingCols.map((j, k) => [(settings[k] as SettingColumn).id, stripMarkup(r[j] ?? '')]))));
  if (down.filled.length) review.push(`rows ${down.filled.join(', ')} leave a setting blank under the same method: each takes the value above it (printed once over the rows that share it) — check them`);
  const methodNames = joint.length ? t.body.map((r) => joint.map((j) => stripMarkup(r[j] ?? '')).join(' / ')) : undefined;
  if (methodNames) review.push(`the method is named by the columns ${joint.map((j) => `"${headerOf(t, j).join(' ')}"`).join(' and ')} together (neither names each row once): each row's method joins them ("${methodNames[0] ?? ''}"), the row label is the first — check the method ids`);
  if (indexed !== undefined) review.push(`rows numbered ("${stripMarkup(t.body[0]?.[indexed] ?? '')}" …) and the text column "${headerOf(t, named ?? nameCol ?? 0).join(' ')}" repeats a value: the numbered runs are the rows, that column a setting — give each run a method id that names it`);
  if (method === undefined) review.push('no method column: every row is a setting of one method (named by the section heading, else this paper) — check `method`');
  // a row labelled by a run id under a named row ("TED baseline" over "2021-03-26_16-35-29"): that experiment, the id its run
  const runs = method === undefined ? undefined : runIdRows(table.body.map((r) => stripMarkup(r[0] ?? '')));
  if (runs) review.push(`rows labelled by a run id ("${runs.runs.find(Boolean) ?? ''}") under a named row: each is the experiment above it, the id kept as its setting "run" — check the rows`);
  return {
    table: runs ? { ...table, body: table.body.map((r, i) => [runs.labels[i] ?? '', ...r.slice(1)]) } : table,
    settings: runs ? [...settings, { id: 'run', label: 'run' }] : settings,
    rowSettings: runs ? down.rowSettings.map((r, i) => (runs.runs[i] ? { ...r, run: runs.runs[i] as string } : r)) : down.rowSettings,
    noMethodColumn: method === undefined,
    ...(indexed !== undefined ? { numberedRuns: true } : {}),
    ...(methodNames ? { methodNames } : {}),
    ...costsDecided,
    review,
  };
}
