/**
 * A column of amounts printed with their unit ("178h", "1wh", "36ep": a training-data size, a schedule) beside a
 * column of names (issue 25, third held-out set: a speech pre-training README), on a small detection
 * document (pure): the names are the rows, the amounts a setting of each.
 */
import { describe, expect, it } from 'vitest';
import { resultTablesOf } from '../helpers/extract-readme.js';

const results = resultTablesOf;

describe('extract: a column of amounts beside the names', () => {
  it('keeps the names as the rows and the amounts as a setting', () => {
    const md = ['## Detection on COCO', '', '| Detector | Schedule | AP |', '|---|---|---|', '| ResNet-50 | 12ep | 38.2 |', '| Swin-T | 36ep | 43.1 |', '| ConvNeXt-T | 36ep | 44.0 |', ''].join('\n');
    const t = results(md)[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['ResNet-50', 'Swin-T', 'ConvNeXt-T']);
    expect(t?.rows.map((r) => Object.values(r.settings ?? {}))).toEqual([['12ep'], ['36ep'], ['36ep']]);
  });
});
