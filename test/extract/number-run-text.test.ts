/**
 * A table's rows run together as text (round 19: an anomaly-detection benchmark PDF whose full-page appendix grids,
 * `ALOI 3.92(16) 9.31(7) …`, the PDF reader did not take for tables). Read as prose, every number of the run became a
 * quantity statement quoting the whole run: 19,293 of them, a 146 MB draft, and `audit extract` ran out of memory.
 * A run of numbers claims nothing; the sentences around it keep their claims.
 */
import { describe, expect, it } from 'vitest';
import { isNumberRun } from '../../src/extract/statements-noise.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly statements: readonly { kind: string; source: { quote: string } }[];
}

const datasets = ['ALOI', 'annthyroid', 'backdoor', 'breastw', 'campaign', 'cardio', 'celeba', 'census', 'donors', 'fault', 'fraud', 'glass', 'http', 'mammography', 'musk', 'optdigits', 'pendigits', 'satellite', 'shuttle', 'smtp', 'thyroid', 'vowels', 'wine', 'yeast'];
const run = datasets.map((d, i) => `${d} ${Array.from({ length: 14 }, (_, j) => `${(40 + ((i * 7 + j * 3) % 59) + 0.25).toFixed(2)}(${(j % 14) + 1})`).join(' ')}`).join(' ');

describe('a run of numbers in the text', () => {
  it('is told apart from a sentence that reports numbers', () => {
    expect(isNumberRun(run)).toBe(true);
    expect(isNumberRun('ALOI 3.92 9.31 4.57 4.30 4.19 6.02 18.12 annthyroid 45.77 78.04 45.07 45.35')).toBe(true);
    expect(isNumberRun('We reach 45.2, 46.1, 47.3 and 48.9 AUCROC on the four splits, 3.1 points above the best baseline.')).toBe(false);
    expect(isNumberRun('Table 3 reports 12 runs.')).toBe(false);
  });

  it('gives no statements, and the sentences beside it keep theirs', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# Tabular anomaly detection benchmark',
      '',
      '## Additional results',
      '',
      'Our method improves the median AUCROC by 4.2% over the best unsupervised baseline.',
      '',
      run,
      '',
      'The benchmark covers 57 datasets.',
    ]);
    const quotes = draft.statements.map((s) => s.source.quote);
    expect(quotes.some((q) => q.includes('4.2%'))).toBe(true);
    expect(quotes.some((q) => q.includes('57 datasets'))).toBe(true);
    expect(quotes.some((q) => q.includes('annthyroid'))).toBe(false);
    expect(yaml.length).toBeLessThan(20_000);
  });
});
