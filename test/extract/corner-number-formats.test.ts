/**
 * A corner "Precision" over rows that are number formats (fp32, fp16, int8, 4bits) names the rows' numeric
 * precision, not the classification metric of the values (docs/extract-readers.md, "A corner over number
 * formats"). A vision-language model card's memory table, written here (the cause was seen on an LLM README).
 */
import { describe, expect, it } from 'vitest';
import { cornerMetric } from '../../src/extract/corner-metric.js';
import { extractDraft } from '../../src/extract/draft.js';

const names = { methods: [], datasets: [], subsets: [] };
const draftOf = (text: string) => extractDraft([{ id: 'readme', file: 'README.md', kind: 'readme' as const, text, prose: text, pdf: false }], 'toy', names);

describe('extract: a corner cell over number-format rows', () => {
  it('reads no metric from a "Precision" corner whose rows are number formats', () => {
    expect(cornerMetric('Precision', ['ViT-L', 'ViT-H'], ['FP32', 'FP16 / BF16', 'INT8', '4-bit'])).toBeUndefined();
    // rows that are methods: the corner is the values' metric
    expect(cornerMetric('Precision', ['Cats', 'Dogs'], ['ResNet-50', 'ViT-B'])).toBe('precision');
    expect(cornerMetric('Top-1', ['CIFAR-10', 'CIFAR-100'], ['ResNet-50', 'ViT-B'])).toBe('top1-acc');
  });

  it('does not draft a memory-per-precision table as precision results', () => {
    const text = [
      '## Inference memory',
      '',
      'GPU memory of the image-text encoder at each precision (GB):',
      '',
      '| Precision | ViT-L | ViT-H |',
      '| --- | --- | --- |',
      '| FP32 | 6.8 | 12.1 |',
      '| FP16 / BF16 | 3.5 | 6.2 |',
      '| INT8 | 1.9 | 3.3 |',
    ].join('\n');
    const ex = draftOf(text);
    const t = ex.draft.tables[0];
    const metrics = t?.kind === 'results' ? t.columns.map((c) => c.metric) : [];
    expect(metrics).not.toContain('precision');
    // the numbers stay in the draft
    expect(ex.yaml).toContain('12.1');
  });
});
