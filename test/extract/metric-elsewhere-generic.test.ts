/**
 * The metric of a dataset column taken from the document's other captions (metricOfDatasetElsewhere)
 * needs a header that names a dataset: a split or an aggregate heading a column ("test", "Avg") is
 * no dataset, so a caption that merely says "test" ("TR denotes test") gives it no metric. This was
 * LAVIS report Table 7 after the two helpers' changes met: its OKVQA "test" column took Bleu_4.
 */
import { describe, expect, it } from 'vitest';
import { metricOfDatasetElsewhere } from '../../src/extract/metric-lookup.js';

const captions = [
  'Table 3: Comparison between official and replicated captioning performance (BLEU-4). TR denotes test results.',
  'Table 4: Retrieval on MKQA (measured by Recall@100).',
];

describe('metric of a dataset column from the other captions', () => {
  it('never treats a split or an aggregate as a dataset', () => {
    for (const h of ['test', 'Test', 'val', 'Avg', 'Average', 'Overall', 'dev'])
      expect(metricOfDatasetElsewhere(h, captions, undefined), h).toBeUndefined();
  });
  it('still reads a dataset named in another caption', () => {
    expect(metricOfDatasetElsewhere('MKQA', captions, undefined)?.metric).toBe('r@100');
  });
  it('on a tie takes the first caption printed: the main table before its per-language appendix', () => {
    const both = [...captions, 'Table 13: Recall@20 on MKQA dataset for cross-lingual retrieval in all 25 languages.'];
    expect(metricOfDatasetElsewhere('MKQA', both, undefined)).toMatchObject({ metric: 'r@100', agree: 1, of: 2 });
    expect(metricOfDatasetElsewhere('MKQA', [...both].reverse(), undefined)?.metric).toBe('r@20');
  });
});
