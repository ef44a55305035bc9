/**
 * Row-group labels of a PDF table (pure): a label line between a table's rows, short enough for one, and a section
 * title printed from the label column or centred over the rows ("Electra base discriminator with 2 layer MLP …").
 * Read by pdf-tables.ts.
 */
import { numCells, words } from './pdf-line-kinds.js';
import type { PLine } from './pdf-words.js';

/**
 * A label line short enough to be a row-group label between a table's rows: eight words at most in two cells at most,
 * or twelve in three cells at most (the word gaps of a long label cut it; sixteen in one cell, "Domain adversarial /
 * concat domain logits (TED+2 labelled SWI + unlabelled (UL) SWI)"), capitalised, not ending a sentence and with
 * one number at most ("Deep Relevance Ranking with Extra Features in Section 4", round 16).
 */
export const groupLabelLength = (l: PLine): boolean =>
  (l.segs.length <= 2 && words(l.text) <= 8) || (l.segs.length <= 3 && numCells(l) <= 1 && words(l.text) <= (l.segs.length === 1 ? 16 : 12) && /^[A-Z]/.test(l.text.trim()) && !/[.;]\s*$/.test(l.text));

/** A row-group label phrase printed just above a table's first row, from its label column or centred over it: four words or more joined by a function word. */
export const groupPhrase = (near: PLine, first: PLine): boolean =>
  (Math.abs(near.x0 - first.x0) < first.size * 1.5 || centredOver(near, first)) && words(near.text) >= 4 && /\s(?:with|and|from|of|the|for|without|using|on|in)\s/.test(near.text) && groupLabelLength(near);

/** A line printed centred over the rows (a section title spanning the table, "Electra base discriminator with 2 layer MLP …"), narrower than them. */
const centredOver = (near: PLine, first: PLine): boolean =>
  near.x1 - near.x0 < (first.x1 - first.x0) * 0.8 && Math.abs((near.x0 + near.x1) / 2 - (first.x0 + first.x1) / 2) < first.size * 3;
