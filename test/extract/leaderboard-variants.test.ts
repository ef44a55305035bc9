/**
 * Leaderboard variants seen in holdout7 READMEs (botanicgarden-slam-leaderboard-readme, vfi-rankings-readme;
 * in-sample), checked here on an ASR leaderboard written for the test: a unit after a slash in the header
 * ("WER/%", "RPE/%"), a value tagged with a few capitals ("2.1 LM", "5.586 NC"), whose rows a header reader took
 * for header rows, and a rank column "RK" with shared places printed as a range ("2-3").
 */
import { describe, expect, it } from 'vitest';
import { rankOf, isRankColumn } from '../../src/extract/rank-column.js';
import { annotationAsBracket } from '../../src/extract/value-annotation.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { printedKey } from '../../src/extract/printed-key.js';
import { extractTables } from '../helpers/extract-markdown.js';

interface Table { columns: { metric: string; subset?: string }[]; rows: { method: string; values: (number | string | null)[] }[] }

const board = [
  '# ASR leaderboard',
  '',
  '<table>',
  '<tr><td>Test set</td><td colspan="2">test-clean</td><td colspan="2">test-other</td></tr>',
  '<tr><td>Model/Metric</td><td>WER/%</td><td>CER/%</td><td>WER/%</td><td>CER/%</td></tr>',
  '<tr><td>Conformer-L</td><td>X</td><td>X</td><td>2.1 LM</td><td>1.0 LM</td></tr>',
  '<tr><td>Whisper-v3</td><td>2.7 LM</td><td>1.3 LM</td><td>5.2 LM</td><td>2.4 LM</td></tr>',
  '<tr><td>wav2vec-2</td><td>2.7</td><td>1.4</td><td>5.9</td><td>2.8</td></tr>',
  '</table>',
  '',
].join('\n');

describe('leaderboard variants', () => {
  it('reads "WER/%" as WER and a first row of tagged values ("2.1 LM") as data, not a header row', () => {
    const { tables } = extractTables<Table>(board);
    const t = tables[0] as Table;
    expect(t.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['wer/test-clean', 'cer/test-clean', 'wer/test-other', 'cer/test-other']);
    expect(t.rows.map((r) => r.method)).toEqual(['conformer-l', 'whisper-v3', 'wav2vec-2']);
    expect(t.rows[0]?.values).toEqual([null, null, 2.1, 1.0]);
    expect(t.rows[1]?.values).toEqual([2.7, 1.3, 5.2, 2.4]);
  });

  it('keeps units and exponents as they are', () => {
    expect(annotationAsBracket('5.586 NC')).toBe('5.586 (NC)');
    expect(annotationAsBracket('**2.1** LM')).toBe('**2.1** (LM)');
    expect(annotationAsBracket('12 GB')).toBe('12 GB');
    expect(annotationAsBracket('30 FPS')).toBe('30 FPS');
    expect(annotationAsBracket('NC')).toBe('NC');
    expect(metricFor('RPE/%')).toBeUndefined(); // RPE is read only beside ATE (beside-only.ts), through printedKey
    expect(printedKey('RPE/%')).toBe('rpe');
    expect(printedKey('FLOPs/G')).toBe('flops/g');
    expect(metricFor('WER/%')).toBe('wer');
  });

  it('reads shared places printed as ranges, upwards only', () => {
    expect(rankOf('6-7')).toBe(6);
    expect(rankOf('6–7')).toBe(6);
    expect(rankOf('3rd')).toBe(3);
    expect(rankOf('=2')).toBe(2);
    expect(rankOf('7-6')).toBeUndefined();
    expect(rankOf('1-50')).toBeUndefined();
    expect(rankOf('1005-00')).toBeUndefined();
    expect(isRankColumn(['RK'], ['1', '2', '3', '4', '5', '6-7', '6-7'])).toBe(true);
  });
});
