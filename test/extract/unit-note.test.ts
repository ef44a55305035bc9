/**
 * Efficiency tables that print their unit only in the note under them ("Unit: images per second"), one
 * table per device with the same columns and the note under the last, and a "Speed-up" row of `2.1x`
 * multipliers. Checked on an image-decoding library README written here, a field no corpus document
 * comes from.
 */
import { describe, expect, it } from 'vitest';
import { multiplierRow, unitStated } from '../../src/extract/unit-note.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Table { kind: string; columns: { metric?: string; subset?: string; label?: string }[]; rows: { method?: string; key?: string; values: unknown[] }[] }

function draft(lines: string[]): { tables: Table[]; yaml: string } {
  const { draft, yaml } = extractMarkdown<{ tables: Table[] }>(lines);
  return { tables: draft.tables, yaml };
}

const decoders = [
  '# FastJPEG',
  '',
  '## Decoding speed',
  '',
  'Decoding 4K photographs with each library, batch of 64.',
  '',
  '| T4 (16G) | Baseline JPEG | Progressive | Lossless |',
  '| --- | --- | --- | --- |',
  '| libjpeg-turbo | 212 | 95 | 40 |',
  '| nvJPEG | 640 | OOM | -- |',
  '| FastJPEG | **910** | **301** | **122** |',
  '| Speed-up | 1.42x | 3.17x | 3.05x |',
  '',
  '| V100 (32G) | Baseline JPEG | Progressive | Lossless |',
  '| --- | --- | --- | --- |',
  '| libjpeg-turbo | 230 | 101 | 44 |',
  '| FastJPEG | **1204** | **388** | **150** |',
  '',
  'Decoding speed of each library (Unit: images per second. `--` means unsupported).',
  '',
  'Batch sizes used by FastJPEG:',
  '',
  '| Device | Baseline JPEG | Progressive | Lossless |',
  '| --- | --- | --- | --- |',
  '| T4 | 64 | 32 | 16 |',
  '| V100 | 128 | 64 | 32 |',
  '',
];

/** The decoders README drafted once, for the tests that read it (one `audit extract` instead of one per test). */
let decodersDrafted: ReturnType<typeof draft> | undefined;
const decodersDraft = (): ReturnType<typeof draft> => (decodersDrafted ??= draft(decoders));

describe('a unit stated in the note under a table', () => {
  it('is the metric of every column, for the run of same-headed tables above it', () => {
    const { tables, yaml } = decodersDraft();
    expect(tables.map((t) => t.kind)).toEqual(['results', 'results', 'attributes']);
    for (const t of tables.slice(0, 2)) expect(t.columns.map((c) => c.metric)).toEqual(['throughput', 'throughput', 'throughput']);
    expect(tables[1]!.rows.find((r) => r.method === 'fastjpeg')?.values).toEqual([1204, 388, 150]);
    expect(yaml).toContain('metric throughput of every column read from the unit in the note under the table ("Unit: images per second")');
  });

  it('leaves out a row of multipliers, which is not in the unit', () => {
    const { tables, yaml } = decodersDraft();
    expect(tables[0]!.rows.map((r) => r.method)).toEqual(['libjpeg-turbo', 'nvjpeg', 'fastjpeg']);
    expect(yaml).toMatch(/row 4 "Speed-up" prints multipliers \(1\.42x, 3\.17x, 3\.05x…\), a ratio to another row, not throughput: not in the draft/);
  });

  it('leaves a table with no unit note, or one whose next table has other columns, as attributes', () => {
    const { tables } = draft([
      '# FastJPEG', '', '## Decoding speed', '',
      '| T4 (16G) | Baseline JPEG | Progressive |', '| --- | --- | --- |', '| libjpeg-turbo | 212 | 95 |', '| FastJPEG | 910 | 301 |', '',
      '| V100 (32G) | Small | Large |', '| --- | --- | --- |', '| FastJPEG | 1204 | 388 |', '',
      'Decoding speed of each library (Unit: images per second).', '',
    ]);
    expect(tables.map((t) => t.kind)).toEqual(['attributes', 'results']);
  });

  it('reads the unit only from a "unit:" statement that the metric registry knows', () => {
    expect(unitStated('All numbers (Unit: tokens/second. `--` means unsupported).')?.metric).toBe('throughput');
    expect(unitStated('units are FPS; higher is better.')?.metric).toBe('throughput');
    expect(unitStated('Throughput of each system in tokens per second.')).toBeUndefined();
    expect(unitStated('Unit: widgets.')).toBeUndefined();
  });

  it('takes a row as multipliers only when every printed cell is one and the columns are no ratio', () => {
    expect(multiplierRow(['**1.39x**', '--', '2.1×'], ['throughput', 'throughput', 'throughput'])).toEqual(['1.39x', '2.1×']);
    expect(multiplierRow(['1.39x', '212'], ['throughput', 'throughput'])).toBeUndefined();
    expect(multiplierRow(['1.39x', '2.0x'], ['relative-speed', 'relative-speed'])).toBeUndefined();
  });
});
