/**
 * A printed "BLEU" is corpus BLEU (`bleu`) wherever it stands: in a caption over language-pair columns,
 * qualified in a header ("German BLEU"), bracketed ("BLEU (De)") or bare. Before, the captioning words of
 * the seed papers read a bare or qualified "BLEU" as coco-caption BLEU-4 (`Bleu_4`) while "BLEU (De)" was
 * `bleu`. A bare "BLEU" beside METEOR and CIDEr is still captioning BLEU-4 (test/extract/ambiguous-more.test.ts).
 * Checked on a speech-translation README written here.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Table { columns: { metric: string; label?: string }[] }

const doc = [
  '# SpeechTrans',
  '',
  'Table 1: BLEU on CoVoST 2 (X→En).',
  '',
  '| Model | Fr→En | De→En | Es→En |',
  '|---|---|---|---|',
  '| Cascade | 26.3 | 17.1 | 27.0 |',
  '| SpeechTrans (ours) | 29.8 | 21.4 | 30.2 |',
  '',
  'Table 2: Results on MuST-C.',
  '',
  '| Model | German BLEU | French BLEU | BLEU (Es) |',
  '|---|---|---|---|',
  '| Cascade | 22.1 | 31.0 | 25.9 |',
  '| SpeechTrans (ours) | 24.3 | 33.6 | 27.4 |',
  '',
];

describe('extract: BLEU outside captioning', () => {
  it('reads BLEU in a caption, qualified by a language and bracketed, as corpus BLEU', () => {
    const { draft } = extractMarkdown<{ tables?: Table[] }>(doc);
    const metrics = (draft.tables ?? []).map((t) => t.columns.map((c) => c.metric));
    expect(metrics).toEqual([
      ['bleu', 'bleu', 'bleu'],
      ['bleu', 'bleu', 'bleu'],
    ]);
  });
});
