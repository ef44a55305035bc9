/**
 * Speech-quality and text-to-image benchmark metrics that papers print without any other metric name
 * (LongCat-Audio-Codec's "WER↓ GPE↓ PESQ↑ STOI↑ SECS↑" and "SIGMOS↑ UTMOS↑ NISQA↑", Janus-Pro's
 * "Performances on DPG-Bench" over category columns): each is a registry metric, so the columns are
 * results rather than an attribute table.
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { metricFor } from '../../src/extract/metric-lookup.js';

const names = { methods: [], datasets: [], subsets: [] };
const doc = (text: string) => ({ id: 'paper', file: 'paper.txt', kind: 'paper' as const, text, prose: text, pdf: false });

describe('extract: speech-quality and benchmark-score metrics', () => {
  it('reads the printed headers, arrows included', () => {
    const printed = ['WER↓', 'GPE↓', 'PESQ↑', 'STOI↑', 'SECS↑', 'SIGMOS↑', 'UTMOS↑', 'NISQA↑'];
    expect(printed.map((h) => metricFor(h))).toEqual(['wer', 'gpe', 'pesq', 'stoi', 'secs', 'sigmos', 'utmos', 'nisqa']);
  });

  it('takes the metric of category columns from a caption naming the benchmark', () => {
    const text = ['Table 5: Performances on DPG-Bench.', '', '| Method | Global | Entity | Overall↑ |', '| --- | --- | --- | --- |', '| SDXL | 83.27 | 82.43 | 74.65 |', '| Janus | 82.33 | 87.38 | 79.68 |'].join('\n');
    const t = extractDraft([doc(text)], 'toy', names).draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.kind === 'results' ? t.columns.map((c) => c.metric) : []).toEqual(['dpg-bench-score', 'dpg-bench-score', 'dpg-bench-score']);
  });
});
