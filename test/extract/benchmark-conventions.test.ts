/**
 * One table of benchmark conventions, one lookup (src/extract/benchmark-conventions.ts): benchmarks named
 * anywhere (VQAv2, LibriSpeech test-other, a typo of CodeRAG) and benchmarks that are a header's whole name
 * (the LLM suites). The multilingual, math and code families LLM papers print without a metric take the
 * metric their own papers fix; a header that merely contains such a word, or the English word in lower
 * case ("Include"), takes none. Checked on a multilingual model card written here.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { aggregateOf } from '../../src/extract/aggregate-column.js';
import { conventionOf, headerConventionOf } from '../../src/extract/benchmark-conventions.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('benchmark conventions: one table, one lookup', () => {
  it('reads benchmarks named anywhere, and long names with one typo', () => {
    expect(conventionOf('Results on LibriSpeech test-other')?.metric).toBe('wer');
    expect(conventionOf('VQAv2')?.metric).toBe('accuracy');
    expect(conventionOf('Car@R40')).toMatchObject({ metric: 'ap', benchmark: 'KITTI (Car@R40: AP at recall positions)' });
    expect(conventionOf('CodedRAG results')).toMatchObject({ metric: 'ndcg@10', benchmark: 'CodeRAG', typo: 'CodedRAG' });
    expect(conventionOf('ogbn-arxiv')?.metric).toBe('accuracy');
  });

  it('reads multilingual, math and code suites printed as a header', () => {
    for (const h of ['XNLI', 'PAWS-X', 'XCOPA', 'XStoryCloze', 'XWinograd', 'MMMLU', 'INCLUDE', 'Belebele', 'Global-MMLU', 'MathVista', 'OlympiadBench', 'SVAMP']) {
      expect(headerConventionOf(h)?.metric, h).toBe('accuracy');
    }
    for (const h of ['DS-1000', 'BigCodeBench', 'MultiPL-E', 'HumanEval-Mul']) expect(headerConventionOf(h)?.metric, h).toBe('pass@1');
  });

  it('takes nothing from an English word in lower case, a longer header, or running text', () => {
    expect(headerConventionOf('Include')).toBeUndefined();
    expect(headerConventionOf('XNLI speed')).toBeUndefined();
    expect(conventionOf('we include XNLI and XCOPA in the mix')).toBeUndefined();
  });

  it('drafts a multilingual model card\'s benchmark columns under accuracy, each with a review line', () => {
    const { yaml } = extractMarkdown([
      '# PolyLM-3B',
      '',
      '## Evaluation',
      '',
      '| Model | XNLI | PAWS-X | XCOPA | Belebele | Avg. |',
      '| --- | --- | --- | --- | --- | --- |',
      '| BLOOM-3B | 41.2 | 52.3 | 58.7 | 33.1 | 46.3 |',
      '| PolyLM-3B | 45.9 | 55.0 | 61.4 | 38.6 | 50.2 |',
      '',
    ]);
    const t = (parse(yaml) as { tables: { kind: string; columns: { metric: string }[] }[] }).tables[0]!;
    expect(t.kind).toBe('results');
    // the average after them is their mean, in their metric (before: a setting of each row)
    expect(t.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'accuracy', 'accuracy', 'accuracy']);
    expect(yaml).toContain('as every column before this average reports it');
    expect(yaml).toContain('"XNLI": no metric printed; \'accuracy\' guessed, what this benchmark reports by convention');
  });
});

describe('an average column after columns of one metric', () => {
  it('reports their metric, and nothing when they differ or none is known', () => {
    const acc = { metric: 'accuracy', label: 'XNLI' };
    expect(aggregateOf('Avg.', [acc, acc], 'unknown-metric')).toEqual({ metric: 'accuracy', subset: 'avg' });
    expect(aggregateOf('Understanding Avg.', [acc, acc], 'unknown-metric')?.subset).toBe('understanding-avg');
    expect(aggregateOf('Avg.', [acc, { metric: 'params', label: 'Params' }], 'unknown-metric')).toBeUndefined();
    expect(aggregateOf('Avg.', [acc], 'unknown-metric')).toBeUndefined();
    expect(aggregateOf('Avg.', [{ metric: 'unknown-metric', label: 'A' }, { metric: 'unknown-metric', label: 'B' }], 'unknown-metric')).toBeUndefined();
    expect(aggregateOf('Average speed', [acc, acc], 'unknown-metric')).toBeUndefined();
  });
});
