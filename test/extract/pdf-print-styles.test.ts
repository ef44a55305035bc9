/**
 * PDF reader (bbox XHTML, pure) on print styles of journals and conferences outside the corpus (issue #25,
 * fourth held-out set): IEEE's Roman captions above a table ("TABLE II:", a robotics paper), values printed
 * with a leading dot (".42", "-.05": a psychology paper's correlations), and a three-level header whose
 * columns without sub-columns print their names top-aligned and wrapped ("Params" / "/Basin" beside a
 * centred "Model", a hydrology paper). Each case failed before its change: the Roman caption was not a
 * caption (the grid stayed text), the leading-dot rows were no table rows, and the wrapped names were a
 * group level with an empty leaf.
 */
import { describe, expect, it } from 'vitest';
import { lineTokens } from '../../src/claims/transcription.js';
import { parseCell } from '../../src/extract/cells.js';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const line = (y: number, cells: readonly Cell[], size = 8): string => bboxLine(y, cells, size);

describe('pdf reader: print styles of other fields', () => {
  it('reads IEEE Roman captions ("TABLE II:") above their tables, and "Table I shows" stays prose', () => {
    const xhtml = bboxPage([
      line(30, [[60, 'Table I shows the grasp success of the three policies on the real robot arm.']], 10),
      line(60, [[60, 'TABLE I: Grasp success on household objects.']]),
      line(76, [[60, 'Policy'], [160, 'Success'], [220, 'Time']]),
      line(88, [[60, 'Scripted'], [160, '61.0'], [220, '4.2']]),
      line(100, [[60, 'Learned'], [160, '78.5'], [220, '3.1']]),
      line(140, [[60, 'The second experiment moves the objects between trials, as the protocol states.']], 10),
      line(170, [[60, 'TABLE II: Grasp success on moved objects.']]),
      line(186, [[60, 'Policy'], [160, 'Success'], [220, 'Time']]),
      line(198, [[60, 'Scripted'], [160, '40.5'], [220, '4.9']]),
      line(210, [[60, 'Learned'], [160, '71.0'], [220, '3.4']]),
    ]);
    const tables = rawTables('paper', readPdf(xhtml));
    expect(tables.map((t) => [t.number, t.numberFrom, t.caption])).toEqual([
      [1, 'caption', 'Grasp success on household objects.'],
      [2, 'caption', 'Grasp success on moved objects.'],
    ]);
  });

  it('reads values printed with a leading dot (".42", "-.05") as table cells, numbers and transcribed tokens', () => {
    const xhtml = bboxPage([
      line(60, [[60, 'Scale'], [160, 'r'], [200, 'rho'], [240, 'p']]),
      line(72, [[60, 'Anxiety'], [160, '.42'], [200, '.39'], [240, '.001']]),
      line(84, [[60, 'Rumination'], [160, '.31'], [200, '.28'], [240, '.012']]),
      line(96, [[60, 'Optimism'], [160, '-.05'], [200, '-.07'], [240, '.640']]),
      line(116, [[60, 'Table 3: Correlations of each scale with sleep quality.']]),
    ]);
    const [t] = rawTables('paper', readPdf(xhtml));
    expect(t?.number).toBe(3);
    expect(t?.body).toEqual([
      ['Anxiety', '.42', '.39', '.001'],
      ['Rumination', '.31', '.28', '.012'],
      ['Optimism', '-.05', '-.07', '.640'],
    ]);
    expect([parseCell('.42').value, parseCell('-.05').value, parseCell('−.07').value]).toEqual([0.42, -0.05, -0.07]);
    expect(parseCell('.42').text).toBe('0.42');
    // validate's transcription check finds the draft's 0.42 on the printed line ".42"
    // signed, as validate reads every printed number (core/printed-number.ts)
    expect(lineTokens('| Optimism | -.05 | -.07 | .640 |')).toEqual(['-0.05', '-0.07', '0.640']);
    // a dot inside a word or an ellipsis starts no number
    expect(lineTokens('pages 3...5, v.2')).toEqual(['3']);
  });

  it('keeps a three-level header: a group line over a wrapped band, each group over its own sub-columns', () => {
    // "Params" / "Model" / "/Basin …" are one printed band (the lines overlap), under a group line that touches it
    const xhtml = bboxPage([
      line(40, [[60, 'TABLE IV: Streamflow skill of the models in two catchments.']]),
      line(60, [[200, 'Calibration'], [330, 'Validation']], 6),
      line(64, [[110, 'Params']], 6),
      line(68.5, [[60, 'Model']], 6),
      line(72, [[110, '/Basin'], [190, 'Rhine'], [250, 'Meuse'], [310, 'Rhine'], [370, 'Meuse']], 6),
      line(81, [[180, 'NSE'], [205, 'KGE'], [240, 'NSE'], [265, 'KGE'], [300, 'NSE'], [325, 'KGE'], [360, 'NSE'], [385, 'KGE']], 6),
      line(94, [[60, 'HBV'], [110, '14'], [180, '0.81'], [205, '0.77'], [240, '0.74'], [265, '0.70'], [300, '0.78'], [325, '0.72'], [360, '0.69'], [385, '0.66']], 6),
      line(103, [[60, 'LSTM'], [110, '2.1M'], [180, '0.88'], [205, '0.84'], [240, '0.80'], [265, '0.79'], [300, '0.83'], [325, '0.80'], [360, '0.75'], [385, '0.73']], 6),
    ]);
    const [t] = rawTables('paper', readPdf(xhtml));
    expect(t?.number).toBe(4);
    expect(t?.header).toEqual([
      ['', '', 'Calibration', 'Calibration', 'Calibration', 'Calibration', 'Validation', 'Validation', 'Validation', 'Validation'],
      ['', '', 'Rhine', 'Rhine', 'Meuse', 'Meuse', 'Rhine', 'Rhine', 'Meuse', 'Meuse'],
      ['Model', 'Params /Basin', 'NSE', 'KGE', 'NSE', 'KGE', 'NSE', 'KGE', 'NSE', 'KGE'],
    ]);
    expect(t?.body[1]).toEqual(['LSTM', '2.1M', '0.88', '0.84', '0.80', '0.79', '0.83', '0.80', '0.75', '0.73']);
  });
});

