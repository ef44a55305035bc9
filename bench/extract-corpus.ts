/**
 * The extraction corpus (test/fixtures/extract-corpus/<name>/): real public documents with their
 * provenance (source.yaml) and hand-made keys (key.yaml). A document whose licence does not let it
 * be committed is read from .cache/extract-corpus/<name>/ when someone fetched it there
 * (scripts/fetch-extract-corpus.sh), else reported as not available. Used by `npm run bench:extract`
 * and by test/extract/corpus.test.ts (committed documents only).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadNameSources } from '../src/claims/load.js';
import { parseClaimText } from '../src/claims/parse.js';
import type { CorpusScore, KeyCell } from '../src/extract/corpus-key.js';
import { scoreAgainstKey } from '../src/extract/corpus-key.js';
import { extractDraft } from '../src/extract/draft.js';
import { readInputs } from '../src/extract/read.js';

const root = join(import.meta.dirname, '..');
export const corpusDir = join(root, 'test', 'fixtures', 'extract-corpus');
export const cacheDir = join(root, '.cache', 'extract-corpus');

export interface CorpusDoc {
  readonly name: string;
  readonly source: { repository: string; path: string; commit: string; licence: string; document: string; committed?: boolean; kind?: string; field?: string; set?: string };
  readonly key: readonly KeyCell[];
  /** Where the document is on this machine, if it is. */
  readonly path?: string;
  readonly committed: boolean;
}

export function loadCorpus(): CorpusDoc[] {
  return readdirSync(corpusDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const dir = join(corpusDir, d.name);
      const source = parse(readFileSync(join(dir, 'source.yaml'), 'utf8')) as CorpusDoc['source'];
      const key = ((parse(readFileSync(join(dir, 'key.yaml'), 'utf8')) as { cells?: KeyCell[] }).cells ?? []).map((c) => ({ ...c, row: String(c.row), value: Number(c.value) }));
      const here = join(dir, source.document);
      const cached = join(cacheDir, d.name, source.document);
      const path = existsSync(here) ? here : existsSync(cached) ? cached : undefined;
      return { name: d.name, source, key, committed: existsSync(here), ...(path ? { path } : {}) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface CorpusRun {
  readonly score: CorpusScore;
  readonly reviewLines: number;
  readonly rowsLeftOut: number;
  readonly statements: Readonly<Record<string, number>>;
  readonly ms: number;
}

/** `audit extract` (the library, as the CLI runs it) on one corpus document, scored against its key. */
export function runCorpusDoc(doc: CorpusDoc): CorpusRun {
  if (!doc.path) throw new Error(`${doc.name}: document not available`);
  const t0 = performance.now();
  const ex = extractDraft(readInputs([doc.path]), doc.name.replace(/[^a-z0-9-]/g, '-'), loadNameSources(join(root, 'claims')));
  const ms = performance.now() - t0;
  const parsed = parseClaimText(ex.yaml, 'draft.yaml');
  if (!parsed.ok) throw new Error(`${doc.name}: draft does not parse`);
  const statements: Record<string, number> = {};
  for (const s of parsed.file.data.statements) statements[s.kind] = (statements[s.kind] ?? 0) + 1;
  return { score: scoreAgainstKey(parsed.file.data, doc.key), reviewLines: ex.summary.reviewLines, rowsLeftOut: ex.summary.rowsLeftOut, statements, ms };
}
