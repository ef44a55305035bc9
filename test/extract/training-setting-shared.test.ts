/**
 * One list of training-setting headers (src/extract/training-setting.ts) for the places that decide a column is
 * not a metric: the label columns before the metrics (label-columns.ts), the columns beside a mean over classes
 * (metric-lookup.ts `partOfMean`) and the headers a metric of the document's own is declared from (local-metric.ts).
 * Before, each had its own list: "Epochs" and "Batch size" before the metric
 * were drafted as cost values, "Learning rate" or "Warmup" beside mIoU as one more class, "Crop size ↓" declared a metric
 * of the document (local-metric.ts had a third list). Checked on a crop-mapping
 * segmentation README (pipe table) and a fish-detection page (HTML table), both written here.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { localMetricOf } from '../../src/extract/local-metric.js';
import { partOfMean } from '../../src/extract/metric-lookup.js';
import { isTrainingSetting } from '../../src/extract/training-setting.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: { metric: string; label?: string }[]; settings?: { label: string }[]; rows: { values: unknown[]; settings?: Record<string, string> }[] };

const SETTINGS = ['Lr schd', 'Epochs', 'Batch size', 'Warmup'];

describe('training-setting headers, one list', () => {
  it('reads the headers of both former lists as settings, and a class or a metric as none', () => {
    for (const h of [...SETTINGS, 'lr', 'Learning rate', 'imgsz', 'Input size', 'Crop size', 'Iters', '#Datasets', 'warm-up epochs', 'Sched.']) {
      expect(isTrainingSetting(h), h).toBe(true);
      expect(partOfMean(h, [h, 'mIoU']), h).toBeUndefined();
    }
    for (const h of ['Wheat', 'Pedestrian', 'mAP', 'Params', 'Size']) expect(isTrainingSetting(h), h).toBe(false);
    expect(partOfMean('Wheat', ['Wheat', 'mIoU'])).toMatchObject({ metric: 'miou' });
  });

  it('never declares a training setting marked with an arrow a metric of the document (local-metric.ts)', () => {
    const beside = { cells: ['0.31', '0.27', '0.25'], registryColumns: 1, performanceColumns: 1 };
    for (const h of ['Crop size ↓', 'Warmup ↓', 'Lr schd ↓', 'imgsz ↑']) expect(localMetricOf(h, beside), h).toBeUndefined();
    expect(localMetricOf('Boundary error ↓', beside)?.def).toMatchObject({ id: 'boundary-error', direction: 'lower' });
  });

  const check = (yaml: string) => {
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.settings?.map((s) => s.label)).toEqual(SETTINGS);
    expect(t.columns.some((c) => SETTINGS.includes(c.label ?? ''))).toBe(false);
    expect(t.rows[1]?.settings).toMatchObject({ epochs: '50' });
    for (const s of SETTINGS) expect(yaml).toContain(`setting column "${s}" (not a metric)`);
    return t;
  };

  it('keeps them as settings in a pipe table', () => {
    const { yaml } = extractMarkdown([
      '# CropSeg: crop-type mapping from Sentinel-2 time series',
      '',
      '## Results on the PASTIS benchmark',
      '',
      '| Model | Lr schd | Epochs | Batch size | Warmup | Wheat | Maize | mIoU |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| U-TAE | 1x | 100 | 4 | 5 | 71.2 | 80.4 | 63.1 |',
      '| CropSeg | 2x | 50 | 8 | 10 | 74.0 | 82.9 | 66.5 |',
      '',
    ]);
    const t = check(yaml);
    expect(t.columns.map((c) => c.metric)).toEqual(['miou', 'miou', 'miou']);
    expect(t.rows[1]?.values).toEqual([74.0, 82.9, 66.5]);
  });

  it('reads a first column headed by a training setting as the rows\' settings, not method names', () => {
    const { yaml } = extractMarkdown([
      '# PolypSeg: polyp segmentation in colonoscopy frames',
      '',
      '## Crop size ablation (Kvasir-SEG)',
      '',
      '| Crop size | Dice | mIoU |',
      '| --- | --- | --- |',
      '| 256×256 | 88.1 | 81.0 |',
      '| 352×352 | 90.4 | 84.2 |',
      '| 512×512 | 90.1 | 83.7 |',
      '',
    ]);
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.settings?.map((s) => s.label)).toEqual(['Crop size']);
    expect(t.rows.map((r) => r.settings?.['crop-size'])).toEqual(['256×256', '352×352', '512×512']);
    expect(yaml).toContain('no method column: every row is a setting of one method');
  });

  it('keeps them as settings in an HTML table', () => {
    const { yaml } = extractMarkdown(
      [
        '<html><body><h1>FishDet: detecting fish species in underwater video</h1>',
        '<h2>Results on the Fish4Knowledge test set</h2>',
        '<table>',
        '<tr><th>Detector</th><th>Lr schd</th><th>Epochs</th><th>Batch size</th><th>Warmup</th><th>Salmon</th><th>Trout</th><th>mAP</th></tr>',
        '<tr><td>Faster R-CNN</td><td>1x</td><td>100</td><td>16</td><td>500</td><td>61.0</td><td>55.2</td><td>58.1</td></tr>',
        '<tr><td>FishDet</td><td>2x</td><td>50</td><td>32</td><td>1000</td><td>66.4</td><td>60.8</td><td>63.6</td></tr>',
        '</table>',
        '</body></html>',
      ],
      { name: 'index.html' },
    );
    const t = check(yaml);
    expect(t.columns.map((c) => c.metric)).toEqual(['ap', 'ap', 'map']);
    expect(t.rows[1]?.values).toEqual([66.4, 60.8, 63.6]);
  });
});
