/**
 * A benchmark named only by a heading above the table's own section: LLaVA's docs print "## LLaVA-Bench (In-the-Wild
 * *[Ongoing work]*)" › "### Results" › `Approach | Conversation | Detail | Reasoning | Overall` with no metric anywhere
 * (robustness sweep, round 16: two attribute tables of numbers). The nearest enclosing heading that is only a
 * benchmark's name gives its conventional metric, as the table's own section heading did (section-benchmark.ts); a
 * note in square brackets is no part of the name; the document's title never gives one.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; dataset?: string; columns?: { metric: string; subset?: string }[] }[] }

describe('a benchmark named by a heading above the table\'s section', () => {
  it('gives the benchmark\'s conventional metric to a table under a generic sub-heading (CLI)', () => {
    const md = ['# Our multimodal assistant', '', '## MM-Vet [in progress]', '', 'We evaluate on 218 questions.', '', '### Results', '',
      '| Model | Recognition | OCR | Knowledge | Overall |', '| --- | --- | --- | --- | --- |', '| Ours-7B | 39.2 | 22.7 | 26.5 | 31.1 |', '| Baseline-7B | 36.1 | 20.3 | 22.0 | 28.4 |'];
    const { draft, yaml } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns?.map((c) => c.metric)).toEqual(['llm-judge-score', 'llm-judge-score', 'llm-judge-score', 'llm-judge-score']);
    expect(yaml).toMatch(/no metric printed; 'llm-judge-score' guessed, what this benchmark reports by convention/);
  });

  it('takes none from the document\'s title', () => {
    const md = ['# MM-Vet', '', '## Results', '', '| Model | Rec | OCR | Overall |', '| --- | --- | --- | --- |', '| Ours-7B | 39.2 | 22.7 | 31.1 |', '| Baseline-7B | 36.1 | 20.3 | 28.4 |'];
    const { draft } = extractMarkdown<Draft>(md);
    expect(draft.tables.flatMap((t) => t.columns?.map((c) => c.metric) ?? [])).not.toContain('llm-judge-score');
  });
});
