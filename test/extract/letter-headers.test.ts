import { describe, expect, it } from 'vitest';
import { captionLettersRead, isLetterHeader, isVariableHeader } from '../../src/extract/letter-headers.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric?: string; id?: string; label: string }[]; settings?: { label: string }[] }[];
}

describe('one-letter headers (letter-headers.ts)', () => {
  it('reads the coco-caption letters only in a row that prints several captioning metrics, BLEU or CIDEr among them, in capitals', () => {
    expect(captionLettersRead(['B', 'M', 'R', 'C', 'S'])).toBe(true);
    expect(captionLettersRead(['B@4', 'M', 'C'])).toBe(true);
    // a configuration: a width, heads, a ratio
    expect(captionLettersRead(['L', 'd', 'h', 'm', 'r', 'Params (M)', 'WER'])).toBe(false);
    // kernel, stride, channels in lower case
    expect(captionLettersRead(['k', 's', 'c', 'm'])).toBe(false);
    // two letters alone are not a captioning row
    expect(captionLettersRead(['M', 'R', 'Recall@20'])).toBe(false);
    expect(isLetterHeader('m')).toBe(true);
    expect(isLetterHeader('d (dim)')).toBe(true);
    expect(isLetterHeader('F1')).toBe(false);
    expect(isVariableHeader('h')).toBe(true);
    expect(isVariableHeader('L')).toBe(false);
  });

  it('keeps an ASR model configuration (L, d, h, m, r beside WER) as settings of each row, not METEOR and ROUGE-L', () => {
    const { dir, draft } = extractMarkdown<Draft>([
      '# Streaming Conformer',
      '',
      '## Model sizes',
      '',
      'Table 2: Configurations of our Conformer encoders on LibriSpeech test-clean.',
      '',
      '| Model | L | d | h | m | r | Params (M) | WER (%) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| Conformer-S | 16 | 144 | 4 | 4 | 8 | 10.3 | 2.7 |',
      '| Conformer-M | 16 | 256 | 4 | 4 | 16 | 30.7 | 2.3 |',
      '| Conformer-L | 17 | 512 | 8 | 4 | 32 | 118.8 | 2.1 |',
      '',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['params', 'wer']);
    expect(t?.settings?.map((s) => s.label)).toEqual(['L', 'd', 'h', 'm', 'r']);
    expectValidates(dir);
  });

  it('drafts a recommender layer table of letters (k, s, c, m) as attributes, not SPICE, CIDEr and METEOR', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Sequential recommender',
      '',
      '## Convolution layers',
      '',
      'Table 4: Layer settings of the item encoder.',
      '',
      '| Stage | k | s | c | m |',
      '| --- | --- | --- | --- | --- |',
      '| 1 | 3 | 2 | 32 | 1 |',
      '| 2 | 5 | 2 | 64 | 2 |',
      '| 3 | 3 | 1 | 128 | 4 |',
      '',
    ]);
    expect(draft.tables[0]?.kind).toBe('attributes');
    expect(JSON.stringify(draft.tables)).not.toMatch(/METEOR|CIDEr|SPICE/);
  });

  it('still reads "B | M | R | C | S" in a captioning table', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Video captioning',
      '',
      'Table 1: Results on MSR-VTT.',
      '',
      '| Method | B | M | R | C | S |',
      '| --- | --- | --- | --- | --- | --- |',
      '| Ours | 42.1 | 29.8 | 61.5 | 52.3 | 7.1 |',
      '| Base | 40.0 | 28.2 | 60.1 | 49.5 | 6.8 |',
      '',
    ]);
    expect(draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['Bleu_4', 'METEOR', 'ROUGE_L', 'CIDEr', 'SPICE']);
  });
});

describe('capital letters beside metrics printed by name (letter-headers.ts, label-columns.ts)', () => {
  it('keeps a detector backbone table\'s L | D | H as settings when Params and AP are printed beside them', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Open-vocabulary detector',
      '',
      '## Backbones',
      '',
      'Table 1: Backbones of our detectors. Box AP on LVIS minival.',
      '',
      '| Model | L | D | H | Params | AP |',
      '| --- | --- | --- | --- | --- | --- |',
      '| Det-S | 12 | 384 | 6 | 22M | 35.1 |',
      '| Det-B | 12 | 768 | 12 | 86M | 41.8 |',
      '',
    ]);
    expect(draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['params', 'ap']);
    expect(draft.tables[0]?.settings?.map((s) => s.label)).toEqual(['L', 'D', 'H']);
  });

  it('keeps a letter that names a metric beside it ("P | R | F1") as that metric', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Biomedical NER',
      '',
      'Table 2: Entity-level results on BC5CDR.',
      '',
      '| Model | P | R | F1 |',
      '| --- | --- | --- | --- |',
      '| BioBERT | 86.5 | 89.1 | 87.8 |',
      '| Ours | 88.0 | 89.9 | 88.9 |',
      '',
    ]);
    expect(draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['precision', 'recall', 'f1']);
  });
});
