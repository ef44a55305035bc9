/**
 * The columns of a results table whose headers name no registry metric (pure): "Method | C-Index | IBS ↓" in a survival
 * paper, "ADE | FDE" in trajectory prediction, "Zorblax | Q-Score" anywhere. Drafted only when the table prints the
 * signs of results (results-evidence.ts). Each number column's header is read through the abbreviations the document
 * defines (abbreviation-definitions.ts): a long name the registry knows gives its id; else the id is a guess, the
 * slug of the long name ("integrated Brier score (IBS)" → integrated-brier-score) or of the header itself
 * ("C-Index" → c-index), declared for the document with its direction only when printed (an arrow, "lower is
 * better"), and a review line says so. A column of words (a year, a venue, a link) is no metric column.
 */
import { findMetric, metricById } from '../core/metric-registry.js';
import type { MetricDef } from '../core/metric-registry.js';
import { slug, stripMarkup } from './names.js';
import { parseValue } from './cells.js';
import { documentMetric, numericColumn, printedDirection } from './local-metric.js';
import { spreadHeader } from './header-spread.js';
import { metricsInText } from './metric-lookup.js';
import { isLanguageName } from './language-names.js';
import type { DraftColumn, RawTable } from './types.js';

export interface GuessedColumns {
  readonly columns: (DraftColumn | undefined)[];
  readonly review: string[];
  readonly declared: MetricDef[];
}

const UNIT = /\s*[([]\s*(%|ms|s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?|days?|m|cm|mm|km|px|dB|db|[kmgt]i?b|[KMGT]i?B|x|×)\s*[)\]]\s*$/;
const BETTER = /\(?\b(?:lower|higher|smaller|larger|less|more)\s+(?:is|are)\s+better\b\)?/i;

/** A word printed as a name: a capital or a digit after its first letter, or a joiner ("AUC", "W-AUC", "EdNet", "ASSIST09"). */
const NAME_LIKE = /^[A-Za-z].*(?:[A-Z]|\d|[-_][A-Za-z])/;

/** The one registry metric a header's words name ("PSNR ↑ {Input fr.}" → psnr), if exactly one. */
function registryIn(text: string): string | undefined {
  const whole = findMetric(text)?.id;
  if (whole) return whole;
  const ids = metricsInText(text, true);
  return ids.length === 1 ? ids[0] : undefined;
}

/** The header without its direction marks and unit: "IBS (↓)" → "IBS", "Error (%) lower is better" → "Error". */
export function bareHeader(h: string): { name: string; unit?: string } {
  const plain = stripMarkup(h).replace(BETTER, ' ').replace(/\(\s*[↑↓]\s*\)|[↑↓]/g, ' ').replace(/\s+/g, ' ').trim();
  const unit = UNIT.exec(plain)?.[1];
  return { name: plain.replace(UNIT, '').trim(), ...(unit ? { unit } : {}) };
}

/** The long name the document defines for a header ("IBS" → "integrated Brier score"), matched as printed, then by case. */
export function definedName(header: string, definitions: ReadonlyMap<string, string>): string | undefined {
  const exact = definitions.get(header);
  if (exact) return exact;
  const low = header.toLowerCase();
  return [...definitions].find(([a]) => a.toLowerCase() === low)?.[1];
}

/**
 * A header of a qualifier and a metric name: the words after it a registry metric or an abbreviation the document
 * defines ("ASSIST09 W-AUC" after "W-AUC denotes …"), or a last word other headers end in after other words
 * ("ASSIST09 W-AUC | EdNet W-AUC"), or a first word other headers start with ("ASSIST09 W-AUC | ASSIST09 RMSE-KT").
 */
export function qualifiedName(name: string, all: readonly string[], definitions: ReadonlyMap<string, string>): { qualifier: string; metric: string } | undefined {
  const words = name.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    const metric = words.slice(k).join(' ');
    const qualifier = words.slice(0, k).join(' ');
    // (a registry metric after a plain word is that word's measure, "Max Return": only after a name, "ASSIST09 AUC")
    if (/[A-Za-z]{2}/.test(qualifier) && (definedName(metric, definitions) || (NAME_LIKE.test(qualifier) && findMetric(metric)))) return { qualifier, metric };
  }
  const last = words.at(-1) ?? '';
  const head = words.slice(0, -1).join(' ');
  const shared = all.filter((o) => o !== name && o.split(/\s+/).length > 1 && o.split(/\s+/).at(-1) === last && o.split(/\s+/).slice(0, -1).join(' ') !== head);
  // (a shared word printed as a name, "AUC", "W-AUC", "F1"; "Sharpe Ratio | Calmar Ratio" share a plain noun, "Max" a plain word)
  if (words.length > 1 && shared.length && NAME_LIKE.test(last) && /[A-Za-z]{2}/.test(head)) return { qualifier: head, metric: last };
  // or a first word other headers start with before other words ("ASSIST09 W-AUC | ASSIST09 RMSE-KT")
  const first = words[0] ?? '';
  const rest = words.slice(1).join(' ');
  const sameStart = all.filter((o) => o !== name && o.split(/\s+/).length > 1 && o.split(/\s+/)[0] === first && o.split(/\s+/).slice(1).join(' ') !== rest);
  return words.length > 1 && sameStart.length && /[A-Za-z]{2}/.test(rest) && NAME_LIKE.test(first) ? { qualifier: first, metric: rest } : undefined;
}

