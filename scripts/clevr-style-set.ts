/**
 * Writes a seeded CLEVR-Change-style caption set (refs.json, preds.json) to a directory, to measure
 * a scoring protocol's effect with `audit score --protocol` where no real references are at hand:
 *
 *   npx tsx scripts/clevr-style-set.ts OUT_DIR [--pairs 7952] [--seed 1]
 *
 * No-change pairs get 5 distinct stock phrases as references, and the "model" says its favourite
 * stock phrase for 90% of them (see test/helpers/clevr-style.ts). Not real data.
 */
import { mkdirSync } from 'node:fs';
import { clevrStyleSet, writeClevrStyleSet } from '../test/helpers/clevr-style.js';
import { positiveIntFlag as flag } from './positive-int-flag.js';

const out = process.argv[2];
if (!out || out.startsWith('--')) {
  process.stderr.write('usage: npx tsx scripts/clevr-style-set.ts OUT_DIR [--pairs N] [--seed S]\n');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const set = clevrStyleSet(flag('pairs', 7952), flag('seed', 1));
const files = writeClevrStyleSet(out, set);
process.stdout.write(`${files.refs}\n${files.preds}\n${set.noChange.length} of ${set.preds.length} pairs are no-change pairs\n`);
