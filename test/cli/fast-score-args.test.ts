/**
 * `audit score`'s command lines parsed without yargs (src/cli/fast-score-args.ts) must be exactly
 * what yargs parses, whenever the fast parser takes a line: checked on 4,000 generated command
 * lines (options in any order, values good and bad, repeats, `--name=value`, unknown words), and
 * end to end: the CLI prints the same and exits the same with and without the fast path.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import yargs from 'yargs';
import { scoreCommand } from '../../src/cli/commands/score.js';
import { fastScoreArgs } from '../../src/cli/fast-score-args.js';
import type { ScoreArgs } from '../../src/cli/fast-score-args.js';
import { rng } from '../helpers/captions.js';
import { runCli } from '../helpers/cli.js';

const KEYS: readonly (keyof ScoreArgs)[] = ['refs', 'preds', 'vs', 'json', 'perImage', 'bootstrap', 'seed', 'allowMissing', 'meteorJar', 'spiceJar', 'metrics', 'protocol', 'quiet', 'allowInvalidUtf8', 'db'];

/** What yargs gives the handler for `argv` (the CLI's global options and the score builder, strict), or undefined when it refuses it. */
function yargsArgs(argv: readonly string[]): Partial<ScoreArgs> | undefined {
  const y = yargs([...argv.slice(1)])
    .option('db', { type: 'string', default: 'results.db' })
    .option('quiet', { type: 'boolean', default: false })
    .strict()
    .help(false)
    .version(false)
    .fail((msg, err) => {
      throw err ?? new Error(msg);
    });
  try {
    const args = scoreCommand.builder(y).parseSync() as Record<string, unknown>;
    // the CLI's own middleware (src/cli/args.ts) refuses repeated scalars and non-numbers
    if (Object.values(args).some((v) => Array.isArray(v) && v !== args._) || [args.bootstrap, args.seed].some((v) => v === null || Number.isNaN(v))) return undefined;
    if ((args._ as unknown[]).length > 0) return undefined;
    return Object.fromEntries(KEYS.filter((k) => args[k] !== undefined).map((k) => [k, args[k]])) as Partial<ScoreArgs>;
  } catch {
    return undefined;
  }
}

const VALUES = ['r.json', 'p.json', 'out.csv', 'a b.json', '123', '0', '7', '1000', '-1', '1e3', '2.5', 'abc', 'true', 'false', '', '--json', '-x', 'standard', 'no-change-substitution', 'bogus', 'x=y', 'bleu,rouge_l,cider', 'meteor'];
const OPTIONS = ['--refs', '--preds', '--vs', '--per-image', '--bootstrap', '--seed', '--meteor-jar', '--spice-jar', '--metrics', '--protocol', '--db', '--json', '--allow-missing', '--allow-invalid-utf8', '--quiet'];
const ODD = ['--refs=r.json', '--no-json', '--perImage', 'extra', '-h', '--help', '--version', '--unknown', '--', '--bootstrap=5', 'constructor', '__proto__', 'toString', '--constructor'];

function commandLine(r: () => number): string[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const line = ['score'];
  // usually the required pair, in either order or mixed in
  const parts: string[][] = [];
  if (r() < 0.9) parts.push(['--refs', r() < 0.8 ? 'r.json' : pick(VALUES)]);
  if (r() < 0.9) parts.push(['--preds', r() < 0.8 ? 'p.json' : pick(VALUES)]);
  for (let i = Math.floor(r() * 5); i > 0; i--) {
    const o = r() < 0.08 ? pick(ODD) : pick(OPTIONS);
    const flag = ['--json', '--allow-missing', '--allow-invalid-utf8', '--quiet'].includes(o);
    parts.push(flag && r() < 0.85 ? [o] : o.startsWith('--') && !o.includes('=') ? [o, pick(VALUES)] : [o]);
  }
  for (let i = parts.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [parts[i], parts[j]] = [parts[j]!, parts[i]!];
  }
  for (const p of parts) line.push(...p);
  return line;
}

describe('audit score without yargs', () => {
  it('takes a generated command line only when yargs parses it to the same arguments (4,000 lines)', () => {
    const r = rng(12);
    let taken = 0;
    let parsed = 0;
    const wrong: unknown[] = [];
    for (let i = 0; i < 4_000; i++) {
      const line = commandLine(r);
      const fast = fastScoreArgs(line);
      const slow = yargsArgs(line);
      if (slow) parsed++;
      if (!fast) continue;
      taken++;
      if (JSON.stringify(slow) !== JSON.stringify(Object.fromEntries(KEYS.filter((k) => fast[k] !== undefined).map((k) => [k, fast[k]])))) wrong.push({ line, fast, slow });
    }
    expect(wrong.slice(0, 3)).toEqual([]);
    // most lines yargs accepts are taken here (the test cannot pass by taking none)
    expect(taken).toBeGreaterThan(parsed * 0.6);
  });

  it('takes the common lines', () => {
    expect(fastScoreArgs(['score', '--refs', 'gt.json', '--preds', 'p.json'])).toEqual({
      refs: 'gt.json', preds: 'p.json', protocol: 'standard', db: 'results.db', json: false, allowMissing: false, allowInvalidUtf8: false, quiet: false, seed: 1,
    });
    expect(fastScoreArgs(['score', '--json', '--refs', 'gt.json', '--preds', 'p.json', '--bootstrap', '1000', '--per-image', 'x.csv'])).toMatchObject({ json: true, bootstrap: 1000, perImage: 'x.csv' });
    expect(fastScoreArgs(['score', '--refs', 'gt.json', '--preds', 'p.json', '--refs', 'b.json'])).toBeUndefined();
    expect(fastScoreArgs(['score', '--refs=gt.json', '--preds', 'p.json'])).toBeUndefined();
    expect(fastScoreArgs(['run', '--refs', 'gt.json', '--preds', 'p.json'])).toBeUndefined();
    for (const odd of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(fastScoreArgs(['score', '--refs', 'gt.json', '--preds', 'p.json', odd])).toBeUndefined();
  });

  it('prints and exits the same with and without the fast path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-fast-args-'));
    const refs = join(dir, 'refs.json');
    const preds = join(dir, 'preds.json');
    writeFileSync(refs, JSON.stringify({ a: ['a red cube moved', 'the red cube'], b: ['a blue ball', 'nothing changed'] }));
    writeFileSync(preds, JSON.stringify([{ image_id: 'a', caption: 'a red cube' }, { image_id: 'b', caption: 'a ball' }]));
    const lines = [
      ['score', '--refs', refs, '--preds', preds],
      ['score', '--refs', refs, '--preds', preds, '--json', '--bootstrap', '50', '--seed', '3'],
      ['score', '--refs', refs, '--preds', join(dir, 'missing.json')],
      ['score', '--refs', refs, '--preds', preds, '--protocol', 'no-change-substitution', '--vs', preds],
      ['score', '--refs', refs, '--preds', preds, '--bootstrap', '0', '--per-image', join(dir, 'nodir', 'x.csv')],
    ];
    for (const line of lines) {
      expect(fastScoreArgs(line)).toBeDefined();
      const fast = runCli(line, { cwd: dir });
      const slow = runCli(line, { cwd: dir, env: { AUDIT_FAST_ARGS: 'off' } });
      expect({ code: fast.code, stdout: fast.stdout, stderr: fast.stderr }).toEqual({ code: slow.code, stdout: slow.stdout, stderr: slow.stderr });
    }
  });
});
