/**
 * A draft of one made-up PDF page (bbox XHTML lines from pdf-boxes.ts), as `audit extract` drafts a PDF: the reader's
 * document model, its tables, no claim files to reuse names from. Pure, no temp files.
 */
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxPage } from './pdf-boxes.js';

export function pdfPageDraft(page: readonly string[], id = 'paper'): ReturnType<typeof extractDraft> {
  const doc = readPdf(bboxPage(page));
  return extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables: rawTables('paper', doc) }], id, { methods: [], datasets: [], subsets: [] });
}
