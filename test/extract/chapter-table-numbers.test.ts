/**
 * A thesis numbers its tables within each chapter, "Table 5.2", "Table 5.3" (a video-captioning thesis PDF, set 41,
 * round 25). Before, each caption was read as "Table 5": three tables shared one number, and one was drafted, under
 * the wrong number. Now each keeps the number it prints: source.table "5.2", id `table-5-2`.
 */
import { describe, expect, it } from 'vitest';
import { captionNumber, chapterTable, printedTableNumber } from '../../src/extract/caption-number.js';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { id: string; kind: string; source: { table: number | string }; rows: { label?: string }[] }[] }

const xs = [80, 200, 260, 320];
const line = (y: number, cells: readonly string[]): string => bboxLine(y, cells.map((t, k) => [xs[k] as number, t] as const), 9);

describe('tables numbered within chapters', () => {
  it('keep the chapter and the number', () => {
    expect(printedTableNumber(captionNumber('5.2'))).toBe('5.2');
    expect(printedTableNumber(captionNumber('3.10'))).toBe('3.10');
    expect(chapterTable('5.2')).toEqual({ chapter: 5, n: 2 });
    expect(captionNumber('5.2')).not.toBe(captionNumber('5.3'));
    expect(printedTableNumber(captionNumber('4'))).toBe(4);
  });

  it('are drafted apart in a PDF', () => {
    const page = [
      bboxLine(60, [[150, 'Table 5.2: Effect of different CNN encoders']], 9),
      line(80, ['Model', 'BLEU@4', 'METEOR', 'CIDEr']),
      line(92, ['VGG19', '51.1', '31.7', '78.2']),
      line(104, ['ResNet-50', '54.6', '32.9', '84.0']),
      bboxLine(140, [[150, 'Table 5.3: Effect of different decoders']], 9),
      line(160, ['Decoder', 'BLEU@4', 'METEOR', 'CIDEr']),
      line(172, ['LSTM', '50.2', '31.0', '75.9']),
      line(184, ['hLSTMat', '55.7', '33.6', '86.1']),
    ];
    const tables = (pdfPageDraft(page).draft.tables as unknown as Draft['tables']).filter((t) => t.kind === 'results');
    expect(tables.map((t) => [t.id, t.source.table])).toEqual([['table-5-2', '5.2'], ['table-5-3', '5.3']]);
    expect(tables[1]?.rows.map((r) => r.label)).toEqual(['LSTM', 'hLSTMat']);
  });

  it('are drafted apart in Markdown, and validate', () => {
    const r = extractMarkdown<Draft>(['# Thesis', '', 'Table 5.2: Effect of encoders', '', '| Model | BLEU-4 | METEOR |', '|---|---|---|', '| VGG19 | 51.1 | 31.7 |', '| ResNet-50 | 54.6 | 32.9 |', '',
      'Table 5.3: Effect of decoders', '', '| Decoder | BLEU-4 | METEOR |', '|---|---|---|', '| LSTM | 50.2 | 31.0 |', '| hLSTMat | 55.7 | 33.6 |', '']);
    expect(r.draft.tables.map((t) => t.source.table)).toEqual(['5.2', '5.3']);
    expectValidates(r.dir);
  });
});
