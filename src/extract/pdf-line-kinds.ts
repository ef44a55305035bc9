/**
 * What kind of line a PDF table line is (pure): a caption, a row of numbers, a row of short text cells, a
 * numbered heading, a repeated header, a line of deltas; and the words and numbers in its cells.
 */
import type { PLine, Seg } from './pdf-words.js';
import { CAPTION_NUMBER } from './caption-number.js';
import { PACKED_NUMBER } from './pdf-packed-number.js';
import { CAPTION_STOP, TABLE_WORD } from './caption-word.js';
import { metricPairs } from './metric-cells.js';

/**
 * "Table 3." / "Table 3:" / "Table 3 Performances of …" (no stop, a capitalised word; "Table 4 shows" is prose),
 * and IEEE's Roman "TABLE IV:" ("TABLE I" alone on its line, the caption on the next): group 1 is the printed
 * number, read by `captionNumber`. Other languages too ("Tableau 2 – …", "Таблица 1 Результаты", "表 1 各方法的结果";
 * caption-word.ts): in CJK text a character may follow the number with no stop.
 */
export const CAPTION_LINE = new RegExp(String.raw`^${TABLE_WORD}\s*${CAPTION_NUMBER}\s*(?:${CAPTION_STOP}|\s(?=[A-ZÀ-ÞА-ЯЁ][a-zß-ÿа-яё])|(?<=[表표]\s*\d+\s*)(?=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])|$)`);
// a value with a second number in brackets after it: a spread ("92.22 (0.10)") or a second result ("92.59 (93.31‡ )",
// its mark printed raised); a signed change may drop its leading zero as the value does (".387(-.090)")
const NUM = /^[(]?[-+−–]?(?:\d(?:[\d,]*\d)?(?:\.\d+)?|\.\d+)\s*(?:%|[KMBTG]|ms|s)?[)]?[*†‡]{0,2}(?:\s*(?:\(?(?:±|\+\/-|\+-)\s*(?:\d[\d.]*|\.\d+)\)?|\(\s*[-+−–↑↓]\s*(?:\d[\d.]*|\.\d+)%?\s*\)|(?<=%)\(\d+\/\d+\)|(?<=%\s)\(\d+\/\d+\)|\s?\(\d+(?:\.\d+)?[*†‡]*\s?\)))?$/;
const DASH = /^[-–—−]$/;
const DELTA = /^\(\s*[-+−–↑↓]\s*(?:\d[\d.]*|\.\d+)\s*%?\s*\)$/;

export const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;
/** Line `b` printed below line `a` on its page, less than `k` line heights under it. */
export const linesClose = (a: PLine, b: PLine, k = 2.2): boolean => a.page === b.page && b.y0 - a.y1 < Math.max(a.size, b.size) * k && b.y0 > a.y0 - 1;
/**
 * A short parenthesised note in a cell counts as one word, and its commas are no prose: "ID-residual MLP (under-fit, W2
 * tiny)" is a label of three words, not a sentence.
 */
const withoutNotes = (s: string): string => s.replace(/\([^()]{1,40}\)/g, '(…)');
/**
 * The joiners of a composed name are no words either: "ELMo + Flair + Char + LSTM + CRF" is a label of five names (a
 * model built of parts, a pipeline "ResNet-50 + FPN + DCN", a mixture "PEG / PLA"), not a nine-word sentence.
 */
const cellWords = (s: string): number => withoutNotes(s).split(/\s+/).filter((t) => t && !/^[+&/|×]$/.test(t)).length;
/**
 * A cell that prints its metric ("ACC=0.88", "mAP: 35.2", "0.88 (ACC)") is a number of its row too: metric-cells.ts
 * reads it. A whole number before a bracketed name is not ("Sigma 15 (PSNR)", "15 (PSNR)": a header naming a level
 * and its metric, split by the word reader), unless printed with `=` or `:`.
 */
const printsMetricValue = (s: string): boolean => metricPairs(s)?.every((p) => /[.%]/.test(p.value) || /[=:]/.test(s)) ?? false;
export const isNum = (s: string): boolean => NUM.test(s.trim()) || /^\d[\d.]*\s*(?:±|\+\/-|\+-)\s*(?:\d[\d.]*|\.\d+)$/.test(s.trim()) || PACKED_NUMBER.test(s.trim()) || printsMetricValue(s);
/** "(2022)", "(2021a)", "(Ours)": a method's citation year or tag printed in brackets under its name. */
const CITATION_TAG = /^\((?:(?:19|20)\d{2}[a-z]?|[A-Za-z][A-Za-z.-]{0,11})\)$/;
/**
 * A line of citation years under a header's method names ("(Ours) (2022) (2022a) (2019)"): the second line
 * of the names, not a row of numbers. Every printed token is a bracketed year or short tag, two or more of
 * them years (1900–2099, "2021a" too): a line with a label or a number of another form ("(2048)" among
 * "(+1.2)") is still a row.
 */
export const isCitationLine = (l: PLine): boolean => {
  const toks = l.segs.flatMap((s) => s.text.trim().split(/\s+/));
  return toks.length >= 2 && toks.every((t) => CITATION_TAG.test(t)) && toks.filter((t) => /\d/.test(t)).length >= 2;
};
/**
 * A header line of names, each with a count in brackets ("CAMO (250)  CHAMELEON (76)  COD10K (2026)": test sets and
 * their sizes over a table's column groups): the brackets are part of the names, not values. Two or more names, each
 * bracketed number a whole number right after a name (in its cell or the cell before), and no other number.
 */
