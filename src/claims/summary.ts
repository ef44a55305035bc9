/** Counts of what a claim file holds (for `audit list`). Pure. */
import type { LoadedClaimFile } from './model.js';

export interface ClaimCounts {
  readonly paper: string;
  readonly title: string;
  readonly file: string;
  readonly tables: number;
  readonly rows: number;
  readonly values: number;
  readonly statements: number;
  readonly hardware: number;
  readonly reproductions: number;
  readonly configs: number;
}

export function countClaims(f: LoadedClaimFile): ClaimCounts {
  const d = f.data;
  let rows = 0;
  let values = 0;
  for (const t of d.tables) {
    rows += t.rows.length;
    for (const r of t.rows) values += r.values.filter((v) => v !== null).length;
  }
  return {
    paper: d.paper.id,
    title: d.paper.title,
    file: f.path,
    tables: d.tables.length,
    rows,
    values,
    statements: d.statements.length,
    hardware: d.hardware.length,
    reproductions: d.reproductions.length,
    configs: d.configs.length,
  };
}
