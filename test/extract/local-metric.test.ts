/**
 * A metric the registry lacks, printed in a header, is declared by the draft for its document (id, name and
 * aliases as printed, direction from the arrow or "(lower is better)", scale from the unit and values) —
 * and only a header the table's evidence calls a metric: a dataset, a split, a setting or a column of
 * words never becomes one (docs/extract-readers.md, "Metrics the registry lacks"). Checked on documents
 * written here, of fields no corpus document comes from (protein docking, route planning, driving).
 */
import { describe, expect, it } from 'vitest';
import { localMetricOf } from '../../src/extract/local-metric.js';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { extractMarkdown, validateDraft } from '../helpers/extract-markdown.js';

interface Draft {
  metrics?: { id: string; name: string; aliases?: string[]; direction: string; scale: string; unit?: string }[];
  tables: { kind: string; columns: ({ metric: string; label?: string } | string)[]; settings?: { id: string }[]; rows?: { values: unknown[] }[] }[];
}

function extract(lines: readonly string[]): { draft: Draft; yaml: string } {
  const { dir, draft, yaml } = extractMarkdown<Draft>(lines);
  const v = validateDraft(dir);
  expect(v.stderr).not.toContain('unknown metric');
  return { draft, yaml };
}
const metrics = (t: Draft['tables'][number]): string[] => t.columns.map((c) => (typeof c === 'string' ? c : c.metric));

describe('a metric the registry lacks, declared for the document', () => {
  it('declares arrow-marked metrics beside a registry metric, with their direction and unit', () => {
    const { draft, yaml } = extract([
      '# DockFold',
      '',
      'Rigid protein docking on our held-out complexes; we report the success rate over 500 complexes.',
      '',
      '| Method | Success Rate | DockQ ↑ | iRMS (Å) ↓ |',
      '| --- | --- | --- | --- |',
      '| ZDOCK | 21.4 | 0.31 | 6.12 |',
      '| EquiDock | 18.9 | 0.28 | 7.05 |',
      '| DockFold (ours) | 34.2 | 0.47 | 4.38 |',
      '',
    ]);
    expect(metrics(draft.tables[0]!)).toEqual(['success-rate', 'dockq', 'irms']);
    expect(draft.metrics).toEqual([
      { id: 'dockq', name: 'DockQ', aliases: ['DockQ ↑'], direction: 'higher', scale: 'fraction', field: 'other' },
      { id: 'irms', name: 'iRMS', aliases: ['iRMS (Å) ↓'], direction: 'lower', scale: 'raw', unit: 'Å', field: 'other' },
    ]);
    expect(yaml).toContain("# review: 'dockq' is printed in a header but is no registry metric");
  });

  it('makes a results table of one column whose header defines a measure by its initials, beside a text setting', () => {
    const { draft } = extract([
      '# RouteKit',
      '',
      '## Cost of planning',
      '',
      '| Planner | Type | Normalized Route Cost (NRC) |',
      '| --- | --- | --- |',
      '| OR-Tools | Exact | 1,000 |',
      '| Greedy | Heuristic | 1,372 |',
      '| RouteKit | Learned | 1,046 |',
      '',
    ]);
    const t = draft.tables[0]!;
    expect(t.kind).toBe('results');
    expect(metrics(t)).toEqual(['nrc']);
    expect(draft.metrics?.[0]).toMatchObject({ id: 'nrc', name: 'Normalized Route Cost', direction: 'neither', scale: 'raw' });
  });

  it('keeps a marked metric under a benchmark group its own, not the benchmark\'s conventional metric', () => {
    const { draft } = extract([
      '# QuietASR',
      '',
      '<table>',
      '<tr><th rowspan="2">System</th><th colspan="2">LibriSpeech test-clean</th><th colspan="2">LibriSpeech test-other</th></tr>',
      '<tr><th>WER</th><th>Rank (↓)</th><th>WER</th><th>Rank (↓)</th></tr>',
      '<tr><td>Conformer</td><td>2.1</td><td>2</td><td>4.3</td><td>2</td></tr>',
      '<tr><td>QuietASR</td><td>1.9</td><td>1</td><td>4.0</td><td>1</td></tr>',
      '</table>',
      '',
    ]);
    expect(metrics(draft.tables[0]!)).toEqual(['wer', 'rank', 'wer', 'rank']);
    expect(draft.metrics?.[0]).toMatchObject({ id: 'rank', direction: 'lower' });
  });

  it('reads "Benchmark (Metric)" as the metric in brackets, the benchmark its subset', () => {
    const local = localMetricOf('Codeforces (Percentile)', { cells: ['62', '88'], registryColumns: 2 });
    expect(local?.def).toMatchObject({ id: 'percentile', name: 'Percentile', aliases: ['Codeforces (Percentile)'] });
    expect(local?.benchmark).toBe('Codeforces');
    // a bracket that is no measure ("(2024)", "(val)") makes nothing a metric
    expect(localMetricOf('Codeforces (2024)', { cells: ['62'], registryColumns: 2 })).toBeUndefined();
  });

  it('reads the direction from the caption when the header prints none', () => {
    const def = localMetricOf('Lesion Count Error', { cells: ['3.1', '2.4'], registryColumns: 1, caption: 'Table 2: Dice and lesion count error (lower is better) on the test set.' })?.def;
    expect(def).toMatchObject({ id: 'lesion-count-error', direction: 'lower' });
  });
});

