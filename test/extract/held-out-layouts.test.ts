/**
 * Layouts of the held-out READMEs and docs pages (issue 25), each checked on a small document of
 * another field written here: a two-level header whose metric row is the first `<tbody>` row; a
 * header cell spanning two columns that names both ("Recall | Precision"); a setting in a header's
 * brackets ("s/it (B: 8)") that is not a metric; a cell printing a second number in brackets; a table whose
 * deltas run across the row (methods as columns); a table left out whole keeps its review lines.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../src/extract/cells.js';
import { emptiedTables, extractDraft } from '../../src/extract/draft.js';
import { conventionOf, metricFor, metricsInText, partOfMean } from '../../src/extract/metric-lookup.js';
import { packedNames, packedParts } from '../../src/extract/packed-cells.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftResultsTable, DraftTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };

/** `audit extract` (the library) on one file written to a temp folder. */
export function draftOf(name: string, text: string): { yaml: string; tables: DraftResultsTable[] } {
  const dir = mkdtempSync(join(tmpdir(), 'extract-held-out-'));
  writeFileSync(join(dir, name), text);
  const ex = extractDraft(readInputs([join(dir, name)]), 'toy', names);
  return { yaml: ex.yaml, tables: ex.draft.tables.filter((t): t is DraftResultsTable => t.kind === 'results') };
}

/** A row's printed numbers (null where nothing or words are printed). */
export const nums = (values: readonly ({ n: string } | { s: string } | null)[]): (number | null)[] => values.map((v) => (v && 'n' in v ? Number(v.n) : null));

const page = (body: string): string => `<!doctype html><html><head><title>Toy</title></head><body>${body}</body></html>`;

describe('extract: HTML header rows that continue into the body', () => {
  it('reads a bold first <tbody> row under a <thead> of dataset spans as the metric row (reading comprehension)', () => {
    const html = page(`<h2>Reading comprehension</h2><table>
<thead><tr><th colspan="2"></th><th colspan="2">SQuAD</th><th colspan="2">TriviaQA</th></tr></thead>
<tbody>
<tr><td><strong>Model</strong></td><td><strong>Context length</strong></td><td><strong>EM</strong></td><td><strong>F1</strong></td><td><strong>EM</strong></td><td><strong>F1</strong></td></tr>
<tr><td>reader_small</td><td>(512, 64)</td><td>78.1</td><td>85.6</td><td>61.0</td><td>66.2</td></tr>
<tr><td>reader_large</td><td>(512, 64)</td><td>84.3</td><td>90.9</td><td>68.7</td><td>73.1</td></tr>
</tbody></table>`);
    const [t] = draftOf('page.html', html).tables;
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['em', 'squad'], ['f1', 'squad'], ['em', 'triviaqa'], ['f1', 'triviaqa']]);
    expect(t?.rows.map((r) => [r.method, nums(r.values)])).toEqual([['reader_small', [78.1, 85.6, 61.0, 66.2]], ['reader_large', [84.3, 90.9, 68.7, 73.1]]]);
  });

  it('keeps a first body row that prints numbers as data', () => {
    const html = page(`<table><thead><tr><th>Model</th><th>EM</th></tr></thead>
<tbody><tr><td><b>reader_large</b></td><td><b>84.3</b></td></tr><tr><td>reader_small</td><td>78.1</td></tr></tbody></table>`);
    const [t] = draftOf('page.html', html).tables;
    expect(t?.rows.map((r) => r.method)).toEqual(['reader_large', 'reader_small']);
  });
});

describe('extract: a header cell spanning columns that names each of them', () => {
  it('splits "R@1 | R@10" over its two columns (audio retrieval)', () => {
    const html = page(`<table><thead>
<tr><th rowspan="2">Model</th><th colspan="2">Clotho</th><th colspan="2">AudioCaps</th></tr>
<tr><th colspan="2">R@1 | R@10</th><th>R@1</th><th>R@10</th></tr></thead>
<tbody><tr><td>audio-enc-a</td><td>16.2</td><td>52.3</td><td>39.8</td><td>86.1</td></tr>
<tr><td>audio-enc-b</td><td>18.0</td><td>55.9</td><td>42.5</td><td>88.4</td></tr></tbody></table>`);
    const [t] = draftOf('page.html', html).tables;
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['r@1', 'clotho'], ['r@10', 'clotho'], ['r@1', 'audiocaps'], ['r@10', 'audiocaps']]);
  });
});

