/**
 * A metric header qualified by a transfer direction written with "to": "EN to FR BLEU Score" (translation),
 * "GTA5 to Cityscapes mIoU" (domain-adaptive segmentation), "Sim to Real Success" is not a registry metric so a
 * robotics "Day to Night AP" (detection under a lighting shift) stands for it. Before, the function word "to" made
 * the qualifier prose, no metric was read and the table was drafted as an attributes table; the arrow spelling
 * ("EN→FR BLEU") was already read. Both spellings now make the same subset. A counted quantity before "to"
 * ("Time to Accuracy") is no direction. Tables of three fields written here.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Table { kind?: string; columns: { metric?: string; subset?: string }[] }

const tableDoc = (caption: string, header: string, rows: readonly string[]): string[] => [
  '# Report', '', `Table 1: ${caption}`, '', `| Setting | ${header} |`, '|---|---|', ...rows, '',
];

const first = (lines: string[]): Table | undefined => extractMarkdown<{ tables?: Table[] }>(lines).draft.tables?.[0];

describe('extract: a metric qualified by a direction written with "to"', () => {
  it('reads "EN to FR BLEU Score" as bleu on en-fr, like "EN→FR BLEU" (machine translation)', () => {
    const rows = ['| baseline | 10.42 |', '| back-translation | 12.64 |', '| iterative back-translation | 14.30 |'];
    const words = first(tableDoc('Impact of back-translation in a low-resource setting.', 'EN to FR BLEU Score', rows));
    const arrow = first(tableDoc('Impact of back-translation in a low-resource setting.', 'EN→FR BLEU', rows));
    expect(words?.kind).toBe('results');
    expect(words?.columns).toMatchObject([{ metric: 'bleu', subset: 'en-fr' }]);
    expect(arrow?.columns).toMatchObject([{ metric: 'bleu', subset: 'en-fr' }]);
  });

  it('reads "GTA5 to Cityscapes mIoU" as miou on gta5-cityscapes (domain-adaptive segmentation)', () => {
    const t = first(tableDoc('Adaptation from synthetic to real street scenes.', 'GTA5 to Cityscapes mIoU', ['| source only | 36.6 |', '| self-training | 48.5 |']));
    expect(t?.kind).toBe('results');
    expect(t?.columns).toMatchObject([{ metric: 'miou', subset: 'gta5-cityscapes' }]);
  });

  it('reads "Day to Night AP" as ap on day-night (detection under a lighting shift)', () => {
    const t = first(tableDoc('Detection when the lighting changes.', 'Day to Night AP', ['| no augmentation | 21.4 |', '| style transfer | 27.9 |']));
    expect(t?.kind).toBe('results');
    expect(t?.columns[0]?.subset).toBe('day-night');
  });

  it('reads no direction in a counted quantity before "to" ("Time to Accuracy")', () => {
    const t = first(tableDoc('Training cost.', 'Time to Accuracy', ['| baseline | 10.5 |', '| ours | 6.2 |']));
    expect(t?.columns[0]?.metric).toBe('train-time');
    expect(t?.columns[0]?.subset).not.toContain('→');
  });
});
