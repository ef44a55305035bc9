/**
 * PDF word boxes (pure): a weather-forecasting table printed with the models as columns, each model's
 * name wrapped onto two lines under a spanning header ("IFS" / "HRES", "Pangu-" / "Weather"), the
 * variables as rows. The second line of the names holds a year ("2024"), so it has a number cell, but
 * nothing in the label column: it is the header's second line, not the table's first row. Each column
 * gets its whole name; a second header level printed further down (a rule between) stays a level.
 */
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/extract/pdf-tables.js';
import type { Word } from '../../src/extract/pdf-words.js';
import { readingLines } from '../../src/extract/pdf-words.js';
import { cellBoxes } from '../helpers/pdf-boxes.js';

const X = [170, 230, 290, 350];
const row = (y: number, label: string, values: readonly string[]): Word[] => cellBoxes(y, [[60, label], ...values.map((v, i) => [(X[i] as number) + 2, v] as const)]);

function page(nameGap: number, last = '2024'): Word[] {
  const second = 110 + nameGap;
  const first = second + 14;
  return [
    ...cellBoxes(100, [[165, 'Physics-based'], [270, 'Learned Models']]),
    ...cellBoxes(110, [[60, 'Variable (Metric)'], [170, 'IFS'], [230, 'Pangu-'], [290, 'GraphCast'], [350, 'GenCast']]),
    ...cellBoxes(second, [[170, 'HRES'], [230, 'Weather'], [290, '(DeepMind)'], [350, last]]),
    ...row(first, 'Z500 (RMSE)', ['39.2', '44.1', '35.6', '33.9']),
    ...row(first + 10, 'T850 (RMSE)', ['0.95', '1.02', '0.83', '0.79']),
    ...row(first + 20, 'Q700 (RMSE)', ['0.61', '0.66', '0.55', '0.52']),
  ];
}

describe('PDF tables: column names wrapped onto two lines', () => {
  it('joins each name to its second line, and reads a second line holding a year as header, not as a row', () => {
    const [t] = findTables(readingLines([{ width: 595, height: 842, words: page(10) }]));
    expect(t?.header).toEqual([
      ['', 'Physics-based', 'Learned Models', 'Learned Models', 'Learned Models'],
      ['Variable (Metric)', 'IFS HRES', 'Pangu-Weather', 'GraphCast (DeepMind)', 'GenCast 2024'],
    ]);
    expect(t?.body.map((r) => r[0])).toEqual(['Z500 (RMSE)', 'T850 (RMSE)', 'Q700 (RMSE)']);
  });

  it('keeps two header levels apart when the lower one is printed a rule below, not as the next line of the names', () => {
    const [t] = findTables(readingLines([{ width: 595, height: 842, words: page(16, 'Ensemble') }]));
    expect(t?.header.map((r) => r[1])).toEqual(['Physics-based', 'IFS', 'HRES']);
  });
});
