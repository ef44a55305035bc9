/**
 * A grid's header rows → its metric/subset columns: each column's metric from its header, the caption, the
 * benchmark's conventions or the text, with every guess listed in `review`. Pure.
 */

import { plainCell, speedupCells } from './multiple-cells.js';
import { abbreviationPairs, slug, stripMarkup, subsetOf } from './names.js';
import { isCostMetric, metricById } from '../core/metric-registry.js';
import type { MetricDef } from '../core/metric-registry.js';
import { conventionHolds, headerConventionInTable, headerConventionOf, titleConventionOf } from './benchmark-conventions.js';
import { benchmarkLeaderboard } from './benchmark-leaderboard.js';
import { spelledOutIn } from './spelled-out.js';
import { ungluedSubscript } from './subscript-glue.js';
import { conventionOf, metricFor, metricForColumnIn, metricOfDatasetElsewhere, metricsInText, partOfMean } from './metric-lookup.js';
import { composedMetric } from './group-leaf-metric.js';
import { axisGroupMetric } from './axis-group-metric.js';
import type { DraftColumn, RawTable } from './types.js';
import type { TableContext } from './table-context.js';
import { leafLetterMetric } from './letter-headers.js';
import { UNKNOWN_METRIC } from './unknown-metric.js';
import { benchmarkScore } from './benchmark-score.js';
import { localMetricContext, localMetricOf, printsMetricMark } from './local-metric.js';
import { definedAsName } from './defined-code.js';
import { besideOnlyMetric, besidePeers } from './beside-only.js';
import { languageErrorMetrics } from './language-error-rates.js';
import { averagedInText } from './breakdown-column.js';
import type { LocalMetric } from './local-metric.js';
import { unregisteredSymbol } from './caption-symbols.js';
import { RESULT_WORD } from './generic-words.js';
import { aggregateOf } from './aggregate-column.js';
import { unitStated } from './unit-note.js';
import { cornerMetric, costsFirst, ownMetric } from './corner-metric.js';
import { resolveAmbiguous } from './ambiguous-metric.js';
import { columnAccepts } from './schema-support.js';
import { breakdownColumn, namedTextColumn, textSaysOfHeader, timedColumn } from './column-hints.js';
import type { ColumnHint } from './column-hints.js';
import { spreadHeader } from './header-spread.js';
import { cutoffHeaders } from './cutoff-header.js';
import { unknownCutoffMetric } from './cutoff-metric.js';
import { leadMeasure } from './lead-measure.js';
import { namesOwnMeasure } from './sibling-unknown-columns.js';
import { classColumn, classMean } from './class-mean.js';
import { surroundingBenchmarkConvention, mostlyNumbers } from './section-benchmark.js';
import { finishColumns } from './column-finish.js';
import { isAverageRankColumn } from './rank-column.js';
import { splitConventions } from './split-convention.js';
import { jointErrorOf } from './joint-error.js';
import type { MetricSource } from './metric-source.js';
import { printedMetricColumn } from './printed-metric-column.js';
import { namedMetricsOf, performanceIn } from './table-named-metrics.js';
import { bareHeader, definedName } from './unknown-header-columns.js';
import { splitColumnMetric } from './split-header-metric.js';
import { deltaMetricOf } from './delta-metric.js';
import { splitOnlyColumns } from './split-only-columns.js';

