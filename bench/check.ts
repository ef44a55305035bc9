/**
 * Time of `audit check` over every paper under claims/: the work only (load + validate + all
 * static checks), not the process start. Run: npx tsx bench/check.ts [iterations]
 */
import { performance } from 'node:perf_hooks';
import { runChecks } from '../src/audits/index.js';
import { defaultClaimsDir, loadClaimsDir } from '../src/claims/load.js';

const n = Number(process.argv[2] ?? 20);
const dir = defaultClaimsDir();
const times: { load: number; check: number }[] = [];
let findings = 0;
for (let i = 0; i < n; i++) {
  const t0 = performance.now();
  const papers = loadClaimsDir(dir);
  const t1 = performance.now();
  findings = runChecks(papers).findings.length;
  times.push({ load: t1 - t0, check: performance.now() - t1 });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const first = times[0]!;
console.log(`audit check over ${dir} (${findings} findings), ${n} iterations`);
console.log(`first run: load+validate ${first.load.toFixed(1)} ms, checks ${first.check.toFixed(1)} ms`);
console.log(`median:    load+validate ${median(times.map((t) => t.load)).toFixed(1)} ms, checks ${median(times.map((t) => t.check)).toFixed(1)} ms, total ${median(times.map((t) => t.load + t.check)).toFixed(1)} ms`);
