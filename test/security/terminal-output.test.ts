/**
 * Terminal escape sequences in claim-file text never reach the terminal: every command's stdout
 * and stderr, and the report files (HTML, Markdown, the regression summary), show each control
 * character as a visible `\uXXXX`; JSON output still decodes to the original text.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ESC_TEXT, hostilePaper } from './hostile-paper.js';

/** Characters a terminal acts on: C0 but line feed and tab (CR only before LF), DEL, C1. */
// eslint-disable-next-line no-control-regex -- the control characters are the point
const RAW_CONTROL = /\r(?!\n)|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

describe('claim-file text with terminal escape sequences', () => {
  let p: ReturnType<typeof hostilePaper>;
  let db: string;
  const outputs: [string, string][] = [];
  const cli = (args: string[]) => {
    const r = runCli(args, { cwd: p.root });
    outputs.push([`${args.join(' ')} (stdout)`, r.stdout], [`${args.join(' ')} (stderr)`, r.stderr]);
    return r;
  };

  beforeAll(() => {
    p = hostilePaper();
    db = join(p.root, 'r.db');
    const run = cli(['run', 'evil', '--claims', p.claims, '--data-root', p.data, '--db', db, '--out', join(p.root, 'reports')]);
    expect(run.code, run.stderr).toBe(0);
  });

  it('are shown as \\uXXXX by run, check, runs, verdicts and report, and reach no file raw', () => {
    expect(cli(['check', '--claims', p.claims]).code).toBe(0);
    cli(['runs', '--db', db]);
    cli(['verdicts', '--db', db, '--claims', p.claims]);
    const md = join(p.root, 'md');
    expect(cli(['report', 'evil', '--db', db, '--claims', p.claims, '--format', 'md', '--out', md]).code).toBe(0);
    const summary = join(p.root, 'summary.md');
    writeFileSync(summary, '');
    cli(['regress', '--db', db, '--claims', p.claims, '--markdown', summary, '--junit', join(p.root, 'r.xml')]);
    const files = [join(md, 'evil.md'), join(p.root, 'reports', 'evil.html'), summary, join(p.root, 'r.xml')].map((f) => [f, readFileSync(f, 'utf8')] as [string, string]);
    for (const [what, text] of [...outputs, ...files]) expect(RAW_CONTROL.test(text), what).toBe(false);
    const all = outputs.map(([, t]) => t).join('\n');
    expect(all).toContain('Evil \\u001b[2J\\u001b]0;pwned\\u0007\\u009b31m paper');
    expect(all).toContain('Base\\u001b[2J');
    expect(files[0]![1]).toContain('Evil \\u001b');
  });

  it('JSON output still decodes to the claim file\'s text (lossless)', () => {
    const r = cli(['check', '--claims', p.claims, '--json']);
    expect(RAW_CONTROL.test(r.stdout)).toBe(false);
    // eslint-disable-next-line no-control-regex -- the control characters are the point
    expect(r.stdout).toContain(`Base${ESC_TEXT}`.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
    expect(JSON.stringify(JSON.parse(r.stdout))).toContain('Base\\u001b[2J\\u001b]0;pwned\\u0007\u009b31m');
  });

  it('in an invalid claim file: the validate error shows them escaped, located', () => {
    const dir = mkdtempSync(join(tmpdir(), 'esc-validate-'));
    writeFileSync(join(dir, 'c.yaml'), `schemaVersion: 1\npaper: {id: x, title: T, docs: [{id: p, file: p.txt, kind: paper}]}\nmethods: [{id: m, name: M}]\ndatasets: [{id: d, name: D}]\n"evil\\e[2J\\e]0;t\\a": 1\n`);
    const r = runCli(['validate', 'c.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(RAW_CONTROL.test(r.stderr)).toBe(false);
    expect(r.stderr).toMatch(/^c\.yaml:5:1: unknown key 'evil\\u001b\[2J\\u001b\]0;t\\u0007'/m);
  });
});
