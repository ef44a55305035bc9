/**
 * Methods printed as sub-columns under each metric, the benchmarks as rows (issue 25, fifth held-out set: a
 * super-resolution README written in HTML, whose second header row of `<td>` cells names the two methods
 * under every metric). Read as printed, the benchmarks became the methods and the methods were dropped.
 * The second row of words under `<th>` cells spanning two columns is a header row, and the table is read
 * with a row per method, the benchmark as each column's subset. Pure, on a machine-translation table.
 */
import { describe, expect, it } from 'vitest';
import type { DraftResultsTable } from '../../src/extract/types.js';
import { resultTablesOf } from '../helpers/extract-readme.js';

const resultsOf = resultTablesOf;
const nums = (values: DraftResultsTable['rows'][number]['values']) => values.map((v) => (v && typeof v === 'object' && 'n' in v ? Number(v.n) : v));

const md = `# Low-resource translation

<p>Results on three test sets.</p>

<table>
<tr>
  <th>Dataset</th>
  <th colspan="2">BLEU (higher is better)</th>
  <th colspan="2">chrF</th>
</tr>
<tr>
  <td></td>
  <td>Transformer-base</td>
  <td>Transformer + BT</td>
  <td>Transformer-base</td>
  <td>Transformer + BT</td>
</tr>
<tr><td>FLORES-101 en-sw</td><td>27.1</td><td>29.4</td><td>55.2</td><td>57.0</td></tr>
<tr><td>FLORES-101 en-yo</td><td>8.3</td><td>10.2</td><td>30.1</td><td>33.6</td></tr>
<tr><td>NTREX en-ha</td><td>14.6</td><td>16.0</td><td>41.8</td><td>43.9</td></tr>
</table>
`;

describe('extract: methods as sub-columns of each metric, benchmarks as rows', () => {
  it('reads a row per method with a column per benchmark and metric', () => {
    const [t] = resultsOf(md);
    expect(t?.rows.map((r) => r.label)).toEqual(['Transformer-base', 'Transformer + BT']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['bleu', 'chrf', 'bleu', 'chrf', 'bleu', 'chrf']);
    expect(t?.columns.map((c) => c.subset)).toEqual(['flores-101-en-sw', 'flores-101-en-sw', 'flores-101-en-yo', 'flores-101-en-yo', 'ntrex-en-ha', 'ntrex-en-ha']);
    expect(nums(t?.rows[1]?.values ?? [])).toEqual([29.4, 57.0, 10.2, 33.6, 16.0, 43.9]);
  });
});

describe('extract: conditions as sub-columns are not methods', () => {
  it('keeps a table with scale factors under each metric (one method, datasets as rows) as printed', () => {
    const scales = md.replace(/Transformer-base/g, '×2').replace(/Transformer \+ BT/g, '×4');
    const [t] = resultsOf(scales);
    expect(t?.rows.map((r) => r.label)).toEqual(['FLORES-101 en-sw', 'FLORES-101 en-yo', 'NTREX en-ha']);
  });
});
