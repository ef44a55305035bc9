/**
 * Row-group label rows (src/extract/group-rows.ts): `| **Graph-based** | | |` or `<td colspan="3"><i>Non-autoregressive</i></td>`
 * between the method rows names a setting of the rows below it, not a method. Checked on a recommender-systems README
 * (Markdown) and a machine-translation page (HTML) written here.
 */
import { describe, expect, it } from 'vitest';
import { groupLabelOf, liftGroupRows } from '../../src/extract/group-rows.js';
import type { RawTable } from '../../src/extract/types.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { columns: { metric: string }[]; settings?: { id: string; label: string }[]; rows: { label: string; values: (number | null)[]; settings?: Record<string, string> }[]; review?: string[] }[] };

const raw = (body: string[][]): RawTable => ({ doc: 'd', index: 1, line: 0, number: 1, numberFrom: 'order', header: [['Model', 'A', 'B']], body, context: '' });

describe('row-group label rows', () => {
  it('reads a label over blank cells, or one spanning cell, as a group label; never a number or a value row', () => {
    expect(groupLabelOf(['**Graph-based**', '', ''])).toBe('Graph-based');
    expect(groupLabelOf(['<i>Non-autoregressive</i>', '<i>Non-autoregressive</i>', '<i>Non-autoregressive</i>'])).toBe('Non-autoregressive');
    expect(groupLabelOf(['NGCF', '0.21', ''])).toBeUndefined();
    expect(groupLabelOf(['42.1', '', ''])).toBeUndefined();
    expect(groupLabelOf(['-', '', ''])).toBeUndefined();
    expect(groupLabelOf(['Alone'])).toBeUndefined();
  });

  it('lifts label rows that head value rows, keeping each row\'s group; leaves two adjacent label rows (a header in the body) alone', () => {
    const l = liftGroupRows(raw([['MF', '', ''], ['BPR', '1', '2'], ['Graph', '', ''], ['NGCF', '3', '4'], ['LightGCN', '5', '6']]));
    expect(l.table.body.map((r) => r[0])).toEqual(['BPR', 'NGCF', 'LightGCN']);
    expect(l.groups).toEqual(['MF', 'Graph', 'Graph']);
    expect(l.names).toEqual(['MF', 'Graph']);
    const above = liftGroupRows(raw([['BPR', '1', '2'], ['Graph', '', ''], ['NGCF', '3', '4']]));
    expect(above.groups).toEqual(['', 'Graph']);
    const adjacent = raw([['Top', '', ''], ['Sub', '', ''], ['NGCF', '3', '4'], ['LightGCN', '5', '6']]);
    expect(liftGroupRows(adjacent).table).toBe(adjacent);
    // a label row at the end heads nothing
    const trailing = raw([['BPR', '1', '2'], ['NGCF', '3', '4'], ['Notes', '', '']]);
    expect(liftGroupRows(trailing).groups).toEqual([]);
  });

  it('drafts a Markdown recommender table with bold group rows: the methods as rows, each group as its setting', () => {
    const d = extractMarkdown<Draft>([
      '# Collaborative filtering baselines',
      '',
      '## Results on MovieLens-1M',
      '',
      '| Model | Recall@20 | NDCG@20 |',
      '| --- | --- | --- |',
      '| **Matrix factorization** | | |',
      '| BPR-MF | 0.1923 | 0.2101 |',
      '| NeuMF | 0.1987 | 0.2155 |',
      '| **Graph-based** | | |',
      '| NGCF | 0.2107 | 0.2281 |',
      '| LightGCN | 0.2295 | 0.2420 |',
      '',
    ]).draft;
    const t = d.tables[0];
    expect(t?.rows.map((r) => `${r.label}: ${r.values.join(' ')} (${r.settings?.group})`)).toEqual([
      'BPR-MF: 0.1923 0.2101 (Matrix factorization)',
      'NeuMF: 0.1987 0.2155 (Matrix factorization)',
      'NGCF: 0.2107 0.2281 (Graph-based)',
      'LightGCN: 0.2295 0.242 (Graph-based)',
    ]);
    expect(t?.settings?.[0]).toEqual({ id: 'group', label: 'Group' });
  });

  it('drafts an HTML translation table with spanning group rows the same way', () => {
    const d = extractMarkdown<Draft>(
      [
        '<html><body><h2>WMT14 En-De</h2><table>',
        '<thead><tr><th>System</th><th>BLEU</th><th>Params (M)</th></tr></thead><tbody>',
        '<tr><td colspan="3"><i>Autoregressive</i></td></tr>',
        '<tr><td>Transformer-base</td><td>27.3</td><td>65</td></tr>',
        '<tr><td>Transformer-big</td><td>28.4</td><td>213</td></tr>',
        '<tr><td colspan="3"><i>Non-autoregressive</i></td></tr>',
        '<tr><td>Mask-Predict</td><td>27.0</td><td>69</td></tr>',
        '<tr><td>GLAT</td><td>26.6</td><td>71</td></tr>',
        '</tbody></table></body></html>',
      ],
      { name: 'index.html' },
    ).draft;
    const t = d.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['bleu', 'params']);
    expect(t?.rows.map((r) => `${r.label} ${r.settings?.group}`)).toEqual(['Transformer-base Autoregressive', 'Transformer-big Autoregressive', 'Mask-Predict Non-autoregressive', 'GLAT Non-autoregressive']);
  });
});