describe('pdf reader: a table captioned as a figure', () => {
  const grid = (top: number): string[] => [
    line(top, [[150, 'Accuracy'], [210, 'Latency']]),
    line(top + 12, [[60, 'Linear probe'], [150, '71.2'], [210, '3.1']]),
    line(top + 24, [[60, 'Fine-tuned'], [150, '84.6'], [210, '9.8']]),
  ];
  const page = (mention: string): string =>
    bboxPage([
      line(30, [[60, `We compare the two ways of adapting the soil classifier. ${mention}`]], 10),
      ...grid(60),
      line(100, [[60, 'Figure 4: Comparison of adaptation strategies on the soil survey.']]),
      line(140, [[60, 'Table 1: Soil classes of the survey.']]),
      line(156, [[60, 'Class'], [150, 'Sites'], [210, 'Share']]),
      line(168, [[60, 'Loam'], [150, '120'], [210, '41.0']]),
      line(180, [[60, 'Clay'], [150, '96'], [210, '33.0']]),
    ]);

  it('reads it as the table the text names ("Table 4") when no "Table 4" caption exists, with a review line', () => {
    const model = readPdf(page('Results are included in Table 4.'));
    const tables = rawTables('paper', model);
    expect(tables.map((t) => [t.number, t.numberFrom])).toEqual([[4, 'caption'], [1, 'caption']]);
    expect(tables[0]?.body[1]).toEqual(['Fine-tuned', '84.6', '9.8']);
    expect((model.unread ?? []).join('\n')).toMatch(/Figure 4 \(page 1, .*\): a grid of numbers captioned as a figure, which the text calls Table 4/);
  });

  it('keeps it as text when the text never calls it a table, but never silently', () => {
    const model = readPdf(page('Figure 4 shows the results.'));
    expect(rawTables('paper', model).map((t) => t.number)).toEqual([1]);
    expect((model.unread ?? []).join('\n')).toMatch(/Figure 4 \(page 1, .*\): a grid of numbers with a header and labelled rows under a figure caption, kept as text/);
  });
});

describe('pdf reader: an upper header line run together', () => {
  it('cuts it at the data columns, so each column keeps its metric name over its dataset', () => {
    // cells a single space apart: pdftotext runs the three "Solve Time (s) ↓" into one segment; the suites are printed under them
    const xhtml = bboxPage([
      line(160, [[323, 'Table 6: Solver cost on the three benchmark suites.']], 8),
      line(180, [[375.5, 'Solve Time (s) ↓'], [422.5, 'Solve Time (s) ↓'], [470.5, 'Solve Time (s) ↓'], [521, 'Peak RAM ↓']], 6.2),
      line(185, [[323, 'Solver']], 6.2),
      line(189, [[386, '(SAT-22)'], [431, '(SMT-LIB)'], [481, '(MaxSAT)'], [528, '(GB)']], 6.2),
      line(201, [[323, 'Kissat'], [392, '1.16'], [439, '1.01'], [487, '0.99'], [529, '0.78']], 6.2),
      line(209, [[323, 'CaDiCaL'], [392, '1.32'], [439, '1.21'], [487, '1.23'], [529, '0.81']], 6.2),
    ]);
    const [t] = rawTables('paper', readPdf(xhtml));
    expect(t?.number).toBe(6);
    expect(t?.header).toEqual([['Solver', 'Solve Time (s) ↓ (SAT-22)', 'Solve Time (s) ↓ (SMT-LIB)', 'Solve Time (s) ↓ (MaxSAT)', 'Peak RAM ↓ (GB)']]);
  });
});

