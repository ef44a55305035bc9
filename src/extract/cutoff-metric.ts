/**
 * A header printing a measure at a cut-off that the metric registry lacks ("Lift @ 10", "Succ@5", "Coverage@100";
 * pure): the column reports that measure at that cut-off, its own metric, declared for the document as `<name>@<k>`
 * (direction only when printed). Before, such a column borrowed the caption's metric ("Evaluating the precision of
 * …") with the header as its subset. A cut-off the registry knows ("R@5", "nDCG@10", "P@10") is read by the registry.
 */
import { findMetric } from '../core/metric-registry.js';
import type { MetricDef } from '../core/metric-registry.js';
import { documentMetric, printedDirection } from './local-metric.js';
import { stripMarkup } from './names.js';

/** A measure's name, an at sign and a whole cut-off, with an optional direction mark: "Lift @ 10", "Succ@5 ↑". */
const AT_CUTOFF = /^([A-Za-z][A-Za-z-]{1,15})\s*@\s*(\d{1,5})\s*(?:\(\s*[↑↓]\s*\)|[↑↓])?$/;

/** The declared metric of a header that prints an unregistered measure at a cut-off, else undefined. */
export function unknownCutoffMetric(header: string, cells: readonly string[]): MetricDef | undefined {
  const h = stripMarkup(header).replace(/\s+/g, ' ').trim();
  const m = AT_CUTOFF.exec(h);
  if (!m || findMetric(h)) return undefined;
  const name = (m[1] as string).replace(/-+$/, '');
  const direction = printedDirection(h, name) ?? 'neither';
  return documentMetric(`${name.toLowerCase()}@${m[2] as string}`, `${name}@${m[2] as string}`, cells, { aliases: [h], direction });
}
