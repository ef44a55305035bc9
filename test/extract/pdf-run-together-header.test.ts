/**
 * PDF word boxes (pure): header cells printed a single space apart, which pdftotext runs together into one
 * segment ("Word Error Rate Real Time Factor"), and a group's number printed only on the middle row of
 * its block (the seed "1" left of the middle system's name), headed by a cell run together with the
 * label column's ("Seed System"). A small speech-recognition table.
 */
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/extract/pdf-tables.js';
import type { Word } from '../../src/extract/pdf-words.js';
import { readingLines } from '../../src/extract/pdf-words.js';

/** One printed line: each cell [x0, x1, text] one word box, 8 points high. */
const line = (y: number, cells: readonly (readonly [number, number, string])[]): Word[] => cells.map(([x0, x1, text]) => ({ x0, x1, y0: y, y1: y + 8, text }));
const row = (y: number, label: string, a: string, b: string, group?: string): Word[] => line(y, [...(group ? [[60, 64, group] as const] : []), [80, 120, label], [150, 170, a], [215, 235, b]]);
// six words 3 points apart: one segment as pdftotext prints it
const header = line(50, [[80, 105, 'System'], [140, 158, 'Word'], [161, 178, 'Error'], [181, 196, 'Rate'], [199, 214, 'Real'], [217, 235, 'Time'], [238, 262, 'Factor']]);
const page = (words: Word[]) => readingLines([{ width: 600, height: 800, words }]);

describe('PDF tables: run-together header cells', () => {
  it('cuts a header segment spanning several columns at the columns its words are centred on', () => {
    const lines = page([...line(30, [[80, 300, 'Table 2. Recognition results on the test set.']]), ...header, ...row(62, 'Baseline', '12.4', '0.31'), ...row(74, 'Conformer', '9.8', '0.42'), ...row(86, 'Ours', '8.9', '0.40')]);
    expect(lines.find((l) => l.text.startsWith('System'))?.segs).toHaveLength(2);
    const [t] = findTables(lines);
    expect(t?.header).toEqual([['System', 'Word Error Rate', 'Real Time Factor']]);
    expect(t?.body.map((r) => r[0])).toEqual(['Baseline', 'Conformer', 'Ours']);
  });

  it('reads a group number printed left of the middle row of its block as the group of the block', () => {
    const lines = page([
      ...header,
      ...row(62, 'Baseline', '12.4', '0.31'), ...row(74, 'Conformer', '9.8', '0.42', '1'), ...row(86, 'Ours', '8.9', '0.40'),
      ...row(98, 'Baseline', '12.9', '0.30'), ...row(110, 'Conformer', '10.1', '0.41', '2'), ...row(122, 'Ours', '9.2', '0.39'),
    ]);
    const [t] = findTables(lines);
    expect(t?.body.map((r) => [r[0], r[1]])).toEqual([['1', 'Baseline'], ['1', 'Conformer'], ['1', 'Ours'], ['2', 'Baseline'], ['2', 'Conformer'], ['2', 'Ours']]);
    expect(t?.header[0]?.slice(1)).toEqual(['System', 'Word Error Rate', 'Real Time Factor']);
  });

  it('cuts a header segment run together across the start of the label column: the words left of it name the group column', () => {
    // "Seed System" printed a single space apart, "Seed" over the seed numbers, "System" over the labels
    const head = line(50, [[56, 73, 'Seed'], [76, 105, 'System'], [140, 158, 'Word'], [161, 178, 'Error'], [181, 196, 'Rate'], [214, 262, 'RTF']]);
    const lines = page([
      ...head,
      ...row(62, 'Baseline', '12.4', '0.31'), ...row(74, 'Conformer', '9.8', '0.42', '1'), ...row(86, 'Ours', '8.9', '0.40'),
      ...row(98, 'Baseline', '12.9', '0.30'), ...row(110, 'Conformer', '10.1', '0.41', '2'), ...row(122, 'Ours', '9.2', '0.39'),
    ]);
    const [t] = findTables(lines);
    expect(t?.header).toEqual([['Seed', 'System', 'Word Error Rate', 'RTF']]);
    expect(t?.body[3]?.slice(0, 2)).toEqual(['2', 'Baseline']);
  });
});