describe('extract: brackets in headers and cells', () => {
  it('reads a setting in a header\'s brackets as no metric ("(B: 1)" is a batch size, not BLEU-1)', () => {
    expect(metricFor('sec/it (B: 1)')).toBe('latency');
    expect(metricFor('Score (B: 1)')).toBeUndefined();
    expect(metricFor('Results (B-1)')).toBe('Bleu_1');
  });

  it('keeps the first of two numbers printed as "value (second)" and names the bracket for review', () => {
    expect(parseValue('13.5 M (8.5M)')).toMatchObject({ text: '13.5', unit: 'M', second: '8.5M' });
    expect(parseValue('0.7 (0.4)')).toMatchObject({ text: '0.7', second: '0.4' });
    expect(parseValue('52.1 (+1.2)')).toMatchObject({ text: '52.1', delta: '1.2', deltaKind: 'absolute' });
    expect(parseValue('(0.4)')).toBeUndefined();
    const md = ['## Keyword spotting', '', '| Model | Params | Accuracy |', '|---|---|---|', '| kws-tiny | 0.9 M (0.6M) | 95.1 |', '| kws-base | 2.4 M | 97.0 (96.2) |', ''].join('\n');
    const x = draftOf('README.md', md);
    expect(x.tables[0]?.rows.map((r) => nums(r.values))).toEqual([[0.9, 95.1], [2.4, 97.0]]);
    expect(x.yaml).toContain('cells with a second number in brackets, not said what it is: the first written, the bracket left out: "0.9 M (0.6M)" (Params)');
  });
});

describe('extract: methods as columns, told by deltas that run across the row', () => {
  const grid = [
    '| | Default Prophet | Tuned Prophet | Default ARIMA | Tuned ARIMA |',
    '|---|---|---|---|---|',
    '| Electricity | 0.412 (+3.00%) | _**0.400**_ | 0.455 (+13.75%) | 0.431 (+7.75%) |',
    '| Traffic | 0.210 (+0.96%) | _**0.208**_ | 0.260 (+25.00%) | 0.233 (+12.02%) |',
    '| Weather | _**0.120**_ (-0.83%) | 0.121 | 0.140 (+15.70%) | 0.128 (+5.79%) |',
    '',
  ];
  it('reads the columns as the methods when the note names the column the deltas are relative to (forecasting)', () => {
    const md = ['## Forecasting results', '', ...grid, 'Metric: MAE (lower is better). In brackets, the percentage difference from the tuned Prophet.', ''].join('\n');
    const x = draftOf('README.md', md);
    const t = x.tables[0];
    expect(t?.rows.map((r) => [r.method, nums(r.values)])).toEqual([
      ['default-prophet', [0.412, 0.21, 0.12]],
      ['tuned-prophet', [0.4, 0.208, 0.121]],
      ['default-arima', [0.455, 0.26, 0.14]],
      ['tuned-arima', [0.431, 0.233, 0.128]],
    ]);
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['mae', 'electricity'], ['mae', 'traffic'], ['mae', 'weather']]);
    expect(t?.rows[0]?.vs).toBe('tuned-prophet');
  });

  it('keeps the printed orientation when no text names the deltas\' base column', () => {
    const md = ['## Forecasting results', '', ...grid, 'Metric: MAE (lower is better).', ''].join('\n');
    const t = draftOf('README.md', md).tables[0];
    expect(t?.rows.map((r) => r.method)).toEqual(['electricity', 'traffic', 'weather']);
  });
});

describe('extract: a table none of whose rows could be kept', () => {
  it('keeps its review lines at the top of the draft instead of dropping them with the table', () => {
    const table = { id: 'table-2', kind: 'results', source: { doc: 'readme', table: 2, section: 'Results' }, rows: [], review: ["row 'a' left out: its cells (1 2) are not on one line of readme"] };
    expect(emptiedTables([table as unknown as DraftTable])).toEqual([
      `table 'table-2' (results, table 2, section "Results") left out: none of its rows is in the draft`,
      `  table-2: row 'a' left out: its cells (1 2) are not on one line of readme`,
    ]);
  });
});

