/**
 * `audit --help` and mistyped commands are served from the light command manifest; it must say
 * exactly what the real commands say, and every entry must load its own command.
 */
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/commands/index.js';
import { commandIn, manifest } from '../../src/cli/commands/manifest.js';

describe('command manifest', () => {
  it('lists the real commands, in order, with their usage and description', () => {
    expect(manifest.map((e) => [e.command, e.describe])).toEqual(commands.map((c) => [c.command, c.describe]));
  });

  it('loads each command from its own module', async () => {
    for (const [i, e] of manifest.entries()) expect(await e.load()).toBe(commands[i]);
  });

  it('finds the command named on the command line, past global options and their values', () => {
    const name = (argv: string[]) => commandIn(argv)?.command.split(' ')[0];
    expect(name(['check', 'ssgpa'])).toBe('check');
    expect(name(['--db', 'list', 'runs'])).toBe('runs');
    expect(name(['--db=x.db', '--quiet', 'score', '--refs', 'r.json'])).toBe('score');
    expect(name(['--quiet', 'false', 'validate'])).toBe('validate');
    expect(name(['--help'])).toBeUndefined();
    expect(name(['chek'])).toBeUndefined();
    expect(name(['--', 'check'])).toBeUndefined();
  });
});
