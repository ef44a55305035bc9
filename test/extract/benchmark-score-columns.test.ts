/**
 * Leaderboards print benchmarks the registry does not know as column headers, with no metric anywhere ("GenEval",
 * "OneIG-Bench" over "EN | ZH", "LiveBench", "Arena-Hard"): beside a column whose metric is known, such numeric
 * columns were settings of each row (after the last metric) or, elsewhere, all one declared `unknown-metric`. A header
 * (or a group over it) naming a benchmark by its form is now results: the benchmark's score, declared for the document
 * as `<benchmark>-score`, a leaf under it the subset (src/extract/benchmark-score.ts; found on the sixteenth set's
 * text-to-image README after its blind measurement, round 16).
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  metrics?: { id: string; name: string; direction: string }[];
  tables: { kind: string; settings?: { id: string }[]; columns: { metric: string; label: string; subset?: string }[]; rows: { method: string; values: (number | null)[] }[] }[];
}

describe('columns headed by a benchmark the registry does not know', () => {
  it('are that benchmark\'s declared score, a leaf under a benchmark group its subset (CLI, HTML in Markdown)', () => {
    const md = ['# A video generator', '', '## Evaluation', '',
      '<table><tr><th rowspan="2">Model</th><th rowspan="2">Open</th><th rowspan="2">FVD ↓</th><th colspan="2">VBench</th><th rowspan="2">T2V-CompBench</th></tr>',
      '<tr><th>Quality</th><th>Semantic</th></tr>',
      '<tr><td>ModelA</td><td>✓</td><td>170.1</td><td>84.2</td><td>75.3</td><td>252.2</td></tr>',
      '<tr><td>ModelB</td><td>✗</td><td>152.4</td><td>85.0</td><td>77.9</td><td>255.0</td></tr></table>', ''];
    const { draft, yaml } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => `${c.metric}${c.subset ? `/${c.subset}` : ''}`)).toEqual(['fvd', 'vbench-score/vbench-quality', 'vbench-score/vbench-semantic', 't2v-compbench-score']);
    expect(t?.rows[1]?.values).toEqual([152.4, 85.0, 77.9, 255.0]);
    expect(t?.settings?.map((s) => s.id)).toEqual(['open']);
    expect(draft.metrics?.map((m) => m.id)).toEqual(expect.arrayContaining(['vbench-score', 't2v-compbench-score']));
    expect(yaml).toMatch(/the score of the benchmark "T2V-CompBench", which the registry does not know, declared for this document as 't2v-compbench-score'/);
  });

  it('drafts a leaderboard of a known benchmark and an unknown one as results, not an attribute table (CLI)', () => {
    const md = ['# A chat model', '', '## Evaluation', '', '| Model | MMLU | LiveBench |', '| --- | --- | --- |', '| ModelA | 70.1 | 52.2 |', '| ModelB | 72.4 | 55.0 |'];
    const { draft } = extractMarkdown<Draft>(md);
    expect(draft.tables[0]?.kind).toBe('results');
    expect(draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['accuracy', 'livebench-score']);
  });

  it('leaves a column of a word that only contains "eval" (a setting) alone', () => {
    const md = ['# Results', '', '| Model | Accuracy | Medieval | Seeds |', '| --- | --- | --- | --- |', '| A | 81.2 | yes | 3 |', '| B | 83.0 | no | 5 |'];
    const { draft } = extractMarkdown<Draft>(md);
    expect(draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['accuracy']);
  });
});
