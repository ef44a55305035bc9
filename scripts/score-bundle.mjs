// `audit score`'s own bundle and V8 code cache (scripts/cached-bundle.mjs), a step of scripts/build.mjs:
// dist/score/score.cjs and dist/score/score.cjs.cache, the cache made by running the real command once
// on a small caption set. V8 then skips compiling what the cached run compiled (≈ 40 ms of CPU on the
// CLEVR-Change-scale set, see bench/startup.ts). The cache holds compiled code, no caption, token or score.
import { join } from 'node:path';
import { buildCachedBundle } from './cached-bundle.mjs';

/** A small caption set that walks every path of the scorer: plain captions, PTB rules, synonyms, stems. */
function sampleSet() {
  const words = ['a', 'the', 'small', 'large', 'red', 'grey', 'metal', 'rubber', 'cube', 'cylinder', 'sphere', 'ball', 'moved', 'changed', 'turned', 'became', 'is', 'there', 'no', 'change', 'to', 'left', 'right', 'of', 'behind', 'added', 'disappeared'];
  const extra = ["someone's", '"quoted"', '(left)', 'it.', 'e.g.', '3.5', 'mr.', "don't", '--', 'u.s.', '10%', 'café'];
  let s = 7;
  const rnd = (k) => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) % k);
  const caption = () => Array.from({ length: 3 + rnd(8) }, () => (rnd(12) === 0 ? extra[rnd(extra.length)] : words[rnd(words.length)])).join(' ');
  const refs = {};
  const preds = [];
  for (let i = 0; i < 400; i++) {
    refs[String(i)] = Array.from({ length: 1 + rnd(5) }, caption);
    preds.push({ image_id: String(i), caption: rnd(3) === 0 ? refs[String(i)][0] : caption() });
  }
  return { refs, preds };
}

/** Builds dist/score/score.cjs and its code cache; returns esbuild's metafile (merged into dist/meta.json). */
export function buildScoreBundle({ root, dist, external, plugins }) {
  const set = sampleSet();
  return buildCachedBundle({
    root,
    dist,
    external,
    plugins,
    command: 'score',
    files: { 'refs.json': JSON.stringify(set.refs), 'preds.json': JSON.stringify(set.preds) },
    args: (tmp) => ['--refs', join(tmp, 'refs.json'), '--preds', join(tmp, 'preds.json'), '--json'],
    // the WebAssembly core, as a user's run has it (scripts/build.mjs builds it first): an error if missing
    env: { AUDIT_SCORE_ENGINE: 'wasm' },
  });
}
