/**
 * A table set beside running text (a wraptable) on a one-column page: the band where each printed line holds a table
 * row on the left and a line of prose on the right is read text first, then the float (pdf-float-text.ts).
 * Found by bench:extract-pdf-perturb's beside-text layout (an LLM README's 7B results table beside its text lost all 54
 * cells). Pages written for this test (a reinforcement-learning table beside prose with numbers in it, which failed before; a segmentation table, which read right before too), printed by
 * scripts/print-pdf-fixture.ts; plus word boxes written by hand.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { floatBands } from '../../src/extract/pdf-float-text.js';
import type { Word } from '../../src/extract/pdf-gutter.js';
import { readInputs } from '../../src/extract/read.js';

const names = { methods: [], datasets: [], subsets: [] };
const fixture = (name: string): string => join(import.meta.dirname, 'fixtures', 'pdf-layouts', name);

function results(pdf: string): { columns: string[]; rows: [string, number[]][] } {
  const ex = extractDraft(readInputs([fixture(pdf)]), 'toy', names);
  const t = ex.draft.tables.find((x) => x.kind === 'results');
  if (t?.kind !== 'results') throw new Error(`${pdf}: no results table drafted`);
  return {
    columns: t.columns.map((c) => (typeof c === 'string' ? c : (c.label ?? c.metric))),
    rows: t.rows.map((r) => [r.label ?? r.method, r.values.map((v) => (v && 'n' in v ? Number(v.n) : NaN))]),
  };
}

/** A printed line of words at height y: [text, x0] pairs, each word 5 points wide per letter. */
const line = (y: number, ...ws: [string, number][]): Word[] => ws.map(([text, x0]) => ({ text, x0, x1: x0 + 5 * text.length, y0: y, y1: y + 9 }));

describe('extract: a table beside running text in a PDF', () => {
  it('reads every row and column of a return table wrapped by text, no prose in its cells', () => {
    expect(results('wrap-rl.pdf')).toEqual({
      columns: ['Hopper', 'Walker2d', 'HalfCheetah', 'Ant'],
      rows: [
        ['SAC', [72.4, 81.0, 95.2, 88.7]],
        ['TD3', [68.9, 84.3, 91.8, 90.1]],
        ['PPO', [55.1, 63.7, 60.4, 58.2]],
        ['DDPG', [61.3, 70.2, 85.5, 75.9]],
        ['TQC', [75.0, 86.1, 96.3, 91.2]],
        ['Ours', [79.6, 88.5, 97.0, 93.4]],
      ],
    });
  });

  it('reads a segmentation table beside text after a full-width paragraph', () => {
    expect(results('wrap-seg.pdf')).toEqual({
      columns: ['mIoU', 'Params (M)'],
      rows: [
        ['FCN', [41.4, 49.5]],
        ['UperNet', [44.9, 66.5]],
        ['SegFormer-B2', [46.5, 27.5]],
        ['Ours', [48.2, 30.1]],
      ],
    });
  });

  it('finds the band from the lines with numbers left and words right of one edge, up to a line across it', () => {
    const lines = [
      line(0, ['A', 10], ['full-width', 20], ['sentence', 80], ['runs', 130], ['right', 160], ['across', 190], ['here.', 230]),
      line(12, ['Model', 10], ['Acc', 60], ['F1', 90], ['the', 200], ['text', 220], ['beside', 250], ['the', 285]),
      line(24, ['Base', 10], ['71.0', 60], ['65.2', 90], ['table', 200], ['goes', 230], ['on', 255], ['down', 270]),
      line(36, ['Large', 10], ['74.5', 60], ['69.9', 90], ['the', 200], ['page', 220], ['until', 245], ['its', 275]),
      line(48, ['Ours', 10], ['76.1', 60], ['71.3', 90], ['end', 200], ['is', 220], ['near', 235], ['enough', 260]),
      line(60, ['then', 200], ['it', 225], ['stops.', 240]),
      line(72, ['Then', 10], ['the', 40], ['text', 60], ['takes', 100], ['the', 150], ['whole', 190], ['width.', 240]),
    ];
    expect(floatBands(lines)).toEqual([{ start: 1, end: 6, x: 200 }]);
    // a table whose last column is a short text column, the same words on every row: no prose run, no band
    const notes = [2, 3, 4].map((k) => line(k * 12, ['Run', 10], ['7', 60], ['1.5', 90], ['see', 200], ['A', 220], ['B', 240]));
    expect(floatBands(notes)).toEqual([]);
  });
});
