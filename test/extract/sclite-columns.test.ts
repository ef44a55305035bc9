/**
 * Speech toolkits' results pages print NIST sclite's scoring table under a heading naming the error rate: ESPnet's
 * RESULTS.md, `### WER` over `|dataset|Snt|Wrd|Corr|Sub|Del|Ins|Err|S.Err|` (set 48's AVSR results page, round 26).
 * Before, every column was read under the heading's metric: the words correct (97.8) became a WER. Now only `Err` is
 * that metric, `S.Err` the sentence error rate, the word shares measures of their own, the counts settings of each row.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; columns: { metric: string }[]; settings?: { id: string }[]; rows: { label?: string; values: (number | null)[] }[] }[] }

describe('an sclite scoring table under a WER heading', () => {
  it('reads Err as the WER, S.Err as the sentence error rate and the counts as settings', () => {
    const r = extractMarkdown<Draft>(['# RESULTS', '', '## conformer_asr (LibriSpeech 100h)', '', '### WER', '',
      '|dataset|Snt|Wrd|Corr|Sub|Del|Ins|Err|S.Err|', '|---|---|---|---|---|---|---|---|---|',
      '|decode_asr_lm/dev_clean|2703|54402|94.2|5.2|0.6|0.8|6.6|55.4|', '|decode_asr_lm/dev_other|2864|50948|84.1|14.2|1.7|2.0|17.9|80.1|',
      '|decode_asr_lm/test_clean|2620|52576|94.0|5.4|0.6|0.8|6.8|56.9|', '']);
    const t = r.draft.tables.find((x) => x.kind === 'results');
    const metrics = t?.columns.map((c) => c.metric) ?? [];
    expect(metrics).toContain('wer');
    expect(metrics).toContain('sentence-error-rate');
    expect(metrics.filter((m) => m === 'wer')).toHaveLength(1);
    const wer = metrics.indexOf('wer');
    expect(t?.rows.map((x) => x.values[wer])).toEqual([6.6, 17.9, 6.8]);
    expect(t?.settings?.map((s) => s.id)).toEqual(['snt', 'wrd']);
    expectValidates(r.dir);
  });

  it('takes the method from the heading above a heading that names the metric', () => {
    const r = extractMarkdown<Draft>(['# RESULTS', '', '## Conformer-L (LibriSpeech 960h)', '', '### WER', '', '|dataset|Err|S.Err|', '|---|---|---|',
      '|dev_clean|2.1|27.0|', '|dev_other|4.9|44.8|', '|test_clean|2.3|28.1|', '']);
    const t = r.draft.tables.find((x) => x.kind === 'results');
    expect(t?.rows.map((x) => x.label)).toEqual(['Conformer-L']);
    expectValidates(r.dir);
  });
});
