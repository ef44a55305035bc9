/**
 * Tables among a PDF's printed lines (pure): a run of lines with aligned numeric cells is a table; the
 * short lines just above its first numeric line are its header rows (the first line holding numbers is
 * never a header); columns come from the data lines' cells, and header cells spread over the columns
 * they cover. Lines inside the run that hold only a label are a row-group label (spans the rows below
 * it, kept as a leading column), the rest of a wrapped row label ("Faster R-" / "CNN"), or deltas
 * printed under their values ("(+4.7)"). A group label printed in the middle of its block (an extra
 * cell left of the label column) labels the rows around it. Superscript marks are dropped from labels.
 */
import { captionedPairLines } from './pdf-pair-lines.js';
import { groupLabelLength, groupPhrase } from './pdf-group-labels.js';
import { columnsOverlap, stackedGrid } from './pdf-table-blocks.js';
import { continuesCaption } from './pdf-caption-above.js';
import type { GridBlock } from './pdf-table-blocks.js';
import { mergeWrappedHeader } from './pdf-header-bands.js';
import { consecutive, endsOpen, labelWithAbove } from './pdf-label-wrap.js';
import { joinSpanningCells } from './pdf-header-rowspan.js';
import { continuesCells, joinWrappedNames } from './pdf-header-wrap.js';
import { alignedHeader } from './pdf-header-gap.js';
import { commonAnchor, commonColumns, splitUpperHeader, withSplitLeaf } from './pdf-header-split.js';
import { splitTightLabels } from './pdf-tight-labels.js';
import { headerRows } from './pdf-header-rows.js';
import { lowerLoneCells } from './pdf-header-leaf.js';
import { splitMarkColumns } from './pdf-mark-columns.js';
import { withSparseColumns } from './pdf-sparse-columns.js';
import { joinSplitBrackets, withoutSentenceHeadRow } from './pdf-split-brackets.js';
import { gapColumn, withRowGroups } from './pdf-row-groups.js';
import { numberedHeader, numberedLabels } from './pdf-numbered-names.js';
import type { BodyRow, SideLabel } from './pdf-row-groups.js';
import type { PLine, Seg } from './pdf-words.js';
import { CAPTION_LINE, isDataLine, isDeltaLine, isNum, isNumberedHeading, isTextRow, linesClose as close, numCells, overlap, repeatsHeader, words } from './pdf-line-kinds.js';
export { CAPTION_LINE, isTextRow, numberCellsOf } from './pdf-line-kinds.js';


export interface PdfTable {
  /** Index of the first and one past the last line the table (header included) takes. */
  readonly start: number;
  readonly end: number;
  readonly header: string[][];
  readonly body: string[][];
  /** A table stacked in blocks, each with a header row of its own: one grid per block. */
  readonly blocks?: readonly GridBlock[];
  /** The "Table N" caption line index, when found. */
  readonly captionLine?: number;
}


/** A short label: cleaned of citation brackets and footnote marks. */
function cleanLabel(s: string): string {
  return s.replace(/\s*\[[\d,\s–-]+\]/g, '').replace(/([A-Za-z)])[*∗⋆†‡§¶]+$/u, '$1').trim();
}

/** The vertical middle of a cell's words on the page. */
function middleOf(l: PLine, s: Seg): number {
  const ws = l.words.filter((w) => w.x0 >= s.x0 - 0.5 && w.x1 <= s.x1 + 0.5);
  return ws.length ? ws.reduce((a, w) => a + (w.y0 + w.y1) / 2, 0) / ws.length : (l.y0 + l.y1) / 2;
}


/** Whether a run's first line is the second line of its header: one number at most, no cell in the label column, each cell under one of the line above. */
function wrappedHeaderLine(lines: readonly PLine[], members: readonly number[]): boolean {
  const [m0, m1] = members;
  if (m0 === undefined || m1 === undefined || m1 !== m0 + 1) return false;
  const l = lines[m0] as PLine;
  const next = lines[m1] as PLine;
  const above = lines[m0 - 1];
  return !!above && l.segs.length >= 3 && numCells(l) <= 1 && (l.segs[0] as Seg).x0 > (next.segs[0] as Seg).x1 && continuesCells(above, l);
}

