/**
 * Where `audit score --json` spends its time after start-up, phase by phase, on one of the two
 * seeded sets of bench/startup.ts (7,970 images × 5 references, METEOR~ included): `--set clevr`
 * (default; CLEVR-style generated captions, test/helpers/clevr-style.ts) or `--set realistic`
 * (real Spot-the-Diff and IER captions resampled, scripts/realistic-caption-set.ts).
 * Each round is a fresh Node process (cold JIT, as a user's run is) that imports the built CLI
 * (dist/cli/main.js) and runs `score` once with the phase recorder of src/core/phases.ts on (globalThis hook);
 * the table is the median of the rounds per phase (wall ms), with the garbage collector's share
 * (its pauses fall inside the phases) and the whole handler. Budget (issue 12): handler ≤ 150 ms.
 *
 * `--engine js` times the TypeScript engine instead of the WebAssembly core (AUDIT_SCORE_ENGINE).
 *
 *   npm run bench:score-phases [-- --rounds 5] [-- --images 7970] [-- --engine js|wasm] [-- --set clevr|realistic]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clevrStyleSet } from '../test/helpers/clevr-style.js';
import { realisticCaptionSet, SHARED_CAPTIONS } from '../scripts/realistic-caption-set.js';

const root = join(import.meta.dirname, '..');
const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const rounds = arg('rounds', 5);
const images = arg('images', 7970);
const ei = process.argv.indexOf('--engine');
const engine = ei > 0 ? process.argv[ei + 1]! : 'wasm';
const si = process.argv.indexOf('--set');
const setName = si > 0 ? process.argv[si + 1]! : 'clevr';
if (setName !== 'clevr' && setName !== 'realistic') throw new Error(`--set clevr|realistic, got ${setName}`);

const dir = mkdtempSync(join(tmpdir(), 'audit-bench-score-phases-'));
const set = setName === 'realistic' ? realisticCaptionSet(SHARED_CAPTIONS, images, 5, 1) : clevrStyleSet(images, 1, { refsPerPair: 5 });
const refs = join(dir, 'refs.json');
const preds = join(dir, 'preds.json');
writeFileSync(refs, JSON.stringify(set.refs));
writeFileSync(preds, JSON.stringify(set.preds));

const url = (rel: string) => pathToFileURL(join(root, 'dist', rel)).href;
/** The child: times the import of the command, then one handler run with the phases recorded. */
const child = `
import { PerformanceObserver } from 'node:perf_hooks';
import { writeFileSync } from 'node:fs';
const gc = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) gc.push([e.startTime, e.duration]); }).observe({ entryTypes: ['gc'] });
const t00 = performance.now();
const phases = {};
const cpus = {};
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let last = t00;
let lastCpu = 0;
globalThis.__auditPhaseRecorder = (name, now) => {
  const c = cpuMs();
  phases[name] = (phases[name] ?? 0) + now - last;
  cpus[name] = (cpus[name] ?? 0) + c - lastCpu;
  last = now;
  lastCpu = c;
  if (name === 'start') { t0 = now; c0 = c; }
};
let t0 = performance.now();
let c0 = cpuMs();
const { main } = await import(${JSON.stringify(url('cli/main.js'))});
const out = process.stdout.write.bind(process.stdout);
process.stdout.write = () => true; // the JSON output is produced (its phase is timed), not printed
const code = await main(['score', '--refs', process.argv[2], '--preds', process.argv[3], '--json']);
process.stdout.write = out;
const end = performance.now();
if (code !== 0) throw new Error('score exited ' + code);
await new Promise((r) => setTimeout(r, 20));
phases.handler = end - t0;
cpus.handler = cpuMs() - c0;
phases.gc = gc.filter(([s]) => s >= t0 && s <= end).reduce((a, [, d]) => a + d, 0);
writeFileSync(process.argv[4], JSON.stringify({ wall: phases, cpu: cpus }));
`;

interface Round {
  wall: Record<string, number>;
  cpu: Record<string, number>;
}
// a file, not `node -e`: the METEOR~ worker thread inherits the process's flags (--input-type would stop it)
const childFile = join(dir, 'child.mjs');
writeFileSync(childFile, child);
const runs: Round[] = [];
for (let i = 0; i < rounds; i++) {
  const out = join(dir, `phases-${i}.json`);
  const r = spawnSync(process.execPath, [childFile, refs, preds, out], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env: { ...process.env, AUDIT_SCORE_ENGINE: engine } });
  if (r.status !== 0) throw new Error(`round ${i} failed (${r.status}): ${r.stderr.slice(-2000)}`);
  runs.push(JSON.parse(readFileSync(out, 'utf8')) as Round);
}
rmSync(dir, { recursive: true, force: true });

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const names = [...new Set(runs.flatMap((r) => Object.keys(r.wall)))];
const order = ['start', 'read', 'wordnet', 'tokenize', 'encode: forms', 'encode: tokens', 'encode: instance', 'encode', 'unions', 'rouge', 'bleu', 'meteor: stems', 'meteor', 'cider', 'meteor (waiting for the worker)', 'meteor (this thread: no worker)', 'per-image', 'corpus', 'output', 'gc', 'handler'];
names.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
const LABELS: Record<string, string> = {
  start: 'start-up: CLI, yargs, score command (not the handler)',
  read: 'read + UTF-8 check + JSON parse + align',
  wordnet: 'WordNet loading (METEOR~)',
  tokenize: 'PTB tokenisation + punctuation removal (plain sets: to forms)',
  'encode: forms': 'sentence forms from the token rows (non-plain sets)',
  'encode: tokens': 'interning tokens',
  'encode: instance': 'WebAssembly core: a fresh instance',
  encode: 'interning n-grams (core: + copying the inputs in)',
  unions: 'references\' n-grams (CIDEr documents; core: + Bleu)',
  'meteor: stems': 'METEOR~ token tables (stems, function words)',
  rouge: 'ROUGE_L',
  bleu: 'Bleu_1..4 statistics',
  meteor: 'METEOR~ statistics',
  'meteor (waiting for the worker)': 'METEOR~ on the worker thread: waiting for it',
  'meteor (this thread: no worker)': 'METEOR~ (worker failed: on this thread)',
  cider: 'CIDEr',
  'per-image': 'per-image values',
  corpus: 'corpus values',
  output: 'JSON output',
  gc: 'of which garbage collection',
  handler: 'handler total (read to output)',
};
console.log(`audit score --json, ${setName} set, ${images} images × 5 references, METEOR~, ${engine === 'js' ? 'TypeScript engine' : 'WebAssembly core'}; fresh process per round, median of ${rounds}`);
console.log(`${'phase'.padEnd(64)} ${'wall ms'.padStart(8)} ${'CPU ms'.padStart(8)}`);
const cell = (xs: (number | undefined)[]) => (xs.every((x) => x === undefined) ? '' : median(xs.map((x) => x ?? 0)).toFixed(1)).padStart(8);
for (const n of names) console.log(`${(LABELS[n] ?? n).padEnd(64)} ${cell(runs.map((r) => r.wall[n]))} ${cell(runs.map((r) => r.cpu[n]))}`);
console.log('CPU = user + sys of the whole process (all its threads: the GC helpers too); GC pauses count inside the phases.');
