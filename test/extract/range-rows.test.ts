/**
 * A table of resources per range of a quantity (BGE-M3's Table 9: batch size per sequence-length
 * range, "0-500", "1000-2000") is an attribute table: its row labels are not methods (pure).
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';

const names = { methods: [], datasets: [], subsets: [] };
const doc = (text: string) => ({ id: 'paper', file: 'paper.md', kind: 'paper' as const, text, prose: text, pdf: false });

describe('extract: rows labelled by ranges', () => {
  it('drafts batch sizes per length range as attributes, not as methods named "0-500"', () => {
    const md = [
      'Table 9: Detailed total batch size used in training for data with different sequence length ranges.',
      '',
      '| Length Range | Batch Size (Unsupervised) | Batch Size (Fine-tuning) |',
      '|---|---|---|',
      '| 0-500 | 67,200 | 1,152 |',
      '| 500-1000 | 54,720 | 768 |',
      '| 1000-2000 | 37,248 | 480 |',
      '',
    ].join('\n');
    const ex = extractDraft([doc(md)], 'toy', names);
    expect(ex.draft.tables.map((t) => t.kind)).toEqual(['attributes']);
    expect(ex.yaml).not.toContain('method: "0-500"');
  });
});
