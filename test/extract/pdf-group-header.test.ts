/**
 * PDF word boxes (pure): a group header centred over method names that are wider than the numbers
 * under them ("Baselines (Prior Work)" over BM25 … OpenAI-3, BGE-M3's Table 3). The group's span is
 * measured on the printed names, so the first method column is not left without its group.
 */
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/extract/pdf-tables.js';
import type { Word } from '../../src/extract/pdf-words.js';
import { readingLines } from '../../src/extract/pdf-words.js';

/** One printed line: each cell [x0, x1, text] one word box, 8 points high. */
const line = (y: number, cells: readonly (readonly [number, number, string])[]): Word[] => cells.map(([x0, x1, text]) => ({ x0, x1, y0: y, y1: y + 8, text }));

describe('PDF tables: group headers over wide column names', () => {
  it('spans a group header over the method names it is centred on, not only over the numbers it covers', () => {
    const methods: [number, number, string][] = [
      [110, 133, 'BM25'], [139, 163, 'mDPR'], [169, 214, 'mContriever'], [220, 249, 'mE5 large'], [256, 290, 'E5 mistral-7b'], [297, 333, 'OpenAI-3'],
      [339, 362, 'Dense'], [368, 392, 'Sparse'], [398, 433, 'Multi-vec'], [439, 490, 'Dense+Sparse'], [498, 510, 'All'],
    ];
    const valueX = [114, 143, 184, 227, 265, 307, 343, 372, 407, 457, 496];
    const data = (y: number, label: string, base: number) => line(y, [[83, 91, label], ...valueX.map((x, i) => [x, x + 16, (base + i * 1.3).toFixed(1)] as const)]);
    const words = [
      ...line(73, [[180, 263, 'Baselines (Prior Work)'], [375, 476, 'M3-Embedding (Our Work)']]),
      ...line(84, methods),
      ...data(95, 'ar', 18.9),
      ...data(106, 'da', 49.3),
      ...data(117, 'de', 35.4),
      ...line(140, [[150, 450, 'Table 3: Cross-lingual retrieval performance on MKQA (measured by Recall@100).']]),
    ];
    const lines = readingLines([{ width: 595, height: 842, words }]);
    const [t] = findTables(lines);
    expect(t?.header).toEqual([
      ['', ...Array<string>(6).fill('Baselines (Prior Work)'), ...Array<string>(5).fill('M3-Embedding (Our Work)')],
      ['', ...methods.map((m) => m[2])],
    ]);
    expect(t?.body.map((r) => r[0])).toEqual(['ar', 'da', 'de']);
  });
});
