/**
 * Extraction quality on the seed documents: `audit extract` (the library, as the CLI runs it) on each
 * paper's documents, compared with the hand-made claims/*.yaml — cell recall/precision and numeric
 * statement recall — with all claim files as name sources, and leave-one-out (without the paper's
 * own claim file, as for an unseen paper). Also the time per paper. Then the corpus of real public
 * documents (test/fixtures/extract-corpus, bench/extract-corpus-table.ts): per document, key cells
 * recalled with row + metric + value, precision, statements by kind, review lines, and totals per set
 * (dev, holdout, all). Usage: npm run bench:extract [-- --verbose] [-- --metric-sources]
 */
import { join } from 'node:path';
import { loadClaimFile, loadNameSources } from '../src/claims/load.js';
import { parseClaimText } from '../src/claims/parse.js';
import { extractDraft } from '../src/extract/draft.js';
import { compareDraft } from '../src/extract/quality.js';
import { readInputs } from '../src/extract/read.js';
import { printCorpus } from './extract-corpus-table.js';

const root = join(import.meta.dirname, '..');
const seeds = join(root, '..', 'shared', 'seeds');
const claims = join(root, 'claims');
const verbose = process.argv.includes('--verbose');

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log('| paper | cells (hand) | cell recall | cell precision | numeric statements (hand) | statement recall | leave-one-out cell recall / precision / statement recall | extract wall / CPU |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const path of ['ssgpa', 'scorer', 'blip2idc'].map((p) => join(claims, `${p}.yaml`))) {
  const hand = loadClaimFile(path).data;
  const docs = readInputs(hand.paper.docs.map((d) => join(seeds, d.file)));
  const run = (exclude: string[]) => {
    const names = loadNameSources(claims, exclude);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const ex = extractDraft(docs, hand.paper.id, names);
    const cpu = process.cpuUsage(c0);
    const ms = performance.now() - t0;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const parsed = parseClaimText(ex.yaml, 'draft.yaml');
    if (!parsed.ok) throw new Error('draft does not parse');
    return { q: compareDraft(parsed.file.data, hand), ms, cpuMs };
  };
  const all = run([]);
  const loo = run([hand.paper.id]);
  console.log(`| ${hand.paper.id} | ${all.q.cells.hand} | ${pct(all.q.cells.recall)} | ${pct(all.q.cells.precision)} | ${all.q.statements.hand} | ${pct(all.q.statements.recall)} | ${pct(loo.q.cells.recall)} / ${pct(loo.q.cells.precision)} / ${pct(loo.q.statements.recall)} | ${all.ms.toFixed(0)} / ${all.cpuMs.toFixed(0)} ms |`);
  if (verbose) {
    console.log('  missed cells:', all.q.missedCells.slice(0, 40));
    console.log('  extra cells:', all.q.extraCells.slice(0, 40));
    console.log('  missed statements:', all.q.missedStatements);
    console.log('  LOO missed cells:', loo.q.missedCells.length, loo.q.missedCells.slice(0, 20));
  }
}


console.log('');
printCorpus(verbose, undefined, process.argv.includes('--metric-sources'));
