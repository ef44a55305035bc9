/**
 * Values written in GitHub inline math (src/extract/math-value.ts): `$\color{red}{\textbf{83.7}}$`,
 * `$\mathbf{0.960}$`, `$24.06$`, seen in a zero-shot-learning README (best results in red bold, also inside
 * `79.8/83.0/$\color{red}{\textbf{81.4}}$` triples) and a memory-retrieval benchmark. Before, each such cell was text
 * (`"$\color{red}{\textbf{83.7}}$"`). Checked on a multi-object-tracking README written here.
 */
import { describe, expect, it } from 'vitest';
import { parseCell } from '../../src/extract/cells.js';
import { renderMathValues } from '../../src/extract/math-value.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('values in inline math', () => {
  it('renders a formatted number and leaves other math alone', () => {
    expect(renderMathValues('$\\color{red}{\\textbf{80.3}}$')).toBe('**80.3**');
    expect(renderMathValues('$\\textcolor{blue}{77.1}$')).toBe('77.1');
    expect(renderMathValues('$\\underline{64.2}$')).toBe('64.2');
    expect(renderMathValues('$62.5$')).toBe('62.5');
    expect(renderMathValues('$^1$')).toBe('$^1$');
    expect(renderMathValues('$\\alpha$')).toBe('$\\alpha$');
    expect(parseCell('$\\mathbf{0.960}$')).toEqual({ text: '0.960', value: 0.96, bold: true });
  });

  it('drafts coloured and bold math cells as numbers, bold kept', () => {
    const { draft } = extractMarkdown<{ tables: { kind: string; columns: { metric: string }[]; rows: { label: string; values: unknown[]; bold?: number[] }[] }[] }>([
      '# TrackBench',
      '',
      '## MOT17 test',
      '',
      '| Tracker | MOTA | IDF1 | HOTA |',
      '| --- | --- | --- | --- |',
      '| ByteTrack | 80.3 | 77.3 | 63.1 |',
      '| Ours | $\\color{red}{\\textbf{81.2}}$ | $\\mathbf{79.0}$ | $64.0$ |',
      '',
    ]);
    const t = draft.tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => c.metric)).toEqual(['mota', 'idf1', 'hota']);
    expect(t.rows[1]?.values).toEqual([81.2, 79.0, 64.0]);
    expect(t.rows[1]?.bold).toEqual([0, 1]);
  });
});
