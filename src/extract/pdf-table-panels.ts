/**
 * Panels of one table (pure): a table too wide for the page printed as two or more grids stacked under one
 * caption, each with a header of its own (ReBaPL-style base-to-novel tables: "Method | Average | ImageNet | …",
 * then "Method | StanfordCars | Flowers102 | …" under it, then a third panel). Only one panel is next to the
 * "Table N" caption; the others had none and, as every grid without a caption, stayed text. A grid printed right
 * after another on the same page (no line between them, at most about three lines' space), with a header of its
 * own and as many columns or the same corner cell (or columns of its own under a title spanning them, printed tight
 * against it: at most a line's space between), is a panel of the same table; a run of panels with exactly one
 * caption is that table, each panel a block of it.
 */
import type { PdfTable } from './pdf-tables.js';
import type { PLine } from './pdf-words.js';

const corner = (t: PdfTable): string => (t.header[t.header.length - 1]?.[0] ?? '').trim().toLowerCase();
const width = (t: PdfTable): number => t.body[0]?.length ?? 0;

/** A grid whose header opens with one title spanning its value columns ("Expanded punctuation set" over "! | , | ? | F1"). */
function titledBlock(t: PdfTable): boolean {
  // (the label columns before it may be blank)
  const cells = (t.header[0] ?? []).slice(1).map((c) => c.trim());
  const top = cells.slice(cells.findIndex(Boolean));
  return t.header.length >= 2 && top.length >= 2 && /[A-Za-z]{3}/.test(top[0] ?? '') && top.every((c) => c === top[0]);
}

/** Whether grid `b` is printed as the next panel of grid `a`. */
function nextPanel(lines: readonly PLine[], a: PdfTable, b: PdfTable): boolean {
  const last = lines[a.end - 1];
  const first = lines[b.start];
  if (!last || !first || b.start !== a.end || last.page !== first.page || !a.header.length || !b.header.length) return false;
  const gap = first.y0 - last.y1;
  if (gap > Math.max(last.size, first.size) * 3) return false;
  // (a block with columns of its own, "Expanded punctuation set" over "! | , | ? | F1" under a table of P / R / F: printed
  // tight against it, at most a line's space between, it is still a block of that table)
  return width(a) === width(b) || (!!corner(a) && corner(a) === corner(b)) || (gap <= Math.max(last.size, first.size) * 1.5 && titledBlock(b));
}

/** Each panel of a captioned table → the run of panels it belongs to (in print order); tables of one panel are left out. */
export function tablePanels(lines: readonly PLine[], tables: readonly PdfTable[], captioned: (t: PdfTable) => boolean): Map<PdfTable, readonly PdfTable[]> {
  const out = new Map<PdfTable, readonly PdfTable[]>();
  let run: PdfTable[] = [];
  const close = () => {
    if (run.length >= 2 && run.filter(captioned).length === 1) for (const t of run) out.set(t, run);
    run = [];
  };
  for (const t of tables) {
    const prev = run[run.length - 1];
    if (prev && !nextPanel(lines, prev, t)) close();
    run.push(t);
  }
  close();
  return out;
}
