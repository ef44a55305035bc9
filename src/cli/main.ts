/**
 * The `audit` command line: yargs wiring only. Each command lives in ./commands/<name>.ts and
 * returns its exit code; AuditErrors map to their exit codes here, anything else is a bug (3).
 * Only the command named on the command line is imported; the others are registered from the light
 * manifest (usage and description), which is all `audit --help` and a mistyped command need.
 */
import yargs from 'yargs';
import type { Argv } from 'yargs';
import { isAuditError } from '../core/errors.js';
import type { CommandEntry } from './commands/manifest.js';
import { commandIn, manifest } from './commands/manifest.js';

export async function main(argv: readonly string[], named?: CommandEntry): Promise<number> {
  let exitCode = 0;
  const chosen = named ?? commandIn(argv);
  const full = chosen ? await chosen.load() : undefined;
  const parser: Argv = yargs([...argv])
    .scriptName('audit')
    .usage('$0 <command> [options]\n\nChecks whether machine-learning papers\' published claims hold up.')
    .option('db', { type: 'string', default: 'results.db', describe: 'SQLite results store', global: true })
    .option('quiet', { type: 'boolean', default: false, describe: 'Print only results and errors', global: true })
    .strict()
    .demandCommand(1, 'Name a command (see --help).')
    .recommendCommands()
    .help()
    .version()
    .wrap(Math.min(110, process.stdout.columns ?? 100))
    .fail((msg, err) => {
      if (err) throw err;
      process.stderr.write(`audit: ${msg}\nRun 'audit --help' for usage.\n`);
      exitCode = 2;
    });
  for (const e of manifest) {
    const c = e === chosen ? full : undefined;
    parser.command({
      command: e.command,
      describe: e.describe,
      builder: c ? c.builder : (y: Argv) => y,
      handler: async (args) => {
        // a command the argument scan did not see (it should not happen): load it and parse again
        exitCode = c ? await c.handler(args) : await main(argv, e);
      },
    });
  }
  try {
    await parser.parseAsync();
  } catch (e) {
    if (isAuditError(e)) {
      process.stderr.write(`${e.message}\n`);
      return e.exitCode;
    }
    process.stderr.write(`audit: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 3;
  }
  return exitCode;
}
