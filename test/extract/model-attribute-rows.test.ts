/**
 * Model comparison tables printed with the models as columns and rows of what each model is (`Architecture`,
 * `# Total Params`, `Context Length`) above the benchmark rows (model-attribute-rows.ts, transpose.ts): read with a row
 * per model, the attribute rows as each model's settings or cost columns, the benchmark rows as results with the
 * metric of their label or of the benchmark's convention, `unknown-metric` where neither names one.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };
const nums = (values: DraftResultsTable['rows'][number]['values']) => values.map((v) => (v && typeof v === 'object' && 'n' in v ? Number(v.n) : v));
const draftOf = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'model-attrs-')), 'README.md');
  writeFileSync(path, text);
  return extractDraft(readInputs([path]), 'toy', names).draft;
};
const resultsOf = (text: string) => draftOf(text).tables.filter((t): t is DraftResultsTable => t.kind === 'results');

describe('extract: models as columns with attribute rows above the benchmarks', () => {
  it('reads an LLM comparison (architecture, parameters, context length, then benchmarks) with a row per model', () => {
    const md = [
      '## Evaluation',
      '',
      'Table 3: Comparison with open models of similar size.',
      '',
      '| | Falcon-ish 7B | Llama-ish 8B | OurLM-16B-A3B |',
      '|---|---|---|---|',
      '| Architecture | Dense | Dense | MoE |',
      '| # Total Params | 7B | 8B | 16B |',
      '| Context Length | 32K | 8K | 128K |',
      '| MMLU | 74.2 | 66.6 | 76.1 |',
      '| GSM8K | 85.4 | 56.7 | 88.0 |',
      '| HumanEval | 57.9 | 33.5 | 61.0 |',
      '| TopicWriter 2024-11 | 30.1 | 25.2 | 35.5 |',
      '',
    ].join('\n');
    const [t] = resultsOf(md);
    expect(t).toBeDefined();
    expect(t?.rows.map((r) => r.label)).toEqual(['Falcon-ish 7B', 'Llama-ish 8B', 'OurLM-16B-A3B']);
    const byLabel = new Map(t?.columns.map((c, i) => [c.label, { metric: c.metric, values: t.rows.map((r) => nums(r.values)[i]) }]));
    // benchmark rows: the metric of each benchmark's convention; a benchmark of none: unknown-metric, never a guess
    expect(byLabel.get('MMLU')).toEqual({ metric: 'accuracy', values: [74.2, 66.6, 76.1] });
    expect(byLabel.get('HumanEval')?.metric).toBe('pass@1');
    expect(byLabel.get('TopicWriter 2024-11')?.metric).toBe('unknown-metric');
    // the architecture is each model's setting, no result column
    expect(byLabel.has('Architecture')).toBe(false);
    expect(t?.rows.map((r) => Object.values(r.settings ?? {}).map(String))).toEqual([expect.arrayContaining(['Dense']), expect.arrayContaining(['Dense']), expect.arrayContaining(['MoE'])]);
  });

  it('reads a speech comparison whose attribute row was printed as the last header row (models named above it)', () => {
    const md = [
      '## Results',
      '',
      '<table>',
      '<tr><th></th><th>Conformer-S</th><th>Branchformer</th><th>Ours</th></tr>',
      '<tr><th>Architecture</th><th>Conformer</th><th>Branchformer</th><th>Zipformer</th></tr>',
      '<tr><td># Params</td><td>30M</td><td>116M</td><td>65M</td></tr>',
      '<tr><td>LibriSpeech test-clean</td><td>2.7</td><td>2.4</td><td>2.2</td></tr>',
      '<tr><td>LibriSpeech test-other</td><td>6.3</td><td>5.5</td><td>5.0</td></tr>',
      '<tr><td>AISHELL-1 test</td><td>4.9</td><td>4.6</td><td>4.3</td></tr>',
      '</table>',
      '',
    ].join('\n');
    const [t] = resultsOf(md);
    expect(t).toBeDefined();
    expect(t?.rows.map((r) => r.label)).toEqual(['Conformer-S', 'Branchformer', 'Ours']);
    const labels = t?.columns.map((c) => c.label) ?? [];
    const clean = labels.findIndex((l) => /test-clean/.test(l));
    expect(t?.columns[clean]?.metric).toBe('wer');
    expect(t?.rows.map((r) => nums(r.values)[clean])).toEqual([2.7, 2.4, 2.2]);
    expect(labels.some((l) => /^Architecture$/.test(l))).toBe(false);
  });

  it('keeps a model card of sizes (no benchmark row) as attributes', () => {
    const md = [
      '## Model variants',
      '',
      '| | Base | Large | Huge |',
      '|---|---|---|---|',
      '| # Params | 86M | 307M | 632M |',
      '| Layers | 12 | 24 | 32 |',
      '| Hidden size | 768 | 1024 | 1280 |',
      '| Heads | 12 | 16 | 16 |',
      '',
    ].join('\n');
    expect(resultsOf(md)).toEqual([]);
  });

  it('reads the table transposed when a benchmark row prints pairs of numbers, that row left out with a review line (round 17)', () => {
    const md = [
      '## Results',
      '',
      '| | Coder-A | Coder-B |',
      '|---|---|---|',
      '| # Activated Params | 37B | 22B |',
      '| HumanEval | 57.9 | 61.0 |',
      '| CodeForces (Rating / Percentile) | 1134 / 54.1% | 1387 / 75.7% |',
      '| MBPP | 60.1 | 66.2 |',
      '| ZebraPuzzles | 30.1 | 35.2 |',
      '| WritingArena | 7.1 | 7.7 |',
      '',
    ].join('\n');
    // (until round 17 the table stayed attributes, nothing checkable, for the sake of one row; now the pair row is left
    // out of the transposed table and named in a review line: nothing is dropped silently)
    const draft = draftOf(md);
    expect(draft.tables.map((t) => t.kind)).toEqual(['results']);
    expect(draft.tables[0]?.rows.map((r) => r.label)).toEqual(['Coder-A', 'Coder-B']);
  });
});