describe('pdf reader: a dataset name centred over each repeat of the metric names', () => {
  it('is a group over its repeat, not the first line of the middle metric', () => {
    // "Rhine" / "Meuse" printed a little above the metric line, in one band with the corner "Forecast source"
    const xhtml = bboxPage([
      line(70, [[282, 'Rhine'], [412, 'Meuse']], 8),
      line(75, [[115, 'Forecast source']], 8),
      line(80, [[237, 'MAE (↓)'], [286, 'NSE (↑)'], [333, 'KGE (↑)'], [373, 'MAE (↓)'], [422, 'NSE (↑)'], [468, 'KGE (↑)']], 8),
      line(93, [[115, 'Gauges only'], [246, '12.40'], [295, '0.81'], [337, '0.77'], [381, '15.02'], [431, '0.74'], [473, '0.70']], 8),
      line(103, [[115, 'Gauges + radar'], [246, '10.96'], [295, '0.86'], [337, '0.82'], [381, '13.55'], [431, '0.79'], [473, '0.76']], 8),
      line(123, [[108, 'Table 5: Forecast skill by the source of the training data.']], 9),
    ]);
    const [t] = rawTables('paper', readPdf(xhtml));
    expect(t?.header).toEqual([
      ['', 'Rhine', 'Rhine', 'Rhine', 'Meuse', 'Meuse', 'Meuse'],
      ['Forecast source', 'MAE (↓)', 'NSE (↑)', 'KGE (↑)', 'MAE (↓)', 'NSE (↑)', 'KGE (↑)'],
    ]);
  });
});

describe('pdf reader: check-mark columns', () => {
  it('gives each mark position its own column when most rows check one component', () => {
    // an ablation of a recommender: rows check Dropout / Reranker / Cache; only the last checks all three
    const xhtml = bboxPage([
      line(40, [[60, 'Table 3: Ablation of the three components.']]),
      line(60, [[60, 'Dropout'], [100, 'Reranker'], [145, 'Cache'], [190, 'NDCG'], [230, 'MRR']]),
      line(72, [[195, '0.412'], [235, '0.388']]),
      line(84, [[70, '✓'], [195, '0.431'], [235, '0.401']]),
      line(96, [[112, '✓'], [195, '0.447'], [235, '0.415']]),
      line(108, [[152, '✓'], [195, '0.420'], [235, '0.392']]),
      line(120, [[70, '✓'], [112, '✓'], [152, '✓'], [195, '0.463'], [235, '0.430']]),
    ]);
    const [t] = rawTables('paper', readPdf(xhtml));
    expect(t?.header).toEqual([['Dropout', 'Reranker', 'Cache', 'NDCG', 'MRR']]);
    expect(t?.body.map((r) => r.slice(0, 3).join('|'))).toEqual(['||', '✓||', '|✓|', '||✓', '✓|✓|✓']);
  });
});

describe('pdf reader: captions printed below their tables', () => {
  it('gives a caption below an unread table to no table after it, when the document prints captions below', () => {
    // Table 1 is a picture (no grid read), its caption printed under it, just above Table 2's grid
    const grid = (top: number, rows: [string, string, string][]): string[] => [
      line(top, [[60, 'Site'], [160, 'Yield'], [220, 'Protein']]),
      ...rows.map((r, i) => line(top + 12 * (i + 1), [[60, r[0]], [160, r[1]], [220, r[2]]])),
    ];
    const xhtml = bboxPage([
      line(40, [[60, 'Table 1: Map of the trial sites.']]),
      ...grid(60, [['North', '4.21', '11.3'], ['South', '3.87', '12.1']]),
      line(100, [[60, 'Table 2: Yields of the first season.']]),
      line(140, [[60, 'The second season was drier than the first one, as the weather records show.']], 10),
      ...grid(170, [['North', '3.95', '11.9'], ['South', '3.42', '12.6']]),
      line(210, [[60, 'Table 3: Yields of the second season.']]),
    ]);
    const tables = rawTables('paper', readPdf(xhtml));
    expect(tables.map((t) => [t.number, t.caption])).toEqual([
      [2, 'Yields of the first season.'],
      [3, 'Yields of the second season.'],
    ]);
  });
});