/** Finds every table in the lines; lines a table takes are not prose. */
export function findTables(lines: readonly PLine[]): PdfTable[] {
  const pairs = captionedPairLines(lines);
  const isData = (l: PLine): boolean => isDataLine(l) || pairs.has(l);
  const out: PdfTable[] = [];
  let i = 0;
  while (i < lines.length) {
    const first = lines[i] as PLine;
    if (!isData(first) || CAPTION_LINE.test(first.text)) {
      i++;
      continue;
    }
    // the run: data lines, with at most two label/delta lines between them
    const members: number[] = [i];
    const textRows = new Set<number>();
    let j = i + 1;
    while (j < lines.length) {
      const prev = lines[members[members.length - 1] as number] as PLine;
      const cur = lines[j] as PLine;
      if (!close(prev, cur, 2.5) || CAPTION_LINE.test(cur.text)) break;
      // the header printed again (the same corner cell as the line above the run's first row): the next panel of a
      // table printed in panels starts there, with a header of its own
      if (repeatsHeader(lines[i - 1], cur)) break;
      if (isData(cur)) {
        members.push(j++);
        continue;
      }
      if (isTextRow(cur, prev) && lines[j + 1] && isData(lines[j + 1] as PLine) && close(cur, lines[j + 1] as PLine, 2.5)) {
        textRows.add(j);
        members.push(j++);
        continue;
      }
      // label-only or delta lines followed by a data line
      let k = j;
      while (k < lines.length && k < j + 2 && !isData(lines[k] as PLine) && groupLabelLength(lines[k] as PLine) && !CAPTION_LINE.test((lines[k] as PLine).text)) k++;
      if (k > j && k < lines.length && isData(lines[k] as PLine) && close(lines[k - 1] as PLine, lines[k] as PLine, 2.5)) {
        for (let m = j; m <= k; m++) members.push(m);
        j = k + 1;
        continue;
      }
      if (isDeltaLine(cur)) {
        members.push(j++);
        continue;
      }
      break;
    }
    // a first line with one number at most, nothing in the label column, that continues the header cells above it
    // ("72B-Inst.  405B-Inst.  V3  Sonnet-1022  0513" under the model names) is the header's second line
    let top = wrappedHeaderLine(lines, members) ? (members.shift() as number) + 1 : i;
    // a first line whose numbers are header cells ("% of training set | 1% | 10% | 100%", "SemEval 2010 | KBP37") is the header's last line
    const runData = (): PLine[] => members.map((m) => lines[m] as PLine).filter(isData);
    const numberedTop = members[0] === top && numberedHeader(lines[top] as PLine, runData().slice(1)) ? top : -1;
    if (numberedTop >= 0) top = (members.shift() as number) + 1;
    // a label line with a number in its name ("SemEval 2010 Task 8" over its block) is a row-group label, not a row
    const labelLines = numberedLabels(runData());
    const labelAt = new Set(members.filter((m) => labelLines.has(lines[m] as PLine)));
    const isRow = (l: PLine): boolean => isData(l) && !labelLines.has(l);
    const dataCount = members.filter((m) => isRow(lines[m] as PLine)).length;
    if (dataCount < 2) {
      i = j;
      continue;
    }
    // header lines above (the one just above the data, its run-together cells cut at the columns)
    const dataLines = members.map((m) => lines[m] as PLine).filter(isRow);
    const seen = [...withSplitLeaf(lines, top, dataLines)];
    const head: number[] = [];
    const rowSize = Math.min(...dataLines.map((d) => d.size));
    // a section title in one piece right above the first row, centred over it or from its label column ("Conv-TasNet
    // encoder with a two layer LSTM mask estimator"): a row-group label, the header above it
    // (not the end of a caption: no stop after it, not a caption's continued line)
    const titled = top >= 2 && (lines[top - 1] as PLine).segs.length === 1 && !/[.:;]$/.test((lines[top - 1] as PLine).text.trim()) && !continuesCaption(lines, top - 1, CAPTION_LINE) && groupPhrase(lines[top - 1] as PLine, lines[members[0] as number] as PLine) && close(lines[top - 1] as PLine, lines[members[0] as number] as PLine, 2.5);
    if (titled) members.unshift(top - 1);
    let h = titled ? top - 2 : top - 1;
    // up to five lines: a wrapped header band ("Size" / "Encoder" / "/Layer" interleaved) is one printed row once merged
    while (h >= 0 && head.length < 5) {
      // an upper header line whose cells pdftotext ran together is cut at the columns too
      const cut = (seen[h] as PLine).segs.some((s) => words(s.text) > 5) ? splitUpperHeader(seen[h] as PLine, dataLines) : undefined;
      if (cut) seen[h] = cut;
      const hl = seen[h] as PLine;
      const below = seen[head.length ? (head[0] as number) : titled ? top - 1 : top] as PLine;
      // a header set apart by a rule and space (booktabs) counts when it is printed cell for cell over the rows' columns
      const apart = !close(hl, below, 2.2) && !(head.length === 0 && close(hl, below, 3.6) && alignedHeader(hl, members.map((m) => lines[m] as PLine).filter(isRow)));
      if (apart || CAPTION_LINE.test(hl.text) || continuesCaption(lines, h, CAPTION_LINE) || /[.:]$/.test(hl.text.trim()) && hl.segs.length === 1 || isNumberedHeading(hl, top < lines.length ? (lines[top] as PLine) : hl)) break;
      if ((hl.segs.length < 2 && words(hl.text) > 5) || (numCells(hl) >= 2 && h !== numberedTop)) break;
      if (hl.segs.some((s) => words(s.text) > 5) || hl.segs.every((s) => !/[A-Za-z0-9]/.test(s.text))) break;
      // a line printed much larger than the header line below it is no header: the end of a caption above the table
      // ("(pairwise t-test at | 0.05 significance level)." in the text's size over a header in the table's small print)
      if (hl.size > below.size * 1.35 && hl.size > rowSize * 1.5 && /[.;:]\)?\.?$/.test(hl.text.trim())) break;
      head.unshift(h--);
    }
    // a one-cell line at the label column just above the first row is a row-group label, not a header
    // (not a header line pdftotext ran together, which the columns cut into three or more cells)
    const nearAt = head[head.length - 1] ?? -1;
    const near = ((seen[nearAt] as PLine | undefined)?.segs.length ?? 0) >= 3 ? undefined : lines[nearAt];
    const l = lines[members[0] as number] as PLine;
    if (near && head.length >= 2 && near.segs.length === 1 && !/^[([]/.test(near.text.trim()) && (Math.abs(near.x0 - l.x0) < l.size * 1.5 || (lines[head[head.length - 2] as number] as PLine).segs.length >= 3)) members.unshift(head.pop() as number);
    // so is a line printed only over the label column ("Annotated Label = 1" above its rows)
    else if (near && head.length >= 2 && near.segs.length <= 2 && Math.abs(near.x0 - l.x0) < l.size * 1.5 && near.segs.every((s) => s.x1 < ((l.segs[1] as Seg | undefined)?.x0 ?? Infinity))) members.unshift(head.pop() as number);
    // so is a long label phrase over the value columns ("Query Translation and Document Translation with Indri"), which
    // the columns cut into cells: words joined by a function word, from the label column, one number at most
    else if (head.length >= 2 && nearAt >= 0 && groupPhrase(lines[nearAt] as PLine, l)) members.unshift(head.pop() as number);
    // so is a one-cell line printed like a row-group label further down the table ("RGB-based COD Methods" under the
    // header, "RGB-D-based COD Methods" between its rows, both centred): the first group's label, not a header row
    else if (near && head.length >= 2 && near.segs.length === 1 && members.some((m) => m > nearAt && labelLike(lines[m] as PLine, near) && !isRow(lines[m] as PLine))) members.unshift(head.pop() as number);
    const banded = mergeWrappedHeader(seen, head);
    // three header rows at most, counted once wrapped bands are merged
    if (banded.head.length > 3) banded.head.splice(0, banded.head.length - 3);
    const named = joinWrappedNames(banded.lines, banded.head);
    const view = joinSpanningCells(named.lines, named.head);
    // (label columns set a word space apart, "ResEnc No" under "Model | Binary Mask": cut where the header's column starts)
    const tight = splitTightLabels(view.lines, view.head, members.filter((m) => isData(view.lines[m] as PLine) && !labelAt.has(m)));
    const t = buildGrid(tight, view.head, members, (l) => isData(l) && !labelAt.has(tight.indexOf(l)), textRows, [...view.spanning, ...banded.spanning]);
    if (t) out.push({ ...joinSplitBrackets(withoutSentenceHeadRow(t)), start: banded.head.length ? (banded.head[0] as number) : top, end: (members[members.length - 1] as number) + 1 });
    i = j;
  }
  return out;
}

/** A one-cell text line printed like `near` (as wide a size, its middle within three characters of `near`'s): the same kind of label. */
const labelLike = (g: PLine, near: PLine): boolean =>
  g.segs.length === 1 && numCells(g) === 0 && /[A-Za-z]/.test(g.text) && Math.abs(g.size - near.size) < 0.5 && Math.abs((g.x0 + g.x1) / 2 - (near.x0 + near.x1) / 2) < near.size * 3;

function buildGrid(lines: readonly PLine[], head: readonly number[], members: readonly number[], isData: (l: PLine) => boolean, textRows: ReadonlySet<number> = new Set(), spanning: readonly Seg[] = []): { header: string[][]; body: string[][]; blocks?: GridBlock[] } | undefined {
  const data = members.map((m) => lines[m] as PLine).filter(isData);
  // a column only some rows fill ("Notes"): a column of its own, not part of the value column beside it
  const printed = withSparseColumns(commonColumns(data), data);
  // check marks at several positions read as one column by the rows that check one: a column per position
  const cols = splitMarkColumns(printed, commonAnchor(data), data) ?? printed;
  const k = cols.length;
  // rows with as many cells fill different columns: a table stacked in blocks under spanning row headers
  const stacked = columnsOverlap(cols) ? stackedGrid(lines, head, members, { isData, isNum, cleanLabel }) : undefined;
  if (stacked) return stacked;
  const place = (s: Seg): number => {
    let best = -1;
    let bestO = 0;
    cols.forEach((c, ci) => {
      const o = overlap(s, c);
      if (o > bestO) {
        bestO = o;
        best = ci;
      }
    });
    if (best >= 0) return best;
    const mid = (s.x0 + s.x1) / 2;
    return cols.reduce((b, c, ci) => (Math.abs((c.x0 + c.x1) / 2 - mid) < Math.abs(((cols[b] as { x0: number; x1: number }).x0 + (cols[b] as { x0: number; x1: number }).x1) / 2 - mid) ? ci : b), 0);
  };
  const labelX0 = cols[0]?.x0 ?? 0;
  const inGap = gapColumn(cols, members.map((m) => lines[m] as PLine), (l) => isData(l) && l.segs.length > k, isNum);
  let gapLabels = false;
  const body: BodyRow[] = [];
  const mids: SideLabel[] = [];
  let group: string | undefined;
  let anyGroup = false;
  // a label-only line just read, and the group state before it: it may be the first line of the next row's label
  let pending: { text: string; line: PLine; group: string | undefined; anyGroup: boolean } | undefined;
  // rows whose label was printed above their values: a label-only line just below them continues it
  const wrapped = new Set<BodyRow>();
  let prevLine: PLine | undefined;
  for (const [mi, m] of members.entries()) {
    const l = lines[m] as PLine;
    const above = pending && l.y0 - pending.line.y1 < l.size ? pending : undefined;
    // the line after: a label-only line printed as the next line of the piece above (the values centred between)
    const next = lines[members[mi + 1] ?? -1];
    const centred = above !== undefined && next !== undefined && !isData(next) && next.x1 < (cols[1]?.x0 ?? Infinity) && consecutive(above.line, next);
    pending = undefined;
    const prev = prevLine;
    prevLine = l;
    if (isData(l) || textRows.has(m)) {
      const cells = cols.map(() => '');
      let mid: { text: string; y: number } | undefined;
      l.segs.forEach((s, si) => {
        // an extra cell left of the label column: a row-group label printed in the middle of its block
        // (a small whole number there is a group's number, as a fold's "0" on the middle row of its three)
        const groupNumber = /^\d{1,2}$/.test(s.text.trim());
        // (or in the gap between the labels and the values: a group column printed once per block, pdf-row-groups.ts)
        const gap = si > 0 && l.segs.length > k && !mid && inGap(s) && /[A-Za-z]/.test(s.text) && !isNum(s.text);
        if (gap || (si === 0 && l.segs.length > k && s.x1 < labelX0 + 2 && (!isNum(s.text) || groupNumber))) {
          if (/[A-Za-z]/.test(s.text) || groupNumber) mid = { text: cleanLabel(s.text), y: middleOf(l, s) };
          gapLabels ||= gap;
          return;
        }
        const c = l.segs.length === k ? si : place(s);
        cells[c] = cells[c] ? `${cells[c]} ${s.text}` : s.text;
      });
      cells[0] = cleanLabel(cells[0] ?? '');
      const joined = above ? labelWithAbove(above.text, cells[0], centred) : undefined;
      if (above && joined !== undefined) {
        cells[0] = joined;
        group = above.group;
        anyGroup = above.anyGroup;
      }
      body.push({ cells, y: middleOf(l, l.segs[l.segs.length - 1] as Seg), ...(group !== undefined ? { group } : {}) });
      if (above && joined !== undefined) wrapped.add(body[body.length - 1] as BodyRow);
      if (mid) {
        mids.push({ pos: body.length - 1, ...mid });
        anyGroup = true;
      }
      continue;
    }
    const last = body[body.length - 1];
    if (isDeltaLine(l) && last) {
      for (const s of l.segs) {
        const c = place(s);
        last.cells[c] = `${last.cells[c]} ${s.text}`.trim();
      }
      continue;
    }
    const text = cleanLabel(l.text);
    // a label left of the label column on its own line, or in the gap between the labels and the values: a group
    // label printed in the middle of its block
    const gapLine = l.x1 >= labelX0 + 2 && body.length > 0 && l.segs.length === 1 && inGap(l.segs[0] as Seg);
    if (l.x1 < labelX0 + 2 || gapLine) {
      if (/[A-Za-z]/.test(text)) {
        gapLabels ||= gapLine;
        mids.push({ pos: body.length - 0.5, y: (l.y0 + l.y1) / 2, text });
        anyGroup = true;
      }
      continue;
    }
    const under = prev !== undefined && l.y0 - prev.y1 < l.size && /[A-Za-z]/.test(text) && (endsOpen(last?.cells[0] ?? '') || (last !== undefined && wrapped.has(last)));
    if (last && (/-$/.test(last.cells[0] ?? '') || /^[(a-z]/.test(text) || under) && l.x0 < (cols[1]?.x0 ?? Infinity)) {
      const lab = last.cells[0] ?? '';
      last.cells[0] = /[A-Za-z]-$/.test(lab) && /^[A-Z]/.test(text) ? `${lab}${text}` : /-$/.test(lab) ? `${lab.slice(0, -1)}${text}` : `${lab} ${text}`;
      continue;
    }
    pending = { text, line: l, group, anyGroup };
    if (/[A-Za-z]/.test(text)) group = text;
    anyGroup = true;
  }
  if (!body.length || k < 2) return undefined;
  const { rows: printedHeader, groupHead } = headerRows(lines, head, { cols, place, anyGroup, spanning, ...(gapLabels ? { inGap } : {}) });
  const header = lowerLoneCells(printedHeader);
  return anyGroup ? withRowGroups(header, groupHead, body, mids) : { header, body: body.map((r) => r.cells) };
}
