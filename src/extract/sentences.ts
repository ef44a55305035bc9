/** Prose → sentences with their section, skipping code blocks, tables, references and BibTeX. Pure. */
import { joinWrapped } from './line-join.js';
import { headingOf } from './grid.js';
import { CAPTION_STOP, TABLE_WORD, tablesNamed } from './caption-word.js';

export interface Sentence {
  readonly text: string;
  readonly section?: string;
  /** Tables the paragraph names so far ("Table 3", "Tab. 2"). */
  readonly tables: readonly number[];
  /** The sentence before, in the same section (what "It …" may refer to); set by the statement reader. */
  readonly previous?: string;
  /** A Markdown heading worded as a sentence ("#### Inference requires a GPU with ~26GB memory"): read for hardware claims only. */
  readonly heading?: true;
}

/** A heading of six words or more with a verb-like word of use: a README's "requires a GPU with ~9GB memory", not a section title. */
const SENTENCE_HEADING = /\b(?:requires?|needs?|runs?|takes?|trained|tested|measured|fits?|uses?|using)\b/i;

const clean = (s: string): string =>
  s
    .replace(/<span[^>]*><\/span>/g, '')
    .replace(/\[\\?\[?([^\]]*?)\\?\]?\]\(#[^)]*\)/g, '[$1]')
    .replace(/\[([^\]]+)\]\((?:https?:|#)[^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A line of a table printed as text: pipes, tabs, three or more space-aligned cells, or mostly numbers. */
export function isTableLine(raw: string): boolean {
  if ((raw.match(/\|/g) ?? []).length >= 2) return true;
  if (raw.includes('\t') && raw.split('\t').every((c) => c.length < 60)) return true;
  const trimmed = raw.trim();
  if (/\S {2,}\S.*\S {2,}\S/.test(trimmed) && !/[.!?]["”)]?$/.test(trimmed)) return true;
  // a label and a number set apart by a run of spaces: a row of a one-column table ("DBA        34.2")
  if (trimmed.length < 80 && /\S {2,}[-−+]?\d[\d.,]*%?(?:\s*±\s*[\d.]+)?$/.test(trimmed)) return true;
  const tokens = trimmed.split(/\s+/).filter(Boolean);
  const numeric = tokens.filter((t) => /^[-−+]?\(?[\d.,]+%?\)?(?:±[\d.]+)?$|^±$/.test(t)).length;
  return numeric >= 2 && numeric >= tokens.length / 2 && !/[.!?]$/.test(trimmed);
}

const CAPTION = new RegExp(String.raw`^\s*(?:\*\*|_)?(?:${TABLE_WORD}|Figure|FIGURE|Fig\.)\s*(?:\d+|[IVX]{1,6})\s*(?:\*\*|_)?\s*${CAPTION_STOP}`);

const LIST_ITEM = /^\s*(?:[-*+•]\s|\d{1,2}[.)]\s|\(?[a-z][.)]\s)/;

/** Lines → paragraphs: wrapped lines of one paragraph joined (hyphenation undone); headings, list items, tables and code end one. */
export function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  let section: string | undefined;
  let inCode = false;
  let para: string[] = [];
  const flush = () => {
    if (para.length) emit(para.join(' '));
    para = [];
  };
  const emit = (rawPara: string) => {
    if (section && /references|bibliography|acknowledg/i.test(section)) return;
    const joined = clean(rawPara);
    if (joined.length < 20) return;
    const tables: number[] = [];
    // a sentence in Markdown italics ("… paper. *Experiments are …*") starts after its "*"
    for (const s of joined.split(/(?<=[.!?][*_]?)\s+(?=[*_]?[A-Z“"(])|(?<=[a-z”"]\.)(?=[A-Z][a-z])/)) {
      tables.push(...tablesNamed(s));
      // a caption's first sentence ("Table 3: Precision and recall …") is no claim of the text: its table is checked as a table
      if (CAPTION.test(s)) continue;
      if (s.length >= 12) out.push({ text: s.trim(), ...(section ? { section } : {}), tables: [...tables] });
    }
  };
  for (const raw of text.split(/\r?\n/)) {
    if (/^\s*```/.test(raw)) {
      flush();
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    const h = headingOf(raw);
    if (h) {
      flush();
      const words = clean(h);
      if (/^\s*#/.test(raw) && words.split(/\s+/).length >= 6 && /\d/.test(words) && SENTENCE_HEADING.test(words)) out.push({ text: words, ...(section ? { section } : {}), tables: [], heading: true });
      section = h;
      continue;
    }
    if (!raw.trim() || isTableLine(raw) || /^\s*@\w+\{|^\s*\w+\s*=\s*\{/.test(raw) || /^\s*-\s*\[\d+\]/.test(raw)) {
      flush();
      continue;
    }
    if (LIST_ITEM.test(raw) || /^\s*>/.test(raw)) flush();
    const line = raw.trim();
    const last = para[para.length - 1];
    if (last !== undefined && /[a-z]-$/.test(last) && /^[a-z]/.test(line)) para[para.length - 1] = `${last.slice(0, -1)}${line}`;
    else para.push(line);
  }
  flush();
  return out;
}

/** Function words of running text: a line with them is prose, not a table's row label. */
const PROSE_WORDS = /\b(?:the|a|an|by|with|of|is|are|was|were|than|and|to|on|in|we|our|compared|over)\b/;

/** A line of a table's cells in reading order: only numbers, each with an optional printed delta ("9.8 (↓10.09%) 40.1"). */
const GRID_LINE = /^(?:[-−]?\d+(?:\.\d+)?(?:\s*\(\s*[^\d\s()]{0,4}\s*\d+(?:\.\d+)?\s*%\s*\))?\s*)+$/;

/**
 * PDF text (pdftotext reading order) → one line per paragraph: wrapped lines joined, hyphenation
 * undone, headings kept on their own line. A table read in order (a cell per line) is no paragraph:
 * its number lines are dropped, and so are the short row labels between them, so that neither its
 * numbers nor its labels are glued onto the sentence after the table.
 */
export function unwrapParagraphs(text: string): string {
  const out: string[] = [];
  let para = '';
  let inGrid = false;
  // a blank line (a column or page break) inside an unfinished sentence: joined if the next line goes on in lower case
  let pendingBreak = false;
  // one line per paragraph, a blank line after each, so that sentencesOf joins nothing across them
  const flush = () => {
    if (para) out.push(para, '');
    para = '';
    pendingBreak = false;
  };
  for (const raw of text.replace(/\f/g, '\n\n').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      if (para && !/[.!?:;]$/.test(para)) pendingBreak = true;
      else {
        flush();
        out.push('');
      }
      continue;
    }
    if (GRID_LINE.test(line)) {
      flush();
      inGrid = true;
      continue;
    }
    // a row label between the numbers of a table: short, no sentence end, not a run of prose words
    if (inGrid && line.length < 40 && !/[.!?:;]$/.test(line) && !(line.split(/\s+/).length > 3 && PROSE_WORDS.test(line))) continue;
    inGrid = false;
    // a heading on its own line: after a blank line; Abstract/References always; (two-column PDFs) a numbered one right after a finished sentence
    if (headingOf(line) && (!para || /^(?:abstract|references|acknowledg(?:e)?ments?)$/i.test(line) || (/[.!?:]$/.test(para) && /^\d+(?:\.\d+)*\.?\s+[A-Z]/.test(line) && line.split(/\s+/).length <= 9))) {
      flush();
      out.push(line);
      continue;
    }
    if (pendingBreak && !/^[a-z0-9(]/.test(line)) flush();
    pendingBreak = false;
    // (hyphenation undone, a name cut before a capital or a compound cut at its own hyphen kept: line-join.ts)
    para = !para ? line : joinWrapped(para, line);
  }
  flush();
  return out.join('\n').replace(/\n{3,}/g, '\n\n').replace(/\n+$/, '');
}
