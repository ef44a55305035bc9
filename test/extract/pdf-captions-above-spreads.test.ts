/**
 * A PDF whose captions stand above their tables (a source-separation paper, round 23): Table 1's caption runs eight
 * lines, so its first line is further up than the lines looked at first, and Table 2's caption sits right under Table
 * 1's last row. Table 1 took Table 2's caption, and Table 2 was not read. Now, where captions stand above, a long one
 * above is found before any caption below. Spreads printed with no leading zero ("5.73 ±.10") are read (they made the
 * rows text), and a column whose header asks a question ("Wav?", "Extra?": a mark or a count per row) is a setting,
 * never a value of the caption's metric.
 */
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../src/extract/cells.js';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

interface T { id: string; caption?: string; columns: { metric: string; label: string }[]; rows: { label?: string; values: ({ n: string } | null)[]; spreads?: (string | null)[]; settings?: Record<string, string> }[] }

const num = (v: { n: string } | null | undefined): number | null => (v ? Number(v.n) : null);

const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [60 + (k === 0 ? 0 : 60 + k * 55), t] as const), 8);
const prose = (y: number, t: string): string => bboxLine(y, [[60, t]], 8);

describe('captions above their tables, and spreads with no leading zero', () => {
  it('reads "5.73 ±.10" as a value and its spread', () => {
    expect(parseValue('5.73 ±.10')).toMatchObject({ text: '5.73', spread: '0.10' });
    expect(parseValue('4.44±.03')).toMatchObject({ text: '4.44', spread: '0.03' });
  });

  it('gives each table its own caption above it, the question columns as settings', () => {
    const page = [
      prose(40, 'Table 1: Comparison of our separator to state-of-the-art models that operate on the waveform and'),
      prose(50, 'on spectrograms, as well as the oracle, on the test set. The Extra? column gives the number of'),
      prose(60, 'extra training songs used. We report the median over all tracks of the median SDR over each'),
      prose(70, 'track, as done in the evaluation campaign. The All column reports the average over all'),
      prose(80, 'sources. Our metrics are averaged over 3 runs, the interval is the standard deviation over'),
      prose(90, 'the runs. In bold are the values that are statistically the best with or without extra data.'),
      row(104, ['Architecture', 'Wav?', 'Extra?', 'All', 'Drums', 'Bass']),
      row(114, ['Oracle', '7', 'N/A', '8.22', '8.45', '7.12']),
      row(124, ['WaveNet', '3', '7', '3.23', '4.22', '3.21']),
      row(134, ['SpecNet', '7', '7', '5.33', '5.73', '5.23']),
      row(144, ['Ours', '3', '7', '6.28 ±.03', '6.86 ±.05', '7.01 ±.19']),
      prose(162, 'Table 2: Mean Opinion Scores (MOS) evaluating the quality of the separated audio. 38 people'),
      prose(172, 'rated 20 samples each. Ratings of 5 mean that the quality is perfect (no artifacts).'),
      row(186, ['Architecture', 'All', 'Drums', 'Bass']),
      row(196, ['Ground truth', '4.46 ±.07', '4.56 ±.13', '4.25 ±.15']),
      row(206, ['SpecNet', '3.03 ±.09', '3.10 ±.17', '2.93 ±.20']),
      row(216, ['Ours', '3.22 ±.09', '3.77 ±.15', '3.26 ±.18']),
    ];
    const tables = pdfPageDraft(page).draft.tables as unknown as T[];
    expect(tables.map((t) => [t.id, t.caption?.slice(0, 20)])).toEqual([['table-1', 'Comparison of our se'], ['table-2', 'Mean Opinion Scores ']]);
    const [t1, t2] = tables;
    expect(t1?.columns.map((c) => c.label)).toEqual(['All', 'Drums', 'Bass']);
    const ours = t1?.rows.at(-1);
    expect([ours?.label, ours?.values.map(num), ours?.spreads?.map(Number), ours?.settings]).toEqual(['Ours', [6.28, 6.86, 7.01], [0.03, 0.05, 0.19], { wav: '3', extra: '7' }]);
    expect(t2?.columns.map((c) => c.metric)).toEqual(['mos', 'mos', 'mos']);
    expect(t2?.rows.map((r) => num(r.values[0]))).toEqual([4.46, 3.03, 3.22]);
  });
});