const NAMED_COUNT = /^(?:.*[A-Za-z].*\s)?\(\d[\d,]*\)$/;
/** A cell that is only a whole number in brackets, "(250)", "(4,121)". */
export const isBracketedCount = (text: string): boolean => /^\(\d[\d,]*\)$/.test(text.trim());
export const isNamedCountLine = (l: PLine): boolean => {
  let names = 0;
  for (const [i, s] of l.segs.entries()) {
    const t = s.text.trim();
    if (isBracketedCount(t)) {
      if (i === 0 || !/[A-Za-z]/.test(l.segs[i - 1]?.text ?? '') || /\(\d[\d,]*\)$/.test(l.segs[i - 1]?.text.trim() ?? '')) return false;
    } else if (/[A-Za-z]/.test(t) && (NAMED_COUNT.test(t) || !/\d[\d.]*%?$/.test(t))) names++;
    else return false;
  }
  return names >= 2 && /\(\d/.test(l.text);
};
export const numCells = (l: PLine): number => (isCitationLine(l) || isNamedCountLine(l) ? 0 : l.segs.filter((s) => isNum(s.text)).length);
/**
 * A value cell of three or more words that ends on a function word ("1,000 images and" after "7 IQA datasets that are
 * with at least") is a piece of a sentence cut by the page's columns, not a table cell: the line under a table, in a
 * two-column page, is prose whatever numbers it prints. (Not the first cell: a row label wrapped onto the next line
 * ends on one, "# Utterances where cause solely lies in the" over "same utterance".)
 */
const SENTENCE_PIECE = /\s(?:and|or|the|of|with|that|at least|are|is|was|were|to|a|an|which|whose)$/i;
const sentencePiece = (s: string): boolean => cellWords(s) >= 3 && SENTENCE_PIECE.test(withoutNotes(s).trim());
export const isDataLine = (l: PLine): boolean => l.segs.length >= 2 && !isDeltaLine(l) && !l.segs.some((s, i) => i > 0 && sentencePiece(s.text)) && !/[a-z]{3}[,;]\s+[a-z]|[a-z]{4}\.\s+[A-Z][a-z]+\s+[a-z]|\b(?:is|are|has|the|of|and|with)\s*$/.test(withoutNotes(l.text)) && l.segs.every((s, i) => cellWords(s.text) <= (i === 0 ? 8 : 4)) && numCells(l) >= 1 && (numCells(l) >= 2 || l.segs.length >= 3 || l.segs.some((s) => DASH.test(s.text)));
/** Cells of a line that are numbers ("53.3", "2.24B", "-" is not): two or more make it look like a table row. */
export const numberCellsOf = numCells;
/**
 * A row of short text cells inside a table ("Optimizer  AdamW  AdamW  Muon" among rows of numbers): as
 * many cells as the data row above it, each under that row's cell, none reading as prose.
 */
export function isTextRow(l: PLine, above: PLine): boolean {
  if (l.segs.length < 3 || l.segs.length !== above.segs.length || CAPTION_LINE.test(l.text)) return false;
  if (l.segs.some((s) => words(s.text) > 3 || /[.;:,]$/.test(s.text))) return false;
  return l.segs.every((s, i) => {
    const a = above.segs[i] as Seg;
    return i === 0 ? Math.abs(s.x0 - a.x0) < l.size * 1.5 : overlap(s, a) > -l.size;
  });
}
/** A numbered section heading printed just above a table ("3.1. Main Results", "4 Experiments", "1.2.2 OntoNotes 5 (CoNLL 2012)"): never a header line. */
export const isNumberedHeading = (l: PLine, first: PLine): boolean => (l.segs.length <= 2 || titleRunsOn(l)) && l.x0 <= first.x0 + l.size && /^(?:\d+\.)*\d+\.?\s+[A-Z][A-Za-z0-9-]*(?:\s+\(?[A-Za-z0-9][A-Za-z0-9-]*\)?){0,6}$/.test(l.text.trim());
/** A heading's title cut only before its numbers ("OntoNotes | 5 (CoNLL | 2012)"): its pieces a word space apart. */
const titleRunsOn = (l: PLine): boolean => l.segs.slice(1).every((s, i) => i === 0 || s.x0 - (l.segs[i] as Seg).x1 < l.size);
/** Whether a line with no number prints the same first cell as a header line (`Method` … over a second panel). */
export const repeatsHeader = (head: PLine | undefined, l: PLine): boolean => !!head && numCells(l) === 0 && numCells(head) === 0 && l.segs.length >= 2 && (head.segs[0]?.text.trim().toLowerCase() ?? '') === (l.segs[0]?.text.trim().toLowerCase() ?? '-') && /[A-Za-z]/.test(l.segs[0]?.text ?? '');
export const isDeltaLine = (l: PLine): boolean => l.segs.length >= 1 && l.segs.every((s) => DELTA.test(s.text));

/** How far a cell and a column overlap horizontally (negative: the gap between them). */
export function overlap(s: Seg, c: { x0: number; x1: number }): number {
  return Math.min(s.x1, c.x1) - Math.max(s.x0, c.x0);
}
