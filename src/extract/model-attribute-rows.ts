/**
 * Model comparison tables printed with the models as columns and a few rows of what each model IS above the benchmark
 * rows (pure): `Architecture | Dense | MoE`, `# Activated Params | 37B | 22B`, `# Total Params`, `Context Length | 32K`.
 * Such rows describe the columns, so the columns are the methods and the rows below them the benchmarks, whatever
 * the benchmarks' names read as (LLM reports print `MMLU-Redux`, `LiveBench 2024-11-25`, no metric). Once the table
 * is read transposed, those rows are columns of each model's attributes (a text column is a setting, a size a
 * cost column), and the benchmark columns take their metric from their label or the benchmark's convention, or
 * none (`unknown-metric`, with a review line).
 */
import { isPlainNumber } from './cells.js';
import { PACKED_NUMBER } from './pdf-packed-number.js';
import { NOT_APPLICABLE } from './column-subset.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

/**
 * A row label naming an attribute of a model: its parameter count (`# Params`, `# Activated Params`, `Total
 * Parameters (B)`, `Model Size`), its architecture or type (`Architecture`, `Model Type`), its context length.
 */
const MODEL_ATTRIBUTE = new RegExp([
  String.raw`^(?:#|№|no\.?|num(?:ber)?\.?(?:\s+of)?)?\s*(?:(?:total|activated|active|trainable|non-?embedding)\s+)?(?:params?|parameters?)(?:\s*\([^()]*\))?$`,
  String.raw`^(?:model\s+)?(?:size|architecture|arch\.?|type)(?:\s*\([^()]*\))?$`,
  String.raw`^(?:max(?:imum)?\.?\s+)?(?:context|sequence|seq\.?)\s*(?:length|len\.?|window)(?:\s*\([^()]*\))?$`,
].join('|'), 'i');

export const namesModelAttribute = (label: string): boolean => MODEL_ATTRIBUTE.test(stripMarkup(label).replace(/\s+/g, ' ').trim());

/** Where the row labels are: the second column when the first only groups the rows (`General` over `MMLU`), else the first. */
function labelAt(row: readonly string[], at: number): string {
  return stripMarkup(row[at] ?? '');
}

/**
 * A last header row that is an attribute row (`Group | Architecture | - | MoE | Dense`, the models named on the row
 * above): moved down into the body, as its first row, so the models head the columns. The table as given otherwise.
 */
export function attributeHeaderDown(t: RawTable): RawTable {
  if (t.header.length < 2) return t;
  const leaf = t.header[t.header.length - 1] ?? [];
  const upper = t.header.slice(0, -1);
  const names = upper[upper.length - 1] ?? [];
  // the attribute's label: the leaf's last label cell before the value columns
  let at = -1;
  for (let j = 0; j < Math.min(2, leaf.length); j++) if (namesModelAttribute(leaf[j] ?? '')) at = j;
  if (at < 0) return t;
  const values = leaf.slice(at + 1).map(stripMarkup);
  // the model names above every column the attribute row fills; no number among the names
  if (values.length < 2 || values.some((v, k) => v && !stripMarkup(names[at + 1 + k] ?? ''))) return t;
  if (names.slice(at + 1).some((n) => isPlainNumber(stripMarkup(n)))) return t;
  // (the label heads printed on the leaf, `Group`, stay; the attribute's own label moves down with its row)
  const newLeaf = names.map((c, j) => (j < at && stripMarkup(leaf[j] ?? '') ? (leaf[j] ?? '') : c));
  const row = leaf.map((c, j) => (j < at ? '' : c));
  return { ...t, header: [...upper.slice(0, -1), newLeaf], body: [row, ...t.body] };
}

/**
 * How many leading body rows are model attributes (their label at `at`), when the rows below print numbers and at
 * least two of them name a metric or a benchmark with a metric by convention (`known`): 0 otherwise. A model card of
 * `# Params` over `Layers`, `Hidden size` describes models throughout: no benchmark row, none read.
 */
export function leadingAttributeRows(t: RawTable, at: number, known: (label: string) => boolean): number {
  let n = 0;
  while (n < t.body.length && namesModelAttribute(labelAt(t.body[n] ?? [], at))) n++;
  if (!n || t.body.length - n < 2) return 0;
  // (no attribute row further down: a configuration table lists its attributes throughout)
  if (t.body.slice(n).some((r) => namesModelAttribute(labelAt(r, at)))) return 0;
  // the rows below print numbers: results, not more of each model's description
  const numeric = t.body.slice(n).filter((r) => r.slice(at + 1).some((c) => isPlainNumber(stripMarkup(c)))).length;
  if (numeric < Math.max(2, (t.body.length - n) * 0.6)) return 0;
  // every value below a plain number, a dash or blank: a row of text or packed pairs (`864 / 35.4%`) among them would be
  // a setting in the middle of each model's column once transposed, a row the transcription check no longer finds
  // (a row or two of packed pairs, "CodeForces (Rating / Percentile)", are left out of the transposed table by the caller,
  // with a review line: packedPairRows)
  const pairs = new Set(packedPairRows(t, at));
  const plain = (c: string): boolean => !c || isPlainNumber(c) || NOT_APPLICABLE.test(c);
  if (pairs.size > 2 || t.body.slice(n).some((r, i) => !pairs.has(n + i) && r.slice(at + 1).some((c) => !plain(stripMarkup(c))))) return 0;
  return t.body.slice(n).filter((r) => known(labelAt(r, at))).length >= 2 ? n : 0;
}

/** Rows whose value cells print pairs of numbers ("1891 / 96.7%": a rating and a percentile), dashes aside. */
export function packedPairRows(t: RawTable, at: number): number[] {
  const out: number[] = [];
  t.body.forEach((r, i) => {
    const cells = r.slice(at + 1).map((c) => stripMarkup(c).trim()).filter((c) => c && !NOT_APPLICABLE.test(c));
    if (cells.length > 0 && cells.every((c) => PACKED_NUMBER.test(c) || isPlainNumber(c)) && cells.some((c) => PACKED_NUMBER.test(c) && !isPlainNumber(c))) out.push(i);
  });
  return out;
}
