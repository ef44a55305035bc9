/**
 * A physics-informed README (round 25, the form of a set-39 document): values in scientific notation, HTML
 * superscripts and LaTeX alike, and a table printed with its methods as columns under a corner "Metric" that spans
 * both header rows, its rows a region's L2 error and MSE. Drafted as decimals, read transposed, the metric of each row
 * its longest name ("Domain L2 Error" the L2 error, not an error rate), and validate finds every row.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric: string; label: string }[]; rows: { label: string; values: (number | null)[]; spreads?: (number | null)[] }[] }[];
}

const doc = [
  '# PDE solvers', '', '## PINN results', '',
  'Errors of the PINN variants on the Poisson equations.', '',
  '<table>', '<thead>',
  '<tr><th rowspan="2">Metric</th><th colspan="2">2D Poisson</th><th colspan="2">1D Poisson</th></tr>',
  '<tr><th>PINN</th><th>AW-PINN</th><th>PINN</th><th>AW-PINN</th></tr>',
  '</thead>', '<tbody>',
  '<tr><td>Domain L2 Error</td><td>4.47×10<sup>0</sup></td><td>9.03×10<sup>−1</sup></td><td>4.42×10<sup>−1</sup></td><td>1.15×10<sup>−1</sup></td></tr>',
  '<tr><td>Domain MSE Error</td><td>2.24×10<sup>−3</sup></td><td>8.16×10<sup>−5</sup></td><td>1.55×10<sup>−1</sup></td><td>1.05×10<sup>−2</sup></td></tr>',
  '</tbody>', '</table>', '',
  '## Neural operators', '',
  '| Model | Train MSE | Test MSE |', '|---|---|---|',
  '| FNO | $1.73\\times10^{-4} \\pm 7.57\\times10^{-5}$ | $2.24\\times10^{-2}$ |',
  '| UNO | $7.77\\times10^{-4} \\pm 2.83\\times10^{-4}$ | $3.02\\times10^{-2}$ |', '',
];

describe('values in scientific notation', () => {
  it('are drafted as the decimals they denote, a corner spanning the header rows read as the metric axis', () => {
    const r = extractMarkdown<Draft>(doc);
    const [pinn, ops] = r.draft.tables;
    expect(pinn?.kind).toBe('results');
    expect(pinn?.rows.map((x) => x.label)).toEqual(['PINN', 'AW-PINN', 'PINN', 'AW-PINN']);
    expect(pinn?.columns.map((c) => c.metric)).toEqual(['l2-error', 'mse']);
    expect(pinn?.rows[1]?.values).toEqual([0.903, 0.0000816]);
    expect(ops?.rows[0]?.values).toEqual([0.000173, 0.0224]);
    expect(ops?.rows[0]?.spreads).toEqual([0.0000757, null]);
    expectValidates(r.dir);
  });
});
