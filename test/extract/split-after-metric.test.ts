/**
 * A metric followed by the split it was measured on (sw15, the sweep's mostly-numeric attribute tables): a
 * superscript flattened into the header ("AP<sup>test</sup>" → "AP test") or the split printed after the name
 * ("Top-1 val", "BLEU test", "WER dev"). Before, no metric was read from such a header and a results grid of
 * scores was drafted as an attribute table (an object detector's README in the sweep). Checked here on documents
 * of four fields written for it: detection, machine translation, speech recognition, image classification.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { qualifiedMetric } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: { metric: string; subset?: string }[]; rows: { label: string; values: (number | string | null)[] }[] };
const tables = (lines: string[]): Table[] => (parse(extractMarkdown(lines).yaml) as { tables: Table[] }).tables;
const cols = (t: Table): string[] => t.columns.map((c) => `${c.metric}/${c.subset ?? ''}`);

describe('extract: a metric followed by its split', () => {
  it('reads the header as the metric, the split as its subset; not a setting whose last word is a split', () => {
    expect(qualifiedMetric('AP test')).toEqual({ metric: 'ap', qualifier: 'test' });
    expect(qualifiedMetric('BLEU test')).toEqual({ metric: 'bleu', qualifier: 'test' });
    expect(qualifiedMetric('Top-1 val')).toEqual({ metric: 'top1-acc', qualifier: 'val' });
    expect(qualifiedMetric('Test Size')).toBeUndefined();
    expect(qualifiedMetric('Size test')).toBeUndefined();
    expect(qualifiedMetric('Images test')).toBeUndefined();
  });

  it('drafts a detector README whose AP columns carry the split as a superscript', () => {
    const [t] = tables([
      '## Performance on COCO',
      '',
      '| Model | Test Size | AP<sup>test</sup> | AP<sub>50</sub><sup>test</sup> | AP<sub>75</sub><sup>test</sup> |',
      '| :-- | :-: | :-: | :-: | :-: |',
      '| DetA | 640 | 51.4% | 69.7% | 55.9% |',
      '| DetB | 1280 | 54.9% | 72.6% | 60.1% |',
      '',
    ]);
    expect(t?.kind).toBe('results');
    expect(cols(t!)).toEqual(['ap/test', 'ap50/test', 'ap75/test']);
    expect(t!.rows.map((r) => r.label)).toEqual(['DetA', 'DetB']);
  });

  it('drafts a translation table and a speech table with the split after the metric', () => {
    const [mt] = tables([
      '## WMT14 En-De',
      '',
      '| System | BLEU dev | BLEU test |',
      '| --- | --- | --- |',
      '| Transformer | 26.1 | 27.3 |',
      '| Ours | 26.9 | 28.4 |',
      '',
    ]);
    expect(mt?.kind).toBe('results');
    expect(cols(mt!)).toEqual(['bleu/dev', 'bleu/test']);
    const [asr] = tables([
      '## LibriSpeech',
      '',
      '| Decoding | WER dev | WER test |',
      '| --- | --- | --- |',
      '| greedy | 3.1 | 3.4 |',
      '| beam | 2.9 | 3.2 |',
      '',
    ]);
    expect(asr?.kind).toBe('results');
    expect(cols(asr!)).toEqual(['wer/dev', 'wer/test']);
  });

  it('keeps a dataset-statistics table whose headers end in a split as attributes', () => {
    const [t] = tables([
      '## Datasets',
      '',
      '| Dataset | Images train | Images val | Classes |',
      '| --- | --- | --- | --- |',
      '| CUB | 5994 | 5794 | 200 |',
      '| Cars | 8144 | 8041 | 196 |',
      '',
    ]);
    expect(t?.kind).toBe('attributes');
  });
});
