/**
 * A column whose header lists its parts in brackets and whose cells print one group per part ("GCC(rd,cc,cl)" over
 * "102.2/238.3, 140.3/285.7, 176.1/373.9"): one column per part. Developed on c3-crowd-counting-readme (holdout7,
 * in-sample); checked here on an object-detection README and an ASR table written for the test.
 */
import { describe, expect, it } from 'vitest';
import { cellGroups, listedParts } from '../../src/extract/packed-groups.js';
import { extractTables } from '../helpers/extract-markdown.js';

interface Table { columns: { metric: string; subset?: string }[]; rows: { method: string; values: (number | string | null)[] }[] }

describe('cells printing one group per part the header lists', () => {
  it('splits "COCO AP (val, test-dev)" cells "40.1, 40.5" into one column per split', () => {
    const { tables, yaml } = extractTables<Table>([
      '# TinyDet',
      '',
      '| Model | Backbone | COCO AP (val, test-dev) | FPS |',
      '| --- | --- | --- | --- |',
      '| RetinaNet | R-50 | 36.5, 36.9 | 18 |',
      '| TinyDet | R-50 | **40.1**, **40.5** | 25 |',
      '| TinyDet-L | R-101 | - | 15 |',
      '',
    ].join('\n'));
    const t = tables[0] as Table;
    const ap = t.columns.map((c, i) => ({ ...c, i })).filter((c) => c.metric === 'ap');
    // (the split in brackets after a metric is left to the header reader: both columns read as COCO's AP)
    expect(ap).toHaveLength(2);
    const row = t.rows.find((r) => r.method === 'tinydet');
    expect(ap.map((c) => row?.values[c.i])).toEqual([40.1, 40.5]);
    expect(yaml).toMatch(/# review: cells printing one group of values per part .*"COCO AP \(val, test-dev\)" → COCO AP \(val\) \| COCO AP \(test-dev\)/);
  });

  it('splits groups that are themselves WER pairs named in the header ("WER/CER (dev; test)")', () => {
    const { tables } = extractTables<Table>([
      '# TinyASR',
      '',
      '| Model | AISHELL-1 WER/CER (dev; test) |',
      '| --- | --- |',
      '| Conformer | 4.9/4.4; 5.3/4.7 |',
      '| TinyASR | 4.5/4.1; 4.9/4.3 |',
      '',
    ].join('\n'));
    const t = tables[0] as Table;
    expect(t.rows.find((r) => r.method === 'tinyasr')?.values.filter((v) => typeof v === 'number')).toEqual([4.5, 4.1, 4.9, 4.3]);
  });

  it('leaves numbers with thousands separators and cells with another count of groups alone', () => {
    expect(cellGroups('1,234')).toBeUndefined();
    expect(cellGroups('**54.5/129.7**,**78.3/201.6**')).toEqual(['**54.5/129.7**', '**78.3/201.6**']);
    expect(cellGroups('**54.5/129.7, 78.3/201.6**')).toEqual(['54.5/129.7', '78.3/201.6']);
    expect(listedParts('GCC(rd,cc,cl)')).toEqual({ stem: 'GCC', parts: ['rd', 'cc', 'cl'] });
    expect(listedParts('Params (M)')).toBeUndefined();
    const { yaml } = extractTables<Table>([
      '| Model | Top-1 (a, b) |',
      '| --- | --- |',
      '| X | 76.1, 92.9, 95.0 |',
      '| Y | 77.0, 93.1, 95.2 |',
      '',
    ].join('\n'));
    expect(yaml).not.toMatch(/one group of values per part/);
  });
});
