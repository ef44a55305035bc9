/**
 * Short metric names in running text are read only as printed (src/extract/prose-short-name.ts): the acronym's
 * case, one word where the registry prints one word. Sentences of several fields.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { printsShortName } from '../../src/extract/prose-short-name.js';

describe('short metric names in prose (prose-short-name.ts)', () => {
  it('reads no metric from words of a sentence that join into a short acronym or spell it in lower case', () => {
    // remote sensing: "as SA" is not AssA (the tracking metric)
    expect(metricsInText('We denote the spatial attention branch as SA and the channel branch as CA.', true)).toEqual([]);
    // audio tagging: "(%) per run" is not the phone error rate PER
    expect(metricsInText('Standard deviations (%) per run are given in brackets.')).toEqual([]);
    expect(metricsInText('The mean mAP (%) per run is reported below.')).toEqual(['map']);
    // generation: "is" is not the Inception Score
    expect(metricsInText('The best result is printed in bold.')).toEqual([]);
  });

  it('still reads the acronyms printed as the registry prints them', () => {
    expect(metricsInText('We report HOTA, DetA and AssA on MOT17.')).toEqual(['hota', 'deta', 'assa']);
    expect(metricsInText('Table 2: PER on TIMIT.')).toEqual(['per']);
    expect(metricsInText('Table 3: F1 and Acc on the test split.')).toEqual(['f1', 'accuracy']);
  });

  it('checks the case of acronyms and the word boundary, not names printed in lower case or with one capital', () => {
    expect(printsShortName('PER', 'per')).toBe(true);
    expect(printsShortName('per', 'per')).toBe(false);
    expect(printsShortName('as SA', 'assa')).toBe(false);
    expect(printsShortName('AssA', 'assa')).toBe(true);
    expect(printsShortName('f1', 'f1')).toBe(true);
    expect(printsShortName('R@1', 'r@1')).toBe(true);
    // a long name is not checked
    expect(printsShortName('word error rate', 'wer')).toBe(true);
  });
});
