/**
 * The documentation as a newcomer uses it: README.md and docs/*.md. Every relative link leads to
 * a file (and a heading) that exists; every `audit …` line in a code block names a real command
 * with options its --help lists; a chosen set of cheap examples runs, as written, in a temporary
 * folder and ends with the exit code (and the output lines) the docs show.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditCommands, checkCommands, checkLinks, checkNpmScripts, splitMarkdown, type CommandLine } from './doc-checker.js';
import { auditBin, repoRoot, sharedDir } from '../helpers/cli.js';

const docFiles = ['README.md', ...readdirSync(join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const help = (JSON.parse(readFileSync(join(repoRoot, 'dist', 'help.json'), 'utf8')) as Record<string, Record<string, string>>)['100'] as Record<string, string>;
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/**
 * Pages other helpers of issue 29 write (metrics, security, provenance), linked from the README's
 * "where next" list. While this branch lacks them their links are the only ones allowed to dangle;
 * once merged, delete this list so they are checked like every other link.
 */
describe('the documentation', () => {
  it('README.md stays a newcomer page: at most 250 lines, with the install and test commands', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    const sh = splitMarkdown(readme).blocks.filter((b) => b.lang === 'sh').flatMap((b) => b.lines);
    expect(sh.some((l) => /^npm install && npx audit run ssgpa\b/.test(l))).toBe(true);
    expect(sh.some((l) => /^npm test\b/.test(l))).toBe(true);
  });

  it('every relative link leads to an existing file and heading', () => {
    expect(docFiles.flatMap((f) => checkLinks(repoRoot, f))).toEqual([]);
  });

  it('every audit command line names a command and options its --help lists, and every npm run a script', () => {
    const commands = docFiles.flatMap((f) => auditCommands(f, read(f)));
    expect(commands.length).toBeGreaterThan(50);
    expect(checkCommands(commands, help)).toEqual([]);
    expect(docFiles.flatMap((f) => checkNpmScripts(f, read(f), scripts))).toEqual([]);
  });
});

describe('the checker itself, on a small bad document', () => {
  const root = mkdtempSync(join(tmpdir(), 'audit-docs-bad-'));
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'docs', 'other.md'), '# Other page\n\n## A `code` heading: yes\n');
  const bad = [
    '# Bad',
    '',
    'Fine: [other](other.md), [heading](other.md#a-code-heading-yes), [here](#bad), [web](https://example.org/x.md).',
    'Broken: [gone](missing.md) and [anchor](other.md#no-such-heading).',
    '`[not a link](nowhere.md)` in code is not checked.',
    '',
    '```sh',
    'npx audit check --format sarif --fail-on error   # fine',
    'npx audit check --jsn',
    'npx audit chek ssgpa',
    'npm run docs:nothing',
    '```',
    '',
    '```console',
    '$ audit run ssgpa --only spot-vit-val \\',
    '    --no-report --bogus-flag',
    'audit: output lines are not commands --neither',
    '```',
  ].join('\n');
  writeFileSync(join(root, 'docs', 'bad.md'), bad);

  it('reports a broken link and a missing heading, with file and line, and nothing else', () => {
    expect(checkLinks(root, 'docs/bad.md')).toEqual([
      "docs/bad.md:4: link 'missing.md': no file docs/missing.md",
      "docs/bad.md:4: link 'other.md#no-such-heading': docs/other.md has no heading with anchor #no-such-heading",
    ]);
  });

  it('reports an unknown option, an unknown command and an unknown npm script', () => {
    const commands = auditCommands('docs/bad.md', bad);
    expect(commands.map((c: CommandLine) => [c.line, c.command])).toEqual([[8, 'check'], [9, 'check'], [10, 'chek'], [15, 'run']]);
    expect(checkCommands(commands, help)).toEqual([
      "docs/bad.md:9: `npx audit check --jsn`: 'audit check' has no option --jsn",
      "docs/bad.md:10: `npx audit chek ssgpa`: audit has no command 'chek'",
      "docs/bad.md:15: `audit run ssgpa --only spot-vit-val  --no-report --bogus-flag`: 'audit run' has no option --bogus-flag",
    ]);
    expect(checkNpmScripts('docs/bad.md', bad, scripts)).toEqual(['docs/bad.md:11: npm run docs:nothing: package.json has no such script']);
  });
});

/** A temporary folder laid out like a checkout's: claims/, test/fixtures and ../shared reachable, read-only. */
function sandbox(): string {
  const base = mkdtempSync(join(tmpdir(), 'audit-docs-run-'));
  const work = join(base, 'work');
  mkdirSync(join(work, 'test'), { recursive: true });
  symlinkSync(join(repoRoot, 'claims'), join(work, 'claims'));
  symlinkSync(join(repoRoot, 'test', 'fixtures'), join(work, 'test', 'fixtures'));
  symlinkSync(sharedDir, join(base, 'shared'));
  return work;
}

/**
 * Runs documented command lines, as written, one after another in one bash (so `cd` carries
 * over), `audit`/`npx audit` being this checkout's bin/audit.js; returns each line's exit code
 * and its stdout+stderr.
 */
