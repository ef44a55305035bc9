/**
 * The `audit` command line's entry: a help request the build already rendered is printed at once
 * (./help-texts.ts); everything else goes to the yargs wiring in ./parse.ts, loaded only then.
 */
import { builtHelp } from './help-texts.js';

export async function main(argv: readonly string[]): Promise<number> {
  const help = builtHelp(argv);
  if (help !== undefined) {
    process.stdout.write(help);
    return 0;
  }
  return (await import('./parse.js')).runCli(argv);
}
