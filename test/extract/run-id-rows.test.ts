/**
 * Tables of an experiment log whose rows are runs named by an id ("EXP-001", "EXP-006a"), beside a model column that
 * repeats (seen in a medical-imaging paper's PDF: Run | Backbone | Predictor | Opt. | AUROC). A made-up audio-tagging
 * README. Before, the repeated `Backbone` column (a method header) was the row label, so six runs shared one label; in
 * a table with no method header the last text column (`Opt.`: SGD, SGD, Adam) was.
 */
import { describe, expect, it } from 'vitest';
import { resultTablesOf } from '../helpers/extract-readme.js';

const results = resultTablesOf;

describe('extract: rows named by run ids', () => {
  it('takes the run ids as the rows when the backbone column repeats', () => {
    const t = results([
      '## AudioSet tagging runs',
      '',
      '| Run | Backbone | Pooling | mAP |',
      '|---|---|---|---|',
      '| EXP-01 | CNN14 | mean | 0.431 |',
      '| EXP-02 | CNN14 | attention | 0.439 |',
      '| EXP-03a | AST | mean | 0.459 |',
      '| EXP-03b | AST | attention | 0.466 |',
      '',
    ].join('\n'))[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['EXP-01', 'EXP-02', 'EXP-03a', 'EXP-03b']);
    expect(t?.rows.map((r) => r.settings?.backbone)).toEqual(['CNN14', 'CNN14', 'AST', 'AST']);
  });
  it('takes them over a repeated optimiser column when no column is headed as the method', () => {
    const t = results([
      '## Optimiser ablation',
      '',
      '| Run | Pooling | Opt. | mAP |',
      '|---|---|---|---|',
      '| Run 1 | mean | SGD | 0.431 |',
      '| Run 2 | attention | SGD | 0.439 |',
      '| Run 3 | attention | Adam | 0.446 |',
      '',
    ].join('\n'))[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['Run 1', 'Run 2', 'Run 3']);
  });
  it('keeps model names that share a prefix as the method when nothing repeats', () => {
    const t = results([
      '| Model | Backbone | mAP |',
      '|---|---|---|',
      '| PANN-1 | CNN10 | 0.420 |',
      '| PANN-2 | CNN14 | 0.431 |',
      '| PANN-3 | ResNet38 | 0.434 |',
      '',
    ].join('\n'))[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['PANN-1', 'PANN-2', 'PANN-3']);
  });
});