function runDocumented(lines: readonly string[]): { code: number; output: string }[] {
  const cwd = sandbox();
  const outDir = mkdtempSync(join(tmpdir(), 'audit-docs-out-'));
  const script = [
    `audit() { node ${JSON.stringify(auditBin)} "$@"; }`,
    'npx() { if [ "$1" = audit ]; then shift; audit "$@"; else echo "docs test: npx $1 is not run here" >&2; return 127; fi; }',
    ...lines.flatMap((l, i) => [`{ ${l}\n} > ${JSON.stringify(join(outDir, `${i}.out`))} 2>&1`, `echo $? > ${JSON.stringify(join(outDir, `${i}.rc`))}`]),
  ].join('\n');
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.AUDIT_DATA_ROOT; // the docs' data root: ../shared/data beside the folder
  const r = spawnSync('bash', ['-c', script], { cwd, encoding: 'utf8', env, timeout: 240_000 });
  expect(r.status, r.stderr).toBe(0);
  return lines.map((_, i) => ({ code: Number(readFileSync(join(outDir, `${i}.rc`), 'utf8')), output: readFileSync(join(outDir, `${i}.out`), 'utf8') }));
}

/** The command line as the docs write it (continuations joined), found in `file`'s code blocks. */
function documented(file: string, startsWith: string): string {
  const found = auditCommands(file, read(file)).find((c) => c.text.startsWith(startsWith));
  expect(found, `${file} no longer shows \`${startsWith}…\``).toBeDefined();
  return (found as CommandLine).text;
}

/** The lines a console block of `file` shows after `$ <command>`, up to the next `$` line. */
function documentedOutput(file: string, command: string): string[] {
  for (const b of splitMarkdown(read(file)).blocks.filter((x) => x.lang === 'console')) {
    const at = b.lines.findIndex((l) => l === `$ ${command}`);
    if (at < 0) continue;
    const rest = b.lines.slice(at + 1);
    const end = rest.findIndex((l) => l.startsWith('$ '));
    return (end < 0 ? rest : rest.slice(0, end)).filter((l) => l.trim() !== '');
  }
  throw new Error(`${file}: no console block shows $ ${command}`);
}

describe('documented examples, run as written', () => {
  it("README: the tour's commands, and auditing your own paper from a seed (extract → validate → check)", () => {
    const validate = documented('README.md', 'npx audit validate claims/mypaper.yaml');
    const lines = [
      documented('README.md', 'npx audit list'),
      documented('README.md', 'npx audit estimate --help'),
      'mkdir my-audit && cd my-audit',
      documented('README.md', 'npx audit extract ../../shared/seeds/'),
      validate,
      documented('README.md', 'npx audit check mypaper'),
    ];
    const r = runDocumented(lines);
    expect(r.map((x) => x.code), r.map((x) => x.output).join('\n---\n')).toEqual([0, 0, 0, 0, 0, 0]);
    expect(r[0]?.output).toMatch(/^ssgpa\s/m);
    for (const l of documentedOutput('README.md', validate)) expect(r[4]?.output).toContain(l);
    expect(r[5]?.output).toMatch(/mypaper.*2 warnings/);
    expect(r[5]?.output).toMatch(/outperform existing methods.*not on all/);
  }, 240_000);

  it('commands.md: validate with sources (0), a bad claim file and bad arguments (2, with the lines shown)', () => {
    const bad = documented('docs/commands.md', 'npx audit validate test/fixtures/claims/bad-row-length.yaml');
    const tpu = documented('docs/commands.md', 'audit run ssgpa --backend tpu');
    const noSources = documented('docs/commands.md', 'npx audit validate claims/ssgpa.yaml --sources /tmp');
    const r = runDocumented([documented('docs/commands.md', 'npx audit validate --sources ../shared/seeds'), bad, tpu, noSources]);
    expect(r.map((x) => x.code), r.map((x) => x.output).join('\n---\n')).toEqual([0, 2, 2, 2]);
    for (const l of documentedOutput('docs/commands.md', bad)) expect(r[1]?.output).toContain(l);
    for (const l of documentedOutput('docs/commands.md', tpu)) expect(r[2]?.output).toContain(l);
    expect(r[3]?.output).toContain("document 'repro-readme' (000_6949e76f01803162.txt) is not in the sources folder '/tmp'");
  }, 240_000);

  it('scoring, estimate and extract examples on the shared data and seeds', () => {
    const score = documented('docs/scoring.md', 'npx audit score --refs ../shared/data/ssgpa-repro/gt_spot_val.json');
    const lines = [
      score,
      documented('docs/hardware.md', 'npx audit estimate --model opt-2.7b'),
      documented('docs/extract.md', 'npx audit extract ../shared/seeds/002_e26a3b65544c273e.txt'),
      documented('docs/extract.md', 'npx audit validate drafts/scorer-draft.yaml'),
    ];
    const r = runDocumented(lines);
    expect(r.map((x) => x.code), r.map((x) => x.output).join('\n---\n')).toEqual([0, 0, 0, 0]);
    const bleu4 = documentedOutput('docs/scoring.md', score).find((l) => l.startsWith('BLEU-4'));
    expect(bleu4).toBeDefined();
    expect(r[0]?.output).toMatch(new RegExp(`^BLEU-4\\s+${(bleu4 as string).split(/\s+/)[1]?.replace('.', '\\.')}\\s`, 'm'));
    expect(r[1]?.output).toMatch(/fits on one NVIDIA GeForce RTX 3090/);
    expect(r[3]?.output).toMatch(/^ok\s+drafts\/scorer-draft\.yaml/m);
  }, 240_000);
});
