/**
 * `audit validate` and `audit check` run from their own CommonJS bundles with a V8 code cache made by
 * the build (scripts/claims-bundles.mjs, scripts/cached-bundle.mjs, bin/code-cache.js), as `audit score`
 * and `audit extract` do (code-cache.test.ts, extract-bundle.test.ts, which also covers a stale cache).
 * The caches must be ones this Node accepts, and each bundle must answer exactly as the ES module CLI
 * (dist/cli/main.js) does: output, messages, exit codes, on good and bad claim files.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditBin, repoRoot } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'audit-claims-bundles-'));
const env = { ...process.env, NO_COLOR: '1' };
const viaBin = (args: string[], extra: Record<string, string> = {}) => spawnSync(process.execPath, [auditBin, ...args], { cwd: dir, env: { ...env, ...extra }, encoding: 'utf8' });
/** The same command through the ES module CLI, as the commands without a bundle of their own run. */
const viaEsm = (args: string[]) => {
  const main = pathToFileURL(join(repoRoot, 'dist', 'cli', 'main.js')).href;
  return spawnSync(process.execPath, ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(main)}); process.exitCode = await main(${JSON.stringify(args)});`], { cwd: dir, env, encoding: 'utf8' });
};
const same = (args: string[]) => {
  const a = viaBin(args);
  const b = viaEsm(args);
  expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
  return a;
};

beforeAll(() => {
  // a README and its draft (claims/paper.yaml); a copy whose first result row was changed, so
  // `validate --sources` finds it nowhere in the README; a claim file that is not valid
  writeFileSync(join(dir, 'README.md'), ['# P', '', 'P reaches 91.2% accuracy on CIFAR-10.', '', '| Model | Acc (%) | F1 |', '|---|---|---|', '| ours | 91.2 | 0.88 |', '| base | 89.0 | 0.85 |', ''].join('\n'));
  mkdirSync(join(dir, 'claims'));
  const r = viaBin(['extract', 'README.md', '--id', 'paper', '--out', join('claims', 'paper.yaml'), '--claims', join(repoRoot, 'claims')]);
  expect(r.status, r.stderr).toBe(0);
  mkdirSync(join(dir, 'moved'));
  const draft = readFileSync(join(dir, 'claims', 'paper.yaml'), 'utf8');
  expect(draft).toContain('values: [91.2');
  writeFileSync(join(dir, 'moved', 'paper.yaml'), draft.replace('values: [91.2', 'values: [93.7'));
  mkdirSync(join(dir, 'bad'));
  writeFileSync(join(dir, 'bad', 'broken.yaml'), 'paper:\n  id: Not An Id\ntables: 3\n');
});

describe('audit validate and audit check from their code-cached bundles', () => {
  it.each([['validate', ['validate', join('claims', 'paper.yaml')]], ['check', ['check', 'paper', '--claims', 'claims', '--json']]])('the build made the %s bundle and a cache this Node accepts', (_, args) => {
    const r = viaBin(args, { AUDIT_CODE_CACHE_REPORT: '1' });
    expect(r.status, r.stderr).not.toBe(2);
    expect(r.stderr).toContain('code cache: accepted');
  });

  it.each([
    ['a draft against its document', ['validate', join('claims', 'paper.yaml'), '--sources', '.'], 0],
    ['a changed row not found in the document', ['validate', join('moved', 'paper.yaml'), '--sources', '.'], 1],
    ['the same, as JSON', ['validate', join('moved', 'paper.yaml'), '--sources', '.', '--json'], 1],
    ['an invalid claim file', ['validate', join('bad', 'broken.yaml')], 2],
    ['a missing file', ['validate', 'nope.yaml'], 2],
    ['an unknown flag', ['validate', join('claims', 'paper.yaml'), '--nope'], 2],
  ])('validate, %s: the same output and exit code as the ES module CLI', (_, args, code) => {
    expect(same(args as string[]).status).toBe(code);
  });

  it.each([
    ['one drafted paper, JSON', ['check', 'paper', '--claims', 'claims', '--json']],
    ['every paper, SARIF', ['check', '--claims', 'claims', '--format', 'sarif']],
    ["a package paper's text report", ['check', 'ssgpa']],
    ['--fail-on warning', ['check', 'ssgpa', '--fail-on', 'warning']],
    ['an unknown paper', ['check', 'nope']],
    ['an invalid claim file', ['check', '--claims', join('bad', 'broken.yaml')]],
  ])('check, %s: the same output and exit code as the ES module CLI', (_, args) => {
    same(args);
  });
});
