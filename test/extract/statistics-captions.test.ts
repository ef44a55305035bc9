/**
 * A report's table of label counts per split (seen in a punctuation-restoration report, round 18): the caption
 * "Distribution of punctuation labels.", a group header "Count of punctuation labels per dataset" over
 * "train | dev | test" columns, counts (162,729) and then their shares (0.46). Before: drafted as results, F1 guessed
 * for the splits from the text and WER from "Switchboard" — 216 cells of nonsense. Now a caption that opens with
 * "Distribution of", "Number of" or "Count of", or a group header counting what the columns hold, makes the table
 * statistics of the data (attributes), unless the caption names a performance metric.
 */
import { describe, expect, it } from 'vitest';
import { statisticsReason } from '../../src/extract/statistics-table.js';
import type { RawTable } from '../../src/extract/types.js';

const table = (caption: string, header: string[][], body: string[][]): RawTable => ({ caption, header, body }) as unknown as RawTable;
const splits = [['Label', 'train', 'dev', 'test']];
const rows = [[',', '162729', '1124', '2230'], ['.', '143020', '923', '1684'], [',', '0.46', '0.48', '0.52']];

describe('a table counting the data', () => {
  it('is statistics when its caption or a group header says it counts', () => {
    expect(statisticsReason(table('Distribution of punctuation labels.', splits, rows))).toMatch(/caption calls this table statistics/);
    expect(statisticsReason(table('Number of images per class in each split', splits, rows))).toBeDefined();
    expect(statisticsReason(table('', [['', 'Count of labels per dataset', 'Count of labels per dataset', 'Count of labels per dataset'], ...splits], rows))).toMatch(/group header counts/);
  });

  it('is not, when the caption names a performance metric or no count', () => {
    expect(statisticsReason(table('Distribution of accuracy (%) over the three splits', splits, [['Ours', '91.2', '90.4', '89.9']]))).toBeUndefined();
    expect(statisticsReason(table('Results of the ablation on the three splits', splits, [['Ours', '91.2', '90.4', '89.9']]))).toBeUndefined();
  });
});
