/**
 * A row axis named by its kind (issue 25, round 9: seen in a SLAM paper, corner `Error type` over rows
 * `Translation (m)` / `Rotation (degree)`, methods as columns; written here as a remote-sensing README on land
 * surface temperature). No row label names a metric alone, but the corner says each row is an error: each is read
 * as `<name> error (<unit>)` where that names a metric other than the bare error rate, with a review line.
 */
import { describe, expect, it } from 'vitest';
import { axisKind, labelWithKind } from '../../src/extract/axis-kind.js';
import { resultTablesOf } from '../helpers/extract-readme.js';

const doc = (corner: string) => `# Land surface temperature from Landsat 8

Errors on the 2021 validation stations.

| ${corner} | Split-window | Single-channel | LSTNet (ours) |
| --- | --- | --- | --- |
| Mean absolute (K) | 1.92 | 2.31 | 1.17 |
| Root mean squared (K) | 2.45 | 2.88 | 1.51 |
`;

describe('extract: a corner naming what the rows are ("Error type")', () => {
  it('reads the rows as errors of their names, the methods as rows', () => {
    const [t] = resultTablesOf(doc('Error type'));
    expect(t?.rows.map((r) => r.label)).toEqual(['Split-window', 'Single-channel', 'LSTNet (ours)']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['mae', 'rmse']);
    expect(t?.review.some((r) => /corner "Error type" names what the rows are: "Mean absolute \(K\)" read as "Mean absolute error \(K\)"/.test(r))).toBe(true);
  });

  it('knows the kind from the corner in other spellings, and only a metric word as a kind', () => {
    expect(axisKind('Type of error')).toBe('error');
    expect(axisKind('Errors')).toBe('error');
    expect(axisKind('Dataset')).toBeUndefined();
    expect(axisKind('Method')).toBeUndefined();
  });

  it('leaves a label that already names a metric, or that names none with the kind, as printed', () => {
    expect(labelWithKind('Translation (m)', 'error')).toBe('Translation error (m)');
    expect(labelWithKind('RMSE (K)', 'error')).toBeUndefined();
    expect(labelWithKind('Landsat 8', 'error')).toBeUndefined();
  });
});
