/**
 * Orientation by content (issue 25, round 8: seen in a SLAM paper whose error rows carry units, `Translation (m)`,
 * `Rotation (degree)`, over configuration columns; written here as a remote-sensing README). A table whose row labels
 * all name quantities — a metric, or a name with a unit of measure — while no header cell does (no metric, no unit,
 * no number) prints its quantities as rows and its methods as columns: it is read transposed, with a review line.
 */
import { describe, expect, it } from 'vitest';
import { draftOfReadme, resultTablesOf } from '../helpers/extract-readme.js';

const doc = (rows: string, head = '|  | U-Net | DeepLabv3+ | BuildSeg (ours) |') => `# Building footprints

Results on the test tiles.

${head}
| --- | --- | --- | --- |
${rows}
`;

const rows = ['| Boundary error (px) | 3.21 | 2.94 | 2.12 |', '| Area error (%) | 5.1 | 4.4 | 3.0 |', '| mIoU | 71.2 | 74.8 | 77.9 |'].join('\n');

describe('extract: rows that name quantities by their units, methods as columns', () => {
  it('reads the table transposed: a row per method, the mIoU row a column', () => {
    const [t] = resultTablesOf(doc(rows));
    expect(t?.rows.map((r) => r.label)).toEqual(['U-Net', 'DeepLabv3+', 'BuildSeg (ours)']);
    const miou = t?.columns.findIndex((c) => c.metric === 'miou') ?? -1;
    expect(miou).toBeGreaterThanOrEqual(0);
    expect(t?.rows.map((r) => { const v = r.values[miou]; return v && typeof v === 'object' && 'n' in v ? Number(v.n) : v; })).toEqual([71.2, 74.8, 77.9]);
    expect(t?.review.some((r) => /read transposed/.test(r))).toBe(true);
  });

  it('keeps the table as printed when a header also carries a unit or the rows are not all quantities', () => {
    // (a results or an attribute table: either way its rows are the printed rows)
    const labels = (text: string) => draftOfReadme(text).tables[0]?.rows.map((r) => r.label);
    expect(labels(doc(rows, '|  | U-Net (px) | DeepLabv3+ | BuildSeg (ours) |'))).toEqual(['Boundary error (px)', 'Area error (%)', 'mIoU']);
    expect(labels(doc(rows.replace('| Area error (%) |', '| Sentinel-2 tiles |')))).toEqual(['Boundary error (px)', 'Sentinel-2 tiles', 'mIoU']);
  });
});
