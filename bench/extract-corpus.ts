/**
 * The extraction corpus (test/fixtures/extract-corpus/<name>/): real public documents with their
 * provenance (source.yaml) and hand-made keys (key.yaml). A document whose licence does not let it
 * be committed is read from .cache/extract-corpus/<name>/ when someone fetched it there
 * (scripts/fetch-extract-corpus.sh), else reported as not available. Each document belongs to a set:
 * `dev` (the default; the extractor was developed looking at it), `holdout` (keyed blind, `set: holdout`
 * in source.yaml), `holdout2` or `holdout3` (a second and a third set keyed blind). Used by
 * `npm run bench:extract` and by test/extract/corpus.test.ts (committed documents only).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadNameSources } from '../src/claims/load.js';
import { parseClaimText } from '../src/claims/parse.js';
import type { CorpusScore, KeyCell } from '../src/extract/corpus-key.js';
import { scoreAgainstKey } from '../src/extract/corpus-key.js';
import type { KeyTable } from '../src/extract/corpus-regions.js';
import { nameKey, parseKeyTables } from '../src/extract/corpus-regions.js';
import { extractDraft } from '../src/extract/draft.js';
import { readInputs } from '../src/extract/read.js';
import type { CorpusKey, DocScore } from './extract-corpus-score.js';
import { scoreDraft } from './extract-corpus-score.js';
import { columnSources } from './metric-sources.js';

const root = join(import.meta.dirname, '..');
export const corpusDir = join(root, 'test', 'fixtures', 'extract-corpus');
export const cacheDir = join(root, '.cache', 'extract-corpus');

export const SETS = ['dev', 'holdout', 'holdout2', 'holdout3', 'holdout4', 'holdout5', 'holdout6', 'holdout7', 'holdout8', 'holdout9', 'holdout10', 'holdout11', 'holdout12', 'holdout13', 'holdout14', 'holdout15', 'holdout16', 'holdout17', 'holdout18', 'holdout19', 'holdout20', 'holdout21', 'holdout22', 'holdout23', 'holdout24', 'holdout25', 'holdout26', 'holdout27', 'holdout28', 'holdout29', 'holdout30', 'holdout31', 'holdout32', 'holdout33', 'holdout34', 'holdout35', 'holdout36', 'holdout37', 'holdout38', 'holdout39', 'holdout40', 'holdout41', 'holdout42', 'holdout43', 'holdout44', 'holdout45', 'holdout46', 'holdout47', 'holdout48', 'holdout49'] as const;
export type CorpusSet = (typeof SETS)[number];
/** Sets nobody develops on: the benches that draft corpus tables for development (perturbations, unregistered metrics) leave them out. */
export const BLIND_SETS: ReadonlySet<string> = new Set<CorpusSet>(['holdout8']); // holdout16 … holdout34: measured blind in rounds 16 to 22, in-sample since; holdout35: measured blind at the start of round 23, in-sample since; holdout37: measured blind in round 23, in-sample since; holdout36: kept blind through round 23, measured at its end, in-sample since; holdout38 … holdout40: declared blind at the start of round 24, before any keying; holdout38, holdout39: measured blind then, in-sample since; holdout40: kept blind through round 24, measured at its end, in-sample since; holdout41 … holdout43: declared blind at the start of round 25, before any keying; holdout41, holdout42: measured blind then, in-sample since; holdout43: kept blind through round 25, measured at its end, in-sample since; holdout44 … holdout47: declared blind at the start of round 26, before any keying; holdout44 … holdout46: measured blind then, in-sample since; holdout47: kept blind through round 26, measured at its end, in-sample since; holdout48, holdout49: declared blind in round 26 (03:13 UTC), before any keying; holdout49: measured blind then (03:17), in-sample since; holdout48: measured blind at 03:21, in-sample since
export const BLIND_NAMES = [...BLIND_SETS].join(', ');

export interface CorpusDoc {
  readonly name: string;
  readonly source: { repository: string; path: string; commit: string; licence: string; document: string; committed?: boolean; kind?: string; field?: string; set?: string };
  readonly set: CorpusSet;
  readonly key: readonly KeyCell[];
  /** Every result table of the document, with what of it was keyed. */
  readonly tables: readonly KeyTable[];
  /** The whole key as written (statements, not_statements, printed forms), for the diagnostics. */
  readonly fullKey: CorpusKey;
  /** Where the document is on this machine, if it is. */
  readonly path?: string;
  readonly committed: boolean;
}

