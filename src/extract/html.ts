/**
 * An HTML paper → the text extraction reads (pure): headings as Markdown headings, each paragraph
 * on one line, each `<table>` as a pipe table under its caption (bold cells kept as `<b>…</b>`),
 * scripts, styles and the head dropped, character references decoded.
 */

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', darr: '↓', uarr: '↑', rarr: '→', larr: '←', times: '×', plusmn: '±', minus: '−',
  le: '≤', ge: '≥', ne: '≠', asymp: '≈', approx: '≈', sim: '∼', infin: '∞', deg: '°', micro: 'µ', middot: '·', hellip: '…', bull: '•', dagger: '†', ddagger: '‡',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', sup1: '¹', sup2: '²', sup3: '³', frac12: '½', check: '✓', cross: '✗',
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', lambda: 'λ', mu: 'μ', sigma: 'σ', tau: 'τ', Delta: 'Δ',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
    }
    return NAMED[e] ?? NAMED[e.toLowerCase()] ?? m;
  });
}

/** Inline content as one line of text: tags dropped (bold kept as <b>), white space collapsed. */
function inline(html: string, keepBold: boolean): string {
  const bolded = keepBold ? html.replace(/<(b|strong)\b[^>]*>/gi, '\uE001').replace(/<\/(b|strong)\s*>/gi, '\uE002') : html;
  const text = decodeEntities(bolded.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
  return text.replace(/\uE001/g, '<b>').replace(/\uE002/g, '</b>').replace(/\|/g, '/');
}

function tableText(table: string): string {
  const caption = /<caption\b[^>]*>([\s\S]*?)<\/caption>/i.exec(table);
  const lines: string[] = caption ? [inline(caption[1] as string, false), ''] : [];
  let headerDone = false;
  for (const tr of table.matchAll(/<tr\b[^>]*>([\s\S]*?)(?=<tr\b|<\/table>|$)/gi)) {
    const cells = [...(tr[1] as string).matchAll(/<(t[hd])\b[^>]*>([\s\S]*?)(?=<t[hd]\b|<\/tr>|$)/gi)].map((c) => ({ th: (c[1] as string).toLowerCase() === 'th', text: inline((c[2] as string).replace(/<\/t[hd]>\s*$/i, ''), true) }));
    if (!cells.length) continue;
    lines.push(`| ${cells.map((c) => c.text).join(' | ')} |`);
    if (!headerDone && cells.every((c) => c.th)) lines.push(`|${cells.map(() => '---').join('|')}|`);
    headerDone = true;
  }
  return `\n${lines.join('\n')}\n`;
}

/** Whether a document is HTML (by name, else by its first tag). */
export const isHtml = (file: string, text: string): boolean => /\.x?html?$/i.test(file) || /^\s*(?:<!doctype html|<html\b)/i.test(text.slice(0, 1000));

export function htmlToText(html: string): string {
  const tables: string[] = [];
  const body = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|head|noscript|svg)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<table\b[^>]*>[\s\S]*?<\/table\s*>/gi, (t) => `\n\n\uE003${tables.push(tableText(t)) - 1}\uE003\n\n`)
    .replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi, (_, n: string, h: string) => `\n\n${'#'.repeat(Number(n))} ${inline(h, false)}\n\n`)
    .replace(/<\/?(p|div|section|article|header|footer|main|li|ul|ol|figure|figcaption|blockquote|pre|body|html)\b[^>]*>/gi, '\n\n');
  const paragraphs = body.split(/\n\s*\n/).map((p) => {
    const table = /^\s*\uE003(\d+)\uE003\s*$/.exec(p);
    if (table) return (tables[Number(table[1])] ?? '').trim();
    return /^\s*#{1,6} /.test(p) ? p.trim() : inline(p, false);
  });
  return `${paragraphs.filter((p) => p.trim()).join('\n\n')}\n`;
}
