/**
 * A leaderboard README with the models as columns (seen for privacy-policy NLP, round 18): each task printed once over
 * two metric rows, `| PolicyQA | s-F<sub>1</sub> | 55.7<sub>±0.5</sub> | …` then `| | EM | 28.0<sub>±0.9</sub> | …`.
 * Before: the subscript index was cut off the metric ("s-F 1", then no metric: the text's macro F1 was read instead),
 * and the second row of each task was drafted with an empty label, subset "x". Now `F<sub>1</sub>` is "F1", sample
 * F1 is in the registry, and a task printed once covers the metric rows below it.
 */
import { describe, expect, it } from 'vitest';
import { mdInline } from '../../src/extract/read-markdown.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; label: string; subset?: string }[]; rows: readonly { label: string; values: readonly number[] }[] }[];
}

describe('models as columns, each task over its metric rows', () => {
  it('joins a subscript index to its letter', () => {
    expect(mdInline('s-F<sub>1</sub>')).toBe('s-F1');
    expect(mdInline('CO<sub>2</sub> emission')).toBe('CO2 emission');
    // a value's subscript spread and a footnote mark stay apart
    expect(mdInline('82.1<sub>±0.5</sub>')).toBe('82.1 ±0.5');
    expect(mdInline('ResNet<sup>1</sup>')).toBe('ResNet 1');
  });

  it('reads each task for both of its metric rows, the metrics from the Metric column', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Legal NLP benchmark',
      '',
      '## Leaderboard',
      '',
      '| Task     | Metric          | BERT                | Legal-BERT          | Ours                    |',
      '|----------|-----------------|---------------------|---------------------|-------------------------|',
      '| CaseHOLD | m-F<sub>1</sub> | 70.1<sub>±0.4</sub> | 72.3<sub>±0.5</sub> | **74.0**<sub>±0.3</sub> |',
      '|          | µ-F<sub>1</sub> | 70.8<sub>±0.3</sub> | 73.0<sub>±0.2</sub> | **74.9**<sub>±0.4</sub> |',
      '| ContractQA | s-F<sub>1</sub> | 55.7<sub>±0.5</sub> | 56.3<sub>±0.6</sub> | **59.3**<sub>±0.5</sub> |',
      '|          | EM              | 28.0<sub>±0.9</sub> | 28.6<sub>±0.9</sub> | **31.4**<sub>±0.6</sub> |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([
      ['macro-f1', 'casehold'],
      ['micro-f1', 'casehold'],
      ['sample-f1', 'contractqa'],
      ['em', 'contractqa'],
    ]);
    expect(t?.rows.map((r) => r.label)).toEqual(['BERT', 'Legal-BERT', 'Ours']);
    expect(t?.rows[2]?.values).toEqual([74.0, 74.9, 59.3, 31.4]);
  });
});
