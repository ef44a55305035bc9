/**
 * Three causes of the Q-Bench+ paper PDF of the fifteenth set (round 15, 0/172), each tested on other fields:
 * - a line of a two-column page's prose printed right under a table ("7 IQA datasets that are with at least | 1,000
 *   images and | 15") was read as the table's last row; its text cells made two value columns of packed pairs text;
 * - a corner naming both axes, the rows' first ("Model / Dataset"), did not say the rows are the models, so a
 *   `Strategy` column (argmax / softmax) was taken as the method and every model became a setting;
 * - a caption sentence saying how results are marked ("top-3 performance … marked with best in bold") named top-3
 *   accuracy as the table's metric.
 */
import { describe, expect, it } from 'vitest';
import { withoutMarkingSentences } from '../../src/extract/marking-sentences.js';
import { namesMethodAxis } from '../../src/extract/method-axis-words.js';
import { findTables } from '../../src/extract/pdf-tables.js';
import { readingLines } from '../../src/extract/pdf-words.js';
import { cellBoxes } from '../helpers/pdf-boxes.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Drafted { columns: { metric: string; label: string; subset?: string }[]; rows: { label: string; values: (number | null)[] }[] }

function draft(md: string): Drafted[] {
  return extractMarkdown<{ tables: Drafted[] }>(md).draft.tables;
}

describe('a prose line under a PDF table', () => {
  it('is no row of the table (a speech table, then the next paragraph cut by the page\'s columns)', () => {
    const lines = readingLines([{ width: 600, height: 800, words: [
      ...cellBoxes(50, [[60, 'Model'], [220, 'LibriSpeech'], [300, 'TED-LIUM']]),
      ...cellBoxes(62, [[60, 'Conformer'], [220, '2.1/4.3'], [300, '5.6/7.9']]),
      ...cellBoxes(74, [[60, 'Whisper-small'], [220, '3.4/7.6'], [300, '4.9/6.1']]),
      ...cellBoxes(86, [[60, '4 ASR corpora that were used with'], [220, '960 hours and'], [300, '12']]),
    ] }]);
    const tables = findTables(lines);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.body.map((r) => r.find((c) => c.trim()))).toEqual(['Conformer', 'Whisper-small']);
  });
});

describe('a row label wrapped onto the next line of a PDF table', () => {
  it('keeps its row, though its first line ends on a function word (dataset statistics)', () => {
    const lines = readingLines([{ width: 600, height: 800, words: [
      ...cellBoxes(50, [[60, 'Description'], [300, 'Train'], [360, 'Test']]),
      ...cellBoxes(62, [[60, '# Dialogues'], [300, '1106'], [360, '16']]),
      ...cellBoxes(74, [[60, '# Turns where the cause lies in the'], [300, '1521'], [360, '80']]),
      ...cellBoxes(84, [[60, 'same turn']]),
      ...cellBoxes(96, [[60, '# Causal pairs'], [300, '9915'], [360, '1154']]),
    ] }]);
    const tables = findTables(lines);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.body.map((r) => r.filter((c) => c.trim()).slice(-2))).toEqual([['1106', '16'], ['1521', '80'], ['9915', '1154']]);
  });
});

describe('a corner naming both axes', () => {
  it('says the rows are the methods ("Model / Dataset"), not the axis after the slash', () => {
    expect(namesMethodAxis('Model / Dataset')).toBe(true);
    expect(namesMethodAxis('Method\\Metric', 'core')).toBe(true);
    expect(namesMethodAxis('Dataset / Model')).toBe(false);
  });

  it('names the rows by the model column, the decoding strategy a setting (speech, Markdown)', () => {
    const t = draft([
      '# Decoding', '', '## Results', '', 'Word error rate (WER, %) on two test sets.', '',
      '| Model / Dataset | Strategy | LibriSpeech | TED-LIUM |',
      '| --- | --- | --- | --- |',
      '| Conformer | greedy | 2.4 | 6.1 |',
      '| Conformer | beam | 2.1 | 5.6 |',
      '| Whisper-small | greedy | 3.6 | 5.2 |',
      '| Whisper-small | beam | 3.4 | 4.9 |',
      '',
    ].join('\n'));
    expect(t[0]?.rows.map((r) => r.label)).toEqual(['Conformer', 'Conformer', 'Whisper-small', 'Whisper-small']);
    expect(t[0]?.columns.map((c) => c.metric)).toEqual(['wer', 'wer']);
  });
});

describe('a caption sentence saying how results are marked', () => {
  it('is left out of the caption\'s metrics', () => {
    expect(withoutMarkingSentences('Test error (%) on CIFAR. Top-3 results in each column are in bold.')).toBe('Test error (%) on CIFAR.');
    const t = draft([
      '# Robust training', '',
      'Table 1: Results on the dev subset. Methods with top-3 performance in each column are highlighted.', '',
      '| Method | CIFAR-10 | CIFAR-100 |',
      '| --- | --- | --- |',
      '| PGD-AT | 52.1 | 27.4 |',
      '| TRADES | 53.0 | 28.1 |',
      '',
    ].join('\n'));
    expect(JSON.stringify(t)).not.toContain('top3-acc');
  });
});
