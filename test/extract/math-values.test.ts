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

  // a graph-classification README (the twelfth held-out set) printed every cell `$\mathbf{78.4}\pm 4.5 $`: before, each
  // stayed the text `78.4\pm 4.5` and its tables were attribute tables
  it('renders a mean and its spread in math, bold on the mean, spread inline, as a subscript or a superscript', () => {
    expect(renderMathValues('$\\mathbf{78.4}\\pm 4.5 $')).toBe('**78.4** ± 4.5');
    expect(renderMathValues('$73.9 \\pm4.1$')).toBe('73.9 ± 4.1');
    expect(renderMathValues('$78.4_{\\pm 1.2}$')).toBe('78.4 ± 1.2');
    expect(renderMathValues('$78.4^{\\pm1.2}$')).toBe('78.4 ± 1.2');
    expect(renderMathValues('$61.0 {\\scriptstyle \\pm 0.3}$')).toBe('61.0 ± 0.3');
    expect(renderMathValues('\\textbf{81.2}')).toBe('**81.2**');
    expect(renderMathValues('\\underline{3.1}')).toBe('3.1');
    expect(renderMathValues('D\\&D')).toBe('D\\&D');
    expect(parseCell('$\\mathbf{78.4}\\pm 4.5 $')).toEqual({ text: '78.4', value: 78.4, bold: true });
  });

  it('drafts a table of `$mean \\pm std$` cells as results with spreads; TUDataset columns take accuracy by convention', () => {
    const { draft } = extractMarkdown<{ tables: { kind: string; columns: { metric: string }[]; rows: { label: string; values: unknown[]; spreads?: unknown[]; bold?: number[] }[] }[] }>([
      '# Graph kernels, revisited',
      '',
      '## Results',
      '',
      '| | MUTAG | D\\&D | REDDIT-5K |',
      '|---|---|---|---|',
      '| WL kernel | $\\mathbf{90.4}\\pm 5.7 $ | $79.4 \\pm 0.3$ | $52.5_{\\pm 2.1}$ |',
      '| GraphSAGE | $85.1 \\pm 7.6 $ | $\\mathbf{80.1} \\pm 1.1$ | $\\mathbf{53.9}_{\\pm 1.7}$ |',
      '',
    ]);
    const t = draft.tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'accuracy']);
    expect(t.rows.map((r) => r.values)).toEqual([[90.4, 79.4, 52.5], [85.1, 80.1, 53.9]]);
    expect(t.rows.map((r) => r.spreads)).toEqual([[5.7, 0.3, 2.1], [7.6, 1.1, 1.7]]);
    expect(t.rows.map((r) => r.bold)).toEqual([[0], [1, 2]]);
  });

  it('drafts `$\\mathbf{..}\\pm ..$` cells under named metrics (a reinforcement-learning table)', () => {
    const { draft } = extractMarkdown<{ tables: { kind: string; columns: { metric: string }[]; rows: { values: unknown[] }[] }[] }>([
      '# Offline RL',
      '',
      '| Algorithm | Return | Success rate |',
      '|---|---|---|',
      '| CQL | $3120 \\pm 210$ | $\\mathbf{0.81} \\pm 0.04$ |',
      '| IQL | $\\mathbf{3410} \\pm 180$ | $0.77 \\pm 0.05$ |',
      '',
    ]);
    expect(draft.tables[0]?.kind).toBe('results');
    expect(draft.tables[0]?.rows.map((r) => r.values)).toEqual([[3120, 0.81], [3410, 0.77]]);
  });
});
