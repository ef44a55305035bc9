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
import { numericColumn, printedDirection, scaleOf } from './local-metric.js';
import { spreadHeader } from './header-spread.js';
import { metricsInText } from './metric-lookup.js';
import type { DraftColumn, RawTable } from './types.js';

export interface GuessedColumns {
  readonly columns: (DraftColumn | undefined)[];
  readonly review: string[];
  readonly declared: MetricDef[];
}

const UNIT = /\s*[([]\s*(%|ms|s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?|days?|m|cm|mm|km|px|dB|db|[kmgt]i?b|[KMGT]i?B|x|×)\s*[)\]]\s*$/;
const BETTER = /\(?\b(?:lower|higher|smaller|larger|less|more)\s+(?:is|are)\s+better\b\)?/i;

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
    const subset = group.length ? slug(group.join(' ')) : undefined;
    const long = definedName(name, definitions);
    const known = findMetric(name)?.id ?? (long ? findMetric(long)?.id : undefined);
    // "PSNR ↑ {Input fr.} CVPR Table 1" prints one registry metric among other words
    const within = known ? undefined : registryIn(name);
    if (known ?? within) {
      columns.push({ metric: (known ?? within) as string, label: printed, ...(subset ? { subset } : {}), metricFrom: 'header' });
      if (within) review.push(`${where}: metric ${within} read from the words of the header — check it`);
      else if (long && !findMetric(name)) review.push(`${where}: metric ${known} read from the document's definition "${name}: ${long}"`);
      continue;
    }
    // a guess only from a name: two letters or more, at most four words, no braces ("Y", "{Input fr.} CVPR Table 1" are none)
    const id = (long ?? name).split(/\s+/).length <= 4 && /[A-Za-z].*[A-Za-z]/.test(name) && !/[{}[\]]/.test(name) ? slug(long ?? name) : '';
    if (!id) {
      columns.push(undefined);
      continue;
    }
    const direction = printedDirection(printed, name, t.caption ?? '') ?? 'neither';
    const def: MetricDef = { id, name: long ?? name, aliases: long ? [name] : [], direction, ...scaleOf(unit, cells), field: 'other' };
    if (!metricById(id) && !declared.some((d) => d.id === id)) declared.push(def);
    columns.push({ metric: id, label: printed, ...(subset ? { subset } : {}), metricFrom: 'local-definition' });
    review.push(`${where}: '${id}' is not a registry id: guessed from ${long ? `the document's definition "${name}: ${long}"` : 'the header'} and declared for this document (direction ${direction}${direction === 'neither' ? ': none printed' : ', as printed'}) — check it, or use a registry id`);
  }
  return columns.some(Boolean) ? { columns, review, declared } : undefined;
}
