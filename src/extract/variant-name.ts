/**
 * A row named by a variant and what it is a variant of (pure): "Implementation" GRU4Rec Official | "Variant" Best params,
 * "Model" ResNet-50 | "Version" v1.5, "System" Kaldi | "Setting" full. The method column is headed as a variant, and a
 * name column before it repeats each name over a group of rows: the row's label is both ("GRU4Rec Official Best params"),
 * not the variant alone, which drafts "OOB" of one implementation and "OOB" of another as one method.
 */
import { stripMarkup } from './names.js';

/** A header naming the variant of something: "Variant", "Version", "Setting", "Config", "Configuration", "Flavour". */
const VARIANT_HEAD = /^(?:variants?|versions?|settings?|setups?|config(?:uration)?s?|flavou?rs?)$/i;

export interface VariantNameColumn {
  readonly j: number;
  readonly cells: readonly string[];
}

/** The columns (before the method column, headed `head`) whose names the variants are of; none when the head is no variant word. */
export function variantNameColumns(head: string, before: readonly VariantNameColumn[]): number[] {
  if (!VARIANT_HEAD.test(stripMarkup(head).trim())) return [];
  // a name on every row, repeated over a group of rows (fewer names than rows): "GRU4Rec Official" twice, then "GRU4REC-pytorch"
  return before.filter((c) => c.cells.length >= 2 && c.cells.every((x) => stripMarkup(x).trim()) && new Set(c.cells.map((x) => stripMarkup(x).trim())).size < c.cells.length).map((c) => c.j);
}

/** A header naming the size or version of the method before it: "Size", "Model size", "Variant", "Version", "Scale". */
const SIZE_HEAD = /^(?:(?:model\s+)?sizes?|variants?|versions?|scales?)$/i;
/** A size or version word ("S", "X", "tiny", "base", "v1.5", "B0"): short, a letter first, no amount ("7B" is a setting). */
const SIZE_WORD = /^\p{L}[\p{L}\d.+-]{0,9}$/u;

/**
 * The columns right after the method column that name each row's size or version ("Model" YOLOv5 | "Size" S): part of
 * the row's name ("YOLOv5 S"), not a setting, when every printed cell is a size word and they differ. `cells`: the
 * printed cells of each row, blanks kept.
 */
export function variantAfterColumns(method: number, after: readonly (VariantNameColumn & { readonly head: string })[]): number[] {
  const out: number[] = [];
  for (const c of [...after].sort((a, b) => a.j - b.j)) {
    if (c.j !== method + 1 + out.length || !SIZE_HEAD.test(stripMarkup(c.head).trim())) break;
    const printed = c.cells.map((x) => stripMarkup(x).trim()).filter(Boolean);
    if (printed.length < 2 || !printed.every((x) => SIZE_WORD.test(x)) || new Set(printed).size < 2) break;
    out.push(c.j);
  }
  return out;
}
