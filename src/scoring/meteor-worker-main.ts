/**
 * Worker thread of src/scoring/meteor-worker.ts: loads WordNet while the main thread reads and
 * tokenises, then computes METEOR~'s statistics (meteorEncoded, the same function the
 * single-threaded path runs) for the encoding it is sent, and answers them as integers.
 */
import { parentPort } from 'node:worker_threads';
import { lexicon, meteorEncoded } from '../metrics/index.js';
import type { MeteorInput } from '../metrics/index.js';
import { flattenMeteorStats } from './meteor-worker.js';
import { loadWordNet } from './wordnet.js';

const lex = lexicon(loadWordNet());
// stays listening (so it never exits before its answer is read): the main thread terminates it
parentPort!.on('message', (e: MeteorInput) => {
  const flat = flattenMeteorStats(meteorEncoded(e, lex));
  parentPort!.postMessage(flat, [flat.buffer as ArrayBuffer]);
});
