/**
 * Three layouts of the eleventh held-out set (in-sample: issue 25, round 10b), each checked on a document written here in
 * another field (docs/extract-conventions.md "Split-shaped conventions", docs/extract-readers.md "Error in millimetres"
 * and "Methods cited with their venue"):
 *  - columns that print only a protocol's split names, `Many | Medium | Few | All` (long-tailed recognition) and
 *    `Full | Rare | Non-Rare` (HOI detection), read under the protocol's metric when every row keeps the whole between
 *    its parts, and not otherwise;
 *  - an error in millimetres (`Mean joint error (mm)`) in a pose table read as MPJPE, not in a registration table;
 *  - a transposed table whose method headers cite their venue (`DSC (TMI 2021)`), with a setting column crossed with a
 *    `Metric` column: read with the methods as rows.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; dataset?: string; columns: { metric?: string; subset?: string; id?: string }[]; rows: { method?: string; values: unknown[] }[] }[];
}

describe('split-shaped conventions', () => {
  it('reads Many / Medium / Few / All as top-1 accuracy in a long-tailed classification README, with a review line', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# LT-Bag',
      '',
      '## Results on the long-tailed set',
      '',
      '| Method | Many-shot | Medium-shot | Few-shot | All |',
      '| --- | --- | --- | --- | --- |',
      '| CE | 65.9 | 37.5 | 7.7 | 44.4 |',
      '| cRT | 61.8 | 46.2 | 27.4 | 49.6 |',
      '| LT-Bag | 62.5 | 49.1 | 33.0 | 52.3 |',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['top1-acc', 'top1-acc', 'top1-acc', 'top1-acc']);
    expect(t?.rows.map((r) => r.method)).toEqual(['ce', 'crt', 'lt-bag']);
    expect(yaml).toMatch(/long-tailed recognition protocol: the "All" column lies between/);
    // the protocol names no one benchmark: no dataset is set from it
    expect(t?.dataset).toBe('unknown');
  });

  it('guesses nothing where a row puts the whole outside its parts, or the text speaks of regression', () => {
    const outside = extractMarkdown<Draft>([
      '# Shots',
      '',
      '| Method | Many | Medium | Few | All |',
      '| --- | --- | --- | --- | --- |',
      '| A | 65.9 | 37.5 | 7.7 | 70.4 |',
      '| B | 61.8 | 46.2 | 27.4 | 49.6 |',
    ]).draft.tables[0];
    expect(outside?.columns.some((c) => c.metric === 'top1-acc')).toBe(false);
    const regression = extractMarkdown<Draft>([
      '# Imbalanced regression',
      '',
      '## Age regression on the long-tailed split',
      '',
      '| Method | Many | Medium | Few | All |',
      '| --- | --- | --- | --- | --- |',
      '| A | 6.9 | 7.5 | 12.7 | 7.4 |',
      '| B | 6.8 | 7.2 | 11.4 | 7.1 |',
    ]).draft.tables[0];
    expect(regression?.columns.some((c) => c.metric === 'top1-acc')).toBe(false);
  });

  it('reads Full / Rare / Non-Rare under two settings as HICO-DET mAP, and HOI benchmark headers as mAP', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# PairDet',
      '',
      '## Main results',
      '',
      '| Method | Venue | Full (Default) | Rare (Default) | Non-Rare (Default) | Full (Known Object) | Rare (Known Object) | Non-Rare (Known Object) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| BaseDet | ECCV 2020 | 21.40 | 16.07 | 23.00 | 24.12 | 18.69 | 25.74 |',
      '| PairDet | - | 29.11 | 24.57 | 30.47 | 31.70 | 27.25 | 33.03 |',
      '',
      '## Interactiveness',
      '',
      '| Method | HICO-DET | V-COCO |',
      '| --- | --- | --- |',
      '| BaseDet | 14.35 | 29.36 |',
      '| PairDet | 17.22 | 32.09 |',
    ]);
    const [main, inter] = draft.tables;
    expect(main?.kind).toBe('results');
    expect(main?.columns.filter((c) => c.metric === 'map').length).toBe(6);
    expect(main?.dataset).toBe('hico-det');
    expect(yaml).toMatch(/HICO-DET HOI detection protocol/);
    expect(inter?.columns.map((c) => c.metric)).toEqual(['map', 'map']);
  });
});

describe('an error in millimetres', () => {
  it('is MPJPE in a body-pose table, and nothing in a registration table', () => {
    const pose = extractMarkdown<Draft>([
      '# LiftNet',
      '',
      '## 3D human pose estimation on Human3.6M',
      '',
      '| Method | Mean joint error (mm) | PA error (mm) |',
      '| --- | --- | --- |',
      '| SimpleBaseline | 62.9 | 47.7 |',
      '| LiftNet | 51.3 | 40.2 |',
    ]);
    const t = pose.draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['mpjpe', 'pa-mpjpe']);
    expect(pose.yaml).toMatch(/an error in millimetres, read as mpjpe/);
    const registration = extractMarkdown<Draft>([
      '# RegNet',
      '',
      '## Point-cloud registration on 3DMatch',
      '',
      '| Method | Translation error (mm) | 3D error (mm) |',
      '| --- | --- | --- |',
      '| ICP | 9.1 | 12.0 |',
      '| RegNet | 6.3 | 8.5 |',
    ]).draft.tables[0];
    expect(registration?.columns.some((c) => c.metric === 'mpjpe')).toBe(false);
  });
});

describe('methods cited with their venue as column headers', () => {
  it('reads a medical-segmentation table with a setting column crossed with a Metric column transposed', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# SegBench',
      '',
      '### Cross-site generalization, trained on site A and tested on site B',
      '',
      '| Resolution | Metric | U-Net (MICCAI 2015) | DSC (TMI 2021) | TransUNet (MedIA 2021) |',
      '| --- | --- | --- | --- | --- |',
      '| 256x256 | Dice (↑) | 71.2 | 74.5 | 76.0 |',
      '| 256x256 | HD95 (↓) | 18.4 | 15.2 | 14.9 |',
      '| 512x512 | Dice (↑) | 73.9 | 75.8 | 77.3 |',
      '| 512x512 | HD95 (↓) | 16.1 | 14.0 | 13.2 |',
    ]);
    const t = draft.tables[0];
    expect(yaml).toMatch(/read transposed/);
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((r) => r.method)).toEqual(['u-net', 'dsc', 'transunet']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['dice', 'hd95', 'dice', 'hd95']);
    expect(t?.rows[1]?.values).toEqual([74.5, 15.2, 75.8, 14]);
  });
});
