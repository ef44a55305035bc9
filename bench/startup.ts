/**
 * Whole-process start-up and scoring benchmark, side by side in one run (interleaved, median of
 * N rounds): `audit --help`, `audit check` (all papers; the headline figure with the parsed-claim-file
 * cache off, as on a first run or after an edit, and with it warm, as from the second run on), `audit list`, and `audit score --json`
 * (METEOR~ included) beside the COCO caption toolkit's pipeline `ref_score.py` (Java PTBTokenizer +
 * Python Bleu/ROUGE_L/CIDEr, no METEOR) on the same files, for two seeded sets of 7,970 images × 5
 * references: `synthetic` (CLEVR-style generated captions, test/helpers/clevr-style.ts: a small
 * repetitive vocabulary, every caption plain) and `realistic` (the real Spot-the-Diff and IER
 * references and real model predictions resampled, scripts/realistic-caption-set.ts: 2,331 words,
 * capitals, commas, apostrophes, quotes, 0 to 47 words). `audit score` runs twice on each set: with
 * every metric (METEOR~ included, which ref_score.py does not compute) and with
 * `--metrics bleu,rouge_l,cider`, the metrics ref_score.py computes. Prints wall and CPU (user + sys)
 * seconds and, for each set, two score speed ratios, each labelled: like-for-like (the same metrics
 * as ref_score.py) and full (METEOR~ included in audit score's time only).
 * Targets (issues 12, 27): --help ≤ 0.15 s, check ≤ 0.5 s (cold), score ≥ 20× faster than ref_score.py
 * whole-process on the realistic set.
 * Prints a Markdown table (the README's) and the load average: on a busy machine wall times grow.
 *
 *   npm run bench:startup [-- --rounds 5]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { clevrStyleSet } from '../test/helpers/clevr-style.js';
import { realisticCaptionSet, SHARED_CAPTIONS, writeCaptionSet } from '../scripts/realistic-caption-set.js';

const root = join(import.meta.dirname, '..');
const bin = join(root, 'bin', 'audit.js');
const refScore = join(root, '..', 'shared', 'tools', 'cocoref', 'ref_score.py');
const ri = process.argv.indexOf('--rounds');
const rounds = ri > 0 ? Number(process.argv[ri + 1]) : 5;

const dir = mkdtempSync(join(tmpdir(), 'audit-bench-startup-'));
const synthetic = writeCaptionSet(join(dir, 'synthetic'), clevrStyleSet(7970, 1, { refsPerPair: 5 }));
const realistic = writeCaptionSet(join(dir, 'realistic'), realisticCaptionSet(SHARED_CAPTIONS, 7970, 5, 1));

interface Sample {
  wall: number;
  cpu: number;
}
/** Runs argv under /usr/bin/time (for the child's CPU time) and returns wall and CPU seconds. */
function measure(argv: readonly string[]): Sample {
  const hasTime = existsSync('/usr/bin/time');
  const cmd = hasTime ? ['/usr/bin/time', '-f', '@@%U %S', ...argv] : [...argv];
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd[0]!, cmd.slice(1), { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0) throw new Error(`${argv.join(' ')} failed (${r.status}): ${r.stderr.slice(-2000)}`);
  const m = /@@([\d.]+) ([\d.]+)\s*$/.exec(r.stderr);
  return { wall, cpu: m ? Number(m[1]) + Number(m[2]) : NaN };
}

const cacheDir = join(dir, 'cache');
const CASES: Record<string, readonly string[]> = {
  'node -e 0 (Node itself)': [process.execPath, '-e', '0'],
  'audit --help': [process.execPath, bin, '--help'],
  'audit check (cold: no claim-file cache)': ['env', 'AUDIT_CACHE_DIR=off', process.execPath, bin, 'check'],
  'audit check (claim-file cache warm)': ['env', `AUDIT_CACHE_DIR=${cacheDir}`, process.execPath, bin, 'check'],
  'audit list (cold)': ['env', 'AUDIT_CACHE_DIR=off', process.execPath, bin, 'list'],
  'audit score, synthetic set (7,970×5, METEOR~)': [process.execPath, bin, 'score', '--refs', synthetic.refs, '--preds', synthetic.preds, '--json'],
  'audit score --metrics bleu,rouge_l,cider, synthetic set (7,970×5)': [process.execPath, bin, 'score', '--refs', synthetic.refs, '--preds', synthetic.preds, '--json', '--metrics', 'bleu,rouge_l,cider'],
  'ref_score.py, synthetic set (7,970×5, no METEOR)': ['python3', refScore, synthetic.refs, synthetic.preds],
  'audit score, realistic set (7,970×5, METEOR~)': [process.execPath, bin, 'score', '--refs', realistic.refs, '--preds', realistic.preds, '--json'],
  'audit score --metrics bleu,rouge_l,cider, realistic set (7,970×5)': [process.execPath, bin, 'score', '--refs', realistic.refs, '--preds', realistic.preds, '--json', '--metrics', 'bleu,rouge_l,cider'],
  'ref_score.py, realistic set (7,970×5, no METEOR)': ['python3', refScore, realistic.refs, realistic.preds],
};
const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(CASES).map((k) => [k, []]));
for (let i = 0; i < rounds; i++) for (const [name, argv] of Object.entries(CASES)) samples[name]!.push(measure(argv));

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const med = (name: string, k: keyof Sample) => median(samples[name]!.map((s) => s[k]));
console.log(`median of ${rounds} interleaved rounds; CPU = user + sys of the process and its children; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log(`| command | wall s | CPU s |\n|---|---:|---:|`);
for (const name of Object.keys(CASES)) console.log(`| ${name} | ${med(name, 'wall').toFixed(3)} | ${med(name, 'cpu').toFixed(3)} |`);
for (const set of ['synthetic', 'realistic']) {
  const ref = `ref_score.py, ${set} set (7,970×5, no METEOR)`;
  const ratios = (score: string) => `wall ${(med(ref, 'wall') / med(score, 'wall')).toFixed(1)}×, CPU ${(med(ref, 'cpu') / med(score, 'cpu')).toFixed(1)}×`;
  console.log(`score speed-up vs ref_score.py, ${set} set, like-for-like (Bleu, ROUGE_L, CIDEr on both sides: audit score --metrics bleu,rouge_l,cider): ${ratios(`audit score --metrics bleu,rouge_l,cider, ${set} set (7,970×5)`)}`);
  console.log(`score speed-up vs ref_score.py, ${set} set, full (audit score also computes METEOR~, ref_score.py does not): ${ratios(`audit score, ${set} set (7,970×5, METEOR~)`)}`);
}
