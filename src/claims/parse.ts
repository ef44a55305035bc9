/** Claim-file text → validated, located model, or every problem found (pure). */
import { createHash } from 'node:crypto';
import { formatIssue } from '../core/errors.js';
import type { InputIssue } from '../core/errors.js';
import type { LoadedClaimFile } from './model.js';
import type { PositionIndex } from './positions.js';
import { literalDecimals, locate, parseYaml } from './positions.js';
import { checkPaths } from './path-check.js';
import { checkProtocols } from './protocol-check.js';
import { checkReferences } from './references.js';
import { claimFile, config, hardwareClaim, statement } from './schema.js';
import type { ClaimFile } from './schema.js';
import type { Discriminators } from './zod-issues.js';
import { zodIssuesToInput } from './zod-issues.js';

const discriminatorValues = (u: { options: readonly unknown[] }, key: string): string[] =>
  u.options.map((o) => String(((o as { shape: Record<string, { value?: unknown }> }).shape[key]?.value) ?? '?'));

const DISCRIMINATORS: Discriminators = {
  statements: { key: 'kind', values: discriminatorValues(statement, 'kind') },
  hardware: { key: 'kind', values: discriminatorValues(hardwareClaim, 'kind') },
  configs: { key: 'runner', values: discriminatorValues(config, 'runner') },
  tables: { key: 'kind', values: ['results', 'attributes'] },
};

/** A valid file also gives its position index: with the data, all that `locatedClaimFile` needs (what load.ts caches). */
export type ParseOutcome = { ok: true; file: LoadedClaimFile; index: PositionIndex } | { ok: false; issues: readonly InputIssue[] };

export function parseClaimText(text: string, file: string): ParseOutcome {
  const parsed = parseYaml(text, file);
  if (parsed.issues.length) return { ok: false, issues: parsed.issues };
  if (parsed.data === null || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) {
    return { ok: false, issues: [{ pos: { file, line: 1, col: 1 }, problem: 'the file is not a YAML mapping', expected: 'a claim file with schemaVersion, paper, methods, …' }] };
  }
  const result = claimFile.safeParse(parsed.data);
  if (!result.success) return { ok: false, issues: sortIssues(zodIssuesToInput(result.error.issues, parsed, DISCRIMINATORS)) };
  const refIssues = [...checkReferences(result.data, parsed.pos), ...checkProtocols(result.data, parsed.pos), ...checkPaths(result.data, parsed.pos)];
  if (refIssues.length) return { ok: false, issues: sortIssues(refIssues) };
  return { ok: true, file: locatedClaimFile(file, sha256Of(text), result.data, parsed.index), index: parsed.index };
}

export const sha256Of = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A loaded claim file from its validated data and position index (fresh, or from load.ts's cache). */
export function locatedClaimFile(file: string, sha256: string, data: ClaimFile, index: PositionIndex): LoadedClaimFile {
  const at = locate(index, file);
  return { path: file, sha256, data, pos: at.pos, decimals: (path) => literalDecimals(at.literal(path)) };
}

/** In file order, each distinct problem once. */
function sortIssues(issues: InputIssue[]): InputIssue[] {
  const seen = new Set<string>();
  return [...issues]
    .sort((a, b) => a.pos.line - b.pos.line || a.pos.col - b.pos.col)
    .filter((i) => {
      const k = formatIssue(i);
      return !seen.has(k) && Boolean(seen.add(k));
    });
}