describe('extract: a lower header level in plain body cells, benchmarks with a fixed metric, blank and spanned cells', () => {
  it('reads a plain first <tbody> row as the lower header level under a <thead> cell spanning columns (image classification)', () => {
    const html = page(`<table><thead><tr><th>Dataset</th><th colspan="2">ImageNet</th></tr></thead>
<tbody><tr><td>Augmentation</td><td>ResNet-50</td><td>ViT-B</td></tr>
<tr><td>baseline</td><td>76.1</td><td>79.9</td></tr><tr><td>+MixUp</td><td>77.4</td><td>80.8</td></tr></tbody></table>`);
    const [t] = draftOf('page.html', html).tables;
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['accuracy', 'resnet-50'], ['accuracy', 'vit-b']]);
    expect(t?.rows.map((r) => [r.label, nums(r.values)])).toEqual([['baseline', [76.1, 79.9]], ['+MixUp', [77.4, 80.8]]]);
  });

  it('knows the metric OGB datasets and speech corpora report by convention', () => {
    expect(conventionOf('ogbg-molhiv')).toMatchObject({ metric: 'auc' });
    expect(conventionOf('ogbn-arxiv')).toMatchObject({ metric: 'accuracy' });
    expect(conventionOf('ogbl-collab')).toMatchObject({ metric: 'hits@50' });
    expect(conventionOf('ogbn-collab')).toMatchObject({ metric: 'hits@50', typo: 'ogbn-collab' });
    expect(conventionOf('test-other')).toMatchObject({ metric: 'wer' });
    expect(conventionOf('AISHELL-1')).toMatchObject({ metric: 'cer' });
    expect(conventionOf('Cityscapes')).toBeUndefined();
  });

  it('drafts a LibriSpeech table that names no metric as WER, with a review line (speech)', () => {
    const md = ['## Results', '', '| Model | test-clean | test-other |', '|---|---|---|', '| ctc-small | 3.9 | 9.1 |', '| ctc-large | 2.7 | 6.3 |', ''].join('\n');
    const x = draftOf('README.md', md);
    expect(x.tables[0]?.columns.map((c) => c.metric)).toEqual(['wer', 'wer']);
    expect(x.yaml).toContain(`no metric printed; 'wer' guessed, what this benchmark reports by convention`);
  });

  it('keeps a row whose blank cells print nothing (time-series forecasting)', () => {
    const md = ['## Results', '', '| Model | MAE | RMSE | MSE |', '|---|---|---|---|', '| lstm | 0.31 | 0.45 |  |', '| tcn | 0.29 | 0.41 | 0.17 |', ''].join('\n');
    const t = draftOf('README.md', md).tables[0];
    expect(t?.rows.map((r) => [r.method, nums(r.values)])).toEqual([['lstm', [0.31, 0.45, null]], ['tcn', [0.29, 0.41, 0.17]]]);
  });

  it('writes a number spanning two value columns once, under its first column', () => {
    const html = page(`<table><thead><tr><th>Method</th><th>AUC</th><th>AP</th></tr></thead>
<tbody><tr><td>gbdt</td><td colspan="2">0.8218</td></tr><tr><td>mlp</td><td>0.7690</td><td>0.2541</td></tr></tbody></table>`);
    const [t] = draftOf('page.html', html).tables;
    expect(t?.rows.map((r) => [r.method, nums(r.values)])).toEqual([['gbdt', [0.8218, null]], ['mlp', [0.769, 0.2541]]]);
  });
});

describe('extract: per-class detection headers next to a column of training times', () => {
  it('reads "Class@R40" columns as AP by KITTI\'s convention, and a cost column printing no number as a setting (3D detection)', () => {
    const md = [
      '## Results',
      'Moderate difficulty on the val set. The training time is measured with 4 A100 GPUs.',
      '',
      '| | training time | Car@R40 | Pedestrian@R40 | download |',
      '|---|---|---|---|---|',
      '| [FastDet](cfgs/fastdet.yaml) | ~2 hours | 81.20 | 55.10 | [model-20M](https://example.org/a) |',
      '| [SlowDet](cfgs/slowdet.yaml) | - | 83.45 | 58.70 | [model-60M](https://example.org/b) |',
      '',
    ].join('\n');
    const x = draftOf('README.md', md);
    const t = x.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['ap', 'ap']);
    expect(t?.rows.map((r) => [r.method, nums(r.values), r.settings?.['training-time']])).toEqual([['fastdet', [81.2, 55.1], '~2 hours'], ['slowdet', [83.45, 58.7], '-']]);
    expect(x.yaml).toContain(`column 0 "Car@R40": no metric printed; 'ap' guessed, what this benchmark reports by convention`);
  });

  it('does not read the words "exact" or "partial" in prose as metrics', () => {
    expect(metricsInText('We keep a partial copy of the exact weights.')).toEqual([]);
    expect(metricFor('Partial')).toBe('partial-match');
  });
});

