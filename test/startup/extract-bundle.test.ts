/**
 * `audit extract` runs from its own CommonJS bundle with a V8 code cache made by the build
 * (scripts/extract-bundle.mjs, bin/code-cache.js), as `audit score` does (code-cache.test.ts). The
 * cache must be one this Node accepts, the bundle must draft exactly as the ES module CLI
 * (dist/cli/main.js) does, and a cache left beside a bundle that changed since must not be run.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { auditBin, repoRoot } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'audit-extract-bundle-'));
const corpus = join(repoRoot, 'test', 'fixtures', 'extract-corpus');
const claims = join(repoRoot, 'claims');

const viaBin = (args: string[], env: Record<string, string> = {}, bin = auditBin) => spawnSync(process.execPath, [bin, ...args], { cwd: dir, env: { ...process.env, NO_COLOR: '1', ...env }, encoding: 'utf8' });
/** The same command through the ES module CLI, as the commands without a bundle of their own run. */
const viaEsm = (args: string[]) => {
  const main = pathToFileURL(join(repoRoot, 'dist', 'cli', 'main.js')).href;
  return spawnSync(process.execPath, ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(main)}); process.exitCode = await main(${JSON.stringify(args)});`], { cwd: dir, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8' });
};
/** The first document (Markdown, HTML or PDF) of a committed corpus entry. */
const docOf = (entry: string) => join(corpus, entry, readdirSync(join(corpus, entry)).filter((f) => /\.(md|html|pdf)$/.test(f)).sort()[0]!);

describe('audit extract from its code-cached bundle', () => {
  it('the build made the bundle and a cache this Node accepts', () => {
    writeFileSync(join(dir, 'small.md'), '# P\n\n| Model | Acc |\n|---|---|\n| ours | 91.2 |\n');
    const r = viaBin(['extract', 'small.md', '--id', 'paper', '--claims', claims], { AUDIT_CODE_CACHE_REPORT: '1' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('code cache: accepted');
    expect(r.stdout).toContain('91.2');
  });

  // documents of several kinds: READMEs with tables, a PDF paper, an HTML page
  it.each(['bert-glue-readme', 'whisper-readme', 'eznlp-ner-report-pdf', 'cleanrl-ddpg-html', 'anomavision-benchmark-docs'])('%s: the same draft, messages and exit code as the ES module CLI', (entry) => {
    const args = ['extract', docOf(entry), '--id', 'paper', '--claims', claims];
    const a = viaBin(args);
    const b = viaEsm(args);
    expect(a.status, a.stderr).toBe(0);
    expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
  });

  it.each([
    ['a missing file', ['extract', join(dir, 'nope.md'), '--id', 'paper']],
    ['a bad id', ['extract', docOf('bert-glue-readme'), '--id', 'Bad Id']],
    ['an unknown flag', ['extract', docOf('bert-glue-readme'), '--id', 'paper', '--nope']],
  ])('%s: the same error and exit code as the ES module CLI', (_, args) => {
    const a = viaBin(args);
    const b = viaEsm(args);
    expect(a.status).not.toBe(0);
    expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
  });

  it('a cache made from another build of the bundle is not run (V8 itself compares only the length of the source)', () => {
    // a copy of the package whose bundle changed after its cache was made: one message, same length
    const pkg = mkdtempSync(join(tmpdir(), 'audit-stale-cache-'));
    cpSync(join(repoRoot, 'bin'), join(pkg, 'bin'), { recursive: true });
    mkdirSync(join(pkg, 'dist', 'extract'), { recursive: true });
    mkdirSync(join(pkg, 'dist', 'cli'));
    writeFileSync(join(pkg, 'dist', 'cli', 'main.js'), '');
    for (const f of ['build-id', 'help.json']) copyFileSync(join(repoRoot, 'dist', f), join(pkg, 'dist', f));
    copyFileSync(join(repoRoot, 'dist', 'extract', 'extract.cjs.cache'), join(pkg, 'dist', 'extract', 'extract.cjs.cache'));
    const source = readFileSync(join(repoRoot, 'dist', 'extract', 'extract.cjs'), 'utf8');
    const changed = source.replace('the file exists; remove it', 'the file EXISTS; remove it');
    expect(changed.length).toBe(source.length);
    expect(changed).not.toBe(source);
    writeFileSync(join(pkg, 'dist', 'extract', 'extract.cjs'), changed);
    symlinkSync(join(repoRoot, 'node_modules'), join(pkg, 'node_modules'));
    writeFileSync(join(dir, 'there.yaml'), 'x: 1\n');
    writeFileSync(join(dir, 'doc.md'), '# P\n');
    const r = viaBin(['extract', 'doc.md', '--id', 'paper', '--out', 'there.yaml'], { AUDIT_CODE_CACHE_REPORT: '1' }, join(pkg, 'bin', 'audit.js'));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('code cache: stale');
    // the changed bundle ran, not the code compiled from the old one
    expect(r.stderr).toContain('the file EXISTS; remove it');
  });
});
