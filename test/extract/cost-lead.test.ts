/**
 * Cost columns printed first (src/extract/cost-lead.ts): a `Params (M)` or `FLOPs (G)` column right after the model's
 * name, the only header naming a metric, no longer makes the number columns after it "trailing" settings: they report
 * the metric the benchmark named next to the table reports by convention, as they do without the cost column.
 * Checked on a speech-recognition and a semantic-segmentation README written here.
 */
import { describe, expect, it } from 'vitest';
import { costColumnsLead } from '../../src/extract/cost-lead.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { dataset: string; columns: { metric: string; subset?: string }[]; settings?: unknown[]; rows: { label: string; values: (number | null)[] }[] }[] };

const doc = (heading: string, head: string, rows: string[]): string[] => ['# Models', '', `## ${heading}`, '', head, `|${' --- |'.repeat(head.split('|').length - 2)}`, ...rows, ''];
const columns = (d: Draft): string[] => (d.tables[0]?.columns ?? []).map((c) => `${c.metric}${c.subset ? `/${c.subset}` : ''}`);

describe('cost columns printed first', () => {
  it('leads when every metric-headed column is a cost printed right after the labels', () => {
    expect(costColumnsLead([0], [1], [])).toBe(true);
    expect(costColumnsLead([0, 1], [2, 3], [])).toBe(true);
    // a performance metric among them, or a cost after other values: not this layout
    expect(costColumnsLead([0], [1, 2], [2])).toBe(false);
    expect(costColumnsLead([0], [3], [])).toBe(false);
    expect(costColumnsLead([0], [], [])).toBe(false);
  });

  it('reads the split columns after a Params column of an ASR table as word error rates (LibriSpeech convention)', () => {
    const rows = [['Conformer-S', '10.3', '2.7', '6.3'], ['Zipformer-M', '65.6', '2.2', '5.1'], ['Branchformer', '116.2', '2.1', '4.6']];
    const with_ = extractMarkdown<Draft>(doc('LibriSpeech', '| Model | Params (M) | test-clean | test-other |', rows.map((r) => `| ${r.join(' | ')} |`))).draft;
    const without = extractMarkdown<Draft>(doc('LibriSpeech', '| Model | test-clean | test-other |', rows.map((r) => `| ${[r[0], r[2], r[3]].join(' | ')} |`))).draft;
    expect(columns(with_)).toEqual(['params', ...columns(without)]);
    expect(columns(with_)).toEqual(['params', 'wer/test-clean', 'wer/test-other']);
    expect(with_.tables[0]?.settings).toBeUndefined();
    expect(with_.tables[0]?.rows.map((r) => r.values)).toEqual([[10.3, 2.7, 6.3], [65.6, 2.2, 5.1], [116.2, 2.1, 4.6]]);
  });

  it('reads val and test after a FLOPs column of a segmentation table as mIoU on the heading\'s benchmark', () => {
    const d = extractMarkdown<Draft>(doc('Cityscapes', '| Network | FLOPs (G) | val | test |', ['| BiSeNetV2 | 21.1 | 73.4 | 72.6 |', '| DDRNet-23 | 143.1 | 79.5 | 79.4 |', '| PIDNet-L | 275.8 | 80.9 | 80.6 |'])).draft;
    expect(columns(d)).toEqual(['flops', 'miou/val', 'miou/test']);
    expect(d.tables[0]?.dataset).toBe('cityscapes');
  });
});
