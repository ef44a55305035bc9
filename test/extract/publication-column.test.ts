/**
 * A label column that says where or when each row was published (src/extract/publication-column.ts): a `Venue`
 * column (`ICML'19`, `NeurIPS 2020`), a `Published` column over venue names, a `Year` column before the method, a
 * rank after a year. Each is a setting of the row, never its name. Before, a venue column after a method column whose
 * header is no method word ("Defense Method", an empty corner) became the row's name ("PointPillar CVPR'21"), and a
 * year column before a leaderboard's rank ended the label columns (the model column read as values). Found by
 * `npm run bench:extract-perturb` (venue-column, year-column); checked on documents written here, in adversarial
 * robustness, 3D detection, speech recognition and a math-reasoning leaderboard.
 */
import { describe, expect, it } from 'vitest';
import { isPublicationColumn } from '../../src/extract/publication-column.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { kind: string; columns: { metric?: string; label?: string }[]; rows: { label: string; values: (number | null)[]; settings?: Record<string, string> }[] }[] };
const rows = (d: Draft, i = 0): string[] => (d.tables[i]?.rows ?? []).map((r) => `${r.label}: ${r.values.join(' ')}`);

describe('publication columns', () => {
  it('reads venues, years and publication headers, and not model names', () => {
    expect(isPublicationColumn(['Venue'], ['ICML’19', 'ICLR 2020', '-'])).toBe(true);
    expect(isPublicationColumn([], ["CVPR'21", 'NeurIPS 2022', 'arXiv'])).toBe(true);
    expect(isPublicationColumn(['Published'], ['CVPR', 'ICLR'])).toBe(true);
    expect(isPublicationColumn(['Year'], ['2019', '2021a'])).toBe(true);
    expect(isPublicationColumn([], ['2014', '2016', '2018'])).toBe(true);
    expect(isPublicationColumn(['Model'], ['Llama 2', 'GPT-4', 'Qwen2-72B'])).toBe(false);
    expect(isPublicationColumn(['Method'], ['BERT-base', 'RoBERTa-large'])).toBe(false);
    expect(isPublicationColumn([], ['CVPR 2021'])).toBe(false);
    expect(isPublicationColumn(['Params'], ['25.6', '86.0'])).toBe(false);
  });

  it('keeps a venue column beside a method column headed by no method word as a setting (adversarial robustness)', () => {
    const d = extractMarkdown<Draft>([
      '# Robust training', '', 'Robust accuracy (%) on CIFAR-10.', '',
      '| Defense Method | Venue | Clean | PGD-20 |', '| --- | --- | --- | --- |',
      "| TRADES | ICML'19 | 84.9 | 56.6 |", "| MART | ICLR'20 | 83.1 | 57.3 |", '| AWP | NeurIPS 2020 | 82.5 | 58.1 |', '',
    ]).draft;
    expect(rows(d)).toEqual(['TRADES: 84.9 56.6', 'MART: 83.1 57.3', 'AWP: 82.5 58.1']);
    expect(d.tables[0]?.rows[2]?.settings).toEqual({ venue: 'NeurIPS 2020' });
  });

  it('keeps an unheaded venue column after an unheaded name column out of the name (3D detection)', () => {
    const d = extractMarkdown<Draft>([
      '# Detector zoo', '', '## KITTI', '', 'AP on KITTI val (moderate).', '',
      '|  |  | Car | Pedestrian |', '| --- | --- | --- | --- |',
      "| PointPillar | CVPR'19 | 77.28 | 52.29 |", "| SECOND | Sensors'18 | 78.62 | 52.98 |", "| PV-RCNN | CVPR'20 | 83.61 | 57.90 |", '',
    ]).draft;
    expect(d.tables[0]?.rows.map((r) => r.label)).toEqual(['PointPillar', 'SECOND', 'PV-RCNN']);
  });

  it('names the rows by the encoder when a Published column of venue names follows it (speech recognition)', () => {
    const d = extractMarkdown<Draft>([
      '# ASR', '', 'WER (%) on LibriSpeech test-clean.', '',
      '| Encoder | Published | test-clean | test-other |', '| --- | --- | --- | --- |',
      '| Conformer-L | Interspeech | 1.9 | 3.9 |', '| ContextNet | Interspeech | 1.9 | 4.1 |', '| Whisper-L | ICML | 2.7 | 5.2 |', '',
    ]).draft;
    expect(rows(d)).toEqual(['Conformer-L: 1.9 3.9', 'ContextNet: 1.9 4.1', 'Whisper-L: 2.7 5.2']);
  });

  it('goes on reading label columns past a year and a rank before the model (math-reasoning leaderboard)', () => {
    const d = extractMarkdown<Draft>([
      '# Leaderboard', '', 'Accuracy (%) on MathVista testmini.', '',
      '| Year | # | Model | Source | ALL | FQA | GPS |', '| --- | --- | --- | --- | --- | --- | --- |',
      '| 2024 | 1 | InternVL2-Pro | [Link](https://example.org/a) | 65.8 | 65.0 | 64.0 |',
      '| 2024 | 2 | GPT-4o | [Link](https://example.org/b) | 63.8 | 60.0 | 62.5 |',
      '| 2023 | 3 | Gemini Ultra | [Link](https://example.org/c) | 53.0 | 49.1 | 56.3 |', '',
    ]).draft;
    expect(d.tables[0]?.columns.map((c) => c.label)).toEqual(['ALL', 'FQA', 'GPS']);
    expect(rows(d)).toEqual(['InternVL2-Pro: 65.8 65 64', 'GPT-4o: 63.8 60 62.5', 'Gemini Ultra: 53 49.1 56.3']);
  });
});
