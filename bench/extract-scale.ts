/**
 * How `audit extract` and `audit validate --sources` grow with the size of the document, up to the input limit
 * (MAX_TEXT: 500,000 characters, 10,000 lines). Two inputs, each at growing sizes: a real corpus document
 * (test/fixtures/extract-corpus/esm-readme/README.md, 46,320 characters) concatenated 1, 2, 4, 6, 8 and 10
 * times, and a synthetic Markdown paper of N sections, each with a heading, two sentences naming its own
 * methods with numbers, and a pipe table of five new methods (so methods, tables and sentences all grow with
 * the text). Each run is the built CLI as a process (`node bin/audit.js`, build first); the table prints the
 * wall time and the CPU time (user + sys, /usr/bin/time) of each command, and the CPU time per 100,000
 * characters, which stays flat when the work is linear. Usage: npm run bench:extract-scale [-- --max 250000]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_TEXT } from '../src/extract/read.js';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'bin', 'audit.js');
const maxArg = process.argv.indexOf('--max');
const max = maxArg > 0 ? Number(process.argv[maxArg + 1]) : MAX_TEXT.chars;

/** A synthetic paper of `n` sections: every section names five methods of its own in a table and in two sentences. */
export function syntheticPaper(n: number): string {
  const out = ['# A synthetic paper on many benchmarks', '', 'Abstract. We measure many methods on many benchmarks.', ''];
  for (let s = 1; s <= n; s++) {
    const m = (k: number) => `Net${s}x${k}`;
    const v = (k: number, j: number) => (50 + ((s * 7 + k * 3 + j) % 40) + ((s + k + j) % 10) / 10).toFixed(1);
    out.push(`## ${s}. Results on Bench${s}`, '');
    out.push(`${m(5)} reaches an accuracy of ${v(5, 0)}% on Bench${s}, ${(Number(v(5, 0)) - Number(v(1, 0))).toFixed(1)} points above ${m(1)}.`);
    out.push(`Compared with ${m(2)}, ${m(5)} improves the F1 score from ${v(2, 1)} to ${v(5, 1)}.`, '');
    out.push(`Table ${s}: Accuracy and F1 on Bench${s} (test set).`, '', '| Method | Accuracy | F1 |', '| --- | --- | --- |');
    for (let k = 1; k <= 5; k++) out.push(`| ${m(k)} | ${v(k, 0)} | ${v(k, 1)} |`);
    out.push('');
  }
  return `${out.join('\n')}\n`;
}

interface Timed {
  wall: number;
  cpu: number;
  rc: number;
  out: string;
}

function timed(args: string[], cwd: string): Timed {
  const t0 = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', 'CPU %U %S', process.execPath, cli, ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wall = (performance.now() - t0) / 1000;
  const m = /CPU ([\d.]+) ([\d.]+)\s*$/.exec(r.stderr);
  return { wall, cpu: m ? Number(m[1]) + Number(m[2]) : Number.NaN, rc: r.status ?? -1, out: `${r.stdout}${r.stderr}`.split('\n').filter((l) => !l.startsWith('CPU ')).slice(0, 3).join(' ') };
}

function row(input: string, text: string, file: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'extract-scale-'));
  try {
    writeFileSync(join(dir, file), text);
    const ex = timed(['extract', file, '--id', 'scale', '--out', 'draft.yaml', '--quiet'], dir);
    const va = ex.rc === 0 ? timed(['validate', 'draft.yaml', '--sources', '.'], dir) : undefined;
    const per = (t: Timed | undefined) => (t && t.rc <= 1 ? `${((t.cpu * 100_000) / text.length).toFixed(2)} s` : '-');
    const lines = text.split('\n').length;
    const rows = ex.rc === 0 ? (/(\d+) rows found/.exec(va?.out ?? '')?.[1] ?? va?.out.slice(0, 80) ?? '') : `extract failed (${ex.rc}): ${ex.out.slice(0, 120)}`;
    console.log(`| ${input} | ${text.length.toLocaleString('en-US')} | ${lines.toLocaleString('en-US')} | ${ex.wall.toFixed(2)} / ${ex.cpu.toFixed(2)} s | ${per(ex)} | ${va ? `${va.wall.toFixed(2)} / ${va.cpu.toFixed(2)} s` : '-'} | ${per(va)} | ${rows} |`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('| input | characters | lines | extract wall / CPU | extract CPU per 100k chars | validate wall / CPU | validate CPU per 100k chars | rows found by validate |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const real = readFileSync(join(root, 'test', 'fixtures', 'extract-corpus', 'esm-readme', 'README.md'), 'utf8');
for (const k of [1, 2, 4, 6, 8, 10]) {
  const text = Array.from({ length: k }, () => real).join('\n');
  if (text.length > max || text.split('\n').length > MAX_TEXT.lines) break;
  row(`esm-readme × ${k}`, text, 'README.md');
}
const one = syntheticPaper(1).length;
for (const target of [25_000, 50_000, 100_000, 200_000, 300_000, 400_000, 490_000]) {
  const text = syntheticPaper(Math.floor(target / one));
  if (text.length > max || text.split('\n').length > MAX_TEXT.lines) break;
  row(`synthetic, ${Math.floor(target / one)} sections`, text, 'paper.md');
}
