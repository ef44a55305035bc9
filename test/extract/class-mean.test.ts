/**
 * A per-class table whose mean column prints no metric (src/extract/class-mean.ts, read by table-columns.ts): class
 * names are subsets, the metric is what the benchmark named by the heading or lead-in reports as a mean over classes
 * (the benchmark catalogue). Before, `Text | Title | List | Table | Figure | Avg.` under "PubLayNet" was an attribute
 * table (every cell lost). Checked on a document-layout README and a remote-sensing README written here; without a
 * catalogued benchmark, or beside a column that is no class, the table is as before.
 */
import { describe, expect, it } from 'vitest';
import { classMean } from '../../src/extract/class-mean.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { kind: string; columns: { metric?: string; subset?: string }[] }[] };
const cols = (d: Draft): string[] => (d.tables[0]?.kind === 'results' ? d.tables[0].columns.map((c) => `${c.metric}${c.subset ? `/${c.subset}` : ''}`) : ['attributes']);

const layout = (heading: string, head: string): string[] => [
  '# DocDet',
  '',
  `## ${heading}`,
  '',
  `| Model | ${head} |`,
  '| --- | --- | --- | --- | --- | --- | --- |',
  '| Faster R-CNN | 91.0 | 82.6 | 88.3 | 95.4 | 93.7 | 90.2 |',
  '| DocDet | 94.1 | 86.0 | 93.5 | 97.6 | 96.2 | 93.5 |',
  '',
];

describe('a per-class table with a mean column that prints no metric', () => {
  it('reads the convention of the benchmark the heading names: classes are subsets, Avg. is their mean', () => {
    const { draft, yaml } = extractMarkdown<Draft>(layout('PubLayNet', 'Text | Title | List | Table | Figure | Avg.'));
    expect(cols(draft)).toEqual(['ap/text', 'ap/title', 'ap/list', 'ap/table', 'ap/figure', 'map']);
    expect(yaml).toMatch(/# review: column 5 "Avg\.": no metric printed; 'map' guessed, as the mean over the class columns beside it, in what PubLayNet reports/);
  });

  it('mIoU on a segmentation benchmark named in the lead-in line', () => {
    const readme = ['# RS-Seg', '', '## Results', '', 'Per-class results on LoveDA (test).', '', '| Method | Background | Building | Road | Water | Mean |', '| --- | --- | --- | --- | --- | --- |', '| UNet | 43.1 | 52.7 | 52.8 | 73.1 | 55.4 |', '| RS-Seg | 45.0 | 57.2 | 55.1 | 78.3 | 58.9 |', ''];
    expect(cols(extractMarkdown<Draft>(readme).draft)).toEqual(['miou/background', 'miou/building', 'miou/road', 'miou/water', 'miou']);
  });

  it('a heading that says how the results are broken down ("Per-Class Results") names no dataset', () => {
    const readme = ['# RS-Seg', '', '## Per-Class Results', '', '| Method | Background | Building | Road | mIoU |', '| --- | --- | --- | --- | --- |', '| UNet | 43.1 | 52.7 | 52.8 | 49.5 |', ''];
    const { draft, yaml } = extractMarkdown<Draft & { tables: { dataset?: string }[] }>(readme);
    expect(draft.tables[0]?.dataset).toBe('unknown');
    expect(yaml).not.toMatch(/per-class/);
  });

  it('not without a catalogued benchmark, nor beside a column that is no class', () => {
    expect(cols(extractMarkdown<Draft>(layout('Results', 'Text | Title | List | Table | Figure | Avg.')).draft)).toEqual(['attributes']);
    expect(classMean(['Text', 'Title', 'List', 'FPS', 'Avg.'], ['PubLayNet'])).toBeUndefined();
    expect(classMean(['Text', 'Title', 'Avg.'], ['PubLayNet'])).toBeUndefined(); // two classes: too few to say
    expect(classMean(['Text', 'Title', 'List', 'Figure'], ['PubLayNet'])).toBeUndefined(); // no mean column
    expect(classMean(['Text', 'Title', 'List', 'Mean'], ['Results on LoveDA'])).toEqual({ mean: 'Mean', metric: 'miou', part: 'miou', benchmark: 'LoveDA' });
  });
});
