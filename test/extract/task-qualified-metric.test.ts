/**
 * A metric qualified by a task whose name starts with a metric's word (round 19: a Turkish spell-checker README heads
 * `Error detection Precision | Error detection Recall | Error detection F1-Score`). Before, "Error" in the qualifier
 * was read as the error-rate metric, as in a list of metrics ("R1 R5 R10"), and the headers named no metric: every
 * column was the declared unknown metric. A metric word followed by a lower-case noun names a task.
 */
import { describe, expect, it } from 'vitest';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string }[] }[];
}

describe('a metric qualified by a task named with a metric word', () => {
  it('is the metric; a list of metrics is not', () => {
    expect(metricFor('Error detection Precision')).toBe('precision');
    expect(metricFor('Error correction F1-Score')).toBe('f1');
    expect(metricFor('R1 R5 R10')).toBeUndefined();
  });

  it('drafts an OCR post-correction table by its metrics', () => {
    const { draft } = extractMarkdown<Draft>([
      '# OCR post-correction for historical newspapers',
      '',
      '| System | Error detection Precision | Error detection Recall | Error correction F1-Score |',
      '| --- | --- | --- | --- |',
      '| Rule-based | 71.2 | 64.0 | 55.1 |',
      '| Seq2seq | 82.9 | 77.3 | 70.4 |',
    ]);
    expect(draft.tables.find((t) => t.kind === 'results')?.columns.map((c) => c.metric)).toEqual(['precision', 'recall', 'f1']);
  });
});