/** One corpus folder, its key checked (a malformed `tables` list or `set` is an error naming the file). */
export function loadCorpusDoc(dir: string, name: string, cache = cacheDir): CorpusDoc {
  const source = parse(readFileSync(join(dir, 'source.yaml'), 'utf8')) as CorpusDoc['source'];
  const set = source.set ?? 'dev';
  if (!(SETS as readonly string[]).includes(set)) throw new Error(`${join(dir, 'source.yaml')}: set: "${set}"; expected one of ${SETS.join(', ')} (default dev)`);
  const keyFile = join(dir, 'key.yaml');
  const fullKey = parse(readFileSync(keyFile, 'utf8')) as CorpusKey;
  const tables = parseKeyTables(fullKey.tables, keyFile);
  const key = (fullKey.cells ?? []).map((c) => ({ ...c, table: Number(c.table), row: String(c.row), value: Number(c.value) }));
  const listed = new Map(tables.map((t) => [t.table, t]));
  for (const c of key) {
    const t = listed.get(c.table);
    if (!t || t.keyed === 'none') throw new Error(`${keyFile}: cell "${c.row} | ${c.metric}" is in table ${c.table}, which tables ${t ? 'marks keyed: none' : 'does not list'}`);
    // a cell of a table keyed in part names one of the keyed rows or columns (its row, printed row, condition, subset or dataset)
    if (typeof t.keyed === 'object' && !inKeyedPart(t.keyed, c)) throw new Error(`${keyFile}: cell "${c.row} | ${c.metric}" of table ${c.table} names none of its keyed ${'rows' in t.keyed ? 'rows' : 'columns'} (${('rows' in t.keyed ? t.keyed.rows : t.keyed.columns).join(', ')})`);
  }
  const here = join(dir, source.document);
  const cached = join(cache, name, source.document);
  const path = existsSync(here) ? here : existsSync(cached) ? cached : undefined;
  return { name, source, set: set as CorpusSet, key, tables, fullKey, committed: existsSync(here), ...(path ? { path } : {}) };
}

function inKeyedPart(keyed: { rows: string[] } | { columns: string[] }, c: Record<string, unknown>): boolean {
  const region = new Set(('rows' in keyed ? keyed.rows : keyed.columns).map(nameKey));
  return ['row', 'row_printed', 'condition', 'subset', 'dataset'].some((f) => typeof c[f] === 'string' && region.has(nameKey(c[f] as string)));
}

export function loadCorpus(dir = corpusDir, cache = cacheDir): CorpusDoc[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => loadCorpusDoc(join(dir, d.name), d.name, cache))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface CorpusRun {
  readonly score: CorpusScore;
  /** Where the other cells were lost (row + value, value only), statements by kind, noise as claims. */
  readonly diag: DocScore;
  readonly reviewLines: number;
  /** Each drafted results table's column metric sources, by table id (metric-sources.ts). */
  readonly sources: ReadonlyMap<string, readonly string[]>;
  readonly rowsLeftOut: number;
  readonly ms: number;
}

/** `audit extract` (the library, as the CLI runs it) on one corpus document, scored against its key. */
export function runCorpusDoc(doc: CorpusDoc): CorpusRun {
  if (!doc.path) throw new Error(`${doc.name}: document not available`);
  const t0 = performance.now();
  const ex = extractDraft(readInputs([doc.path]), doc.name.replace(/[^a-z0-9-]/g, '-'), loadNameSources(join(root, 'claims')));
  const ms = performance.now() - t0;
  const parsed = parseClaimText(ex.yaml, 'draft.yaml');
  if (!parsed.ok) throw new Error(`${doc.name}: draft does not parse: ${parsed.issues[0]?.problem ?? ''}`);
  return {
    score: scoreAgainstKey(parsed.file.data, { cells: doc.key, tables: doc.tables }),
    diag: scoreDraft(parsed.file.data, doc.fullKey),
    reviewLines: ex.summary.reviewLines,
    sources: columnSources(ex.draft),
    rowsLeftOut: ex.summary.rowsLeftOut,
    ms,
  };
}
