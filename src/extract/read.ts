/** The IO of extraction: input files → text (PDF through `pdftotext`, HTML through `htmlToText`), with clear errors for bad input. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { InputError } from '../core/errors.js';
import { rawTables } from './doc-builder.js';
import { columnsInOrder } from './pdf-columns.js';
import type { DocModel } from './doc-builder.js';
import { isHtml } from './html.js';
import { readHtml } from './read-html.js';
import { readMarkdown } from './read-markdown.js';
import { errnoCode, fileProblemInWords } from '../core/file-errors.js';
import { readPdf } from './read-pdf.js';
import { slug, uniqueId } from './names.js';
import { unwrapParagraphs } from './sentences.js';
import type { InputDoc } from './types.js';

function pdfText(path: string, layout: boolean | 'bbox'): string {
  const r = spawnSync('pdftotext', [...(layout === 'bbox' ? ['-bbox-layout'] : layout ? ['-layout'] : []), '-enc', 'UTF-8', path, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new InputError(`${path}: reading a PDF needs the 'pdftotext' command, which is not installed; install Debian's poppler-utils (apt-get install poppler-utils) or convert the PDF to text yourself`, 'pdftotext-missing');
  if (r.status !== 0) throw new InputError(`${path}: pdftotext could not read this PDF (${(r.stderr || `exit ${r.status}`).trim().split('\n')[0]}); expected a PDF with a text layer`, 'bad-pdf');
  return r.stdout;
}

/** A Markdown file by its name (.md, .markdown, README without extension). */
const isMarkdown = (file: string): boolean => /\.(?:md|markdown|mdown)$/i.test(file) || /^readme$/i.test(basename(file));

function guessKind(file: string, text: string, pdf: boolean): InputDoc['kind'] {
  const f = file.toLowerCase();
  if (/supp/.test(f)) return 'supplementary';
  if (/slide/.test(f)) return 'slides';
  if (/readme/.test(f) || extname(f) === '.md') return 'readme';
  if (pdf || /\babstract\b/i.test(text.slice(0, 5000))) return 'paper';
  if (/```|^#{1,3} /m.test(text) && /\b(install|git clone|bash |pip )/i.test(text)) return 'readme';
  if (/^#{1,3} \d+\./m.test(text) && text.length < 20000) return 'slides';
  return 'paper';
}

/**
 * The most text `audit extract` reads from one document: drafting time grows faster than the text
 * (statements × tables, rows × lines), and a paper's text is far below (docs/extract.md#bad-input).
 */
export const MAX_TEXT = { chars: 500_000, lines: 10_000 } as const;

/** Refuses a document whose text (after conversion) is past MAX_TEXT, before any drafting work. */
function tooLarge(path: string, text: string): void {
  const lines = text.split('\n').length;
  if (text.length <= MAX_TEXT.chars && lines <= MAX_TEXT.lines) return;
  const over = text.length > MAX_TEXT.chars ? `${text.length.toLocaleString('en-US')} characters of text (at most ${MAX_TEXT.chars.toLocaleString('en-US')})` : `${lines.toLocaleString('en-US')} lines of text (at most ${MAX_TEXT.lines.toLocaleString('en-US')})`;
  throw new InputError(`${path}: ${over}, more than audit extract drafts from one document; expected a paper (the extraction corpus's documents: at most 97,285 characters, 826 lines): give the part with the results (pdftotext -f N -l M for pages of a PDF, or the section of the page saved as its own file)`, 'input-too-large');
}

/** `<stem>.txt`, else `<stem>-2.txt`, … : the first not in `taken` (which it joins). */
function uniqueName(stem: string, taken: Set<string>): string {
  let name = `${stem}.txt`;
  for (let n = 2; taken.has(name); n++) name = `${stem}-${n}.txt`;
  taken.add(name);
  return name;
}

/** Reads each input; several files become several docs (ids from their kinds, made unique). */
export function readInputs(paths: readonly string[]): InputDoc[] {
  const ids = new Set<string>();
  // the file names the draft gives its documents: a converted text's name never repeats another document's
  // (paper.pdf beside a paper.txt also given, two paper.pdf from two folders)
  const files = new Set(paths.filter((p) => !/\.pdf$/i.test(p)).map((p) => basename(p)));
  return paths.map((path) => {
    if (!existsSync(path)) throw new InputError(`${path}: no such file`, 'input-missing');
    let buf: Buffer;
    try {
      buf = readFileSync(path);
    } catch (e) {
      // a folder, an unreadable file: the path and what is wrong with it, in words
      const code = errnoCode(e);
      throw new InputError(`${path}: ${fileProblemInWords(code)}; expected a paper as PDF, HTML, plain text or Markdown${code === 'EISDIR' ? ' (name the files inside the folder)' : ''}`, 'input-unreadable');
    }
    if (buf.length === 0 || !buf.toString('utf8').trim()) throw new InputError(`${path}: the file is empty; expected a paper as PDF, HTML, plain text or Markdown`, 'input-empty');
    const pdf = buf.subarray(0, 5).toString('latin1') === '%PDF-';
    let text: string;
    let prose: string;
    let model: DocModel | undefined;
    let converted = false;
    if (pdf) {
      // word boxes → document model (headings, paragraphs, tables as header grids); the line layout when it finds no table
      model = readPdf(pdfText(path, 'bbox'));
      if (model.tables.length) {
        text = model.text;
        prose = model.text;
      } else {
        model = undefined;
        text = columnsInOrder(pdfText(path, true));
        prose = unwrapParagraphs(pdfText(path, false));
      }
      if (!text.replace(/\f/g, '').trim()) throw new InputError(`${path}: the PDF has no text layer (an image-only or scanned PDF?); run OCR first (e.g. ocrmypdf) or give the text`, 'pdf-no-text');
    } else {
      const sample = buf.subarray(0, 65536);
      const bad = sample.filter((b) => b === 0 || (b < 9 || (b > 13 && b < 32))).length;
      const decoded = sample.toString('utf8');
      if (sample.includes(0) || bad > sample.length * 0.01 || (decoded.match(/\uFFFD/g) ?? []).length > decoded.length * 0.01)
        throw new InputError(`${path}: binary file (not text, not a PDF); expected a paper as PDF, HTML, plain text or Markdown`, 'input-binary');
      text = buf.toString('utf8');
      if (isHtml(path, text)) {
        model = readHtml(text);
        text = model.text;
        converted = true;
        if (!text.trim()) throw new InputError(`${path}: the HTML page has no text; expected a paper as PDF, HTML, plain text or Markdown`, 'input-empty');
        prose = text;
      } else if (isMarkdown(path)) {
        model = readMarkdown(text);
        // HTML tables inside Markdown: their rows are one line each only in the conversion, saved beside it
        if (/<table\b/i.test(text)) {
          text = model.text;
          converted = true;
        }
        prose = model.text;
      } else prose = text;
    }
    tooLarge(path, text);
    const html = converted;
    const file = pdf || html ? uniqueName(basename(path, extname(path)), files) : basename(path);
    const kind = guessKind(basename(path), text, pdf);
    const id = uniqueId(slug(kind), ids);
    return { id, file, ...(file !== basename(path) ? { given: basename(path) } : {}), kind, text, prose, pdf, ...(html ? { html } : {}), ...(model ? { tables: rawTables(id, model), meta: model.meta, ...(model.unread ? { unread: model.unread } : {}) } : {}) };
  });
}
