/**
 * READMEs print a two-level header in Markdown as one header row of groups and a first body row of sub-headers twice
 * (or three times) as wide. GitHub drops the extra cells; the author meant them. Before (round 15, DCLIP-CA of the
 * fifteenth set, 66/210), the parser kept only the header's width: half of each row was lost and the other half read
 * under the wrong dataset. Now the rows are read again from their source lines and each group spans its columns.
 */
import { describe, expect, it } from 'vitest';
import { pipeCells, widePipeRows } from '../../src/extract/md-wide-rows.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Drafted { columns: { metric: string; label: string; subset?: string }[]; rows: { label: string; values: number[] }[] }

function tables(md: string): Drafted[] {
  return extractMarkdown<{ tables: Drafted[] }>(md).draft.tables;
}

describe('pipe rows wider than their header', () => {
  it('splits cells at unescaped pipes outside code spans', () => {
    expect(pipeCells('| a \\| b | `x|y` | 3 |')).toEqual(['a | b', '`x|y`', '3']);
    expect(pipeCells('a | b')).toEqual(['a', 'b']);
  });

  it('spreads a reading-comprehension table\'s datasets over EM / F1', () => {
    const t = tables([
      '# Reader', '', '## Results', '',
      '| Model | SQuAD 1.1 | Natural Questions | TriviaQA |',
      '| --- | --- | --- | --- |',
      '| | EM | F1 | EM | F1 | EM | F1 |',
      '| BiDAF | 67.7 | 77.3 | 32.1 | 40.2 | 40.3 | 45.9 |',
      '| Ours | 85.1 | 91.8 | 41.5 | 49.0 | 61.2 | 66.4 |',
      '',
    ].join('\n'));
    expect(t[0]?.columns.map((c) => c.metric)).toEqual(['em', 'f1', 'em', 'f1', 'em', 'f1']);
    expect(t[0]?.columns.map((c) => c.subset)).toEqual(['squad-1.1', 'squad-1.1', 'natural-questions', 'natural-questions', 'triviaqa', 'triviaqa']);
    expect(t[0]?.rows[1]).toMatchObject({ label: 'Ours', values: [85.1, 91.8, 41.5, 49.0, 61.2, 66.4] });
  });

  it('spreads a detection table with a family column over three metrics per dataset', () => {
    const t = tables([
      '# Detector', '',
      '| Family | Model | COCO | LVIS |',
      '|:---|:---|:---:|:---:|',
      '| | | AP | AP50 | AP75 | AP | AP50 | AP75 |',
      '| Two-stage | Faster R-CNN | 37.4 | 58.1 | 40.4 | 22.5 | 37.1 | 23.6 |',
      '| | Cascade R-CNN | 40.3 | 58.6 | 44.0 | 25.0 | 38.9 | 26.7 |',
      '| One-stage | **Ours** | **42.0** | **61.2** | **45.3** | **27.1** | **41.0** | **28.9** |',
      '',
    ].join('\n'));
    expect(t[0]?.columns.map((c) => c.metric)).toEqual(['ap', 'ap50', 'ap75', 'ap', 'ap50', 'ap75']);
    expect(t[0]?.rows.map((r) => r.values[3])).toEqual([22.5, 25.0, 27.1]);
  });

  it('leaves a table alone when its rows are not all as wide or the groups do not divide the columns', () => {
    expect(widePipeRows('| A | B |\n| --- | --- |\n| 1 | 2 |')).toBeUndefined();
    expect(widePipeRows('| M | X | Y |\n| --- | --- | --- |\n| | a | b | c |\n| m | 1 | 2 | 3 |')).toBeUndefined();
    expect(widePipeRows('| M | X | Y |\n| --- | --- | --- |\n| | a | b | c | d |\n| m | 1 | 2 | 3 |')).toBeUndefined();
  });
});
