/**
 * A header that announces the change printed beside each value ("DSC (↓Δ%)", "BLEU (Δ)", "PSNR (Δ dB)") names the
 * metric before the bracket. Before (round 15, MedQuanBench of the fifteenth set), such headers named no metric: every
 * column took the lead-in's first metric (an NSD column drafted as Dice), and the unsigned drops "0.870 (0.2%)" under
 * "(↓Δ%)" were written as increases, so `audit check` reported a false error on every row. Now the header's arrow signs
 * the unsigned changes, a change with its own arrow ("(1%↑)") keeps it, and check finds the printed drops consistent.
 */
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../src/extract/cells.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { checkDraft, extractMarkdown } from '../helpers/extract-markdown.js';

describe('headers announcing a change beside each value', () => {
  it('name the metric before the bracket', () => {
    expect(['DSC (↓Δ%)', 'NSD (↓Δ%)', 'Acc (Δ)', 'BLEU (Δ)', 'mAP (Δ%)', 'PSNR (Δ dB)', 'WER (rel. drop)'].map((h) => metricFor(h))).toEqual(['dice', 'nsd', 'accuracy', 'bleu', 'map', 'psnr', 'wer']);
  });

  it('read an arrow printed after the percentage', () => {
    expect(parseValue('0.761 (1%↑)')).toMatchObject({ text: '0.761', delta: '1', deltaKind: 'relative' });
    expect(parseValue('0.40 (3%↓)')).toMatchObject({ text: '0.40', delta: '-3', deltaKind: 'relative' });
  });

  it('sign the unsigned drops of an LLM quantisation table so that check finds them consistent', () => {
    const r = extractMarkdown([
      '# Low-bit LLM quantisation',
      '',
      '## Results',
      '',
      'Accuracy on MMLU and GSM8K after post-training quantisation, with the relative drop (↓Δ%) from the FP16 model.',
      '',
      '| Model | Precision | MMLU Acc (↓Δ%) | GSM8K Acc (↓Δ%) |',
      '| --- | --- | --- | --- |',
      '| Llama-7B | FP16 | 46.0 (--) | 14.6 (--) |',
      '| Llama-7B | W8A8 | 45.5 (1.1%) | 14.2 (2.7%) |',
      '| Llama-7B | W4A4 | 38.2 (17.0%) | 9.1 (37.7%) |',
      '| Llama-7B | W4A16 | 46.5 (1.1%↑) | 14.4 (1.4%) |',
      '',
    ], { id: 'lq' });
    const out = checkDraft(r.dir, 'lq');
    // every printed drop (and the one printed rise) recomputes from the FP16 row
    expect(out.summary['printed-delta']).toEqual({ run: 6, passed: 6, failed: 0 });
    expect(out.findings.filter((f) => f.check === 'printed-delta')).toEqual([]);
  });
});
