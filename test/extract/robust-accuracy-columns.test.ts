/**
 * A robustness leaderboard (a form of the twenty-eighth set's AutoAttack README, tried on another): the section's
 * paragraph says "The robust accuracy is evaluated at eps = 0.5" (a metric named, then its measurement), the columns
 * are "clean | PGD-20 | AA": the clean column is the accuracy on clean inputs, the attack columns the robust accuracy,
 * and the section's benchmark ("## ImageNet - L2") the table's dataset. Before, the paragraph named no metric (strict
 * prose reading) and every column went out as plain accuracy by the benchmark's convention.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; dataset?: string; columns: readonly { metric: string; subset?: string; label?: string }[]; rows: readonly { label?: string; values: readonly unknown[] }[] }[];
}

describe('a robustness leaderboard', () => {
  it('reads the attack columns as robust accuracy and the clean column as accuracy', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Robustness evaluations',
      '',
      '## ImageNet - L2',
      '',
      'The robust accuracy is evaluated at `eps = 3.0` on the first 5000 images of the validation set.',
      '',
      '| # | paper | architecture | clean | PGD-20 | AA |',
      '| --- | --- | --- | --- | --- | --- |',
      '| 1 | (Salman et al., 2020) | ResNet-50 | 62.56 | 41.20 | 39.24 |',
      '| 2 | (Engstrom et al., 2019) | ResNet-50 | 57.90 | 38.14 | 35.68 |',
      '| 3 | (Wong et al., 2020) | ResNet-50 | 55.62 | 28.33 | 26.24 |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'robust-acc', 'robust-acc']);
    expect(t?.columns[0]?.subset).toBe('clean');
    expect(t?.dataset).toBe('imagenet');
    expect(t?.rows.map((r) => r.label)).toEqual(['(Salman et al., 2020)', '(Engstrom et al., 2019)', '(Wong et al., 2020)']);
  });
});
