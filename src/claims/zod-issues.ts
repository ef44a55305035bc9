/**
 * zod issues → located, readable messages ("what is wrong; what was expected").
 * Unions are resolved to the branch the author evidently meant (the one whose discriminator or
 * basic type matches), so a typo inside a table is reported inside the table, not as "no union matched".
 */
import type { z } from './zod.js';
import type { InputIssue } from '../core/errors.js';
import type { DocPath } from './model.js';
import type { ParsedYaml } from './positions.js';

type Issue = z.core.$ZodIssue;

/** Discriminator values per list, for "unknown kind" messages. */
export type Discriminators = Readonly<Record<string, { key: string; values: readonly string[] }>>;

/** A value as the message shows it, cut to about 80 characters (a wrong-type value may be megabytes long). */
const show = (v: unknown): string => clip(typeof v === 'string' ? `'${v}'` : JSON.stringify(v) ?? String(v));
const SHOWN_CHARS = 80;
const clip = (s: string): string => (s.length <= SHOWN_CHARS ? s : `${s.slice(0, SHOWN_CHARS - 1)}… (${s.length} characters)`);
const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function valueAt(data: unknown, path: DocPath): unknown {
  let cur: unknown = data;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

/** Issues of a union, narrowed to the branch that the input evidently aimed at. */
function pickUnionBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  const plausible = branches.filter(
    (issues) =>
      !issues.some(
        (i) =>
          // the value is of another basic type than this branch
          (i.code === 'invalid_type' && i.path.length === 0) ||
          // a discriminator-like key does not match this branch
          (i.code === 'invalid_value' && i.path.length === 1 && (i.path[0] === 'kind' || i.path[0] === 'runner')),
      ),
  );
  return plausible.length === 1 ? plausible[0] : undefined;
}

function describe(issue: Issue, value: unknown): { problem: string; expected: string } {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? { problem: 'missing required field', expected: `a value of type ${issue.expected}` }
        : { problem: `wrong type: got ${typeName(value)} ${show(value)}`, expected: `${issue.expected}` };
    case 'invalid_value':
      return { problem: `invalid value ${show(value)}`, expected: `one of ${issue.values.map(show).join(', ')}` };
    case 'too_small':
      return issue.origin === 'array'
        ? { problem: `too few items (${Array.isArray(value) ? value.length : '?'})`, expected: `at least ${String(issue.minimum)}` }
        : { problem: `value ${show(value)} too small`, expected: `${issue.inclusive ? '≥' : '>'} ${String(issue.minimum)}` };
    case 'too_big':
      return issue.origin === 'array'
        ? { problem: `too many items (${Array.isArray(value) ? value.length : '?'})`, expected: `at most ${String(issue.maximum)}` }
        : { problem: `value ${show(value)} too large`, expected: `${issue.inclusive ? '≤' : '<'} ${String(issue.maximum)}` };
    case 'invalid_format':
      return { problem: `invalid ${issue.format} ${show(value)}`, expected: issue.message };
    case 'not_multiple_of':
      return { problem: `value ${show(value)} is not a multiple of ${String(issue.divisor)}`, expected: `a multiple of ${String(issue.divisor)}` };
    default:
      return { problem: issue.message, expected: 'a value matching the claim-file schema (schema/claims.schema.json)' };
  }
}

const fieldOf = (path: DocPath): string => {
  const name = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
  return name ? `${name}: ` : '';
};

export function zodIssuesToInput(issues: readonly Issue[], parsed: ParsedYaml, discriminators: Discriminators, base: DocPath = []): InputIssue[] {
  const out: InputIssue[] = [];
  for (const issue of issues) {
    const path: DocPath = [...base, ...(issue.path as (string | number)[])];
    const field = fieldOf(path);
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) {
        out.push({ pos: parsed.keyPos([...path, k]), problem: `${field}unknown key '${k}'`, expected: 'only the keys of the claim-file schema (see schema/claims.schema.json)' });
      }
      continue;
    }
    if (issue.code === 'invalid_union') {
      // A discriminated union reports at the discriminator itself (path …/kind); a plain union at the item.
      const last = path[path.length - 1];
      const atKey = typeof last === 'string' && Object.values(discriminators).some((d) => d.key === last);
      const itemPath = atKey ? path.slice(0, -1) : path;
      const value = valueAt(parsed.data, itemPath);
      const parent = itemPath[itemPath.length - 2];
      const disc = typeof parent === 'string' ? discriminators[parent] : undefined;
      const branch = issue.errors.length ? pickUnionBranch(issue.errors) : undefined;
      if (branch) {
        out.push(...zodIssuesToInput(branch, parsed, discriminators, path));
        continue;
      }
      if (disc && value && typeof value === 'object' && !Array.isArray(value)) {
        const got = (value as Record<string, unknown>)[disc.key];
        out.push({
          pos: parsed.pos(got === undefined ? itemPath : [...itemPath, disc.key]),
          problem: `${fieldOf(itemPath)}${got === undefined ? `missing '${disc.key}'` : `unknown ${disc.key} ${show(got)}`}`,
          expected: `${disc.key} one of ${disc.values.map(show).join(', ')}`,
        });
        continue;
      }
      out.push({ pos: parsed.pos(path), problem: `${field}value ${show(value)} matches none of the allowed forms`, expected: 'one of the forms in schema/claims.schema.json' });
      continue;
    }
    const value = valueAt(parsed.data, path);
    const { problem, expected } = describe(issue, value);
    out.push({ pos: parsed.pos(path), problem: `${field}${problem}`, expected });
  }
  return out;
}
