/**
 * Header cells printed top-aligned over an empty leaf move down to the leaf row, but only under a leaf row
 * that names most columns: model names printed above a corner row ("Metric | # Shot") stay where they are
 * (DeepSeekMoE's Table 6 was read as results with its rows left out when they moved).
 */
import { describe, expect, it } from 'vitest';
import { lowerLoneCells } from '../../src/extract/pdf-header-leaf.js';

describe('lone header cells over an empty leaf', () => {
  it('moves a one-column upper cell down, never a group', () => {
    expect(lowerLoneCells([
      ['Model', 'Params/Basin', 'Rhine', 'Rhine', 'Meuse', 'Meuse'],
      ['', '', 'NSE', 'KGE', 'NSE', 'KGE'],
    ])).toEqual([
      ['', '', 'Rhine', 'Rhine', 'Meuse', 'Meuse'],
      ['Model', 'Params/Basin', 'NSE', 'KGE', 'NSE', 'KGE'],
    ]);
  });
  it('leaves the rows as printed under a leaf row of corner cells only', () => {
    const rows = [
      ['', '', 'Dense 7B', 'MoE 16B', 'MoE 16B', 'MoE 145B'],
      ['Metric', '# Shot', '', '', '', ''],
    ];
    expect(lowerLoneCells(rows)).toEqual(rows);
  });
});
