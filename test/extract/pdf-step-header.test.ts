/**
 * A PDF header of steps after the rows' axis (the thirty-fourth set's continual-learning report, round 22, tried on a
 * curriculum-learning paper): "Method | 10 | 20 | 30 | 40 | 50 | Avg." over rows of fractions. Before, the header line was
 * read as the first row of numbers, the table had no header and stayed an attribute table; now the steps are the
 * columns, the caption's metric their metric.
 */
import { describe, expect, it } from 'vitest';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

const X = [60, 150, 190, 230, 270, 310, 350];
const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 7);

describe('a header of steps after "Method"', () => {
  it('reads the steps as the columns over the rows of fractions', () => {
    const t = pdfPageDraft([
      row(50, ['Method', '10', '20', '30', '40', '50', 'Avg.']),
      row(62, ['Curriculum', '0.912', '0.874', '0.851', '0.833', '0.820', '0.858']),
      row(74, ['Anti-curriculum', '0.905', '0.861', '0.830', '0.811', '0.797', '0.841']),
      row(86, ['Random order', '0.908', '0.866', '0.842', '0.820', '0.806', '0.848']),
      bboxLine(104, [[60, 'Table 3. Test accuracies of the three orderings after each block of epochs.']], 8),
    ], 'cur').draft.tables.find((x) => x.source.table === 3);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.rows.map((r) => r.label)).toEqual(['Curriculum', 'Anti-curriculum', 'Random order']);
    expect(t.columns.map((c) => c.label)).toEqual(['10', '20', '30', '40', '50', 'Avg.']);
    expect(new Set(t.columns.map((c) => c.metric))).toEqual(new Set(['accuracy']));
  });
});
