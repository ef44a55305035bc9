/**
 * Start-up CPU of the commands the tests spawn most (`audit extract`, `validate`, `check`) on small
 * inputs, where start-up is most of the run: a 12-line README with two tables drafted, its draft validated
 * against it (`--sources`), the static audits of one paper and of every paper. Each case runs under
 * /usr/bin/time (CPU = user + sys of the process) in a fresh folder; with `--old <bin/audit.js>` (a copy
 * of another build's bin/ and dist/ beside a node_modules) each round runs that binary and this one
 * alternately, so both see the same machine load. Prints the median of N rounds per case and binary, and
 * the load average (CPU time depends less on the load than wall time, but not at all is not true).
 *
 * `--new` names the binary to compare with instead of this checkout's (both copies in the same kind of folder).
 *
 *   npx tsx bench/command-startup.ts [--rounds 9] [--old /tmp/old/bin/audit.js] [--new /tmp/new/bin/audit.js]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const flag = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const rounds = Number(flag('--rounds') ?? 9);
const bins: Record<string, string> = { ...(flag('--old') ? { old: flag('--old')! } : {}), new: flag('--new') ?? join(root, 'bin', 'audit.js') };
const claims = join(root, 'claims');

const README = [
  '# TinyNet',
  '',
  'TinyNet reaches 81.2% top-1 accuracy on ImageNet, 2.0 points above ResNet-50, trained on 8 V100 GPUs.',
  '',
  '| Method | Top-1 (%) | Params (M) |',
  '|---|---|---|',
  '| ResNet-50 | 76.1 | 25.6 |',
  '| TinyNet (ours) | 81.2 ± 0.1 | 11.0 |',
  '',
  '| Model | AP | AP50 |',
  '|---|---|---|',
  '| TinyNet | 44.1 | 65.2 |',
].join('\n');

/** A fresh folder with README.md and an empty claims/. */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'audit-bench-cmd-'));
  writeFileSync(join(dir, 'README.md'), README);
  mkdirSync(join(dir, 'claims'));
  return dir;
}
/** folder() with the draft claims/paper.yaml of its README (made by `bin`). */
function drafted(bin: string): string {
  const dir = folder();
  const r = spawnSync(process.execPath, [bin, 'extract', 'README.md', '--id', 'paper', '--out', join('claims', 'paper.yaml'), '--claims', claims], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`extract failed: ${r.stderr}`);
  return dir;
}

const CASES: Record<string, { args: (dir: string) => string[]; fresh?: boolean }> = {
  'audit extract README.md (12 lines, 2 tables)': { args: () => ['extract', 'README.md', '--id', 'paper', '--out', join('claims', 'paper.yaml'), '--claims', claims], fresh: true },
  'audit validate claims/paper.yaml --sources .': { args: () => ['validate', join('claims', 'paper.yaml'), '--sources', '.'] },
  'audit check paper --claims claims --json': { args: () => ['check', 'paper', '--claims', 'claims', '--json'] },
  'audit check ssgpa': { args: () => ['check', 'ssgpa'] },
  'audit check --claims claims --json (every paper)': { args: () => ['check', '--claims', 'claims', '--json'] },
};

/** user + sys seconds of one run of `bin args` in `dir` (exit 0 or 1 expected: a finding is not a failure). */
function cpu(bin: string, args: string[], dir: string): number {
  const r = spawnSync('/usr/bin/time', ['-f', '@@%U %S', process.execPath, bin, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, AUDIT_CACHE_DIR: 'off', NO_COLOR: '1' } });
  const m = /@@([\d.]+) ([\d.]+)\s*$/.exec(r.stderr);
  if ((r.status !== 0 && r.status !== 1) || !m) throw new Error(`${args.join(' ')} failed (${r.status}): ${r.stderr.slice(-2000)}`);
  return Number(m[1]) + Number(m[2]);
}

const samples: Record<string, Record<string, number[]>> = Object.fromEntries(Object.keys(CASES).map((c) => [c, Object.fromEntries(Object.keys(bins).map((b) => [b, []]))]));
for (let i = 0; i < rounds; i++) {
  for (const [name, c] of Object.entries(CASES)) {
    // alternate which binary goes first from round to round
    const order = i % 2 ? Object.keys(bins).reverse() : Object.keys(bins);
    for (const b of order) {
      const dir = c.fresh ? folder() : drafted(bins[b]!);
      samples[name]![b]!.push(cpu(bins[b]!, c.args(dir), dir));
    }
  }
}
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
console.log(`CPU (user + sys) seconds, median of ${rounds} alternated rounds (min–max); load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log(`| command | ${Object.keys(bins).join(' | ')} |\n|---|${Object.keys(bins).map(() => '---:').join('|')}|`);
for (const name of Object.keys(CASES)) {
  const cells = Object.keys(bins).map((b) => {
    const xs = samples[name]![b]!;
    return `${median(xs).toFixed(3)} (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
  });
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
