/**
 * The `audit` command line's entry: a help request the build already rendered is printed at once
 * (./help-texts.ts), a plain `audit score` line runs without yargs (./fast-score-args.ts);
 * everything else goes to the yargs wiring in ./parse.ts, loaded only then.
 */
import { builtHelp } from './help-texts.js';
import { guardOutput } from './output-guard.js';

export async function main(argv: readonly string[]): Promise<number> {
  guardOutput();
  const help = builtHelp(argv);
  if (help !== undefined) {
    process.stdout.write(help);
    return 0;
  }
  const score = argv[0] === 'score' && process.env.AUDIT_FAST_ARGS !== 'off' ? (await import('./fast-score-args.js')).fastScoreArgs(argv) : undefined;
  if (score) {
    try {
      return await (await import('./commands/score.js')).scoreCommand.handler(score);
    } catch (e) {
      return (await import('./report-error.js')).reportError(e, 'score');
    }
  }
  return (await import('./parse.js')).runCli(argv);
}
