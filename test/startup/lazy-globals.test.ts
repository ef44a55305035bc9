/**
 * scripts/lazy-globals.mjs (a plugin of the build) makes string-width's Intl.Segmenter and
 * Unicode-property patterns lazy. Two sides: string-width still measures every string exactly as
 * the package itself does (each copy yargs bundles, built with and without the plugin, on a varied
 * seeded set of strings), and a command that prints no help text builds no Intl.Segmenter.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { auditBin, repoRoot } from '../helpers/cli.js';
// @ts-expect-error: a plain ES module of the build scripts, without types
import { lazyGlobals, lazyGlobalsPlugin } from '../../scripts/lazy-globals.mjs';

const dir = mkdtempSync(join(tmpdir(), 'audit-lazy-globals-'));

/** The module at `entry` bundled on its own, with or without the plugin; its default export. */
async function bundled(entry: string, lazy: boolean): Promise<(s: string) => number> {
  const out = join(dir, `${entry.replace(/\W/g, '_')}-${lazy}.mjs`);
  await build({ absWorkingDir: repoRoot, entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile: out, plugins: lazy ? [lazyGlobalsPlugin] : [], logLevel: 'silent' });
  return ((await import(pathToFileURL(out).href)) as { default: (s: string) => number }).default;
}

/** Seeded strings: ASCII, CJK, emoji (with skin tones, ZWJ sequences, keycaps, flags), combining marks, controls, ANSI colours. */
function strings(n: number, seed: number): string[] {
  let s = seed >>> 0;
  const rnd = (k: number) => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) % k);
  const parts = ['a', 'Z', ' ', '-', '漢', '字', 'ｱ', '한', 'é', 'e\u0301', '\u200b', '\u00ad', '\t', '\x1b[31m', '\x1b[0m', '😀', '👍🏽', '👨‍👩‍👧', '1️⃣', '#⃣', '🇫🇷', '☺', '☺️', '\u0e01\u0e33', 'ـ', '\ud83d', 'ß', '\u0301', '🏳️‍🌈', '©', '\u2028'];
  return Array.from({ length: n }, () => Array.from({ length: 1 + rnd(12) }, () => parts[rnd(parts.length)]).join(''));
}

describe('lazy string-width constants (scripts/lazy-globals.mjs)', () => {
  it.each(['node_modules/string-width/index.js', 'node_modules/cliui/node_modules/string-width/index.js', 'node_modules/wrap-ansi/node_modules/string-width/index.js'])(
    '%s measures like the package itself',
    async (entry) => {
      const [eager, lazy] = await Promise.all([bundled(entry, false), bundled(entry, true)]);
      const input = strings(3000, entry.length);
      expect(input.map((x) => lazy(x))).toEqual(input.map((x) => eager(x)));
    },
  );

  it('refuses a module that no longer has the constants (a new package version), instead of staying slow', () => {
    expect(() => lazyGlobals('export default (s) => s.length;\n', 'x/string-width/index.js')).toThrow(/no module-level Intl.Segmenter/);
  });

  it('audit score (no help text printed) builds no Intl.Segmenter', () => {
    const refs = join(dir, 'refs.json');
    const preds = join(dir, 'preds.json');
    writeFileSync(refs, JSON.stringify({ 1: ['a red cube', 'a red block'] }));
    writeFileSync(preds, JSON.stringify([{ image_id: 1, caption: 'a red cube' }]));
    const count = join(dir, 'count.mjs');
    writeFileSync(count, "const S = Intl.Segmenter; let n = 0; Intl.Segmenter = class extends S { constructor(...a) { super(...a); n++; } }; process.on('exit', () => process.stderr.write(`segmenters: ${n}\\n`));\n");
    const r = spawnSync(process.execPath, ['--import', pathToFileURL(count).href, auditBin, 'score', '--refs', refs, '--preds', preds, '--json'], { cwd: repoRoot, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('segmenters: 0');
    // a help text rendered live (a width the build did not render) still measures and wraps its strings
    const h = spawnSync(process.execPath, ['--import', pathToFileURL(count).href, '--import', 'data:text/javascript,process.stdout.columns=90', auditBin, 'score', '--help'], { cwd: repoRoot, encoding: 'utf8' });
    expect(h.status, h.stderr).toBe(0);
    expect(h.stdout).toContain('--preds');
    expect(Math.max(...h.stdout.split('\n').map((l) => l.length))).toBeLessThanOrEqual(90);
    expect(h.stderr).not.toContain('segmenters: 0');
  });
});