describe('extract: a bold "Table N:" line after an uncaptioned table', () => {
  it('numbers the table by its printed caption even when a links table before it took that number by order (text-to-speech)', () => {
    const md = [
      '| Model | Paper |', '|---|---|', '| tts-a | [arXiv 2401](https://arxiv.org/abs/2401.00001) |', '',
      '**Table 1: Zero-shot TTS on a test set.**', '',
      '| Model | WER↓ | SS↑ |', '|---|---|---|', '| tts-a | 3.88 | 74.99 |', '| tts-b | 4.10 | 71.20 |', '',
    ].join('\n');
    const t = draftOf('README.md', md).tables[0];
    expect(t?.source).toMatchObject({ table: 1 });
    expect(t?.columns.map((c) => c.metric)).toEqual(['wer', 'secs']);
  });
});

describe('extract: cells packing several values', () => {
  it('splits "2.1/5.3; 48s" into one column per value when the caption says what each is (machine translation)', () => {
    const html = page(`<table><caption>Table 2: Decoding strategies (each cell shows chrF on newstest2019, COMET on newstest2019 and decoding time on newstest2019)</caption>
<thead><tr><th>Decoding method</th><th>beam=4</th><th>beam=8</th></tr></thead>
<tbody><tr><td>greedy_search</td><td>27.1/55.3; 48s</td><td>27.4/55.6; 71s</td></tr>
<tr><td>sampling</td><td>25.9/54.0; 52s</td><td>26.3/54.2; 80s</td></tr></tbody></table>`);
    const x = draftOf('page.html', html);
    const t = x.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['chrf', 'comet', 'latency', 'chrf', 'comet', 'latency']);
    expect(t?.rows.map((r) => [r.method, nums(r.values)])).toEqual([['greedy_search', [27.1, 55.3, 48, 27.4, 55.6, 71]], ['sampling', [25.9, 54.0, 52, 26.3, 54.2, 80]]]);
    expect(x.yaml).toContain('cells packing several values ("27.1/55.3; 48s") split into one column each');
  });

  it('splits "mAP/mAPH" cells by their header, and leaves packed cells the table does not explain as they are (detection)', () => {
    expect(packedParts('57.13/55.62')).toEqual(['57.13', '55.62']);
    expect(packedParts('3.11/7.93; 132s')).toEqual(['3.11', '7.93', '132s']);
    expect(packedParts('1/2 of the data')).toBeUndefined();
    expect(packedNames('The numbers in each field is WER on test-clean, WER on test-other and decoding time on test-clean')).toEqual(['WER on test-clean', 'WER on test-other', 'decoding time on test-clean']);
    const md = ['## Results', '', '| Model | mAP/mAPH | Other |', '|---|---|---|', '| det-a | 57.13/55.62 | 1.2/3.4 |', '| det-b | 60.01/58.40 | 1.5/3.1 |', ''].join('\n');
    const x = draftOf('README.md', md);
    expect(x.tables[0]?.columns.map((c) => c.metric)).toEqual(['map', 'maph']);
  });
});

describe('extract: class columns beside the mean over them', () => {
  it('reads "Deer | Boar | Fox" beside "mAP" as each class\'s AP, with a review line (camera-trap detection)', () => {
    const md = ['## Results', 'All models are trained with 4 GPUs.', '', '| | Deer | Boar | Fox | mAP |', '|---|---|---|---|---|', '| yolo-trap | 71.2 | 55.0 | 40.3 | 55.5 |', '| detr-trap | 74.9 | 58.1 | 44.0 | 59.0 |', ''].join('\n');
    const x = draftOf('README.md', md);
    const t = x.tables[0];
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['ap', 'deer'], ['ap', 'boar'], ['ap', 'fox'], ['map', undefined]]);
    expect(x.yaml).toContain(`column 0 "Deer": no metric printed; 'ap' guessed, as the 'mAP' column beside it is the mean over such columns`);
  });

  it('keeps a backbone column a label, not a class', () => {
    expect(partOfMean('Backbone', ['', 'Backbone', 'mAP'])).toBeUndefined();
    expect(partOfMean('Deer', ['', 'Deer', 'Top-1'])).toBeUndefined();
    const md = ['## Results', '', '| Model | Backbone | mAP |', '|---|---|---|', '| det-a | R50 | 40.1 |', '| det-b | Swin-T | 45.3 |', ''].join('\n');
    const t = draftOf('README.md', md).tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['map']);
  });
});
