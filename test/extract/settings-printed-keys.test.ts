/**
 * A setting column whose id is `n`, `b` or `s` (`n` samples, `s` steps) is written as the row's settings. The YAML writer took a one-key object `{ n: "200" }` for a printed number, wrote
 * `settings: 200`, and `audit extract` stopped with "wrote an invalid draft (a bug)" and no draft at all.
 * Found on an adversarial-robustness README (`model | eps (/255) | n | clean acc | robust acc`); checked
 * here on a few-shot text-classification table written here.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Row { label?: string; values: unknown[]; settings?: Record<string, string> }
interface Table { rows: Row[]; settings?: { id: string }[] }

describe('extract: setting columns named n, b or s', () => {
  it('writes { n: "…" } settings as strings and the draft is valid', () => {
    const doc = [
      '# FewShotX',
      '',
      'Few-shot text classification on AG News.',
      '',
      '| Method | shots | n | Acc | Macro-F1 |',
      '|---|---:|---:|---:|---:|',
      '| PET | 8 | 500 | 79.4 | 78.1 |',
      '| FewShotX (ours) | 8 | 500 | 83.2 | 82.6 |',
      '',
    ];
    const { draft, yaml } = extractMarkdown<{ tables?: Table[] }>(doc);
    const t = (draft.tables ?? [])[0];
    expect(t?.rows.map((r) => r.settings)).toEqual([{ shots: '8', n: '500' }, { shots: '8', n: '500' }]);
    expect(yaml).toMatch(/settings: \{ shots: "8", n: "500" \}/);
  });
});
