/**
 * Tokenisation and vocabulary as SCORER's preprocessing builds them (utils/preprocess.py):
 * lower-case, `?` and `.` removed, `;` and `,` kept as tokens, special tokens first.
 */
export const NULL_ID = 0;
export const START_ID = 1;
export const END_ID = 2;
export const UNK_ID = 3;
const SPECIALS = ['<NULL>', '<START>', '<END>', '<UNK>'] as const;

export interface Vocab {
  readonly words: readonly string[];
  readonly index: ReadonlyMap<string, number>;
}

export function tokenize(caption: string): string[] {
  return caption
    .toLowerCase()
    .replace(/[?.]/g, '')
    .replace(/([;,])/g, ' $1 ')
    .split(/\s+/)
    .filter((t) => t.length > 0);
}

/** Words of the training captions, sorted, after the special tokens. */
export function buildVocab(captions: Iterable<string>, minCount = 1): Vocab {
  const counts = new Map<string, number>();
  for (const c of captions) for (const t of tokenize(c)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const kept = [...counts].filter(([, n]) => n >= minCount).map(([w]) => w).sort();
  const words = [...SPECIALS, ...kept];
  return { words, index: new Map(words.map((w, i) => [w, i])) };
}

/** <START> tokens <END>, padded with <NULL> (or cut) to `length`. */
export function encode(vocab: Vocab, caption: string, length: number): Int32Array {
  const ids = [START_ID, ...tokenize(caption).map((t) => vocab.index.get(t) ?? UNK_ID), END_ID];
  const out = new Int32Array(length);
  for (let i = 0; i < Math.min(length, ids.length); i++) out[i] = ids[i] ?? NULL_ID;
  if (ids.length > length) out[length - 1] = END_ID;
  return out;
}

/** Words up to the first <END>, without specials. */
export function decode(vocab: Vocab, ids: ArrayLike<number>): string {
  const words: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] ?? END_ID;
    if (id === END_ID) break;
    if (id === START_ID || id === NULL_ID) continue;
    words.push(vocab.words[id] ?? '<UNK>');
  }
  return words.join(' ');
}
