/**
 * Round 11 layout perturbations (bench/extract-perturb.ts), beside those of perturbations.ts: a full-width group row
 * between body rows, `%` on values, `(%)` in metric headers, a `Params (M)` attribute column after the method, the
 * method's backbone in parentheses or on a second line (`<br>`), an `(ours)` marker on the last method. Each keeps what
 * the cells mean and is a pure function on the table model; undefined where it cannot apply.
 */
import type { Perturbation } from './perturbations.js';
import { bodyRows, headRows, insertColumn, methodEdits, number, rewrite, roles, valueEdits } from './perturbations.js';
import type { Slot, Table } from './table-model.js';
import { isNumeric, plain, slot } from './table-model.js';

const BACKBONES = ['ResNet-50', 'ViT-B/16', 'Swin-T', 'ResNet-101', 'ConvNeXt-S'];
const GROUPS = ['Supervised', 'Self-supervised'];

/** Full-width group rows: one before the first body row, one before the middle one (a spanning cell in HTML, a label row with empty cells in Markdown). */
export function groupRows(t: Table): Table | undefined {
  const body = bodyRows(t);
  if (body.length < 2) return undefined;
  const width = t.grid[0]?.length ?? 0;
  const row = (label: string): Slot[] => {
    if (t.format === 'html') {
      const s = slot(`<i>${label}</i>`);
      return Array.from({ length: width }, () => s);
    }
    return [slot(`**${label}**`), ...Array.from({ length: width - 1 }, () => slot(''))];
  };
  const first = body[0] as number;
  const middle = body[Math.floor(body.length / 2)] as number;
  const grid: (readonly Slot[])[] = [];
  t.grid.forEach((r, i) => {
    if (i === first) grid.push(row(GROUPS[0] as string));
    else if (i === middle) grid.push(row(GROUPS[1] as string));
    grid.push(r);
  });
  return { ...t, grid };
}

/** The numeric columns whose values all lie in [0, 100] and whose header the registry reads as higher-is-better (a percentage keeps its meaning). */
function percentColumns(t: Table, ctx: Parameters<Perturbation['apply']>[1]): number[] {
  const first = headRows(t);
  return roles(t, ctx.method).numeric.filter((c) => {
    const leaf = plain(t.grid[first - 1]?.[c]?.text ?? '');
    if (/%/.test(leaf) || ctx.direction(leaf) !== 'higher') return false;
    const values = bodyRows(t).map((r) => t.grid[r]?.[c]?.text ?? '').filter(isNumeric);
    return values.length > 0 && values.every((v) => !/%/.test(v) && number(v) >= 0 && number(v) <= 100 && /\./.test(plain(v)));
  });
}

/** `%` after the values of percentage columns (`45.3%`). */
export function percentValues(t: Table, ctx: Parameters<Perturbation['apply']>[1]): Table | undefined {
  const cols = new Set(percentColumns(t, ctx));
  if (!cols.size) return undefined;
  return valueEdits(t, ctx, (s, _i, c) => (cols.has(c) ? `${s}%` : undefined));
}

/** ` (%)` after the leaf header of percentage columns (`Acc. (%)`). */
export function headerPercent(t: Table, ctx: Parameters<Perturbation['apply']>[1]): Table | undefined {
  const leaf = t.grid[headRows(t) - 1] ?? [];
  const edits = new Map<number, string>();
  for (const c of percentColumns(t, ctx)) {
    const s = leaf[c];
    if (!s || edits.has(s.id) || leaf.filter((x) => x.id === s.id).length > 1) continue;
    edits.set(s.id, `${s.text} (%)`);
  }
  return edits.size ? rewrite(t, edits) : undefined;
}

export const MORE_PERTURBATIONS: readonly Perturbation[] = [
  { name: 'group-rows', what: 'full-width group rows (`**Supervised**`, `*Self-supervised*`) before the first and the middle body row', apply: (t) => groupRows(t) },
  { name: 'percent-values', what: '`%` after each value of a higher-is-better column with values in [0, 100] (`45.3%`)', apply: percentValues },
  { name: 'header-percent', what: '` (%)` after the header of a higher-is-better column with values in [0, 100] (`Acc. (%)`)', apply: headerPercent },
  {
    name: 'params-column',
    what: 'a `Params (M)` attribute column after the method (`25.6M`)',
    apply: (t, ctx) => {
      const { method } = roles(t, ctx.method);
      return method === undefined ? undefined : insertColumn(t, method + 1, 'Params (M)', (i) => `${(11.2 + 7.3 * i).toFixed(1)}M`);
    },
  },
  { name: 'method-backbone', what: 'the backbone in parentheses after the method name (`Name (ResNet-50)`)', apply: (t, ctx) => methodEdits(t, ctx, (s, i) => (/\(/.test(plain(s)) ? undefined : `${s} (${BACKBONES[i % BACKBONES.length] as string})`)), relabels: true },
  { name: 'method-linebreak', what: 'the backbone on a second line of the method cell (`Name<br>ViT-B/16`)', apply: (t, ctx) => methodEdits(t, ctx, (s, i) => `${s}<br>${BACKBONES[i % BACKBONES.length] as string}`), relabels: true },
  {
    name: 'ours-marker',
    what: 'an `(ours)` marker after the last method name',
    apply: (t, ctx) => {
      const rows = bodyRows(t);
      const n = rows.length;
      return methodEdits(t, ctx, (s, i) => (i === n - 1 && !/ours/i.test(s) ? `${s} (ours)` : undefined));
    },
    relabels: true,
  },
];