/** Each column's metric, read from its header and the document's definitions; undefined when no column is a metric. */
export function unknownHeaderColumns(t: RawTable, width: number, definitions: ReadonlyMap<string, string>): GuessedColumns | undefined {
  const spread = spreadHeader(t.header, width);
  const leaves = (spread.at(-1) ?? []).slice(1);
  const groups = spread.slice(0, -1);
  const columns: (DraftColumn | undefined)[] = [];
  const review: string[] = [];
  const declared: MetricDef[] = [];
  for (let j = 0; j < width - 1; j++) {
    const printed = stripMarkup(leaves[j] ?? '').trim();
    const cells = t.body.map((r) => r[j + 1] ?? '');
    const { name, unit } = bareHeader(printed);
    if (!name || !/[A-Za-z]/.test(name) || name.length > 60 || !numericColumn(cells)) {
      // a headed column that prints numbers among its words is left out with a line, never silently
      const numbers = cells.filter((c) => parseValue(stripMarkup(c).trim()) !== undefined).length;
      if (name && /[A-Za-z]/.test(name) && numbers > 0) review.push(`column ${j} "${printed}" left out: ${numbers} of its ${cells.filter((c) => stripMarkup(c).trim()).length} cells print a number, the others words — check it`);
      columns.push(undefined);
      continue;
    }
    const group = groups.map((g) => stripMarkup(g[j + 1] ?? '').trim()).filter((g, k, all) => g && all.indexOf(g) === k && g !== printed);
    const where = `column ${j} "${[...group, printed].join(' / ')}"`;
    // "BD-rate (%) PSNR" over "Y | U | V": the group's registry metric, the leaf its subset
    const groupMetric = group.map(registryIn).find(Boolean);
    if (groupMetric) {
      columns.push({ metric: groupMetric, label: printed, subset: slug([...group.filter((g) => !registryIn(g)), name].join(' ')), metricFrom: 'header-group' });
      review.push(`${where}: metric ${groupMetric} read from the group header, "${name}" its subset — check it`);
      continue;
    }
    // "ASSIST09 W-AUC | EdNet W-AUC": the words before the metric name the data, the column's subset
    const split = qualifiedName(name, leaves.map((l) => bareHeader(stripMarkup(l ?? '')).name), definitions);
    const subset = group.length || split ? slug([...group, ...(split ? [split.qualifier] : [])].join(' ')) : undefined;
    if (split) review.push(`${where}: "${split.qualifier}" read as the column's subset, "${split.metric}" as its metric`);
    const long = definedName(split?.metric ?? name, definitions);
    const known = findMetric(split?.metric ?? name)?.id ?? (long ? findMetric(long)?.id : undefined);
    // "PSNR ↑ {Input fr.} CVPR Table 1" prints one registry metric among other words
    const within = known ? undefined : registryIn(name);
    if (known ?? within) {
      columns.push({ metric: (known ?? within) as string, label: printed, ...(subset ? { subset } : {}), metricFrom: 'header' });
      if (within) review.push(`${where}: metric ${within} read from the words of the header — check it`);
      else if (long && !findMetric(name)) review.push(`${where}: metric ${known} read from the document's definition "${name}: ${long}"`);
      continue;
    }
    // a language's name ("Arabic", "Cantonese") names the data a multilingual table was run on, never a metric
    if (isLanguageName(name)) {
      review.push(`${where} left out: a language names the data, not a metric (the metric is not printed in the header) — key its metric by hand`);
      columns.push(undefined);
      continue;
    }
    // a guess only from a name: two letters or more, at most four words, no braces ("Y", "{Input fr.} CVPR Table 1" are none)
    const own = split?.metric ?? name;
    const id = (long ?? own).split(/\s+/).length <= 4 && /[A-Za-z].*[A-Za-z]/.test(own) && !/[{}[\]]/.test(name) ? slug(long ?? own) : '';
    if (!id) {
      // a column of numbers is never left out silently ("C++", "Y": no name to guess a metric id from)
      review.push(`${where} left out: its header gives no name to guess a metric id from — key its metric by hand`);
      columns.push(undefined);
      continue;
    }
    const direction = printedDirection(printed, name, t.caption ?? '') ?? 'neither';
    const def = documentMetric(id, long ?? own, cells, { aliases: long ? [own] : [], direction, ...(unit ? { unit } : {}) });
    if (!metricById(id) && !declared.some((d) => d.id === id)) declared.push(def);
    columns.push({ metric: id, label: printed, ...(subset ? { subset } : {}), metricFrom: 'local-definition' });
    review.push(`${where}: '${id}' is not a registry id: guessed from ${long ? `the document's definition "${own}: ${long}"` : 'the header'} and declared for this document (direction ${direction}${direction === 'neither' ? ': none printed' : ', as printed'}) — check it, or use a registry id`);
  }
  return columns.some(Boolean) ? { columns, review, declared } : undefined;
}
