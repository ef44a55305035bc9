/**
 * Placements in a competition (seen in a facial-expression README's news, round 18): "our team took the 1st places
 * in the Expression Recognition … Challenges", "took the second place in the … Challenge". Before: not drafted at
 * all. Now each is a `qualitative` statement with a review line naming the placement — the ranking is not printed
 * in the document, so it is checked against the competition's results, never resolved against a table.
 */
import { describe, expect, it } from 'vitest';
import { placementItems } from '../../src/extract/statements-placement.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

const src = { doc: 'readme', quote: '' };

describe('a placement in a competition', () => {
  it('is a qualitative claim with the placement in its review line', () => {
    for (const s of [
      'Our team took the 1st places in the Sound Event Detection Challenge of DCASE 2023.',
      'Our system ranked second in the WMT 2022 shared task on biomedical translation.',
      'The ensemble won first place on the public leaderboard of the Kaggle competition.',
      'We finished 3rd in the Multi-Task Learning Challenge.',
    ]) {
      const items = placementItems(s, { ...src, quote: s });
      expect(items, s).toHaveLength(1);
      expect(items[0]?.fields.kind).toBe('qualitative');
      expect(items[0]?.review[0]).toMatch(/^placement "/);
    }
  });

  it('needs a placement and a contest', () => {
    expect(placementItems('The first place to look is the config file.', src)).toEqual([]);
    expect(placementItems('We took the second approach in the challenge of scaling.', src)).toEqual([]);
    expect(placementItems('Our model ranked first among the baselines on accuracy.', src)).toEqual([]);
  });

  it('is drafted from a README', () => {
    const { draft } = extractMarkdown<{ statements: { kind: string; why?: string }[] }>([
      '# DCASE models',
      '',
      '## News',
      '',
      '- Our models let our team take the second place in the Sound Event Detection Challenge of DCASE 2023.',
      '',
      '| Model | PSDS1 | PSDS2 |',
      '| --- | --- | --- |',
      '| CRNN | 0.412 | 0.634 |',
      '| Ours | 0.468 | 0.702 |',
    ]);
    expect(draft.statements.some((s) => s.kind === 'qualitative' && /placement in a competition/.test(s.why ?? ''))).toBe(true);
  });
});
