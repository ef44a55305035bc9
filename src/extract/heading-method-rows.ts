/**
 * A table of one method's results per dataset (pure): the first column headed `Dataset` (`Datasets`, `Data`,
 * `Benchmark`, `Corpus`), no column naming a method, and the section heading naming the method ("## DKT (Deep
 * Knowledge Tracing)", "### SASRec: self-attentive recommendation"). Read as ONE row for that method, each dataset a
 * column group over the printed metric columns (its subset); text columns beside the values (hyper-parameters) are
 * left out. Without such a heading (a generic "Results", or a heading naming a dataset) the table stays as printed.
 */
import { metricFor } from './metric-lookup.js';
import { isDashCell, isPlainNumber } from './cells.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';
import { namesMethodAxis } from './method-axis-words.js';

const DATASET_HEAD = /^(?:datasets?|data|benchmarks?|corpus|corpora|data\s*sets?)$/i;
/** Headings that name a part of the document, not a method. */
const GENERIC = /^(?:results?|performances?|experiments?|evaluations?|benchmarks?|main|comparisons?|ablations?|overview|summary|leaderboards?|datasets?|model\s*zoo|models?|baselines?|appendix|tables?|metrics?|usage|training|inference|reproduction|notes?|todo|faq|license|citation|introduction|installation|updates?|news)$/i;

/** "DKT (Deep Knowledge Tracing)" → "DKT"; "SASRec: self-attentive …" → "SASRec"; "RAFT | [config](…)" → "RAFT". */
export function headingMethod(section: string | undefined): string | undefined {
  if (!section) return undefined;
  const name = stripMarkup(section).split(/\s*(?:\(|\||:|—|–|\s-\s)/)[0]?.trim() ?? '';
  const words = name.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 4 || GENERIC.test(words[0] as string) || GENERIC.test(name)) return undefined;
  // a name: an acronym, a capitalised or CamelCase word, or one with a digit ("DKT", "SASRec", "GPT-2"), not a sentence
  return words.some((w) => /[A-Z].*[A-Z0-9]|[0-9]/.test(w)) && !/^\d/.test(name) ? name : undefined;
}

export interface HeadingMethodRows {
  readonly table: RawTable;
  readonly review?: string;
}

export function headingMethodRows(t: RawTable, sectionIsDataset: (s: string) => boolean): HeadingMethodRows {
  if (t.header.length !== 1 || t.body.length < 2) return { table: t };
  const header = (t.header[0] ?? []).map(stripMarkup);
  if (!DATASET_HEAD.test(header[0]?.trim() ?? '') || header.some((h) => namesMethodAxis(h, 'core'))) return { table: t };
  // (a heading naming the metric, "### WER" under "## conformer_asr", names no method: the heading above it does)
  const section = t.section && metricFor(t.section.trim()) !== undefined ? t.outerSections?.[0] : t.section;
  const method = headingMethod(section);
  if (!method || sectionIsDataset(section ?? '')) return { table: t };
  const numeric = (c: string) => isPlainNumber(c) || isDashCell(c) || /^[-+]?\d+(?:\.\d+)?\s*%?\s*(?:±|\+\/?-)\s*\d/.test(c.trim()) || /^\d+(?:\.\d+)?\s*%$/.test(c.trim());
  const width = Math.max(...t.body.map((r) => r.length), header.length);
  const values = [...Array(width).keys()].filter((j) => j > 0 && t.body.every((r) => numeric(stripMarkup(r[j] ?? '')) || !stripMarkup(r[j] ?? '')) && t.body.some((r) => isPlainNumber(stripMarkup(r[j] ?? '').split(/\s*(?:±|\+\/?-)\s*/)[0]?.replace(/%$/, '') ?? '')));
  if (!values.length) return { table: t };
  const datasets = t.body.map((r) => stripMarkup(r[0] ?? ''));
  if (datasets.some((d) => !d) || new Set(datasets).size !== datasets.length) return { table: t };
  const groups = datasets.flatMap((d) => values.map(() => d));
  const leaves = datasets.flatMap(() => values.map((j) => t.header[0]?.[j] ?? ''));
  const cells = t.body.flatMap((r) => values.map((j) => r[j] ?? ''));
  const left = [...Array(width).keys()].filter((j) => j > 0 && !values.includes(j)).map((j) => header[j]).filter(Boolean);
  return {
    table: { ...t, header: [['', ...groups], [header[0] ?? '', ...leaves]], body: [[method, ...cells]] },
    review: `rows are datasets ("${datasets[0]}" …) and no column names a method: read as one row for the method the section heading names ("${method}"), each dataset a column subset${left.length ? `; left out: ${left.map((h) => `"${h}"`).join(', ')}` : ''} — check the method`,
  };
}
