/**
 * The MCAF speech-emotion paper PDF of the fifteenth set (round 15, 55/116): its Table 1 prints each baseline's value
 * with the gain over it, `27.2 (↑ 24.4)`, and the word gaps cut every such cell in two; the caption's last line
 * ("on 9 categories (without 'other').") was read as a header row; and a `Modality` column (T+A, T+A+V) was joined into
 * each row's name. Now the cut cells are one, the sentence is no header row, and a modality column is a setting.
 */
import { describe, expect, it } from 'vitest';
import { joinSplitBrackets, withoutSentenceHeadRow } from '../../src/extract/pdf-split-brackets.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('a bracketed change cut in two by the word gaps', () => {
  it('joins the two pieces of a detection table\'s cells, the reference row printing its value alone', () => {
    const t = joinSplitBrackets({
      header: [['', 'Backbone', 'mAP (%)', '(%)', 'AP50']],
      body: [
        ['Faster R-CNN', 'R50', '37.4 (↑', '4.6)', '58.1'],
        ['RetinaNet', 'R50', '36.5 (↑', '5.5)', '55.4'],
        ['Ours', 'R50', '42.0', '', '61.2'],
      ],
    });
    expect(t.header).toEqual([['', 'Backbone', 'mAP (%)', 'AP50']]);
    expect(t.body.map((r) => r[2])).toEqual(['37.4 (↑ 4.6)', '36.5 (↑ 5.5)', '42.0']);
  });

  it('joins a label column cut inside its citation ("Pythia (Biderman et al." | "2023)"), a row whose end went further right left open', () => {
    // the layout of Think-ScienceQA's Table 2 (dev set, 16 cells): citations of different lengths put their years at
    // different places, and the gaps between the names and the years read as a column headed by the corner "Method"
    const t = joinSplitBrackets({
      header: [['Method', 'Method', 'Size', 'Direct', 'MC']],
      body: [
        ['Pythia (Biderman et al.', '2023)', '70M', '25.2', '49.0'],
        ['ViLBERT (Lu et al.', '2019)', '300M', '30.6', '49.1'],
        ['Multimodal-CoT (Zhang et al.', '', '2024) 223M', '-', '50.6'],
        ['Ours', '', '228M', '61.7', '66.0'],
      ],
    });
    expect(t.header).toEqual([['Method', 'Size', 'Direct', 'MC']]);
    expect(t.body.map((r) => r[0])).toEqual(['Pythia (Biderman et al. 2023)', 'ViLBERT (Lu et al. 2019)', 'Multimodal-CoT (Zhang et al.', 'Ours']);
    // a second column of words (a backbone, a venue) is no bracket's end: left alone
    const words = { header: [['Method', 'Venue', 'Acc']], body: [['A (ours', 'CVPR', '1.0'], ['B (base', 'ICCV', '2.0']] };
    expect(joinSplitBrackets(words)).toBe(words);
  });

  it('leaves columns alone that are no cut bracket', () => {
    const t = { header: [['', 'A', 'B']], body: [['x', '1.0 (a', 'b) 2'], ['y', '2.0', '3.0']] };
    expect(joinSplitBrackets(t)).toBe(t);
  });
});

describe('a sentence read as the first header row', () => {
  it('is dropped; a header row of group names is kept', () => {
    const cut = { header: [['', 'on 5 classes (without background).', 'on 5 classes (without background).'], ['', 'mIoU', 'Acc']], body: [['a', '1', '2']] };
    expect(withoutSentenceHeadRow(cut).header).toEqual([['', 'mIoU', 'Acc']]);
    const groups = { header: [['', 'Cityscapes', 'Cityscapes'], ['', 'mIoU', 'Acc']], body: [['a', '1', '2']] };
    expect(withoutSentenceHeadRow(groups)).toBe(groups);
  });
});

describe('a modality column', () => {
  it('is a setting of each row, not part of its name (multimodal sentiment, Markdown)', () => {
    const tables = extractMarkdown<{ tables: { rows: { label: string; settings?: Record<string, string> }[] }[] }>(['# Fusion', '', '## Results on CMU-MOSI', '', '| Method | Modality | Acc-2 | F1 |', '| --- | --- | --- | --- |', '| TFN | T+A+V | 73.9 | 73.4 |', '| MulT | T+A+V | 83.0 | 82.8 |', '| Ours | T+A | 84.1 | 84.0 |', ''].join('\n')).draft.tables;
    expect(tables[0]?.rows.map((r) => r.label)).toEqual(['TFN', 'MulT', 'Ours']);
    expect(tables[0]?.rows[2]?.settings).toEqual({ modality: 'T+A' });
  });
});
