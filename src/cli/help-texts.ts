/**
 * `audit --help` and `audit <command> --help` without loading yargs: the build (scripts/build.mjs)
 * runs the real yargs definitions once per command and help width and keeps their output in
 * dist/help.json; main.ts prints the stored text when the arguments are exactly a help request
 * and the terminal width is one the build rendered (otherwise yargs renders it live, as before).
 * test/startup/help.test.ts checks every stored text against yargs' live output.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtDir } from '../core/package-root.js';

/** The width yargs wraps help to: the terminal's, at most 110 (100 when not a terminal). */
export const helpWidth = (): number => Math.min(110, process.stdout.columns ?? 100);

/** The widths the build renders: not a terminal (100) and any terminal of 110 columns or more. */
export const BUILT_WIDTHS = [100, 110] as const;

/** Stored texts by width, then by command name ('' for `audit --help`). */
export type HelpTexts = Record<string, Record<string, string>>;

export const HELP_FILE = 'help.json';

/** The command whose help the arguments ask for, exactly: '' for `--help`, 'check' for `check --help`. */
export function helpRequest(argv: readonly string[]): string | undefined {
  if (argv.length === 1 && argv[0] === '--help') return '';
  if (argv.length === 2 && argv[1] === '--help' && /^[a-z][a-z-]*$/.test(argv[0]!)) return argv[0];
  return undefined;
}

/** The built help text for these arguments at this width, when there is one. */
export function builtHelp(argv: readonly string[], width = helpWidth()): string | undefined {
  const name = helpRequest(argv);
  if (name === undefined || builtDir === undefined || process.env.AUDIT_BUILT_HELP === 'off') return undefined;
  let texts: HelpTexts;
  try {
    texts = JSON.parse(readFileSync(join(builtDir, HELP_FILE), 'utf8')) as HelpTexts;
  } catch {
    return undefined; // not built (yet): yargs renders it
  }
  return texts[String(width)]?.[name];
}
