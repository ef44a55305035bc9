/**
 * Which axis of a grid names the methods (pure): each label of an axis is scored as a *measure* (a registry
 * metric, a benchmark with a known convention, a benchmark of the catalogue, a dataset the caller knows, a name
 * with a unit: `HellaSwag (Acc.)`, `Dice↑`, `3D Error (mm)`), a *method* (not a measure, and the document names
 * it as a row elsewhere, or it carries a method's marks — a citation, `(Ours)` — or has a model name's shape:
 * `GPT-4`, `ResNet-18`, `osnet_x1_0`, `Up-Down`, `MOTIFS`), or neither (`Paper`, `Notes`: an attribute).
 *
 * `rowsAreMeasures` is the general orientation test: the rows are the metric/benchmark axis and the header
 * the method axis when most numeric rows name a measure (60% under a `Model` corner, else three in four), no header cell does, and the header reads as methods
 * (most of its cells scored as methods, or a corner `Model`/`Method` heading it).
 */
import { headerConventionOf } from './benchmark-conventions.js';
import { catalogueEntryOf } from './benchmark-catalogue-lookup.js';
import { metricFor } from './metric-lookup.js';
import { carriesMethodMarks, nameKey, stripMarkup } from './names.js';
import { namesQuantityByUnit } from './quantity-label.js';
import { namesMethodAxis } from './method-axis-words.js';

export type LabelKind = 'measure' | 'method' | 'other';

export interface AxisContext {
  /** name keys (names.ts nameKey) printed as row labels elsewhere in the document */
  readonly methods?: ReadonlySet<string>;
  /** whether a label names a dataset the caller knows (the registry's datasets) */
  readonly isDataset?: (label: string) => boolean;
}

const ARROWS = /[↑↓⬆⬇]|\((?:↑|↓|higher|lower)[^()]*\)/g;

/**
 * A label naming what was measured: a metric, a benchmark or dataset, a quantity with its unit. The whole label must
 * name it (or its trailing parentheses): a word of a longer label does not (`BERT EM` is a method, `Rank-1 BNN` too).
 */
export function namesMeasure(label: string, ctx: AxisContext = {}): boolean {
  const l = stripMarkup(label).replace(ARROWS, ' ').replace(/\s+/g, ' ').trim();
  if (!l) return false;
  if (metricFor(l, true) || headerConventionOf(l) || catalogueEntryOf(l) || namesQuantityByUnit(l)) return true;
  // "HellaSwag (Acc.)", "MSCOCO (CIDEr)": a metric in the trailing parentheses
  const paren = /\(([^()]+)\)\s*$/.exec(l)?.[1]?.replace(/\.$/, '');
  if (paren && paren.split(/[\s/,]+/).some((w) => w && metricFor(w, true))) return true;
  return Boolean(ctx.isDataset?.(l));
}

/** A model name's shape: one to four words, one of them mixing letters with digits, inner capitals or joiners. */
const MODEL_SHAPE = /^(?=.{2,60}$)(?:\S+\s){0,3}\S+$/;
const SHAPED_WORD = /[A-Za-z][\w.]*(?:\d|[-_+.][A-Za-z0-9])|[a-z][A-Z]|^[A-Z]{2,}[a-z]*$|\.py$/;

export function labelKind(label: string, ctx: AxisContext = {}): LabelKind {
  const l = stripMarkup(label).trim();
  if (!l) return 'other';
  if (namesMeasure(l, ctx)) return 'measure';
  if (ctx.methods?.has(nameKey(l)) || carriesMethodMarks(l)) return 'method';
  return MODEL_SHAPE.test(l) && l.split(/\s+/).some((w) => SHAPED_WORD.test(w)) ? 'method' : 'other';
}

export interface AxisScore {
  readonly n: number;
  readonly measure: number;
  readonly method: number;
}

export function axisScore(labels: readonly string[], ctx: AxisContext = {}): AxisScore {
  const kinds = labels.filter((l) => stripMarkup(l).trim()).map((l) => labelKind(l, ctx));
  return { n: kinds.length, measure: kinds.filter((k) => k === 'measure').length, method: kinds.filter((k) => k === 'method').length };
}

/** A corner naming the method axis (`Model`, `Method`; method-axis-words.ts, its core words). */
export const namesMethodCorner = (corner: string): boolean => namesMethodAxis(corner, 'core');

/**
 * Whether the rows are the measure axis and the header the method axis. `rows`: the labels of the rows that
 * print a number (a row of links or notes says nothing about the axis); `heads`: the header cells over the value
 * columns; `corner`: the header's label cell.
 */
export function rowsAreMeasures(rows: readonly string[], heads: readonly string[], corner: string, ctx: AxisContext = {}): boolean {
  const r = axisScore(rows, ctx);
  const h = axisScore(heads, ctx);
  const corneredMethods = namesMethodCorner(stripMarkup(corner).replace(/\s*\([^()]*\)\s*$/, '').trim());
  // no header cell may name a measure — but one of four or more under a `Model` corner is a method named like one
  // (`Fish Audio S2 Pro` read as AU-PRO)
  if (r.n < 1 || h.n < 2 || (h.measure > 0 && !(h.measure === 1 && h.n >= 4 && corneredMethods))) return false;
  // most numeric rows name measures: 60% under a `Model`/`Method` corner (`Joint Accuracy` beside a `Slot` row), else three
  // in four (`Boundary error (px)`, `Sentinel-2 tiles`, `mIoU` under methods and no corner keeps its printed rows)
  if (r.measure < Math.max(1, Math.ceil(r.n * (corneredMethods ? 0.6 : 0.75)))) return false;
  return corneredMethods || h.method >= Math.max(2, Math.ceil(h.n * 0.5));
}
