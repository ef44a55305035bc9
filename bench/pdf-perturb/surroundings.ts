/**
 * The words around a table of a corpus document, for the PDF perturbation bench's pages: the heading above it (the
 * caption) and the prose paragraphs before and after it, markup, code and other tables dropped. Pure.
 */

export interface Surroundings {
  readonly heading: string;
  readonly before: readonly string[];
  readonly after: readonly string[];
}

/** Neutral prose (no number, no name) where a document has too little of its own to fill a two-column page. */
export const FILLER = [
  'We compare the methods under the same evaluation protocol and report the results of the released checkpoints. Each method is trained with the settings given by its authors, and the figures are taken from the evaluation scripts without further tuning.',
  'The comparison shows where each design choice helps and where it does not. Differences that are within the spread of repeated runs are not discussed further, and the remaining gaps are analysed in the following section.',
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };

/** A stretch of HTML as plain paragraphs (blocks split at block tags). */
function htmlProse(s: string): string {
  return s
    .replace(/<(script|style|table|pre|code)\b[\s\S]*?<\/\1>/gi, '\n\n')
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|section|article|tr|blockquote)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, e: string) => ENTITIES[e] ?? '');
}

/** A stretch of Markdown as plain paragraphs (code blocks, table lines, images and HTML tags dropped; links to their text). */
function markdownProse(s: string): string {
  return htmlProse(
    s
      .replace(/```[\s\S]*?(?:```|$)/g, '\n\n')
      .split('\n')
      .filter((l) => !/^\s*\|/.test(l) && !/^\s*#/.test(l))
      .join('\n')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, ''),
  );
}

const proseParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length >= 40 && /[a-z]{3,}.*[.:;]/i.test(p) && !/^[|\-=:\s]+$/.test(p));

/** The last heading before `at` (a Markdown `#` line or an HTML `<h1>`–`<h6>`), as plain text. */
function lastHeading(text: string, at: number): string {
  const head = text.slice(0, at);
  let best = '';
  let where = -1;
  for (const m of head.matchAll(/^#{1,6}\s+(.+)$/gm)) if (m.index > where) [best, where] = [m[1] ?? '', m.index];
  for (const m of head.matchAll(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/gi)) if (m.index > where) [best, where] = [m[1] ?? '', m.index];
  return htmlProse(best.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`#]/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** What surrounds the table at [start, end) of a document (`html`: an HTML page; else Markdown), at most `chars` of prose on each side. */
export function surroundings(text: string, start: number, end: number, html: boolean, chars = 1200): Surroundings {
  const prose = html ? htmlProse : markdownProse;
  const take = (ps: string[], fromEnd: boolean): string[] => {
    const out: string[] = [];
    let n = 0;
    for (const p of fromEnd ? [...ps].reverse() : ps) {
      if (n + p.length > chars && out.length) break;
      out.push(p.length > chars ? p.slice(0, chars).replace(/\s\S*$/, '.') : p);
      n += p.length;
    }
    return fromEnd ? out.reverse() : out;
  };
  const before = take(proseParagraphs(prose(text.slice(Math.max(0, start - 20000), start))), true);
  const after = take(proseParagraphs(prose(text.slice(end, end + 20000))), false);
  const short = [...before, ...after].join(' ').length < 300;
  return {
    heading: lastHeading(text, start) || 'Results',
    before: short ? [...before, FILLER[0] as string] : before,
    after: short ? [...after, FILLER[1] as string] : after,
  };
}
