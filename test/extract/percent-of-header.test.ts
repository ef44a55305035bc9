/**
 * A column headed "%U", "%O", "%D" (round 19: an object-counting README's CARPK table, `MAE | RMSE | %U | %O | %D`, under
 * a heading naming MAE). Before, each percentage column borrowed the text's MAE, with the subsets "u", "o", "d": three
 * columns of wrong claims. A percentage of what the header names is its own quantity when the text's metric has a
 * column of its own; the draft leaves it under the declared unknown metric for the reviewer to name.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; label?: string }[] }[];
}

describe('a percentage column beside the text metric\'s own column', () => {
  it('does not borrow that metric', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Counting vehicles in drone footage',
      '',
      '### DroneCars',
      'Mean Absolute Error (MAE), Root Mean Squared Error (RMSE), Undercount (%U) and Overcount (%O) on the DroneCars test split.',
      '',
      '| Method | MAE | RMSE | %U | %O |',
      '| --- | --- | --- | --- | --- |',
      '| Density map | 7.65 | 9.59 | 6.56% | 0.84% |',
      '| Ours | 5.46 | 8.09 | 4.14% | 1.14% |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['mae', 'rmse', 'unknown-metric', 'unknown-metric']);
  });
});