export function interpretColumns(t: RawTable, width: number, ctx: TableContext): { columns: (DraftColumn | undefined)[]; review: string[]; viaContext: boolean; benchmark?: string; declared: MetricDef[]; unnamedSplits?: boolean } | undefined {
  const review: string[] = [];
  const declared: MetricDef[] = [];
  const spread = spreadHeader(t.header, width);
  // a header row of numbers under a name: cut-offs of a metric ("R@K" over 1 | 5 | 10) or counts ("Shots" over 1 | 5)
  const cutoffs = cutoffHeaders(spread.slice(0, -1), spread[spread.length - 1] ?? Array<string>(width).fill(''), [t.caption ?? '', t.leadIn ?? '', ...(t.leadIns ?? []).slice(0, 1), t.section ?? ''], ctx.names.datasets);
  const leaf = cutoffs.leaf;
  const groups = cutoffs.groups;
  review.push(...cutoffs.review);
  const pairs = new Map([...ctx.abbreviations, ...abbreviationPairs(t.caption ?? '')]);
  const sub = (h: string) => subsetOf(h, { pairs, words: ctx.words, known: ctx.names.subsets });
  let leaves = leaf.slice(1);
  if (leaves.every((h) => !h.trim())) {
    const fromCaption = [...abbreviationPairs(t.caption ?? '').values()];
    if (fromCaption.length !== width - 1) return undefined;
    leaves = fromCaption;
    review.push('header row lost: columns taken in order from the caption\'s "Word (X)" list');
  }
  // a header of check marks only ("✓ | ✗ | ✓"): a feature row of a comparison read as the header, no result columns
  if (leaves.every((h) => /^[✓✔✗✘✕]$/.test(stripMarkup(h).trim()))) return undefined;
  // a one-letter header names a metric only among its field's metrics ("B | M | R | C"), not a symbol of a configuration (letter-headers.ts)
  // an abbreviated header the caption spells out ("Avg. disp. error": "Average displacement error", spelled-out.ts)
  const aroundText = [t.caption, t.leadIn, t.note].filter(Boolean).join(' ');
  const spelledMetric = (h: string): string | undefined => {
    const full = spelledOutIn(stripMarkup(h), aroundText);
    return full ? metricFor(full, true) : undefined;
  };
  // ("EMP os": EM with the subscript Pos as pdftotext glues it, subscript-glue.ts)
  // last, a header the registry lacks whose long name the document defines ("IBS" after "integrated Brier score (IBS)")
  const definedMetric = (h: string): string | undefined => {
    const full = definedName(bareHeader(h).name, ctx.definitions ?? new Map());
    return full ? metricFor(full, true) : undefined;
  };
  // (a code the document defines as a name, "KL" after "left kidney (KL)", names no metric: defined-code.ts)
  const coded = (h: string): boolean => definedAsName(h, ctx.definitions);
  const leafMetric = (h: string, strict = false): string | undefined => (coded(h) ? undefined : spelledMetric(h) ?? leafLetterMetric(h, leaves, strict) ?? ungluedSubscript(stripMarkup(h), (x) => metricFor(x, true))?.metric ?? definedMetric(h));
  // (a name read only beside its family, "Deletion ↓ | Insertion ↑", counts too: the table names metrics)
  const metricCols = leaves.filter((h, k) => leafMetric(h) ?? besideOnlyMetric(stripMarkup(h), leaves.filter((_, i) => i !== k).map(stripMarkup)));
  const section = t.section ?? '';
  const headersOf = (j: number): string[] => [...groups.map((g) => g[j + 1] ?? ''), leaves[j] ?? ''];
  // the distinct group cells printed over column j, its own leaf aside
  const groupCells = (j: number): string[] => {
    const h = stripMarkup(leaves[j] ?? '');
    return groups.map((g) => stripMarkup(g[j + 1] ?? '')).filter((g, k, all) => g && all.indexOf(g) === k && g !== h);
  };
  // the metrics the caption, a lead-in line, the section heading or the note name, and the columns they cover (table-named-metrics.ts)
  const { captionMetrics, namedMetrics, namedFrom, fartherLead, prose, contextMetrics, subject, covered, scoped, headScope } = namedMetricsOf(t, ctx, leaves, headersOf);
  let viaContext = false;
  let benchmark: string | undefined;
  const columns: (DraftColumn | undefined)[] = [];
  // the label column's header names the metric of every value column ("Time (mins) | Yearly | Quarterly")
  const cornerCell = cornerMetric(leaf[0] ?? '', leaves, t.body.map((r) => r[0] ?? ''));
  // else the unit the note under the table states ("Unit: tokens/second"), when no header names a metric
  // (after cost columns printed first, "Params (M) | Llama-3-8B | …" over "Unit: tokens/second": the unit is the other columns')
  const unit = cornerCell || (metricCols.length && !costsFirst(leaves)) ? undefined : unitStated(t.unitNote);
  const corner = cornerCell ?? unit?.metric;
  if (cornerCell) review.push(`metric ${cornerCell} of every column read from the corner cell "${stripMarkup(leaf[0] ?? '')}"`);
  if (unit) review.push(`metric ${unit.metric} of every column read from the unit in the note under the table ("${unit.printed}")`);
  // a per-class table ("road | sidewalk | … | Mean") on a benchmark whose convention is a mean over classes (class-mean.ts)
  const perClass = !captionMetrics.length && !namedMetrics.length && !metricCols.length && !corner ? classMean(leaves, [t.caption ?? '', t.leadIn ?? '', ...(t.leadIns ?? []).slice(0, 1), section]) : undefined;
  // "Full | Rare | Non-Rare", "Many | Medium | Few | All": a protocol read from the shape of its columns (split-convention.ts)
  const splits = splitConventions(leaves, groups, t);
  const splitOnly = groups.every((g) => g.slice(1).every((x) => !stripMarkup(x).trim())) && splitOnlyColumns(leaves, t.body, (l) => metricFor(l, true) !== undefined);
  // "WER/CER" over language columns: CER for the languages written without spaces, WER for the others (language-error-rates.ts)
  const byLanguage = languageErrorMetrics(namedMetrics, leaves.map((x) => stripMarkup(x)));
  // every distinct header cell of the table, groups and leaves: what a group header is read beside
  const groupHeads = [...new Set([...groups.flatMap((g) => g.slice(1)), ...leaves].map((x) => stripMarkup(x)).filter(Boolean))];
  for (let j = 0; j < leaves.length; j++) {
    const h = stripMarkup(leaves[j] as string);
    const group = groupCells(j);
    const take = (hint: ColumnHint, from: MetricSource): void => void (columns.push({ ...hint.column, metricFrom: hint.column.metric === UNKNOWN_METRIC.id ? 'unknown' : from }), review.push(`column ${j} ${hint.review}`));
    // the clean column, a cut-off header, a language's script: what the named metrics say of this header (column-hints.ts)
    const hinted = group.some((g) => metricFor(g, true)) ? undefined : namedTextColumn(h, namedMetrics, byLanguage?.[j], namedFrom === 'caption' ? 'caption' : 'text by the table');
    if (hinted) {
      take(hinted, namedFrom);
      continue;
    }
    // "Test Error (%)" over "Top-1": the group's metric narrowed by the leaf (top1-err), else the group's own
    // ("SAD-Type" over "SO": the metric and the axis its leaves break it down by, axis-group-metric.ts)
    // ("CORR" over its columns beside an "RSE" group: a registry alias read only beside its field's metrics, beside-only.ts)
    const groupMetric = group.map((g) => composedMetric(g, h) ?? spelledMetric(g) ?? metricFor(g, true) ?? axisGroupMetric(g, leaves.map(stripMarkup)) ?? besideOnlyMetric(g, groupHeads.filter((o) => o !== g))).find(Boolean) ?? (ownMetric(h) === undefined ? corner : undefined);
    const axisGroup = group.find((g) => !composedMetric(g, h) && !spelledMetric(g) && !metricFor(g, true) && axisGroupMetric(g, leaves.map(stripMarkup)) === groupMetric);
    if (axisGroup && groupMetric) review.push(`column ${j} "${axisGroup} / ${h}": metric ${groupMetric} read from the group header "${axisGroup}" (a metric and what its columns break it down by) — check it`);
    const groupSubset = group.filter((g) => !metricFor(g, true) && !RESULT_WORD.test(g)).map(sub)[0];
    if (perClass && !groupMetric) {
      const c = classColumn(perClass, h, j, sub(h).id);
      columns.push(c.column);
      review.push(c.review);
      benchmark ??= perClass.benchmark;
      continue;
    }
    // a header that names a metric keeps it (single letters like B, M, R only among other metric headers),
    // even beside columns whose metric only the caption names ("Params | test-clean | test-other")
    const printedMetric = groupMetric || coded(h) ? undefined : metricCols.length >= leaves.length / 2 ? leafMetric(h) : metricFor(h, true);
    // an alias two fields print for two metrics ("CD", "R-1"): the field of the columns beside it, or of the text, decides;
    // a one-letter header beside the metrics it is printed with ("P | R | F1"): before the captioning letters (R: ROUGE-L)
    const neighbours = [...leaves.flatMap((x, k) => (k === j ? [] : (leafMetric(stripMarkup(x)) ?? []))), ...besidePeers(h, leaves.filter((_, k) => k !== j).map(stripMarkup))];
    const ambiguous = groupMetric ? undefined : resolveAmbiguous(h, neighbours, [prose, section, t.leadIn ?? ''].join(' '), columnAccepts);
    if (ambiguous) review.push(`column ${j} ${ambiguous.review}`);
    const m = ambiguous?.metric ?? printedMetric;
    // a symbol the caption names with a metric the registry lacks ("τ" for Kendall-Tau): never the caption's other metric
    const unregistered = m || groupMetric ? undefined : unregisteredSymbol(h, t.caption ?? '');
    if (unregistered) {
      columns.push({ metric: UNKNOWN_METRIC.id, label: h, ...(groupSubset && groupSubset.id !== 'total' ? { subset: groupSubset.id } : {}), metricFrom: 'unknown' });
      review.push(`column ${j} "${[...group, h].join(' / ')}": the caption names this symbol ${unregistered}, a metric the registry does not know; drafted under the declared metric '${UNKNOWN_METRIC.id}' (never checked): replace it with the column's metric`);
      continue;
    }
    // "3D Error (mm)", "Mean joint error [mm]" in a pose table: MPJPE (joint-error.ts)
    const joint = m || groupMetric ? undefined : jointErrorOf(h, [prose, section, t.leadIn ?? '', t.context, ctx.title ?? ''].join(' \n '));
    if (joint && columnAccepts(joint.metric)) {
      columns.push({ metric: joint.metric, label: h, ...(groupSubset && groupSubset.id !== 'total' ? { subset: groupSubset.id } : {}), metricFrom: 'header' });
      review.push(`column ${j} ${joint.review}`);
      continue;
    }
    // "Rank" over 95.00, 93.88: an average rank over the scenes or benchmarks, never the caption's metric (rank-column.ts)
    if (!m && !groupMetric && isAverageRankColumn(h, t.body.map((r) => stripMarkup(r[j + 1] ?? '')))) {
      columns.push({ metric: 'average-rank', label: h, metricFrom: 'header' });
      review.push(`column ${j} "${h}": fractional ranks under "${h}", read as metric average-rank (an average rank), not the caption's metric — check it`);
      continue;
    }
    const perColumn = m || groupMetric ? undefined : metricForColumnIn(prose, h);
    const pushLocal = (local: LocalMetric): void => {
      const parts = [local.benchmark ? slug(local.benchmark) : undefined, groupSubset && groupSubset.id !== 'total' ? groupSubset.id : undefined].filter(Boolean);
      const s = parts.length ? parts.join('-') : undefined;
      columns.push({ metric: local.def.id, label: h, ...(s ? { subset: s } : {}), metricFrom: 'local-definition' });
      if (!declared.some((d) => d.id === local.def.id)) declared.push(local.def);
      review.push(`column ${j} "${[...group, h].join(' / ')}": a metric the registry does not know (${local.why}): declared for this document as '${local.def.id}' (direction ${local.def.direction}, scale ${local.def.scale}) — check it, or use a registry id`);
    };
    // "Δ Acc (%)", "mAP change": the change of a metric, not the metric; declared as `<metric>-delta` (delta-metric.ts)
    const delta = m || groupMetric ? undefined : deltaMetricOf(h, (name) => metricFor(name, true));
    if (delta) {
      pushLocal({ def: delta.def, why: `its header prints a change ("${h}") of the metric ${delta.base}, not the metric`, strong: true });
      continue;
    }
    // "Lift @ 10": a measure at a cut-off the registry lacks, never the caption's metric (cutoff-metric.ts)
    const atCutoff = m || groupMetric ? undefined : unknownCutoffMetric(h, t.body.map((r) => r[j + 1] ?? ''));
    if (atCutoff) {
      pushLocal({ def: atCutoff, why: `its header prints a measure at a cut-off ("${h}")`, strong: true });
      continue;
    }
    // "Category coverage results … on ImageNet:": a measure the lead-in or caption names, never the benchmark's convention (lead-measure.ts)
    const led = m || groupMetric || namedMetrics.length ? undefined : leadMeasure([t.leadIn, t.caption], t.body.map((r) => r[j + 1] ?? ''));
    if (led) {
      pushLocal({ def: led.def, why: `the line by the table names it ("${led.text.slice(0, 60)}")`, strong: true });
      continue;
    }
    if (perColumn?.composite) {
      columns.push({ metric: UNKNOWN_METRIC.id, label: h, metricFrom: 'unknown' });
      review.push(`column ${j} "${h}": the text names its metric as "${perColumn.phrase}", a combination the metric registry has no id for: drafted under the declared metric '${UNKNOWN_METRIC.id}' (never checked); declare it under \`metrics:\` and use its id`);
      continue;
    }
    if (perColumn?.metric) {
      columns.push({ metric: perColumn.metric, label: h, ...(groupSubset && groupSubset.id !== 'total' ? { subset: groupSubset.id } : sub(h).id !== 'total' ? { subset: sub(h).id } : {}), metricFrom: 'text-for-column' });
      review.push(`column ${j} "${h}": metric ${perColumn.metric} read from "${perColumn.phrase} for ${h}" in the text by the table`);
      continue;
    }
    // "p" under "dropout probabilities p" (a setting), "L1" under "L1 loss is given in …" (loss): the text's word on the header
    const said = textSaysOfHeader(t, h, group, groupSubset && groupSubset.id !== 'total' ? groupSubset.id : undefined, Boolean(m || groupMetric));
    if (said) {
      take(said, 'text-hint');
      continue;
    }
    if (m) {
      const c = printedMetricColumn(m, h, j, group, groupSubset, ambiguous !== undefined);
      columns.push(c.column);
      review.push(...c.review);
      continue;
    }
    // a header that marks itself a metric the registry lacks ("Rank (↓)" under "LIBERO-Spatial") is that metric, not the
    // convention of the benchmark named above it
    // (a caption whose metrics the other headers all print, "Speedup ↑" for its speedup, does not claim it either)
    const captionHeaded = captionMetrics.every((id) => leaves.some((x) => metricFor(stripMarkup(x)) === id));
    const marked = !groupMetric && captionHeaded && printsMetricMark(h) ? localMetricOf(h, localMetricContext(t, j, metricCols, ctx)) : undefined;
    if (marked && !metricsInText(marked.def.name).length) {
      if (metricCols.length === 0 && !marked.strong) return undefined;
      pushLocal(marked);
      continue;
    }
    // a benchmark's convention beats a metric merely printed somewhere around the table (the next table's header)
    // a dataset heading the column, whose metric the document's other tables name (before a lead-in's or section's metric)
    // a header that is a benchmark's name ("MMLU", "HumanEval"): its conventional metric, unless the caption names one
    // (a suite named above it, "CodeRAG" over "MBPP", has its own convention: the suite's wins)
    // (unless the text names plain accuracy and the benchmark's convention is a kind of it: "Recognition accuracies (%)"
    // over IIIT5k and SVT is word accuracy, over Kinetics top-1)
    // (the benchmark may be the group over the header, "IIIT5k" over its lexicon sizes "50 | 1k | None")
    const own = groupMetric ? undefined : headerConventionInTable(t, h, group);
    const refining = groupMetric ? undefined : (own ?? [...group].reverse().map((g) => headerConventionOf(g)).find(Boolean));
    const refines = refining !== undefined && namedMetrics.length === 1 && namedMetrics[0] === 'accuracy' && refining.metric !== 'accuracy' && /acc/.test(refining.metric);
    const headerHit = refines ? refining : !captionMetrics.length ? own : undefined;
    // a catalogued benchmark (one with a `source`) is weaker: a performance metric the lead-in, section or note names wins
    const byHeader = headerHit?.source && !refines && namedMetrics.some((id) => !isCostMetric(metricById(id) ?? ({ field: '' } as MetricDef))) ? undefined : headerHit;
    const elsewhere = !groupMetric && !captionMetrics.length && !byHeader ? metricOfDatasetElsewhere(h, ctx.captions ?? [], t.caption) : undefined;
    // a header naming a benchmark with a fixed metric ("Car@R11") beats cost metrics the text merely names
    // ("The training time is measured with 8 GPUs"): a cost is never what a benchmark's column reports
    const onlyCosts = namedMetrics.length > 0 && !captionMetrics.length && namedMetrics.every((id) => isCostMetric(metricById(id) ?? ({ field: '' } as MetricDef)));
    const headerConvention = onlyCosts && !groupMetric && !elsewhere ? [...group, h].map(conventionOf).find(Boolean) : undefined;
    const guessed = byHeader ?? headerConvention ?? (!groupMetric && !namedMetrics.length && !elsewhere ? ([...group, h, t.caption ?? '', ...(t.leadIns ?? []), t.leadIn ?? '', t.section ?? ''].map(conventionOf).find(Boolean) ?? titleConventionOf([t.leadIn, t.section, t.caption]) ?? splits.get(j) ?? (mostlyNumbers(t.body.map((r) => r[j + 1] ?? '')) ? surroundingBenchmarkConvention(t) : undefined)) : undefined);
    const convention = guessed && conventionHolds(guessed, t, h) ? guessed : undefined;
    const conventional = convention?.metric;
    // the benchmark named next to the table (not in a header) is the table's dataset when nothing else names one
    if (convention?.benchmark && !byHeader && ![...group, h].some((x) => conventionOf(x))) benchmark ??= convention.benchmark;
    // (a column that prints no number, "Download checkpoint" all "-", is part of no mean)
    const part = !groupMetric && !elsewhere && !conventional && !captionMetrics.length && mostlyNumbers(t.body.map((r) => r[j + 1] ?? '')) ? partOfMean(h, leaves) : undefined;
    // a header printing a metric the registry lacks ("TM-score ↑", "… Complexity (RCC)", "FP Volume") never borrows
    // the text's metric: the draft declares it for this document
    // "MR-ALL | African | Caucasian": a group column after an overall one reports the overall column's metric
    const ownOf = (k: number): boolean => (!coded(leaves[k] ?? '') && metricFor(stripMarkup(leaves[k] ?? '')) !== undefined) || headerConventionInTable(t, stripMarkup(leaves[k] ?? '').trim(), []) !== undefined;
    const averaged = (k: number): boolean => averagedInText(leaves[k] ?? '', aroundText);
    const broken = !groupMetric && !byHeader && !elsewhere && !part ? breakdownColumn(leaves, j, h, columns, ownOf, sub(h).id !== 'total' ? sub(h).id : undefined, averaged) : undefined;
    if (broken) {
      take(broken, 'breakdown');
      continue;
    }
    const unclaimed = !groupMetric && !captionMetrics.length && !elsewhere && !conventional && !part;
    const local = unclaimed ? localMetricOf(h, localMetricContext(t, j, metricCols, ctx)) : undefined;
    if (local && (local.statistic !== undefined || !metricsInText(local.def.name).length)) {
      if (metricCols.length === 0 && !local.strong) return undefined;
      pushLocal(local);
      continue;
    }
    // marked as a metric but not declared one ("GQA↑" beside "# Params" only: a benchmark, or a metric): never the text's metric
    if (!local && unclaimed && printsMetricMark(h) && !metricsInText(h).length) {
      if (metricCols.length === 0) return undefined;
      columns.push({ metric: UNKNOWN_METRIC.id, label: h, metricFrom: 'unknown' });
      review.push(`column ${j} "${[...group, h].join(' / ')}": its header marks a metric the registry does not know, or a benchmark; drafted under the declared metric '${UNKNOWN_METRIC.id}' (never checked): replace it with the column's metric`);
      continue;
    }
    const fromText = !groupMetric && !byHeader && !elsewhere && !conventional && !part;
    if (fromText && scoped && !covered(j) && metricCols.length === 0) {
      columns.push({ metric: UNKNOWN_METRIC.id, label: h, metricFrom: 'unknown' });
      review.push(`column ${j} "${[...group, h].join(' / ')}": the text names ${namedMetrics[0]} for the "${subject?.join(' ')}" columns only, and no metric for this one; drafted under the declared metric '${UNKNOWN_METRIC.id}' (never checked): replace it with the column's metric`);
      continue;
    }
    const other = fromText ? headScope?.others.get(j) : undefined;
    const ownSubset = groupSubset && groupSubset.id !== 'total' ? { subset: groupSubset.id } : {};
    if (fromText && headScope?.covered.has(j)) {
      columns.push({ metric: namedMetrics[0] as string, label: h, ...ownSubset, metricFrom: 'caption-scope' });
      review.push(`column ${j} "${[...group, h].join(' / ')}": metric ${namedMetrics[0]} read from the ${captionMetrics.length ? 'caption' : 'lead-in line or section heading'}, whose metric the header "${h}" names`);
      continue;
    }
    if (other) {
      const where = `the ${captionMetrics.length ? 'caption' : 'lead-in line or section heading'} names ${namedMetrics[0]} for the "${[...(headScope?.covered ?? [])].map((k) => stripMarkup(leaves[k] ?? '')).filter((x, k, all) => all.indexOf(x) === k).join('", "')}" columns only`;
      if (other.metric) {
        columns.push({ metric: other.metric, label: h, ...ownSubset, metricFrom: 'caption-scope' });
        review.push(`column ${j} "${[...group, h].join(' / ')}": ${where}; metric ${other.metric} read from "${other.phrase}", a measure the document names whose head word the header prints — check it`);
        continue;
      }
      // "the crash rate" named in the text: a measure the registry lacks, declared for this document (a registry metric, the caption's, is beside it)
      const lctx = localMetricContext(t, j, metricCols, ctx);
      const declaredHere = other.phrase ? localMetricOf(other.phrase, { ...lctx, registryColumns: Math.max(1, lctx.registryColumns), performanceColumns: Math.max(1, lctx.performanceColumns ?? 0) }) : undefined;
      if (declaredHere) {
        review.push(`column ${j} "${[...group, h].join(' / ')}": ${where}; its header word heads "${other.phrase}", a measure the document names`);
        pushLocal(declaredHere);
      } else {
        columns.push({ metric: UNKNOWN_METRIC.id, label: h, ...ownSubset, metricFrom: 'unknown' });
        review.push(`column ${j} "${[...group, h].join(' / ')}": ${where}, and no metric for this one${other.phrase ? ` ("${other.phrase}" is no registry metric)` : ''}; drafted under the declared metric '${UNKNOWN_METRIC.id}' (never checked): replace it with the column's metric`);
      }
      continue;
    }
    const timed = fromText && !conventional ? timedColumn(h) : undefined;
    if (timed) {
      take(timed, 'text-hint');
      continue;
    }
    // "%U | %O | %D" beside "MAE | RMSE" under a lead-in naming MAE: a percentage of what the header names, its own
    // quantity, not the lead-in's metric, which a column of its own prints
    const lead = contextMetrics[0];
    if (!groupMetric && !conventional && !elsewhere && !part && lead !== undefined && /^%\s*[A-Za-z]/.test(stripMarkup(h).trim()) && metricCols.some((x) => leafMetric(x) === lead)) {
      columns.push({ metric: UNKNOWN_METRIC.id, label: h, metricFrom: 'unknown' });
      review.push(`column ${j} "${h}": a percentage of what its header names, beside a column of its own for ${lead} (the metric the text names): drafted under the declared metric '${UNKNOWN_METRIC.id}' (never checked): replace it with the column's metric`);
      continue;
    }
    // "Average Accuracy | Average AUC | Average log(wP)" under "… the average accuracy, the average AUC and the average
    // log(wP)": the text names this header's own measure beside those the other headers print; it borrows none of theirs
    if (!groupMetric && !conventional && !elsewhere && !part && namesOwnMeasure(h, contextMetrics, metricCols.map((x) => leafMetric(x)), [aroundText, prose].join(' '))) {
      columns.push({ metric: UNKNOWN_METRIC.id, label: h, metricFrom: 'unknown' });
      review.push(`column ${j} "${h}": the text names this header's measure beside the metrics the other headers print; drafted under the declared metric '${UNKNOWN_METRIC.id}' until it is declared`);
      continue;
    }
    const metric = groupMetric ?? (byHeader ? conventional : undefined) ?? elsewhere?.metric ?? conventional ?? part?.metric ?? contextMetrics[0];
    // (a level printed alone under a group naming data, "CIFAR-10" over "40 | 250": the group's level, "cifar-10-40")
    const levelGroup = /^\d+(?:\.\d+)?[kKM]?$/.test(stripMarkup(h).trim()) ? group.filter((g) => !metricFor(g, true)).at(-1) : undefined;
    const s = levelGroup ? { id: slug(`${levelGroup} ${stripMarkup(h).trim()}`), sure: false } : sub(h);
    const named = pairs.has(h) || [...pairs.values()].includes(h);
    const explicit = groupMetric !== undefined || namedMetrics.length > 0 || conventional !== undefined || elsewhere !== undefined || part !== undefined;
    if (part) review.push(`column ${j} "${h}": no metric printed; '${part.metric}' guessed, as the '${part.mean}' column beside it is the mean over such columns — check it`);
    if (elsewhere) review.push(`column ${j} "${h}": no metric printed; '${elsewhere.metric}' as ${elsewhere.agree} of ${elsewhere.of} other tables on ${h} report it ("${elsewhere.caption.slice(0, 80)}") — check it`);
    if (conventional) review.push(`column ${j} "${[...group, h].join(' / ')}": no metric printed; '${conventional}' guessed, what this benchmark reports by convention${convention?.typo ? ` (printed "${convention.typo}", read as ${convention.benchmark})` : ''}${convention?.note ? ` (${convention.note})` : ''}${convention?.source ? ` (${convention.benchmark}: ${convention.source})` : ''} — check it`);
    // "Validation | Test" with no metric named by the table: the one performance metric the text around it names (split-header-metric.ts)
    const bySplit = !explicit && !groupMetric ? splitColumnMetric(h, [t.context, t.after ?? ''].join('\n'), performanceIn) : undefined;
    if (bySplit) {
      columns.push({ metric: bySplit, label: h, ...(s.id !== 'total' ? { subset: s.id } : {}), metricFrom: 'paragraph-prose' });
      review.push(`column ${j} "${h}": no metric printed for this split; '${bySplit}' guessed, the only performance metric the text around the table names — check it`);
      viaContext = true;
      continue;
    }
    // "Avg." after columns that all report one metric (by their headers or conventions): their mean, in that metric
    const printed = [...group, h].filter(Boolean).at(-1) ?? '';
    const aggregate = !metric || (!explicit && !s.sure && !named) ? aggregateOf(printed, columns, UNKNOWN_METRIC.id) : undefined;
    if (aggregate) {
      columns.push({ metric: aggregate.metric, label: printed, subset: aggregate.subset, metricFrom: 'aggregate' });
      review.push(`column ${j} "${[...group, h].join(' / ')}": no metric printed; '${aggregate.metric}' guessed, as every column before this average reports it — check it`);
      continue;
    }
    // "2.85x" in every cell, in a document that speaks of speed-ups: speed-ups (multiple-cells.ts)
    if ((!metric || (!explicit && !s.sure && !named)) && speedupCells(t.body.map((r) => r[j + 1] ?? ''), [t.caption ?? '', t.context, ctx.text ?? ''])) {
      columns.push({ metric: 'relative-speed', label: h, ...(s.id !== 'total' ? { subset: s.id } : {}), metricFrom: 'paragraph-prose' });
      review.push(`column ${j} "${[...group, h].join(' / ')}": no metric printed; every value is a multiple ("${plainCell(t.body[0]?.[j + 1] ?? '')}") and the document speaks of speed-ups: read as relative-speed — check it`);
      viaContext = true;
      continue;
    }
    if (!metric || (!explicit && !s.sure && !named)) {
      // a benchmark the registry does not know, named by the header or its group ("OneIG-Bench" over "EN | ZH", "GenEval"):
      // its score, declared for this document as `<benchmark>-score`, the leaf under a group its subset (benchmark-score.ts)
      const score = benchmarkScore(group, h, t.body.map((r) => r[j + 1] ?? ''));
      if (score) {
        if (!declared.some((d) => d.id === score.def.id)) declared.push(score.def);
        columns.push({ metric: score.def.id, label: h, ...(score.subset ? { subset: score.subset } : {}), metricFrom: 'unknown' });
        review.push(`column ${j} "${[...group, h].join(' / ')}": no metric printed; the score of the benchmark "${score.benchmark}", which the registry does not know, declared for this document as '${score.def.id}' (direction neither) — name its metric or use a registry id`);
        continue;
      }
      // a column beside columns whose group header names their metric is one of the table's, drafted for review
      const groupHeaded = leaves.some((_, k) => groups.some((g) => metricFor(stripMarkup(g[k + 1] ?? ''), true)));
      // (nor is a table under a heading, or a caption, that names a benchmark, whose number columns report its metric: this column is drafted for review)
      const underBenchmark = columns.some((c) => c?.metricFrom === 'benchmark-convention') && surroundingBenchmarkConvention(t) !== undefined;
      // (nor beside benchmark columns, most of the table's, each with its convention's metric: "Aishell-1 | … | LibriSpeech test-other | AVG")
      const byConvention = columns.filter((c) => c?.metricFrom === 'benchmark-convention').length;
      const benchmarkColumns = byConvention >= 2 && byConvention >= leaves.length / 2;
      // (nor beside columns a split-shaped protocol reads: they have a metric, drafted after this one)
      // (nor when every value column is an evaluation split printing scores, "Dev | Test", and no metric is printed anywhere:
      // results on those splits, the metric left for the reviewer to name, split-only-columns.ts)
      if (metricCols.length === 0 && !splits.size && !groupMetric && !groupHeaded && !underBenchmark && !benchmarkColumns && !splitOnly && !benchmarkLeaderboard(leaves.map((_, k) => headersOf(k)), t)) return undefined;
      // beside columns with a metric: drafted under the declared unknown metric, never dropped (a split-only column: its split the subset)
      columns.push({ metric: UNKNOWN_METRIC.id, label: h, ...(splitOnly && s.id !== 'total' ? { subset: s.id } : {}), metricFrom: 'unknown' });
      review.push(`column ${j} "${[...group, h].join(' / ')}": no metric named in its header, the caption, the lead-in line or the section${fartherLead.length ? ` (a paragraph further above the table names ${fartherLead.join(', ')}: it may be this column's metric)` : ''}; drafted under the declared metric '${UNKNOWN_METRIC.id}' (never checked): replace it with the column's metric`);
      continue;
    }
    if (!groupMetric && !conventional && !elsewhere && !part) review.push(`column ${j} "${h}": metric ${metric} read from the ${captionMetrics.length ? 'caption' : namedMetrics.length ? 'lead-in line or section heading' : 'text around the table'}`);
    if (!groupMetric && !namedMetrics.length && !conventional && !elsewhere && !part) viaContext = true;
    if (!s.sure && !named) review.push(`column ${j} "${h}": subset '${s.id}' guessed`);
    const from: MetricSource = groupMetric ? (groupMetric === corner && !group.some((g) => composedMetric(g, h) ?? metricFor(g, true)) ? 'corner' : 'header-group') : byHeader && conventional ? 'benchmark-convention' : elsewhere ? 'dataset-elsewhere' : conventional ? 'benchmark-convention' : part ? 'part-of-mean' : namedMetrics.length ? namedFrom : 'paragraph-prose';
    columns.push({ metric, label: h, ...(s.id !== 'total' ? { subset: s.id } : {}), metricFrom: from });
  }
  if (!columns.some(Boolean)) return undefined;
  const unnamedSplits = splitOnly && columns.every((c) => !c || c.metric === UNKNOWN_METRIC.id);
  if (unnamedSplits) review.unshift(`every value column is an evaluation split (${leaves.map((h) => `"${stripMarkup(h).trim()}"`).join(', ')}) and no metric the registry knows is named in the headers, the caption, the lead-in or the section, nor one alone in the text by the table: drafted as results on those splits under the declared metric '${UNKNOWN_METRIC.id}' (never checked) — name the metric, or make it an attribute table if these are no scores`);
  const splitFlag = unnamedSplits ? { unnamedSplits: true } : {};
  const done = finishColumns(t, { columns, review, declared, ...(benchmark ? { benchmark } : {}) }, leaves, groupCells, (h) => sub(h).id);
  return { ...done, viaContext, ...splitFlag };
}
