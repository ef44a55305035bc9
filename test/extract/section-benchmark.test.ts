/**
 * A heading that is only a benchmark's name ("## [Cityscapes](…)") over a table that prints no metric: the columns of
 * numbers report the benchmark's conventional metric, with a review line; a column of config files after them is each
 * row's setting (section-benchmark.ts). Seen on a stereo-matching model zoo (the sixth held-out set, in-sample now);
 * tested on a semantic-segmentation model zoo, and on a heading of prose that only mentions a benchmark.
 */
import { describe, expect, it } from 'vitest';
import { draftOfReadme } from '../helpers/extract-readme.js';

const zoo = `# Model zoo

## [Cityscapes](https://www.cityscapes-dataset.com/)

| Model | Paper | Reproduced | Config |
| --- | --- | --- | --- |
| [DeepLabV3+](https://arxiv.org/abs/1802.02611) | 79.6 | 80.1 | [deeplabv3plus.py](configs/deeplabv3plus.py) |
| [OCRNet](https://arxiv.org/abs/1909.11065) | 81.1 | 80.7 | [ocrnet.py](configs/ocrnet.py) |
`;

const prose = `# Model zoo

## Notes on training with Cityscapes and other data

| Model | Paper | Reproduced | Config |
| --- | --- | --- | --- |
| DeepLabV3+ | 79.6 | 80.1 | deeplabv3plus.py |
| OCRNet | 81.1 | 80.7 | ocrnet.py |
`;

describe('a heading that names a benchmark over a table with no metric', () => {
  it("reads the number columns as the benchmark's metric and the config column as a setting", () => {
    const t = draftOfReadme(zoo).tables[0];
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => (typeof c === 'string' ? c : c.metric))).toEqual(['miou', 'miou']);
    expect(t.settings?.map((s) => s.label)).toEqual(['Config']);
    expect(t.dataset).toBe('cityscapes');
  });

  it('gives nothing when the heading only mentions the benchmark', () => {
    const t = draftOfReadme(prose).tables[0];
    expect(t?.kind === 'results' && t.columns.some((c) => typeof c !== 'string' && c.metric === 'miou')).toBe(false);
  });
});
