/**
 * A pipe-table row that stacks two rows with `<br>` (round 20, a knowledge-distillation README: "Teacher <br> Student |
 * 75.61 <br> 73.26 | …"): before, the row was one label "Teacher Student" over cells of two numbers, drafted as
 * nothing. When the label stacks k names and every printed cell k numbers, it is k rows.
 */
import { describe, expect, it } from 'vitest';
import { splitStackedRows } from '../../src/extract/md-stacked-rows.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; rows: readonly { label?: string; values: readonly unknown[] }[] }[];
}

describe('a row stacking two rows with <br>', () => {
  it('is read as two rows, one number per column each', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Pruning ResNets',
      '',
      'Top-1 accuracy (%) on ImageNet.',
      '',
      '| Method | ResNet-50 | ResNet-101 |',
      '| --- | --- | --- |',
      '| Dense <br> Pruned 50% | 76.13 <br> 75.02 | 77.37 <br> 76.90 |',
      '| Ours | 75.81 | 77.12 |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.rows.map((r) => [r.label, r.values])).toEqual([['Dense', [76.13, 77.37]], ['Pruned 50%', [75.02, 76.9]], ['Ours', [75.81, 77.12]]]);
  });

  it('leaves a note broken over lines, or a cell of one number, as one row', () => {
    const rows = [['Method', 'A', 'B'], ['Dense <br> (baseline)', '76.1', '77.3'], ['X <br> Y', '76.1 <br> 75.0', '77.3'], ['P <br> Q', 'see <br> text', '1 <br> 2']];
    expect(splitStackedRows(rows)).toEqual(rows);
  });
});
