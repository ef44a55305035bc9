/**
 * The dataset a table's corner cell names (pure): a small report prints each table's test data in the header's first
 * cell, over the method labels, when every other header cell names a metric ("TUM RGBD | MSE(R) | RMSE(R) | MAE(R)",
 * "KITTI | ATE | RPE"). The corner is a name: one to three words, not a word for the row axis ("Method", "Model"), not
 * a metric, not a generic word (nor a row-axis word with an aside: "Model (or Authors)"); either it is spelled as a
 * name (a capital after its first letter or a digit: "TUM RGBD", "ModelNet40") or the text by the table calls it a
 * dataset ("the Mixamo dataset", "dataset “Mixamo”").
 * The draft marks it for review.
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import { GENERIC_WORD } from './generic-words.js';
import type { RawTable } from './types.js';
import { namesMethodAxis } from './method-axis-words.js';
import { esc as escapeRe } from './name-index.js';

/** Label heads that are no method words (those: method-axis-words.ts): the other axes a corner may name. */
const OTHER_AXIS = /^(?:settings?|config(?:uration)?s?|types?|categor(?:y|ies)|tasks?|datasets?|benchmarks?|ablations?|ours|inputs?|losses|loss|scenes?|splits?|folds?|years?|languages?|id|#)$/i;

/** "Protocol 1", "Setting II", "Split 3", "Fold 2", "Scenario A", "Task 4": an evaluation protocol of a data set, not a data set. */
export const PROTOCOL_CORNER = /^(?:protocols?|settings?|splits?|folds?|scenarios?|tasks?|tracks?|partitions?)\s*[-#.]?\s*(?:\d+(?:\.\d+)?|[IVX]{1,4}|[A-H])$/i;

export function cornerDataset(t: RawTable): { id: string; name: string; from: string } | undefined {
  const leaf = t.header[t.header.length - 1];
  if (!leaf || t.header.length !== 1) return undefined;
  const corner = stripMarkup(leaf[0] ?? '').trim();
  const words = corner.split(/\s+/);
  if (!/^[A-Z]/.test(corner) || PROTOCOL_CORNER.test(corner) || words.length > 3 || namesMethodAxis(corner) || namesMethodAxis(corner.replace(/\s*\([^()]*\)/g, '').trim()) || OTHER_AXIS.test(corner) || words.some((w) => GENERIC_WORD.test(w)) || metricFor(corner, true)) return undefined;
  const rest = leaf.slice(1).map((h) => stripMarkup(h).trim());
  if (rest.length < 2 || rest.some((h) => !metricFor(h, true))) return undefined;
  const spelled = /[A-Z0-9]/.test(corner.slice(1));
  const n = escapeRe(corner);
  const text = `${t.caption ?? ''} ${t.leadIn ?? ''} ${t.context}`;
  const called = new RegExp(String.raw`\b${n}["”’]?\s+(?:dataset|benchmark|data\s+set)s?\b|\b(?:dataset|benchmark)s?\s+["“‘]?${n}\b|\b${n}\s+and\s+(?:\S+\s+){1,3}datasets\b`).test(text);
  if (!spelled && !called) return undefined;
  return { id: corner.toLowerCase().replace(/[^a-z0-9+.]+/g, '-').replace(/^-|-$/g, ''), name: corner, from: "header's corner cell (every other header cell a metric)" };
}
