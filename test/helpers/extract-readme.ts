/**
 * The helper many extract tests shared: a document (a README) written to a temp dir and drafted in process,
 * `extractDraft(readInputs([it]), 'toy', no names)`; `resultTablesOf` keeps the draft's results tables.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractDraft } from '../../src/extract/draft.js';
import type { Extracted } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };

/** `text` written as README.md in a fresh temp dir, drafted as paper `toy` with no known names. */
export function draftOfReadme(text: string): Extracted['draft'] {
  const path = join(mkdtempSync(join(tmpdir(), 'extract-readme-')), 'README.md');
  writeFileSync(path, text);
  return extractDraft(readInputs([path]), 'toy', names).draft;
}

/** The results tables of `draftOfReadme(text)`. */
export const resultTablesOf = (text: string): DraftResultsTable[] => draftOfReadme(text).tables.filter((t): t is DraftResultsTable => t.kind === 'results');
