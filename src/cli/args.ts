/**
 * Argument checks yargs does not make itself, and yargs' messages turned into one clear line.
 * Pure: no IO; main.ts wires them in before any command handler runs.
 */
import { UsageError } from '../core/errors.js';

/** The parts of yargs' `getOptions()` these checks read. */
export interface DeclaredOptions {
  readonly key: Readonly<Record<string, unknown>>;
  readonly array: readonly string[];
  readonly number: readonly string[];
}

/** Options a user may legitimately repeat although they are not declared as arrays. */
const REPEATABLE = new Set(['sources', 'exclude']);

const flag = (k: string) => `--${k}`;

/**
 * Refuses a scalar option given twice (`--backend cpu --backend wasm`: which one did the user
 * mean?) and a number option whose value is not a number (yargs turns `--limit abc` into null/NaN).
 * `raw` is the command line, to quote what the user typed.
 */
export function checkScalars(args: Readonly<Record<string, unknown>>, opts: DeclaredOptions, raw: readonly string[]): void {
  const arrays = new Set(opts.array);
  for (const k of Object.keys(opts.key)) {
    if (k === '_' || k === '$0' || arrays.has(k) || REPEATABLE.has(k)) continue;
    const v = args[k];
    if (Array.isArray(v)) throw new UsageError(`${flag(k)} was given more than once (${v.map((x) => JSON.stringify(x)).join(', ')}); give it once`);
  }
  for (const k of opts.number) {
    const v = args[k];
    if (v === null || (typeof v === 'number' && Number.isNaN(v))) {
      throw new UsageError(`${flag(k)}: expected a number, got ${JSON.stringify(typedValue(raw, k) ?? '')}`);
    }
  }
}

/** What followed `--k` (or `--k=`) on the command line. */
function typedValue(raw: readonly string[], k: string): string | undefined {
  for (let i = 0; i < raw.length; i++) {
    const a = raw[i]!;
    if (a.startsWith(`--${k}=`)) return a.slice(k.length + 3);
    if (a === `--${k}`) return raw[i + 1];
  }
  return undefined;
}

/** yargs' multi-line messages as one line that names the flag. */
export function oneLine(msg: string, raw: readonly string[] = []): string {
  const invalid = /^Invalid values?:\s*Argument: ([^,]+), Given: (.*?), Choices: (.*)$/s.exec(msg);
  if (invalid) {
    const [, name, given, choices] = invalid;
    return `${flag(name!.trim())} ${given!.trim()}: expected one of ${choices!.replace(/\s+/g, ' ').trim()}`;
  }
  const unknown = /^Unknown arguments?: (.*)$/s.exec(msg);
  if (unknown) {
    const names = unknown[1]!.split(',').map((s) => s.trim()).filter(Boolean);
    const asOption = (n: string) => raw.some((a) => a === `--${n}` || a.startsWith(`--${n}=`) || a === `-${n}`);
    return names.map((n) => (asOption(n) ? `unknown option ${n.length === 1 ? '-' : '--'}${n}` : `unexpected argument '${n}'`)).join('; ');
  }
  const missing = /^Missing required arguments?: (.*)$/s.exec(msg);
  if (missing) {
    const names = missing[1]!.split(',').map((s) => s.trim()).filter(Boolean);
    return `missing required ${names.map((n) => (n.length > 1 ? flag(n) : n)).join(', ')}`;
  }
  return msg.replace(/\s*\n\s*/g, '; ').trim();
}

/** A non-negative integer option (`--limit -3`, `--limit 2.5` refused). */
export function nonNegativeInt(name: string, v: number): number {
  if (!Number.isInteger(v) || v < 0) throw new UsageError(`${flag(name)} ${v}: expected a whole number ≥ 0`);
  return v;
}

/** A positive integer option, or undefined when not given. */
export function positiveInt(name: string, v: number | undefined): number | undefined {
  if (v === undefined) return undefined;
  if (!Number.isInteger(v) || v < 1) throw new UsageError(`${flag(name)} ${v}: expected a whole number ≥ 1`);
  return v;
}
