/**
 * What table interpretation shares (pure): the run's names and methods, the split and dataset a
 * table's caption or surroundings name.
 */
import type { MethodIndex, NameSources } from './names.js';
import { datasetsIn } from './names.js';
import type { DraftMethod, DraftReproduction, RawTable } from './types.js';

export interface TableContext {
  readonly paperId: string;
  readonly names: NameSources;
  readonly index: MethodIndex;
  /** Quoted or capitalised words of the document, candidates for subset abbreviations. */
  readonly words: readonly string[];
  /** "Full Name (ABBR)" pairs of the whole document. */
  readonly abbreviations: ReadonlyMap<string, string>;
  readonly methods: Map<string, DraftMethod>;
  readonly reproductions: Map<string, DraftReproduction>;
  readonly datasets: Set<string>;
}

export const decimalsOf = (s: string): number => (s.includes('.') ? (s.split('.')[1] as string).length : 0);

const SPLITS: Record<string, 'train' | 'val' | 'test'> = { test: 'test', testing: 'test', val: 'val', validation: 'val', train: 'train', training: 'train' };

/** The split a caption names: "Results on Spot-the-Diff (test)", "… on the validation set"; one split only. */
export function splitOfCaption(caption: string | undefined): 'train' | 'val' | 'test' | undefined {
  const found = new Set<'train' | 'val' | 'test'>();
  for (const m of (caption ?? '').matchAll(/\((test|val|validation|train)\)|\b(test|testing|val|validation|train|training)\s+(?:split|set)\b/gi)) {
    const w = (m[1] ?? m[2] ?? '').toLowerCase();
    const sp = SPLITS[w];
    if (sp) found.add(sp);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

export function findDataset(t: RawTable, ctx: TableContext): string | undefined {
  const known = [...ctx.names.datasets];
  for (const text of [t.caption ?? '', t.section ?? '', t.context]) {
    const ds = datasetsIn(text, known, ctx.abbreviations);
    if (ds.length) return ds[ds.length === 1 || text !== t.context ? 0 : ds.length - 1];
  }
  return undefined;
}

