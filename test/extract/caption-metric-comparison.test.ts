/**
 * A caption "Test accuracies comparison" names accuracy: "comparison" may follow a metric named as such (a
 * continual-learning report, round 23). Before, the caption named no metric, the table of "Method | 10 | 20 | … |
 * Avg. incr. acc." was drafted as attributes, and the header's wrapped last word ("acc.", under the header line) was
 * read as every row's name. The report's other tables, "Test accuracies achieved by …", were read.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

interface T { kind: string; columns: { metric: string; label: string }[]; rows: { label?: string }[] }


describe('a caption naming its metric before "comparison"', () => {
  it('reads "Test accuracies comparison" as naming accuracy', () => {
    expect(metricsInText('KNN. Test accuracies comparison')).toEqual(['accuracy']);
    expect(metricsInText('Accuracy comparison of the methods')).toEqual(['accuracy']);
  });

  it('keeps the rows named by the methods under "Method | 10 | 20 | 30 | 40 | Avg. incr. acc."', () => {
    // as the report prints it: the method column at 92, ten steps 34 points apart, the last column at 513
    const xs = [92, 172, 206, 241, 275, 310, 344, 378, 413, 447, 479, 513];
    const line = (y: number, cells: readonly string[]): string => bboxLine(y, cells.map((t, k) => [xs[k] as number, t] as const), 8.9);
    const page = [
      bboxLine(74, [[513, 'Avg.']], 8.9),
      line(86, ['Method', '10', '20', '30', '40', '50', '60', '70', '80', '90', '100', 'incr.']),
      bboxLine(97.9, [[514.8, 'acc.']], 8.9),
      line(112.3, ['NME', '0.868', '0.738', '0.664', '0.617', '0.577', '0.553', '0.523', '0.487', '0.476', '0.460', '0.596']),
      line(124.3, ['KNN, K=1', '0.868', '0.731', '0.654', '0.591', '0.560', '0.522', '0.476', '0.449', '0.421', '0.407', '0.568']),
      line(136.3, ['KNN, K=5', '0.887', '0.741', '0.651', '0.609', '0.582', '0.549', '0.505', '0.470', '0.450', '0.425', '0.587']),
      bboxLine(154, [[240, 'Table 7. KNN. Test accuracies comparison']], 8.9),
    ];
    const t = pdfPageDraft(page).draft.tables[0] as unknown as T;
    expect(t.kind).toBe('results');
    expect(t.rows.map((r) => r.label)).toEqual(['NME', 'KNN, K=1', 'KNN, K=5']);
    expect(t.columns.map((c) => c.metric)).toEqual(Array(11).fill('accuracy'));
  });
});
