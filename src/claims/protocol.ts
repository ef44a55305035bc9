/**
 * `protocols:` — evidence, from a paper's released code, of how its numbers were computed: the
 * repository, commit, file and lines, the code quoted verbatim, what it does, and which printed
 * values it affects. The schema (zod) and the checks the schema cannot express (line ranges that
 * match the quoted code, references to datasets, tables, columns and statements: protocol-check.ts). Pure.
 */
import { z } from './zod.js';
import { PROTOCOL_NAMES } from '../core/protocols.js';

const id = z.string().regex(/^[a-z0-9][a-z0-9+._-]*$/, 'a lower-case id of letters, digits and + . _ -');

const codeLocation = {
  path: z.string().min(1).describe('File path inside the repository, as at `commit`.'),
  lines: z
    .tuple([z.number().int().positive(), z.number().int().positive()])
    .describe('First and last line quoted, 1-based and inclusive: [422, 428].'),
  code: z.string().min(1).describe('The quoted lines verbatim, one line of code per line (a YAML block scalar keeps them).'),
};

const affected = z.union([
  z.strictObject({
    dataset: id.describe('Dataset id (in `datasets`).'),
    subsets: z.array(z.string().min(1)).min(1).describe('Subsets whose scores the code computes this way, e.g. [total, no-change].'),
    note: z.string().min(1).optional(),
  }),
  z.strictObject({
    table: id.describe('Results table id.'),
    columns: z.array(z.number().int().nonnegative()).min(1).optional().describe('Column indices (0-based); all columns when left out.'),
    note: z.string().min(1).optional(),
  }),
  z.strictObject({ statement: id.describe('Statement id whose numbers rest on values computed this way.'), note: z.string().min(1).optional() }),
]);

export const protocolEvidence = z
  .strictObject({
    id,
    rule: z
      .enum(PROTOCOL_NAMES)
      .optional()
      .describe('The known scoring protocol this code implements, when `audit score --protocol` can reproduce it.'),
    repository: z.string().regex(/^https:\/\/\S+$/, 'an https URL').describe('Repository of the released code (https URL).'),
    commit: z.string().regex(/^[0-9a-f]{7,40}$/, '7 to 40 lower-case hexadecimal digits').describe('Commit the lines are quoted from.'),
    ...codeLocation,
    also: z
      .array(z.strictObject(codeLocation))
      .default([])
      .describe('Other places in the same commit that apply the same rule.'),
    does: z.string().min(1).describe('What the code does to the numbers, in one or two sentences.'),
    affects: z.array(affected).min(1).describe('Which printed values the code computes: datasets and subsets, tables and columns, statements.'),
    note: z.string().min(1).optional(),
  })
  .describe('Evidence from released code of how printed numbers were computed.');

export type ProtocolEvidence = z.output<typeof protocolEvidence>;
export type AffectedValues = ProtocolEvidence['affects'][number];

/** `https://github.com/o/r/blob/<commit>/<path>#L422-L428` for GitHub; `<repo>@<commit>:<path>:422-428` otherwise. */
export function codeLink(p: Pick<ProtocolEvidence, 'repository' | 'commit'>, loc: { path: string; lines: readonly [number, number] }): string {
  const repo = p.repository.replace(/\/+$/, '').replace(/\.git$/, '');
  const [a, b] = loc.lines;
  if (/^https:\/\/github\.com\//.test(repo)) return `${repo}/blob/${p.commit}/${loc.path}#L${a}${b > a ? `-L${b}` : ''}`;
  return `${repo}@${p.commit}:${loc.path}:${a}${b > a ? `-${b}` : ''}`;
}
