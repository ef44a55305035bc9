/**
 * Three README forms of set 41 / 42 (round 25):
 * - "Dataset | Setting | R@1 …" with the dataset printed once per pair of rows (a video-text retrieval README): the
 *   rows are the datasets, "Setting" (video-to-text / text-to-video) a setting of each, the blank dataset cell the one
 *   above. Before, the directions named the rows and the second row of each pair had no dataset. A column headed by
 *   what its cells are ("Step": SCAN-loss, Self-labeling) still names the rows.
 * - medals glued to the values ("🥇0.905", "🥈0.8831"): formatting, the gold one the row's best, as bold is.
 * - one metric row under a corner "Model" over the model names: read transposed, a row per model. Before, a table of
 *   one row was never read transposed, and the whole became an attribute table of text.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric: string }[]; rows: { label?: string; method: string; values: (number | null)[]; settings?: Record<string, string> }[] }[];
}

describe('a setting column beside the data column', () => {
  it('leaves the rows named by the data, each blank taking the name above', () => {
    const r = extractMarkdown<Draft>(['# Retrieval', '', '**Zero-shot retrieval**', '', '| Dataset | Setting | R@1 | R@5 | MedR |', '|---|---|---|---|---|',
      '| MSRVTT | video-to-text | 37.5 | 63.3 | 3.0 |', '| | text-to-video | 40.0 | 65.3 | 2.0 |', '| MSVD | video-to-text | 67.6 | 90.6 | 1.0 |', '| | text-to-video | 43.4 | 69.9 | 2.0 |', '']);
    const t = r.draft.tables[0];
    expect(t?.rows.map((x) => x.label)).toEqual(['MSRVTT', 'MSRVTT', 'MSVD', 'MSVD']);
    expect(t?.rows.map((x) => x.settings?.setting)).toEqual(['video-to-text', 'text-to-video', 'video-to-text', 'text-to-video']);
    expectValidates(r.dir);
  });

  it('but a column headed "Step" names the rows', () => {
    const r = extractMarkdown<Draft>(['# Clustering', '', '| Dataset | Step | ACC | NMI |', '|---|---|---|---|', '| CIFAR10 | SCAN-loss | 81.6 | 71.5 |', '| | Self-labeling | 88.3 | 79.7 |', '| STL10 | SCAN-loss | 79.2 | 67.3 |', '| | Self-labeling | 80.9 | 69.8 |', '']);
    expect(r.draft.tables[0]?.rows.map((x) => x.label)).toEqual(['SCAN-loss', 'Self-labeling', 'SCAN-loss', 'Self-labeling']);
  });
});

describe('medals and one metric row', () => {
  it('reads a row of medalled values under "Model" as one result per model', () => {
    const r = extractMarkdown<Draft>(['# Sequence model', '', '### Promoter detection', '', '| Model | CD-GPT | NT | DNABERT-2 | Evo |', '| --- | --- | --- | --- | --- |', '| MCC | 🥇0.905 | 0.8771 | 🥈0.8831 | 0.835 |', '']);
    const t = r.draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['mcc']);
    expect(t?.rows.map((x) => [x.label, x.values[0]])).toEqual([['CD-GPT', 0.905], ['NT', 0.8771], ['DNABERT-2', 0.8831], ['Evo', 0.835]]);
    expectValidates(r.dir);
  });
});
