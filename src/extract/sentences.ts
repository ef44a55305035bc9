/** Prose → sentences with their section, skipping code blocks, tables, references and BibTeX. Pure. */
import { headingOf } from './grid.js';

export interface Sentence {
  readonly text: string;
  readonly section?: string;
  /** Tables the paragraph names so far ("Table 3", "Tab. 2"). */
  readonly tables: readonly number[];
}

const clean = (s: string): string =>
  s
    .replace(/<span[^>]*><\/span>/g, '')
    .replace(/\[\\?\[?([^\]]*?)\\?\]?\]\(#[^)]*\)/g, '[$1]')
    .replace(/\[([^\]]+)\]\((?:https?:|#)[^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  let section: string | undefined;
  let inCode = false;
  for (const raw of text.split(/\r?\n/)) {
    if (/^\s*```/.test(raw)) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    const h = headingOf(raw);
    if (h) {
      if (/^(?:\d+\.?\s*)?(references|bibliography|acknowledg)/i.test(h.replace(/^#+\s*/, ''))) {
        section = h;
        continue;
      }
      section = h;
      continue;
    }
    if (section && /references|bibliography|acknowledg/i.test(section)) continue;
    if ((raw.match(/\|/g) ?? []).length >= 2 || (raw.includes('\t') && raw.split('\t').every((c) => c.length < 60)) || /^\s*@\w+\{|^\s*\w+\s*=\s*\{/.test(raw) || /^\s*-\s*\[\d+\]/.test(raw)) continue;
    const para = clean(raw);
    if (para.length < 20) continue;
    const tables: number[] = [];
    for (const s of para.split(/(?<=[.!?])\s+(?=[A-Z“"(])|(?<=[a-z”"]\.)(?=[A-Z][a-z])/)) {
      for (const m of s.matchAll(/\b(?:Table|Tab\.)\s*(\d+)/g)) tables.push(Number(m[1]));
      if (s.length >= 12) out.push({ text: s.trim(), ...(section ? { section } : {}), tables: [...tables] });
    }
  }
  return out;
}

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
  const flush = () => {
    if (para) out.push(para);
    para = '';
  };
  for (const raw of text.replace(/\f/g, '\n\n').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      out.push('');
      continue;
    }
    if (GRID_LINE.test(line)) {
      flush();
      inGrid = true;
      continue;
    }
    // a row label between the numbers of a table (short, no sentence end)
    if (inGrid && line.length < 40 && !/[.!?:;]$/.test(line)) continue;
    inGrid = false;
    if (headingOf(line) && !para) {
      out.push(line);
      continue;
    }
    para = !para ? line : /[a-z]-$/.test(para) ? `${para.slice(0, -1)}${line}` : `${para} ${line}`;
  }
  flush();
  return out.join('\n');
}
