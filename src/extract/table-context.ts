/**
 * What table interpretation shares (pure): the run's names and methods, the split and dataset a
 * table's caption or surroundings name.
 */
import { printedTableNumber } from './caption-number.js';
import type { MethodIndex, NameSources } from './names.js';
import { datasetsIn } from './names.js';
import { metricFor } from './metric-lookup.js';
import type { DraftMethod, DraftReproduction, RawTable } from './types.js';

export interface TableContext {
  readonly paperId: string;
  readonly names: NameSources;
  readonly index: MethodIndex;
  /** Quoted or capitalised words of the document, candidates for subset abbreviations. */
  readonly words: readonly string[];
  /** The document's whole text (what a table's cells alone cannot say: "We report the mean speedup …"). */
  readonly text?: string;
  /** The document's declared evaluation metric, given only when a table's own surroundings name none (declared-metric.ts). */
  readonly declaredMetric?: string;
  /** The document's title: the field its tables are in ("Evaluations on hand pose estimation"). */
  readonly title?: string;
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
/** Capital words that are no data set's name: tasks, fields, kinds of model, hardware, "state of the art". */
const NOT_A_DATASET = /^(?:SOTA|LLMS?|VLMS?|MLLMS?|NLP|CV|ASR|TTS|OCR|NER|QA|VQA|MT|RL|GNNS?|CNNS?|RNNS?|GPUS?|CPUS?|TPUS?|API|AI|ML|DL|RGB|RGBD|RGB-D|3D|2D|SLAM|LIDAR|FAQ|TODO|README|NEW|ALL|AND|THE|FOR)$/i;

/**
 * "Unsupervised VOID Depth Completion Benchmark", "Supervised KITTI Depth Completion Leaderboard": a heading that names
 * a benchmark by one capital name among the words of its task — the name is the data set (not a task, a field, a
 * metric or a word in capitals for emphasis).
 */
function headingBenchmarkAcronym(heading: string): string | undefined {
  const m = /^(?:#+\s*)?(?:[A-Z][a-z]+[- ]){0,3}?([A-Z][A-Z0-9]{2,}(?:[-.][A-Z0-9]+)*)(?:\s+[A-Za-z][a-z][\w-]*){0,4}\s+(?:[Bb]enchmarks?|[Ll]eaderboards?|[Rr]esults?|[Ee]valuation)\s*$/.exec(heading.trim());
  const name = m?.[1];
  if (!name || NOT_A_DATASET.test(name) || metricFor(name) !== undefined) return undefined;
  // one capital name only: "SOTA KITTI …" or two names are not read
  return (heading.match(/\b[A-Z][A-Z0-9]{2,}\b/g) ?? []).length === 1 ? name : undefined;
}

export function datasetNamed(t: RawTable): { id: string; name: string; from: string } | undefined {
  const NAME = String.raw`([A-Z][A-Za-z0-9]*(?:[-.+][A-Za-z0-9]+)*(?:\s(?:v\d|\d+[kK]?))?)`;
  for (const [from, text] of [['caption', t.caption], ['lead-in line', t.leadIn], ['section heading', t.section]] as const) {
    if (!text) continue;
    // "… on the MIRACL dev set (measured by nDCG@10).", "… with MIRACL (nDCG@10).": a split word and a bracket after the name
    const m = new RegExp(String.raw`\b(?:on|over|with)\s+(?:the\s+)?${NAME}(?:\s+(?:(?:dev|test|val|validation)\s+)?(?:set|dataset|database|corpus|benchmark|test|val|validation|dev))?\s*(?:\([^()]*\))?\s*[.,;:)]?\s*$`).exec(text) ?? new RegExp(String.raw`^(?:#+\s*)?${NAME}\s+(?:results?|benchmarks?|evaluation)\b`, 'i').exec(text);
    const name = m?.[1] ?? (from === 'section heading' ? headingBenchmarkAcronym(text) : undefined);
    // "Per-Class Results", "Class-Wise Results": how the results are broken down, not a dataset
    if (name && /[A-Z0-9]/.test(name.slice(1)) && !NOT_A_DATASET.test(name) && metricFor(name) === undefined && !/^(?:Table|Results?|Ablation|The|Our|This)$/i.test(name) && !/^per-|-wise$/i.test(name)) return { id: name.toLowerCase().replace(/[^a-z0-9+.]+/g, '-').replace(/^-|-$/g, ''), name, from };
  }
  return undefined;
}

/** A drafted table's `source`: its document, number, section, and how it was numbered when no caption said. */
export function tableSource(t: RawTable): { doc: string; table: number | string; section?: string; note?: string } {
  return { doc: t.doc, table: printedTableNumber(t.number), ...(t.section ? { section: t.section } : {}), ...(t.numberFrom === 'order' ? { note: 'no caption found: table numbered in order of appearance' } : {}) };
}
