/**
 * Table captions in other languages (src/extract/caption-word.ts, used by the text, Markdown and PDF readers):
 * a French "Tableau 2 – …", a Russian "Таблица 3 – …", a Chinese "表2：…". Before, only English captions
 * ("Table 3:", "TABLE III", "Tab. 2") were read: such a table got no caption, was numbered by order, and the
 * metric its caption names was lost. Documents written here: a French speech paper, a Russian optimisation
 * report (as text and as PDF word boxes), a Chinese README. Also the metric words that name accuracy only
 * (准确率, exactitud), a Chinese header with "(M)" that is no METEOR, and French "ci-dessous" that is no CI.
 */
import { describe, expect, it } from 'vitest';
import { CAPTION_LINE } from '../../src/extract/pdf-tables.js';
import { tablesNamed } from '../../src/extract/caption-word.js';
import { rawTables } from '../../src/extract/doc-builder.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { spreadOfCaption } from '../../src/extract/results-table.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { id: string; kind: string; caption?: string; spread?: unknown; columns: ({ metric: string } | { id: string })[] }[] };
const summary = (d: Draft) => d.tables.map((t) => ({ id: t.id, caption: t.caption, metrics: t.kind === 'results' ? t.columns.map((c) => ('metric' in c ? c.metric : c.id)) : [] }));

const french = [
  'Reconnaissance de la parole à faible ressource',
  '',
  '4 Résultats',
  '',
  "Les taux d'erreur sont donnés dans le tableau ci-dessous pour les deux corpus de test.",
  '',
  'Tableau 2 – WER (%) sur les ensembles de test de Common Voice et de MLS.',
  '',
  '| Modèle | Common Voice | MLS |',
  '| --- | --- | --- |',
  '| Wav2Vec2 | 12.4 | 9.8 |',
  '| Whisper-small | 14.1 | 10.6 |',
  '| Conformeur | 11.2 | 9.1 |',
  '',
];

const russian = [
  'Отчёт об оптимизации гиперпараметров',
  '',
  '2 Результаты',
  '',
  'Результаты приведены в таблице 3 для трёх оптимизаторов.',
  '',
  'Таблица 3 – Accuracy (%) на CIFAR-10 и CIFAR-100 после 100 эпох',
  '',
  'Оптимизатор      CIFAR-10     CIFAR-100',
  'SGD              94.2         75.1',
  'Adam             92.8         71.9',
  'AdamW            94.6         76.3',
  '',
  'Лучший результат получен с AdamW.',
];

const chinese = [
  '# TextCls',
  '',
  '一个轻量级的中文文本分类模型。',
  '',
  '## 实验结果',
  '',
  '表2：各方法在 THUCNews 测试集上的结果',
  '',
  '| 方法 | 准确率 (%) | 参数量 (M) |',
  '| --- | --- | --- |',
  '| BERT-base | 94.3 | 110 |',
  '| TextCNN | 91.2 | 3.2 |',
  '| TextCls | 95.0 | 12.5 |',
  '',
  '如表2所示，TextCls 的准确率最高。',
];

describe('table captions in other languages', () => {
  it('a French speech paper: "Tableau 2 –" numbers the table and its caption gives the metric (text and Markdown)', () => {
    for (const name of ['paper.txt', 'README.md']) {
      const d = extractMarkdown<Draft>(french, { name }).draft;
      expect(summary(d)).toEqual([{ id: 'table-2', caption: 'WER (%) sur les ensembles de test de Common Voice et de MLS.', metrics: ['wer', 'wer'] }]);
      // "ci-dessous" (below) in the lead-in is no confidence interval
      expect(d.tables[0]?.spread).toBeUndefined();
    }
  });

  it('a Russian optimisation report: "Таблица 3 –" over a space-aligned table', () => {
    const d = extractMarkdown<Draft>(russian, { name: 'report.txt' }).draft;
    expect(summary(d)).toEqual([{ id: 'table-3', caption: 'Accuracy (%) на CIFAR-10 и CIFAR-100 после 100 эпох', metrics: ['accuracy', 'accuracy'] }]);
  });

  it('a Chinese README: "表2：" numbers the table, 准确率 is accuracy and 参数量 (M) (parameters) is no METEOR', () => {
    const d = extractMarkdown<Draft>(chinese).draft;
    expect(summary(d)).toEqual([{ id: 'table-2', caption: '各方法在 THUCNews 测试集上的结果', metrics: ['accuracy'] }]);
  });

  it('the PDF reader reads "Таблица 1 –" and "Tableau 2." captions below their grids', () => {
    const line = (y: number, cells: readonly (readonly [number, string])[], size = 8): string => bboxLine(y, cells, size);
    const table = (top: number, caption: string): string[] => [
      line(top, [[60, 'Метод'], [160, 'Время'], [220, 'Итерации']]),
      line(top + 12, [[60, 'SGD'], [160, '41.2'], [220, '1200']]),
      line(top + 24, [[60, 'Adam'], [160, '35.7'], [220, '950']]),
      line(top + 36, [[60, 'L-BFGS'], [160, '28.4'], [220, '310']]),
      line(top + 56, [[90, caption]]),
    ];
    const page = [
      line(30, [[60, 'В таблице 1 приведено время сходимости трёх методов на первой задаче.']], 10),
      ...table(60, 'Таблица 1 – Время сходимости на задаче регрессии'),
      line(150, [[60, 'Sur la seconde tâche, les écarts entre les méthodes sont plus faibles.']], 10),
      ...table(180, 'Tableau 2. Temps de convergence sur la tâche de classification'),
    ];
    const tables = rawTables('report', readPdf(bboxPage(page)));
    expect(tables.map((t) => [t.number, t.numberFrom, t.caption])).toEqual([
      [1, 'caption', 'Время сходимости на задаче регрессии'],
      [2, 'caption', 'Temps de convergence sur la tâche de classification'],
    ]);
  });

  it('caption lines and table references, pure: each language, and prose stays prose', () => {
    for (const c of ['Table 3: x', 'TABLE IV.', 'Tab. 2: x', 'Tableau 2 – Résultats', 'Tabla 1. Resultados', 'Tabelle 4: Ergebnisse', 'Tabela 5 Resultados', 'Таблица 1: Результаты', 'Таблица 2 Результаты', 'ТАБЛИЦА III.', '表1：结果', '表 2 各方法的结果', '표 1. 결과'])
      expect(CAPTION_LINE.test(c), c).toBe(true);
    for (const p of ['Table 4 shows the results', 'Tableau 2 montre les résultats', 'Таблица 1 показывает', '表示 1 个样本', 'Table 3-1 lists', 'Timetable 2: x'])
      expect(CAPTION_LINE.test(p), p).toBe(false);
    expect(tablesNamed('As Table 2 and Tableau 3 show, with таблице 5, 如表6所示 and Tabelle 8 (not Timetable 9)')).toEqual([2, 3, 5, 6, 8]);
  });

  it('metric words of other languages only where they name one metric', () => {
    expect(['准确率', '正确率 (%)', 'Exactitud', 'Acurácia'].map((h) => metricFor(h))).toEqual(['accuracy', 'accuracy', 'accuracy', 'accuracy']);
    // "précision", "точность", "Genauigkeit" name accuracy or precision, depending on the author: left unread
    expect(['précision', 'точность', 'Genauigkeit', '参数量 (M)', 'Размер (B)'].map((h) => metricFor(h))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(spreadOfCaption('les résultats ci-dessous')).toBeUndefined();
    expect(spreadOfCaption('mean and 95% CI over 5 seeds')?.kind).toBe('ci95');
  });
});
