import { join } from 'node:path';
import { loadClaimFiles } from '../../src/claims/load.js';
import type { LoadedClaimFile } from '../../src/claims/model.js';
import { repoRoot } from '../helpers/cli.js';
import type { Check } from '../../src/audits/types.js';

export const fixtureDir = join(repoRoot, 'test', 'fixtures', 'audits');

export function fixtures(...names: string[]): LoadedClaimFile[] {
  return loadClaimFiles(names.map((n) => join(fixtureDir, n)));
}

export function run(check: Check, papers: readonly LoadedClaimFile[]) {
  const result = check({ papers, focus: new Set(papers.map((p) => p.data.paper.id)) });
  const byId = new Map(result.findings.map((f) => [f.id, f]));
  return { ...result, byId, ids: result.findings.map((f) => f.id).sort() };
}
