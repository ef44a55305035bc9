/**
 * A header that prints a registry metric followed by the word "score" ("SacreBLEU Score", "ROUGE-L score",
 * "COMET scores") reports that metric. Before, such a header named no metric, and a caption naming another
 * one ("BLEU Score summary of …", "ROUGE-1 scores on …") gave its metric to the column, with the header
 * as a subset ("sacrebleu-score"). Checked on a summarisation and a translation table written here.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Table { columns: { metric: string; label?: string; subset?: string }[] }

const doc = [
  '# Summarise',
  '',
  'Table 1: ROUGE-1 scores of the summarisers on CNN/DailyMail.',
  '',
  '| Model | Extractive | ROUGE-2 Score | BLEURT score |',
  '|---|---|---|---|',
  '| Lead-3 | yes | 17.7 | 36.6 |',
  '| PGNet | no | 17.3 | 36.4 |',
  '',
  'Table 2: BLEU Score summary of the systems on the held-out test set.',
  '',
  '| System | Data | SacreBLEU Score | COMET scores |',
  '|---|---|---|---|',
  '| Phrase-based | small | 12.1 | 61.0 |',
  '| Transformer | large | 18.4 | 70.2 |',
  '',
];

describe('extract: a metric printed with the word "score"', () => {
  it('reads "<metric> score" headers as that metric, not the caption\'s', () => {
    const { draft } = extractMarkdown<{ tables?: Table[] }>(doc);
    const cols = (draft.tables ?? []).map((t) => t.columns.filter((c) => /score/i.test(c.label ?? '')).map((c) => [c.metric, c.subset ?? '']));
    expect(cols).toEqual([
      [['rouge-2', ''], ['bleurt', '']],
      [['sacrebleu', ''], ['comet', '']],
    ]);
  });
});
