/**
 * A table with the methods as columns ("Splatfacto | … | Ours") and scenes or datasets as rows, whose page names no
 * metric anywhere. Before (round 15, a neural-rendering project page of the fifteenth set), every method name was
 * declared as a metric of the document ("ours", "splatfacto"). A header naming the paper's own method says the columns
 * are methods: no metric id is guessed from them; the table stays attributes with a review line saying why.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

function draft(name: string, text: string): { yaml: string; doc: { tables: { kind?: string }[]; metrics?: { id: string }[] } } {
  const { draft: doc, yaml } = extractMarkdown<{ tables: { kind?: string }[]; metrics?: { id: string }[] }>(text, { name });
  return { yaml, doc };
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
