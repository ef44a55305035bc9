/**
 * Headers that name a metric only with help (docs/extract-readers.md, "Fourth held-out set: README and HTML
 * layouts"): a one-letter `P` / `R` beside the metrics it is printed with (`P | R | F1`; tracking's `P (%)`
 * beside `P<sub>norm</sub> (%)`) is precision / recall, with a review line, and a letter alone names nothing, not
 * even under a caption that speaks of precision (the short-name readings of src/extract/ambiguous-metric.ts);
 * a metric followed by the condition it was measured at after a spaced "@" (`Accuracy @500R`,
 * `ms/frame @1024×576`) is that metric. A named-entity README and a continual-learning README written here.
 */
import { describe, expect, it } from 'vitest';
import { resolveAmbiguous } from '../../src/extract/ambiguous-metric.js';
import { columnAccepts } from '../../src/extract/schema-support.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric?: string }[] }[];
}

describe('one-letter metrics and metrics at a condition', () => {
  it('reads P and R beside F1 as precision and recall, with review lines', () => {
    const { yaml, draft } = extractMarkdown<Draft>(['# TinyNER', '', '## CoNLL-2003', '', '| Model | P | R | F1 |', '| --- | --- | --- | --- |', '| BiLSTM-CRF | 90.1 | 89.7 | 89.9 |', '| Ours | 92.4 | 92.0 | 92.2 |']);
    expect(draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['precision', 'recall', 'f1']);
    expect(yaml).toMatch(/"P" is one letter: read as precision/);
  });

  it('reads no letter alone', () => {
    const letterMetric = (h: string, near: string[]) => resolveAmbiguous(h, near, 'precision and recall of each model', columnAccepts);
    expect(letterMetric('P (%)', ['norm-precision', 'auc'])?.metric).toBe('precision');
    expect(letterMetric('P', ['accuracy'])).toBeUndefined();
    expect(letterMetric('Q', ['f1'])).toBeUndefined();
  });

  it('reads the metric before a spaced "@" condition', () => {
    expect(metricFor('Accuracy @T10')).toBe('accuracy');
    expect(metricFor('ms/frame↓ @1024×576')).toBe('latency');
    expect(metricFor('Size @T10')).toBeUndefined();
    const { draft } = extractMarkdown<Draft>(['# TinyCL', '', '## Split CIFAR-100', '', '| Method | Accuracy @T5 | Accuracy @T10 |', '| --- | --- | --- |', '| EWC | 61.2 | 48.0 |', '| Ours | 70.3 | 62.9 |']);
    expect(draft.tables[0]?.kind).toBe('results');
    expect(draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy']);
  });
});
