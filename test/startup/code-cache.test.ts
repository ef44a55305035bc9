/**
 * `audit score` runs from its own CommonJS bundle with a V8 code cache made by the build
 * (scripts/score-bundle.mjs, bin/code-cache.js). The cache must be one this Node accepts (else it
 * only costs), and the bundle must behave exactly as the ES module CLI (dist/cli/main.js) that
 * every other command runs from: same output, same errors, same exit codes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { auditBin, repoRoot } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'audit-code-cache-'));
const refs = join(dir, 'refs.json');
const preds = join(dir, 'preds.json');
const words = ['a', 'the', 'red', 'grey', 'cube', 'ball', 'moved', 'left', 'changed', 'no', 'there', 'is', "someone's", '(big)', 'u.s.', '3.5'];
let seed = 3;
const rnd = (k: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % k);
const caption = () => Array.from({ length: 2 + rnd(9) }, () => words[rnd(words.length)]).join(' ');
writeFileSync(refs, JSON.stringify(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [String(i), Array.from({ length: 1 + rnd(6) }, caption)]))));
writeFileSync(preds, JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ image_id: String(i), caption: caption() }))));

const viaBin = (args: string[], env: Record<string, string> = {}) => spawnSync(process.execPath, [auditBin, ...args], { cwd: dir, env: { ...process.env, ...env }, encoding: 'utf8' });
/** The same command through the ES module CLI, as every other command runs. */
const viaEsm = (args: string[]) => {
  const main = pathToFileURL(join(repoRoot, 'dist', 'cli', 'main.js')).href;
  return spawnSync(process.execPath, ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(main)}); process.exitCode = await main(${JSON.stringify(args)});`], { cwd: dir, encoding: 'utf8' });
};

describe('audit score from its code-cached bundle', () => {
  it('the build made the bundle and a cache this Node accepts', () => {
    expect(existsSync(join(repoRoot, 'dist', 'score', 'score.cjs'))).toBe(true);
    const r = viaBin(['score', '--refs', refs, '--preds', preds, '--json'], { AUDIT_CODE_CACHE_REPORT: '1' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('code cache: accepted');
  });

  it('a run on the WebAssembly core leaves V8 flags as they were: a code cache written after it is accepted by a fresh process', () => {
    // The build writes the bundle's cache at the end of such a run. V8 rejects a cache whose flag
    // hash is not the reading process's; loading the core switches the WebAssembly compiler's flags
    // and must set back every flag that switch changes (`--no-liftoff` also turns
    // `--wasm-dynamic-tiering` off), or every fresh run would compile without its cache.
    const cache = join(dir, 'probe.cache');
    const src = 'function probe(n) { return n + 1; } probe(1);';
    const bundle = join(repoRoot, 'dist', 'score', 'score.cjs');
    const write = [
      "const vm = require('node:vm');",
      `const s = new vm.Script(${JSON.stringify(src)}); s.runInThisContext();`,
      `require(${JSON.stringify(bundle)}).main(${JSON.stringify(['score', '--refs', refs, '--preds', preds, '--json'])})`,
      `.then((code) => { require('node:fs').writeFileSync(${JSON.stringify(cache)}, s.createCachedData()); process.exitCode = code; });`,
    ].join('\n');
    const w = spawnSync(process.execPath, ['-e', write], { cwd: dir, env: { ...process.env, AUDIT_SCORE_ENGINE: 'wasm' }, encoding: 'utf8' });
    expect(w.status, w.stderr).toBe(0);
    expect(JSON.parse(w.stdout).corpus).toHaveProperty('METEOR~');
    const read = `const s = new (require('node:vm').Script)(${JSON.stringify(src)}, { cachedData: require('node:fs').readFileSync(${JSON.stringify(cache)}) }); console.log(s.cachedDataRejected ? 'rejected' : 'accepted');`;
    const r = spawnSync(process.execPath, ['-e', read], { encoding: 'utf8' });
    expect(r.stdout.trim(), r.stderr).toBe('accepted');
  });

  it.each([
    ['--json', ['--json']],
    ['the table, with bootstrap intervals', ['--bootstrap', '20']],
    ['a paired test (--vs)', ['--vs', preds, '--bootstrap', '30', '--json']],
  ])('%s: output identical to the ES module CLI', (_, extra) => {
    const args = ['score', '--refs', refs, '--preds', preds, ...extra];
    const a = viaBin(args);
    const b = viaEsm(args);
    expect(a.status, a.stderr).toBe(0);
    expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
  });

  it.each([
    ['a missing file', ['--refs', join(dir, 'nope.json'), '--preds', preds]],
    ['a bad flag value', ['--refs', refs, '--preds', preds, '--bootstrap', '-1']],
    ['an unknown flag', ['--refs', refs, '--preds', preds, '--nope']],
  ])('%s: the same error and exit code as the ES module CLI', (_, extra) => {
    const args = ['score', ...extra];
    const a = viaBin(args);
    const b = viaEsm(args);
    expect(a.status).toBe(2);
    expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
  });
});