describe('a header that is no metric is never declared one', () => {
  it('keeps hyper-parameters, columns of words and subsets named elsewhere out of metrics', () => {
    expect(localMetricOf('Learning Rate', { cells: ['0.001', '0.0003'], registryColumns: 1 })).toBeUndefined();
    expect(localMetricOf('Mask Ratio', { cells: ['0.5', '0.75'], registryColumns: 1 })).toBeUndefined();
    expect(localMetricOf('Runtime Cost', { cells: ['low', 'high', 'high'], registryColumns: 1 })).toBeUndefined();
    // a split of the evaluation that another caption names ("… on the Night Time split")
    expect(localMetricOf('Night Time', { cells: ['41.2', '44.0'], registryColumns: 1, captions: ['Table 3: mAP on the Night Time split.'] })).toBeUndefined();
    // a benchmark defined by its initials, printed in full or by the initials the document spells out
    expect(localMetricOf('Long Range Arena (LRA)', { cells: ['61.4'], registryColumns: 1 })).toBeUndefined();
    expect(localMetricOf('LRA ↑', { cells: ['61.4'], registryColumns: 1, abbreviations: new Map([['LRA', 'Long Range Arena']]) })).toBeUndefined();
    expect(localMetricOf('RCC ↓', { cells: ['28'], registryColumns: 1, abbreviations: new Map([['RCC', 'Relative Computational Complexity']]) })?.def.id).toBe('rcc');
    // a measure noun alone, beside no registry metric and with no unit, arrow or initials: not evidence enough
    expect(localMetricOf('Route Cost', { cells: ['12.0'], registryColumns: 0 })).toBeUndefined();
    // benchmarks marked with arrows beside a cost column only ("# Params | POPE↑ | MMB↑"): what is measured, not how
    // (a benchmark no convention knows: Q-Bench was this example until the benchmark catalogue gave it accuracy)
    expect(localMetricOf('ZetaBench↑', { cells: ['65.2'], registryColumns: 1, performanceColumns: 0 })).toBeUndefined();
    expect(localMetricOf('ZetaBench↑', { cells: ['65.2'], registryColumns: 1, performanceColumns: 1 })?.def.id).toBe('zetabench');
    // a benchmark whose metric a convention fixes (MMBench's accuracy; Q-Bench's, from the catalogue) is never declared a metric of its own
    expect(localMetricOf('MMB↑', { cells: ['65.2'], registryColumns: 1, performanceColumns: 1 })).toBeUndefined();
    expect(localMetricOf('QBench↑', { cells: ['65.2'], registryColumns: 1, performanceColumns: 1 })).toBeUndefined();
    // a metric the registry knows is not declared again
    expect(localMetricOf('WER ↓', { cells: ['4.2'], registryColumns: 1 })).toBeUndefined();
  });

  it('reads no sensitivity metric from a sensitivity analysis', () => {
    expect(metricsInText('Table 4: Sensitivity analysis of the margin (top-1 accuracy).')).toEqual(['top1-acc']);
    expect(metricsInText('Sensitivity to the number of experts.')).toEqual([]);
    expect(metricsInText('Sensitivity and specificity on the test set.')).toEqual(['sensitivity', 'specificity']);
  });

  it('declares nothing for a benchmark table whose headers are arrow-marked benchmark names beside a parameter count', () => {
    const { draft } = extract([
      '# TinyVLM',
      '',
      '| Model | # Params | POPE↑ | MMB↑ | SEED↑ |',
      '| --- | --- | --- | --- | --- |',
      '| MobileVLM | 1.4B | 84.5 | 53.2 | 57.1 |',
      '| TinyVLM | 1.5B | 86.0 | 61.4 | 63.9 |',
      '',
    ]);
    expect(draft.metrics?.filter((m) => m.id !== 'unknown-metric') ?? []).toEqual([]);
  });

  it('leaves a setting column of an ablation a setting, and a table of a measure noun alone an attribute table', () => {
    const { draft } = extract([
      '# NightDrive',
      '',
      '## Ablation',
      '',
      'We report mAP on nuScenes val.',
      '',
      '| Variant | mAP | NDS | Learning Rate |',
      '| --- | --- | --- | --- |',
      '| base | 41.2 | 50.3 | 0.001 |',
      '| + temporal | 44.0 | 52.8 | 0.001 |',
      '',
      '## Routing',
      '',
      '| Planner | Route Cost |',
      '| --- | --- |',
      '| A | 12.0 |',
      '| B | 13.5 |',
      '',
    ]);
    expect(draft.metrics ?? []).toEqual([]);
    expect(metrics(draft.tables[0]!).slice(0, 2)).toEqual(['map', 'nds']);
    expect(metrics(draft.tables[0]!)).not.toContain('learning-rate');
    expect(draft.tables[1]!.kind).toBe('attributes');
  });
});
