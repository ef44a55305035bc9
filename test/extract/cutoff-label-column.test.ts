/**
 * A `K` column beside a metric label printed once per cut-off (`Metric | K | …` over `Recall | 10`, `Recall | 20`):
 * the rows are Recall@10, Recall@20, and the K column is no value column (nor a method once the table is read with
 * the methods as columns).
 */
import { describe, expect, it } from 'vitest';
import { cutoffLabelColumn } from '../../src/extract/cutoff-label-column.js';
import type { RawTable } from '../../src/extract/types.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { columns: { metric: string; label?: string }[]; rows: { method: string; values: (number | null)[] }[] }[] }

const raw = (header: string[][], body: string[][]): RawTable => ({ header, body, line: 1, context: '' }) as unknown as RawTable;

describe('cut-off label column', () => {
  it('folds the cut-off into the metric label, and leaves other second columns alone', () => {
    const t = raw([['Metric', 'K', 'SASRec', 'BERT4Rec']], [['Recall', '10', '0.61', '0.64'], ['Recall', '20', '0.72', '0.75'], ['MRR', '10', '0.31', '0.33']]);
    const r = cutoffLabelColumn(t);
    expect(r.table.header).toEqual([['Metric', 'SASRec', 'BERT4Rec']]);
    expect(r.table.body.map((x) => x[0])).toEqual(['Recall@10', 'Recall@20', 'MRR@10']);
    expect(r.review).toMatch(/column "K" prints the cut-off/);
    // a second column of epochs, or a K column beside labels printed once each, is no cut-off of the label
    expect(cutoffLabelColumn(raw([['Model', 'Epochs', 'Acc', 'F1']], [['A', '10', '1', '2'], ['A', '20', '3', '4']])).review).toBeUndefined();
    expect(cutoffLabelColumn(raw([['Model', 'K', 'Acc', 'F1']], [['kNN', '5', '1', '2'], ['SVM', '1', '3', '4']])).review).toBeUndefined();
  });

  it('drafts a recommender table with methods as columns and a K column (CLI)', () => {
    const md = ['## Sequential recommendation on Amazon Beauty', '',
      '<table><tr><td>Metric</td><td>K</td><td>GRU4Rec</td><td>SASRec</td><td>BERT4Rec</td></tr>',
      '<tr><td rowspan="2">Recall</td><td>10</td><td>0.0512</td><td>0.0605</td><td>0.0631</td></tr>',
      '<tr><td>20</td><td>0.0790</td><td>0.0902</td><td>0.0944</td></tr>',
      '<tr><td rowspan="2">NDCG</td><td>10</td><td>0.0270</td><td>0.0318</td><td>0.0337</td></tr>',
      '<tr><td>20</td><td>0.0340</td><td>0.0393</td><td>0.0416</td></tr></table>', ''].join('\n');
    const x = extractMarkdown<Draft>(md, { name: 'README.md', id: 'seqrec' });
    expect(x.code, x.stderr).toBe(0);
    const t = x.draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['r@10', 'r@20', 'ndcg@10', 'ndcg@20']);
    expect(t?.rows.map((r) => r.method)).toEqual(['gru4rec', 'sasrec', 'bert4rec']);
    expect(t?.rows[1]?.values).toEqual([0.0605, 0.0902, 0.0318, 0.0393]);
  });
});
