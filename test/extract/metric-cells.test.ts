/**
 * Cells that print their own metric (src/extract/metric-cells.ts): `ACC=0.88` under `Performance`, seen in a
 * continual-learning README (the twelfth held-out set); before, such a table was drafted as attributes and its
 * values stayed text. The documents here are written for the test, from other fields: detection (`mAP=…`),
 * translation (`BLEU=… / chrF=…` in one cell), classification (`acc 91.2%`, `0.88 (ACC)`), QA (`F1: …`), and a
 * table of settings (`lr=0.1`, `bs=256`, `epochs=200`) that must stay as it is; in Markdown, HTML and text laid out
 * in columns (pdftotext's layout).
 */
import { describe, expect, it } from 'vitest';
import { metricCellColumns, metricPairs } from '../../src/extract/metric-cells.js';
import { rawTable } from '../helpers/raw-table.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { kind: string; columns: { metric: string; label: string; subset?: string }[]; rows: { label: string; values: unknown[]; bold?: number[] }[] }[] };

describe('metric–value pairs in a cell', () => {
  it('reads the printed forms of a metric with its value', () => {
    expect(metricPairs('mAP=35.2')).toEqual([{ printed: 'mAP', metric: 'map', name: 'mAP', value: '35.2' }]);
    expect(metricPairs('F1: 0.71')).toEqual([{ printed: 'F1', metric: 'f1', name: 'F1', value: '0.71' }]);
    expect(metricPairs('acc 91.2%')).toEqual([{ printed: 'acc', metric: 'accuracy', name: 'Acc', value: '91.2%' }]);
    expect(metricPairs('0.88 (ACC)')).toEqual([{ printed: 'ACC', metric: 'accuracy', name: 'ACC', value: '0.88' }]);
    expect(metricPairs('**WER=4.1**')).toEqual([{ printed: 'WER', metric: 'wer', name: 'WER', value: '4.1' }]);
    // a note in brackets after the pair says where the value comes from
    expect(metricPairs('ACC=0.47 (Table 4 SMALL)')).toEqual([{ printed: 'ACC', metric: 'accuracy', name: 'ACC', value: '0.47' }]);
  });

  it('reads several pairs in one cell, in order', () => {
    expect(metricPairs('BLEU=27.3 / chrF=55.1')?.map((p) => [p.metric, p.value])).toEqual([['bleu', '27.3'], ['chrf', '55.1']]);
    expect(metricPairs('R@1=45.2, R@5=70.1')?.map((p) => p.metric)).toEqual(['r@1', 'r@5']);
  });

  it('reads no settings, costs, names or words as results', () => {
    for (const c of ['lr=0.1', 'bs=256', 'epochs=200', 'Params=25M', 'seed 42', 'AP 50', 'Table 4', 'ResNet 50', '0.88', 'ACC=0.88 lr=0.1', 'see ACC=0.88 below']) expect(metricPairs(c), c).toBeUndefined();
  });

  it('gives a column of pairs one column per metric, the printed header before the metric in brackets', () => {
    const t = rawTable([['Model', 'WMT14 en-de']], [['Base', 'BLEU=27.3 / chrF=55.1'], ['Big', '**BLEU=28.4** / chrF=56.0'], ['Tiny', '-']]);
    const { table, review } = metricCellColumns(t);
    expect(table.header).toEqual([['Model', 'WMT14 en-de (BLEU)', 'WMT14 en-de (chrF)']]);
    expect(table.body).toEqual([['Base', '27.3', '55.1'], ['Big', '**28.4**', '56.0'], ['Tiny', '-', '-']]);
    expect(review[0]).toContain('one column per metric');
  });

  it('leaves a column alone when one of its cells is no pair, and a table of settings unchanged', () => {
    const mixed = rawTable([['Model', 'Result']], [['A', 'mAP=35.2'], ['B', 'failed']]);
    expect(metricCellColumns(mixed).table).toBe(mixed);
    const settings = rawTable([['Run', 'Optimiser', 'Schedule']], [['a', 'lr=0.1', 'epochs=200'], ['b', 'lr=0.01', 'epochs=100']]);
    expect(metricCellColumns(settings).table).toBe(settings);
  });

  it('keeps a header that already names the metric', () => {
    const t = rawTable([['Model', 'Accuracy']], [['A', 'ACC=0.88'], ['B', 'ACC=0.91']]);
    expect(metricCellColumns(t).table.header).toEqual([['Model', 'Accuracy']]);
    expect(metricCellColumns(t).table.body).toEqual([['A', '0.88'], ['B', '0.91']]);
  });
});

describe('audit extract on tables whose cells print the metric', () => {
  it('drafts a Markdown table of `mAP=…` cells as results, the header as the subset', () => {
    const { draft } = extractMarkdown<Draft>([
      '# DetBench',
      '',
      '## COCO results',
      '',
      '| Detector | Backbone | val2017 | test-dev |',
      '| --- | --- | --- | --- |',
      '| FooDet | R-50 | mAP=35.2 | mAP=36.1 |',
      '| BarDet | R-50 | mAP=38.4 | **mAP=39.0** |',
      '',
    ]);
    const t = draft.tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => [c.metric, c.subset])).toEqual([['map', 'val2017'], ['map', 'test-dev']]);
    expect(t.rows.map((r) => r.values)).toEqual([[35.2, 36.1], [38.4, 39.0]]);
    expect(t.rows[1]?.bold).toEqual([1]);
  });

  it('splits a cell of two pairs into two results cells (HTML)', () => {
    const { draft } = extractMarkdown<Draft>([
      '<html><body><h1>MT results</h1><h2>Newstest 2014</h2>',
      '<table><tr><th>System</th><th>en-de</th><th>en-fr</th></tr>',
      '<tr><td>Transformer</td><td>BLEU=27.3 / chrF=55.1</td><td>BLEU=38.1 / chrF=62.0</td></tr>',
      '<tr><td>Ours</td><td>BLEU=28.9 / chrF=56.4</td><td>BLEU=39.5 / chrF=63.2</td></tr>',
      '</table></body></html>',
    ], { name: 'index.html' });
    const t = draft.tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => c.metric)).toEqual(['bleu', 'chrf', 'bleu', 'chrf']);
    expect(t.rows.find((r) => r.label === 'Ours')?.values).toEqual([28.9, 56.4, 39.5, 63.2]);
  });

  it('reads `acc 91.2%` cells of a column-aligned text table (the layout pdftotext prints)', () => {
    const { draft } = extractMarkdown<Draft>([
      'Sentiment results',
      '',
      'Table 2: Results on the two test sets.',
      '',
      'Model        SST-2           IMDb',
      'LSTM         acc 88.1%       acc 86.4%',
      'BERT-base    acc 92.7%       acc 94.0%',
      '',
    ], { name: 'paper.txt' });
    const t = draft.tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy']);
    expect(t.rows.map((r) => r.values)).toEqual([[88.1, 86.4], [92.7, 94.0]]);
  });

  it('keeps a table of settings printed `lr=0.1` as attributes', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Training recipes',
      '',
      '| Model | Optimiser | Schedule |',
      '| --- | --- | --- |',
      '| ResNet-50 | lr=0.1 | epochs=200 |',
      '| ViT-B | lr=0.001 | epochs=300 |',
      '',
    ]);
    expect(draft.tables.every((t) => t.kind === 'attributes')).toBe(true);
  });
});
