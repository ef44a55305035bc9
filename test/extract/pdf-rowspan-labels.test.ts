/**
 * PDF word boxes (pure): a catalysis table that prints two metric rows per catalyst (Yield, then
 * Selectivity) with the catalyst's name once, vertically centred over them: on a line of its own
 * between the two rows, or inside the lower row. A "This work" label line starts a group in the middle
 * of the table. The header's "Catalyst", "Metric" and "Mean" are centred across its two rows, on a line
 * of their own between the solvent group line and the solvent names (which pdftotext may run together
 * into one segment when they are printed a single space apart).
 */
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/extract/pdf-tables.js';
import type { Word } from '../../src/extract/pdf-words.js';
import { readingLines } from '../../src/extract/pdf-words.js';
import { cellBoxes, wordBoxes } from '../helpers/pdf-boxes.js';

const VALUES = [200, 240, 300, 340, 400];
const row = (y: number, metric: string, values: readonly string[], name?: string): Word[] => cellBoxes(y, [[130, metric], ...values.map((v, i) => [VALUES[i] as number, v] as const)]).concat(name ? cellBoxes(y - 3, [[60, name]]) : []);

const LEAF = cellBoxes(95, [[200, 'THF'], [240, 'DMF'], [300, 'THF'], [340, 'DMF']]);
const page = (leaf: readonly Word[]): Word[] => [
  ...cellBoxes(80, [[205, 'Solvent A'], [305, 'Solvent B']]),
  ...cellBoxes(85, [[60, 'Catalyst'], [130, 'Metric'], [400, 'Mean']]),
  ...leaf,
  ...row(110, 'Yield', ['81.2', '77.5', '79.9', '74.1', '78.2']),
  ...cellBoxes(115, [[60, 'Pd/C']]),
  ...row(120, 'Selectivity', ['92.4', '90.1', '91.7', '88.3', '90.6']),
  ...row(135, 'Yield', ['64.0', '61.8', '66.2', '60.5', '63.1']),
  ...cellBoxes(140, [[60, 'Raney Ni']]),
  ...row(145, 'Selectivity', ['85.5', '83.0', '86.1', '82.2', '84.2']),
  ...cellBoxes(158, [[250, 'This work']]),
  ...row(170, 'Yield', ['88.9', '86.4', '87.7', '85.0', '87.0']),
  ...row(180, 'Selectivity', ['95.1', '94.0', '94.6', '93.2', '94.2'], 'Ni-MOF'),
  ...row(195, 'Yield', ['90.3', '88.8', '89.5', '87.1', '88.9']),
  ...row(205, 'Selectivity', ['96.0', '95.2', '95.8', '94.4', '95.4'], 'Co-MOF'),
  ...cellBoxes(225, [[150, 'Table 3: Yield and selectivity (%) of the hydrogenation per catalyst and solvent.']]),
];

describe('PDF tables: labels that span rows', () => {
  const [t] = findTables(readingLines([{ width: 595, height: 842, words: page(LEAF) }]));

  it('puts header cells centred across the two header rows into the leaf row, not a level of their own', () => {
    expect(t?.header.length).toBe(2);
    expect(t?.header[1]).toEqual(['Catalyst', 'Group', 'Metric', 'THF', 'DMF', 'THF', 'DMF', 'Mean']);
    // no solvent stands over the mean, printed across both header rows
    expect(t?.header[0]?.slice(3)).toEqual(['Solvent A', 'Solvent A', 'Solvent B', 'Solvent B', '']);
  });

  it("gives each row the name printed nearest to it, and keeps a mid-table label line as a group column beside the names", () => {
    expect(t?.body.map((r) => r.slice(0, 3))).toEqual([
      ['Pd/C', '', 'Yield'],
      ['Pd/C', '', 'Selectivity'],
      ['Raney Ni', '', 'Yield'],
      ['Raney Ni', '', 'Selectivity'],
      ['Ni-MOF', 'This work', 'Yield'],
      ['Ni-MOF', 'This work', 'Selectivity'],
      ['Co-MOF', 'This work', 'Yield'],
      ['Co-MOF', 'This work', 'Selectivity'],
    ]);
    expect(t?.body[7]?.slice(3)).toEqual(['96.0', '95.2', '95.8', '94.4', '95.4']);
  });

  it('reads a leaf header line that pdftotext ran together, under the spanning cells, as the header, not as a group label', () => {
    // the solvent names printed wide and a single space apart: one segment "THF DMF THF DMF"
    const [u] = findTables(readingLines([{ width: 595, height: 842, words: page(wordBoxes(95, 200, 'THF DMF THF DMF', { size: 8, charWidth: 12.3, gap: 3 })) }]));
    expect(u?.header[1]).toEqual(['Catalyst', 'Group', 'Metric', 'THF', 'DMF', 'THF', 'DMF', 'Mean']);
    expect(u?.body[0]?.slice(0, 3)).toEqual(['Pd/C', '', 'Yield']);
  });
});
