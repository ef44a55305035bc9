/**
 * Cells packing two numbers ("0.911/0.012") under language columns, the two metrics named once by a group header over
 * them ("F1 ↑ / FPR ↓", a safety classifier's model card, round 24): each cell is two results, each under the metric
 * its position names, the language its subset. And a false positive rate ("FPR ↓") is a registry metric, `fpr`.
 */
import { describe, expect, it } from 'vitest';
import { findMetric } from '../../src/core/metric-registry.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric: string; subset?: string }[]; rows: { label?: string; values: unknown[] }[] }[];
}

describe('packed cells named by the group header over them', () => {
  it('splits "5.1/2.3" under "WER ↓ / CER ↓" over language columns into both metrics per language', () => {
    const r = extractMarkdown<Draft>(['# Multilingual ASR', '', '<table>', '<caption>Table 3: Error rates on the multilingual test set.</caption>',
      '<thead><tr><th colspan="4">WER ↓ / CER ↓</th></tr></thead>', '<tbody>',
      '<tr><td></td><td>French</td><td>German</td><td>Hindi</td></tr>',
      '<tr><td>Whisper-large</td><td>8.4/3.1</td><td>6.2/2.5</td><td>21.7/9.8</td></tr>',
      '<tr><td>Ours</td><td>7.9/2.9</td><td>5.8/2.2</td><td>18.3/8.1</td></tr>', '</tbody>', '</table>', '']);
    const t = r.draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => `${c.metric} ${c.subset ?? ''}`.trim())).toEqual(['wer french', 'cer french', 'wer german', 'cer german', 'wer hindi', 'cer hindi']);
    expect(t?.rows.map((row) => row.label)).toEqual(['Whisper-large', 'Ours']);
    expectValidates(r.dir);
  });

  it('knows the false positive rate', () => {
    expect(findMetric('FPR ↓')?.id).toBe('fpr');
    expect(findMetric('False Positive Rate')?.id).toBe('fpr');
    expect(findMetric('FPR95')?.id).toBe('fpr95');
  });
});
