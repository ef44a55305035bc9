/**
 * Training settings printed as numbers before the metric columns ("Lr schd" 1x, "imgsz" 1600, "Learning rate" 0.04,
 * "#Datasets" 32; src/extract/label-columns.ts `TRAINING_SETTING`) are settings of each row, not values of the metric:
 * before, a numeric column beside an mAP column was read as one class's AP ("Lr schd" drafted as `ap` = 1), or took
 * the next metric. Seen in remote-sensing, document-layout and human-mesh READMEs; checked on an audio-tagging README
 * written here.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: ({ metric: string; label?: string } | { id: string })[]; settings?: { label: string }[]; rows: { values: unknown[]; settings?: Record<string, string> }[] };

describe('numeric training settings before the metrics', () => {
  it('keeps them as settings, the metric columns as results', () => {
    const { yaml } = extractMarkdown([
      '# TagNet: audio tagging on AudioSet',
      '',
      '## Results',
      '',
      '| Model | Pretrain | Input size | Learning rate | Lr schd | mAP | Config |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| CNN14 | ImageNet | 1024 | 0.001 | 1x | 43.1 | [config](configs/cnn14.py) |',
      '| TagNet | AudioSet-2M | 1024 | 0.0005 | 2x | 45.9 | [config](configs/tagnet.py) |',
      '',
    ]);
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['map']);
    expect(t.columns.some((c) => 'label' in c && /Lr schd|Learning rate|Input size/.test(c.label ?? ''))).toBe(false);
    expect(t.settings?.map((s) => s.label)).toEqual(['Pretrain', 'Input size', 'Learning rate', 'Lr schd', 'Config']);
    expect(t.rows[1]?.values[0]).toBe(45.9);
    expect(yaml).toContain('setting column "Lr schd" (not a metric)');
  });
});
