/**
 * A paraphrase-identification results table of an NLP paper (round 18): a "Backbone | Method" label pair, prior work
 * cited by name and year ("Reimers and Gurevych (2019)", "pi (Liu et al., 2019)"), F1 named only in the caption
 * "F1 scores (%) … in zero-shot and fine-tuned settings … the best performance … high statistical significance".
 * Before: a citation's year, a word space after the names, was cut into a cell of its own (the method column split
 * in two, the grid lost); "statistical significance" made the caption call the table statistics (no results); and
 * "zero-shot" became the condition of every column though the caption names two settings; and a marking clause after a
 * semicolon ("Accuracy (%); the best in bold") took the caption's metric with it (the caption was one "sentence").
 */
import { describe, expect, it } from 'vitest';
import { protocolCondition } from '../../src/extract/column-protocol.js';
import { withoutMarkingSentences } from '../../src/extract/marking-sentences.js';
import { rawTables } from '../../src/extract/doc-builder.js';
import { segmentsOf } from '../../src/extract/pdf-words.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { statisticsReason } from '../../src/extract/statistics-table.js';
import type { RawTable } from '../../src/extract/types.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { bboxLine, bboxPage, wordBoxes } from '../helpers/pdf-boxes.js';

const row = (y: number, backbone: string, method: string, values: readonly string[]): string =>
  bboxLine(y, [...(backbone ? [[60, backbone] as const] : []), [120, method] as const, ...values.map((v, k) => [260 + k * 60, v] as const)], 8);

describe('cited methods in a PDF table', () => {
  it("keeps a citation's year in the method's cell", () => {
    const segs = (text: string) => segmentsOf(wordBoxes(100, 60, text), 8).map((s) => s.text);
    expect(segs('Reimers and Gurevych (2019)')).toEqual(['Reimers and Gurevych (2019)']);
    expect(segs('pi (Liu et al., 2019)')).toEqual(['pi (Liu et al., 2019)']);
    // a number after a word is still a value of its own ("Random 27.18"), and so is a year after a number
    expect(segs('Random 27.18')).toEqual(['Random', '27.18']);
    expect(segs('52.1 2019')).toEqual(['52.1', '2019']);
  });

  it('reads the grid with the method column whole', () => {
    const page = bboxPage([
      row(70, 'Backbone', 'Method', ['PIT', 'QQP', 'MSRP']),
      row(84, '−', 'Random', ['27.18', '50.31', '56.47']),
      row(96, '', 'Reimers and Gurevych (2019)', ['52.03±1.44', '90.78±0.09', '81.67±0.46']),
      row(108, 'BERT-base', 'Peng et al. (2021)', ['59.11±0.93', '90.41±0.09', '81.70±0.17']),
      row(120, 'RoBERTa-large', 'pi (Liu et al., 2019)', ['81.20±0.89', '91.66±0.22', '91.17±0.15']),
      row(132, '', 'ours', ['83.64±1.44', '92.27±0.14', '92.38±0.30']),
      bboxLine(150, [[60, 'Table 2: F1 scores (%) in zero-shot and fine-tuned settings, the best in bold with high statistical significance.']], 8),
    ]);
    const t = rawTables('paper', readPdf(page))[0];
    expect(t?.body.map((r) => r.length)).toEqual([5, 5, 5, 5, 5]);
    expect(t?.body.map((r) => r[1])).toEqual(['Random', 'Reimers and Gurevych (2019)', 'Peng et al. (2021)', 'pi (Liu et al., 2019)', 'ours']);
  });
});

describe('a caption naming a metric, two settings and statistical significance', () => {
  it('keeps the metric of a caption whose marking clause follows a semicolon or comma', () => {
    expect(withoutMarkingSentences('Accuracy (%); the best in bold.')).toBe('Accuracy (%);');
    expect(withoutMarkingSentences('F1 scores (%), best in bold.')).toBe('F1 scores (%),');
    expect(withoutMarkingSentences('Results on MMLU. The best results are highlighted in red.')).toBe('Results on MMLU.');
  });

  const table = (caption: string): RawTable => ({ caption, header: [['Method', 'PIT', 'QQP']], body: [['BERT-base', '52.1', '90.8'], ['Ours', '59.1', '90.4']] }) as unknown as RawTable;

  it('is no statistics table', () => {
    expect(statisticsReason(table('F1 scores (%) of our model; bold: the best with high statistical significance'))).toBeUndefined();
    expect(statisticsReason(table('Results; differences are statistically significant (p < 0.01)'))).toBeUndefined();
    expect(statisticsReason(table('Statistics of the six datasets'))).toBeDefined();
  });

  it('gives no one protocol to every column when it names two settings', () => {
    const cols = [{ metric: 'f1', label: 'PIT', metricFrom: 'caption' as const }];
    expect(protocolCondition({ caption: 'F1 scores (%) in zero-shot and fine-tuned settings' }, cols)).toBeUndefined();
    expect(protocolCondition({ caption: 'Accuracy in zero-shot and 5-shot settings' }, cols)).toBeUndefined();
    expect(protocolCondition({ caption: 'Zero-shot image classification accuracy' }, cols)?.columns[0]?.condition).toBe('zero-shot');
  });

  it('is drafted as results from a README', () => {
    const { draft } = extractMarkdown<{ tables: { kind: string; columns: { metric: string; condition?: string }[] }[] }>([
      '# Paraphrase identification',
      '',
      'Table 2: F1 scores (%) in zero-shot and fine-tuned settings; the best in bold, with high statistical significance.',
      '',
      '| Method | PIT | QQP | MSRP |',
      '| --- | --- | --- | --- |',
      '| Baseline (Smith et al., 2019) | 52.03 | 90.78 | 81.67 |',
      '| Ours | 83.64 | 92.27 | 92.38 |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['f1', 'f1', 'f1']);
    expect(t?.columns.some((c) => c.condition === 'zero-shot')).toBe(false);
  });
});

describe('a run numbered after its team name', () => {
  it('keeps "AiFu 1" whole when a column gap follows the number', () => {
    const segs = (cells: readonly (readonly [number, string])[]) => segmentsOf(cells.flatMap(([x, t]) => wordBoxes(100, x, t)), 8).map((s) => s.text);
    expect(segs([[60, 'AiFu 1'], [140, '.454 (1)'], [200, '.368 (1)']])).toEqual(['AiFu 1', '.454 (1)', '.368 (1)']);
    expect(segs([[60, 'Anonymous 2'], [140, '.247 (2)']])).toEqual(['Anonymous 2', '.247 (2)']);
    // a figure's axis labels are no run names
    expect(segs([[60, 'Mean 8'], [120, 'Mean 5']])).toEqual(['Mean', '8', 'Mean', '5']);
    // a number a word space before the next number is a value ("Ours 5 10" printed tight), and so is a decimal
    expect(segs([[60, 'Ours 5 10']])).toEqual(['Ours', '5', '10']);
    expect(segs([[60, 'Random 27.18']])).toEqual(['Random', '27.18']);
  });
});
