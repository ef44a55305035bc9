/**
 * A key that a JSON object at the top level of the text names twice (pure). JSON.parse keeps the
 * last one silently; a references file `{"<id>": [...]}` with an image twice would then be scored
 * against half its references. One pass: strings are skipped with indexOf (captions are most of
 * the text), brackets counted only between them.
 */
export interface DuplicateKey {
  readonly key: string;
  /** 0-based offset of the second occurrence's opening quote. */
  readonly offset: number;
}

/** End (index of the closing quote) of the string whose opening quote is at `open`. */
function stringEnd(text: string, open: number): number {
  let q = text.indexOf('"', open + 1);
  for (;;) {
    if (q < 0) return text.length;
    let bs = 0;
    while (text.charCodeAt(q - 1 - bs) === 0x5c) bs++;
    if (bs % 2 === 0) return q;
    q = text.indexOf('"', q + 1);
  }
}

export function duplicateTopLevelKey(text: string): DuplicateKey | undefined {
  const seen = new Set<string>();
  let depth = 0;
  let from = 0;
  for (;;) {
    const open = text.indexOf('"', from);
    const stop = open < 0 ? text.length : open;
    for (let i = from; i < stop; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) depth--;
    }
    if (open < 0) return undefined;
    const close = stringEnd(text, open);
    if (depth === 1) {
      // a key: the next non-space character is ':'
      let j = close + 1;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (text[j] === ':') {
        const raw = text.slice(open, close + 1);
        const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (seen.has(key)) return { key, offset: open };
        seen.add(key);
      }
    }
    from = close + 1;
  }
}
