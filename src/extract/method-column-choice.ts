/**
 * Of a table's label columns headed as the methods' axis, the one that names the rows (pure). Two filled columns,
 * "Model" ResNet-18 ×9 | "Method" Agreement, GLAD, …, the same methods again under "Swin": the first groups the rows,
 * the one crossed with it (the same names under two or more of its blocks) names them; "method" Zhang et al. ×2 |
 * "model" AlexNet, VGGNet is no grid, so the first keeps them. A core word ("Model", "Method", "Quality Method") names
 * them before a field's word ("Backbone": "Model" DVIS_online | "Backbone" R50 names the rows by the model); a column
 * printing one name on every row ("Method" ArcFace ×4 beside "Backbone" R100, MFN, …) names none.
 */
import { namesMethodAxis } from './method-axis-words.js';
import { stripMarkup } from './names.js';

type Body = readonly (readonly string[])[];

const cell = (r: readonly string[], k: number): string => stripMarkup(r[k] ?? '').trim();

/** The column of `headed` (column indexes) that names the rows, undefined when none is filled on every row. */
export function rowNamingColumn(body: Body, headed: readonly number[], heads: (j: number) => readonly string[], qualified: (h: string) => boolean): number | undefined {
  const filled = headed.filter((j) => body.every((r) => cell(r, j)));
  const core = filled.filter((j) => heads(j).some((h) => namesMethodAxis(h, 'core') || qualified(h)) && (body.length < 2 || new Set(body.map((r) => cell(r, j))).size > 1));
  const candidates = core.length ? core : filled;
  const grouping = candidates[0];
  return grouping === undefined ? undefined : (candidates.slice(1).find((j) => crossedWith(body, grouping, j)) ?? grouping);
}

/** Whether column `j` lists the same names under two or more blocks of rows that column `f` prints one name over (a grid). */
export function crossedWith(body: Body, f: number, j: number): boolean {
  const blocks: string[][] = [];
  body.forEach((r, i) => {
    if (i > 0 && cell(r, f) === cell(body[i - 1] as readonly string[], f)) (blocks.at(-1) as string[]).push(cell(r, j));
    else blocks.push([cell(r, j)]);
  });
  if (blocks.length < 2 || blocks.some((b) => b.length < 2)) return false;
  const seqs = blocks.map((b) => b.join('\u0000'));
  return new Set(seqs).size < seqs.length;
}
