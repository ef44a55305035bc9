/**
 * `audit --help` and `audit <command> --help` are printed from texts the build rendered
 * (dist/help.json, src/cli/help-texts.ts) without loading yargs; they must be byte for byte what
 * yargs renders live from the real command definitions (AUDIT_BUILT_HELP=off), at every width the
 * build stores (100: not a terminal; 110: a terminal of 110 columns or more), for every command.
 * Other widths and anything but an exact help request are rendered live.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/commands/index.js';
import { helpRequest } from '../../src/cli/help-texts.js';
import { auditBin, repoRoot } from '../helpers/cli.js';

function help(args: readonly string[], width: number | undefined, env: NodeJS.ProcessEnv = {}): { code: number; stdout: string; stderr: string } {
  const cols = width === undefined ? [] : [`--import=data:text/javascript,process.stdout.columns=${width}`];
  const r = spawnSync(process.execPath, [...cols, auditBin, ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', ...env }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The same as help(), without waiting: the live renders run a few at a time. */
function helpAsync(args: readonly string[], width: number, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [`--import=data:text/javascript,process.stdout.columns=${width}`, auditBin, ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => done({ code: code ?? -1, stdout, stderr }));
  });
}

const names = ['', ...commands.map((c) => c.command.split(' ')[0]!)];
const CASES = names.flatMap((n) => [100, 110].map((w) => [n, w] as const));
const argsOf = (name: string) => [...(name ? [name] : []), '--help'];

describe('built help texts', () => {
  let texts: Record<string, Record<string, string>>;
  const live = new Map<string, { code: number; stdout: string; stderr: string }>();
  beforeAll(async () => {
    texts = JSON.parse(readFileSync(join(repoRoot, 'dist', 'help.json'), 'utf8')) as typeof texts;
    const queue = [...CASES];
    const worker = async () => {
      for (let c = queue.shift(); c; c = queue.shift()) live.set(`${c[0]}@${c[1]}`, await helpAsync(argsOf(c[0]), c[1], { AUDIT_BUILT_HELP: 'off' }));
    };
    await Promise.all([worker(), worker(), worker()]);
  }, 120_000);

  it('stores a text for the top level and for every command, at both widths', () => {
    expect(Object.keys(texts).sort()).toEqual(['100', '110']);
    for (const w of ['100', '110']) expect(Object.keys(texts[w]!).sort()).toEqual([...names].sort());
  });

  it.each(CASES.map(([n, w]) => [n || '(top level)', w, n] as const))('audit %s --help at width %i: the stored text is yargs\' live output', (_, width, name) => {
    const r = live.get(`${name}@${width}`)!;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('--help');
    expect(texts[String(width)]![name]).toBe(r.stdout);
  });

  it.each([
    ['', 100],
    ['check', 100],
    ['score', 110],
  ] as const)('the real binary prints the stored text (audit %s --help, width %i)', (name, width) => {
    expect(help(argsOf(name), width)).toEqual({ code: 0, stdout: texts[String(width)]![name], stderr: '' });
  });

  it('renders other widths and other arguments live (a narrow terminal, --help with an option)', () => {
    expect(help(['check', '--help'], 72)).toEqual(help(['check', '--help'], 72, { AUDIT_BUILT_HELP: 'off' }));
    expect(help(['check', '--help'], 72).stdout).not.toEqual(help(['check', '--help'], 100).stdout);
    expect(help(['--quiet', 'check', '--help'], undefined).stdout).toEqual(help(['check', '--help'], undefined).stdout);
  });

  it('answers only exact help requests from the stored texts', () => {
    expect(helpRequest(['--help'])).toBe('');
    expect(helpRequest(['check', '--help'])).toBe('check');
    expect(helpRequest(['check', 'ssgpa', '--help'])).toBeUndefined();
    expect(helpRequest(['--help', 'check'])).toBeUndefined();
    expect(helpRequest(['--db', 'x', '--help'])).toBeUndefined();
    expect(helpRequest([])).toBeUndefined();
  });

  it('yargs\' own messages are English whatever the user\'s locale (so they get our one-line wording)', () => {
    const r = help(['check', '--bogus'], undefined, { LANG: 'de_DE.UTF-8', LC_ALL: 'de_DE.UTF-8' });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("audit: unknown option --bogus\nRun 'audit check --help' for usage.\n");
  });

  it('a mistyped command asking for help is answered by yargs, as before (no stored text for it)', () => {
    const r = help(['chek', '--help'], undefined);
    expect(r).toEqual(help(['chek', '--help'], undefined, { AUDIT_BUILT_HELP: 'off' }));
    expect(r.code).toBe(0);
  });
});
