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
  /** Abbreviations the document defines, any form ("IBS: integrated Brier score", abbreviation-definitions.ts). */
  readonly definitions?: ReadonlyMap<string, string>;
  readonly methods: Map<string, DraftMethod>;
  readonly reproductions: Map<string, DraftReproduction>;
  readonly datasets: Set<string>;
  /** Row labels (name keys) of every table of the document: a header naming them names methods. */
  readonly rowLabels?: ReadonlySet<string>;
  /** Row labels and header cells (name keys) of every table: the names a per-class table's headers may start with. */
  readonly printedNames?: ReadonlySet<string>;
  /** Captions of every table of the document: the metric another table reports for a dataset. */
  readonly captions?: readonly string[];
  /** The document was read from a PDF: the paragraphs above a table there may be the other column's running text. */
  readonly pdf?: boolean;
  /** The two metrics the document says its "a (b)" cells print ("in the format of <Rank-1 (mAP)>"). */
  readonly cellFormat?: readonly string[];
  /** Slash-joined headers the document defines in a line of its own ("cNLL/cA/cCE. Negative-log-likelihood, accuracy, …"). */
  readonly packedDefinitions?: ReadonlyMap<string, readonly string[]>;
}

export const decimalsOf = (s: string): number => (s.includes('.') ? (s.split('.')[1] as string).length : 0);

const SPLITS: Record<string, 'train' | 'val' | 'test'> = { test: 'test', testing: 'test', val: 'val', validation: 'val', dev: 'val', train: 'train', training: 'train' };

/** The split a caption names: "Results on Spot-the-Diff (test)", "… on the validation set"; one split only. */
export function splitOfCaption(caption: string | undefined): 'train' | 'val' | 'test' | undefined {
  const found = new Set<'train' | 'val' | 'test'>();
  for (const m of (caption ?? '').matchAll(/\((test|val|validation|dev|train)\)|\b(test|testing|val|validation|dev|train|training)\s+(?:split|set)\b/gi)) {
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


/** A dataset the caption, lead-in line or section heading names but no claim file knows: "Results on BDD100K", "CIFAR-10 Results". */
export function datasetNamed(t: RawTable): { id: string; name: string; from: string } | undefined {
  const NAME = String.raw`([A-Z][A-Za-z0-9]*(?:[-.+][A-Za-z0-9]+)*(?:\s(?:v\d|\d+[kK]?))?)`;
  for (const [from, text] of [['caption', t.caption], ['lead-in line', t.leadIn], ['section heading', t.section]] as const) {
    if (!text) continue;
    // "… on the MIRACL dev set (measured by nDCG@10).", "… with MIRACL (nDCG@10).": a split word and a bracket after the name
    const m = new RegExp(String.raw`\b(?:on|over|with)\s+(?:the\s+)?${NAME}(?:\s+(?:(?:dev|test|val|validation)\s+)?(?:set|dataset|benchmark|test|val|validation|dev))?\s*(?:\([^()]*\))?\s*[.,;:)]?\s*$`).exec(text) ?? new RegExp(String.raw`^(?:#+\s*)?${NAME}\s+(?:results?|benchmarks?|evaluation)\b`, 'i').exec(text);
    const name = m?.[1];
    // "Per-Class Results", "Class-Wise Results": how the results are broken down, not a dataset
    if (name && /[A-Z0-9]/.test(name.slice(1)) && !/^(?:Table|Results?|Ablation|The|Our|This)$/i.test(name) && !/^per-|-wise$/i.test(name)) return { id: name.toLowerCase().replace(/[^a-z0-9+.]+/g, '-').replace(/^-|-$/g, ''), name, from };
  }
  return undefined;
}

/** A drafted table's `source`: its document, number, section, and how it was numbered when no caption said. */
export function tableSource(t: RawTable): { doc: string; table: number; section?: string; note?: string } {
  return { doc: t.doc, table: t.number, ...(t.section ? { section: t.section } : {}), ...(t.numberFrom === 'order' ? { note: 'no caption found: table numbered in order of appearance' } : {}) };
}
