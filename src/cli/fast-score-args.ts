/**
 * `audit score`'s common command lines, parsed without yargs: loading and running yargs was about a
 * fifth of `audit score`'s start (its bundle, then building the parser, ≈ 15–20 ms). Only a line
 * made of the score options in their plain form is taken here — `--name value` (a value that does
 * not start with `-`), a boolean flag alone, a number in plain decimal, a known `--protocol`, each
 * option at most once, `--refs` and `--preds` present. Anything else (`--name=value`, `--no-json`,
 * repeats, unknown words, odd numbers, `--help`) returns undefined and goes to yargs, whose
 * messages stay the only ones. test/cli/fast-score-args.test.ts checks on generated command lines
 * that whatever is taken here is what yargs parses. Pure: no IO.
 */
import { PROTOCOL_NAMES } from '../core/protocols.js';

/** What the score command's handler reads (its yargs options, camel-cased, with their defaults). */
export interface ScoreArgs {
  refs: string;
  preds: string;
  vs?: string;
  json: boolean;
  perImage?: string;
  bootstrap?: number;
  seed: number;
  allowMissing: boolean;
  meteorJar?: string;
  spiceJar?: string;
  metrics?: string;
  protocol: string;
  quiet: boolean;
  allowInvalidUtf8: boolean;
  db: string;
}

type StringKey = 'refs' | 'preds' | 'vs' | 'perImage' | 'meteorJar' | 'spiceJar' | 'metrics' | 'protocol' | 'db';
const STRINGS: ReadonlyMap<string, StringKey> = new Map([
  ['--refs', 'refs'],
  ['--preds', 'preds'],
  ['--vs', 'vs'],
  ['--per-image', 'perImage'],
  ['--meteor-jar', 'meteorJar'],
  ['--spice-jar', 'spiceJar'],
  ['--metrics', 'metrics'],
  ['--protocol', 'protocol'],
  ['--db', 'db'],
]);
const NUMBERS: ReadonlyMap<string, 'bootstrap' | 'seed'> = new Map([
  ['--bootstrap', 'bootstrap'],
  ['--seed', 'seed'],
]);
const FLAGS: ReadonlyMap<string, 'json' | 'allowMissing' | 'allowInvalidUtf8' | 'quiet'> = new Map([
  ['--json', 'json'],
  ['--allow-missing', 'allowMissing'],
  ['--allow-invalid-utf8', 'allowInvalidUtf8'],
  ['--quiet', 'quiet'],
]);
const PLAIN_NUMBER = /^(?:0|[1-9][0-9]{0,8})$/;

/** The handler's arguments for `argv` (without the program), or undefined: let yargs parse it. */
export function fastScoreArgs(argv: readonly string[]): ScoreArgs | undefined {
  if (argv[0] !== 'score') return undefined;
  const seen = new Set<string>();
  const strings: Partial<Record<StringKey, string>> = {};
  const numbers: { bootstrap?: number; seed?: number } = {};
  const flags = { json: false, allowMissing: false, allowInvalidUtf8: false, quiet: false };
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (seen.has(a)) return undefined;
    seen.add(a);
    // (a word after a flag — yargs would read `true`/`false` as its value — is refused as an unknown word next round)
    const flag = FLAGS.get(a);
    if (flag) {
      flags[flag] = true;
      continue;
    }
    const str = STRINGS.get(a);
    const num = NUMBERS.get(a);
    const next = argv[i + 1];
    if (!str && !num) return undefined;
    if (next === undefined || next === '' || next.startsWith('-')) return undefined;
    i++;
    if (str) strings[str] = next;
    else if (PLAIN_NUMBER.test(next)) numbers[num!] = Number(next);
    else return undefined;
  }
  const { refs, preds, protocol = 'standard', db = 'results.db', ...rest } = strings;
  if (refs === undefined || preds === undefined || !(PROTOCOL_NAMES as readonly string[]).includes(protocol)) return undefined;
  return { refs, preds, protocol, db, ...rest, ...flags, seed: numbers.seed ?? 1, ...(numbers.bootstrap !== undefined ? { bootstrap: numbers.bootstrap } : {}) };
}
