/**
 * A table with the methods as columns ("Splatfacto | … | Ours") and scenes or datasets as rows, whose page names no
 * metric anywhere. Before (round 15, a neural-rendering project page of the fifteenth set), every method name was
 * declared as a metric of the document ("ours", "splatfacto"). A header naming the paper's own method says the columns
 * are methods: no metric id is guessed from them; the table stays attributes with a review line saying why.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadNameSources } from '../../src/claims/load.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import { repoRoot } from '../helpers/cli.js';

function draft(name: string, text: string): { yaml: string; doc: { tables: { kind?: string }[]; metrics?: { id: string }[] } } {
  const dir = mkdtempSync(join(tmpdir(), 'extract-own-method-'));
  writeFileSync(join(dir, name), text);
  const ex = extractDraft(readInputs([join(dir, name)]), 'x', loadNameSources(join(repoRoot, 'claims'), []));
  return { yaml: ex.yaml, doc: parse(ex.yaml) as { tables: { kind?: string }[]; metrics?: { id: string }[] } };
}

describe('methods as columns with no metric named anywhere', () => {
  it('declares no metric from the method names (a robotics README, scenes as rows)', () => {
    const { yaml, doc } = draft('README.md', ['# Grasping', '', '## Real robot', '', '| | Baseline | w/o depth | Ours (full) |', '| --- | --- | --- | --- |', '| kitchen-1 | **61.2** | 58.0 | 74.5 |', '| kitchen-2 | 55.1 | 49.3 | **70.2** |', '| average | 58.2 | 53.7 | 72.4 |', ''].join('\n'));
    expect(doc.metrics ?? []).toEqual([]);
    expect(doc.tables[0]?.kind).toBe('attributes');
    expect(yaml).toContain('a header names the paper\'s own method ("Ours (full)"): the columns are methods');
  });

  it('still reads a table whose headers are metrics (a survival-analysis README, no "Ours" column)', () => {
    const { doc } = draft('README.md', ['# Survival', '', '## Results', '', '| Method | C-Index ↑ | IBS ↓ |', '| --- | --- | --- |', '| CoxPH | **0.71** | 0.19 |', '| DeepSurv (ours) | 0.74 | **0.17** |', ''].join('\n'));
    expect(doc.tables[0]?.kind ?? 'results').toBe('results');
  });
});
