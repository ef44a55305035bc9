/**
 * `audit --help` and `audit <command> --help` are printed from texts the build rendered
 * (dist/help.json, src/cli/help-texts.ts) without loading yargs; they must be byte for byte what
 * yargs renders live from the real command definitions (AUDIT_BUILT_HELP=off), at every width the
 * build stores (100: not a terminal; 110: a terminal of 110 columns or more), for every command.
 * Other widths and anything but an exact help request are rendered live.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/commands/index.js';
import { helpRequest } from '../../src/cli/help-texts.js';
import { auditBin, repoRoot } from '../helpers/cli.js';

function help(args: readonly string[], width: number | undefined, env: NodeJS.ProcessEnv = {}): { code: number; stdout: string; stderr: string } {
  const cols = width === undefined ? [] : [`--import=data:text/javascript,process.stdout.columns=${width}`];
  const r = spawnSync(process.execPath, [...cols, auditBin, ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', ...env }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const names = ['', ...commands.map((c) => c.command.split(' ')[0]!)];

describe('built help texts', () => {
  it('stores a text for the top level and for every command, at both widths', () => {
    const texts = JSON.parse(readFileSync(join(repoRoot, 'dist', 'help.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(Object.keys(texts).sort()).toEqual(['100', '110']);
    for (const w of ['100', '110']) expect(Object.keys(texts[w]!).sort()).toEqual([...names].sort());
  });

  it.each(names.flatMap((n) => [100, 110].map((w) => [n || '(top level)', w] as const)))('audit %s --help at width %i equals yargs\' live output', (name, width) => {
    const args = [...(name === '(top level)' ? [] : [name]), '--help'];
    const built = help(args, width);
    const live = help(args, width, { AUDIT_BUILT_HELP: 'off' });
    expect(live.code).toBe(0);
    expect(live.stdout).toContain('--help');
    expect(built).toEqual(live);
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

  it('a mistyped command asking for help is answered by yargs, as before (no stored text for it)', () => {
    const r = help(['chek', '--help'], undefined);
    expect(r).toEqual(help(['chek', '--help'], undefined, { AUDIT_BUILT_HELP: 'off' }));
    expect(r.code).toBe(0);
  });
});
