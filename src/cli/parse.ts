/**
 * The `audit` command line: yargs wiring only. Each command lives in ./commands/<name>.ts and
 * returns its exit code; AuditErrors map to their exit codes here, anything else is a bug (3).
 * Argument errors (yargs' own and ./args.ts's) stop the command before its handler runs: exit 2,
 * one line naming the flag and a `--help` hint, nothing written.
 * Only the command named on the command line is imported; the others are registered from the light
 * manifest (usage and description), which is all `audit --help` and a mistyped command need.
 * main.ts imports this module only when the built help texts cannot answer (./help-texts.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yargs from 'yargs';
import type { Argv } from 'yargs';
import { UsageError } from '../core/errors.js';
import { reportError } from './report-error.js';
import { packageRoot } from '../core/package-root.js';
import { checkScalars, oneLine } from './args.js';
import type { DeclaredOptions } from './args.js';
import type { CommandEntry } from './commands/manifest.js';
import { commandIn, commandName, manifest } from './commands/manifest.js';
import { helpWidth } from './help-texts.js';

export async function runCli(argv: readonly string[], named?: CommandEntry): Promise<number> {
  let exitCode = 0;
  const chosen = named ?? commandIn(argv);
  const full = chosen ? await chosen.load() : undefined;
  const raw = [...argv];
  const parser: Argv = yargs(raw)
    .scriptName('audit')
    .usage('$0 <command> [options]\n\nChecks whether machine-learning papers\' published claims hold up.')
    .option('db', { type: 'string', default: 'results.db', describe: 'SQLite results store', global: true })
    .option('quiet', { type: 'boolean', default: false, describe: 'Print only results and errors', global: true })
    .strict()
    .demandCommand(1, 'Name a command (see --help).')
    .recommendCommands()
    .help()
    .version(packageVersion())
    .wrap(helpWidth())
    // Runs after yargs' own validation, before the handler: repeated scalars and non-numbers.
    .middleware((args: Record<string, unknown>, y?: unknown) => checkScalars(args, (y as { getOptions(): DeclaredOptions }).getOptions(), raw))
    .fail((msg, err) => {
      throw err ?? new UsageError(missingPositional(msg, chosen) ?? oneLine(msg ?? 'bad arguments', raw));
    });
  skipHelpCache(parser);
  for (const e of manifest) {
    const c = e === chosen ? full : undefined;
    parser.command({
      command: e.command,
      describe: e.describe,
      builder: c ? c.builder : (y: Argv) => y,
      handler: async (args) => {
        // a command the argument scan did not see (it should not happen): load it and parse again
        exitCode = c ? await c.handler(args) : await runCli(argv, e);
      },
    });
  }
  try {
    await parser.parseAsync();
  } catch (e) {
    return reportError(e, chosen && commandName(chosen));
  }
  return exitCode;
}

/** yargs' "Not enough non-option arguments" as the command's usage line. */
function missingPositional(msg: string | undefined, c: CommandEntry | undefined): string | undefined {
  if (!msg?.startsWith('Not enough non-option arguments')) return undefined;
  if (c === undefined) return `name a command (${manifest.map(commandName).join(', ')})`;
  const args = c.command.split(' ').slice(1).filter((a) => a.startsWith('<'));
  return `missing ${args.join(' ')}: usage is 'audit ${c.command}'`;
}

/**
 * yargs renders the command's whole help text right after starting its handler, to show it should
 * the handler fail (≈ 20 ms of every command: Unicode width measuring of every line). Here a
 * failing handler never shows yargs' help: `.fail()` above turns every failure into our own one-line
 * message. So the rendering is skipped (on yargs' usage object, which its resets keep); `--help`
 * renders as before. Should a yargs version lack this internal, nothing changes but the time.
 */
function skipHelpCache(parser: Argv): void {
  type Internals = { getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: () => void } } };
  const usage = (parser as unknown as Internals).getInternalMethods?.().getUsageInstance?.();
  if (usage && typeof usage.cacheHelpMessage === 'function') usage.cacheHelpMessage = () => undefined;
}

/**
 * This package's version for `--version`. yargs would look for a package.json above its own
 * node_modules folder; bundled into dist/ it has none and would take the working directory's.
 */
function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
