/**
 * A table its caption or section calls a configuration, whose headers and caption name no performance metric, is
 * drafted as attributes with a review line (src/extract/configuration-table.ts), whatever metric the paragraph above
 * names. A results table under such a heading that prints its metric stays results.
 */
import { describe, expect, it } from 'vitest';
import { configurationTable } from '../../src/extract/configuration-table.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric?: string; id?: string; label: string }[] }[];
}

describe('configuration tables (configuration-table.ts)', () => {
  it('tells a configuration from results by its caption or section and the metrics its headers and caption print', () => {
    expect(configurationTable({ caption: 'Table 5: Hyper-parameters of fine-tuning.', header: [['Task', 'lr', 'wd', 'K']] })).toEqual({ words: 'Hyper-parameters', where: 'caption' });
    expect(configurationTable({ section: 'Model configurations', header: [['Model', 'Depth', 'Width', 'Params']] })).toEqual({ words: 'configurations', where: 'section heading' });
    // a header printing a performance metric: results
    expect(configurationTable({ section: 'Model configurations', header: [['Model', 'Depth', 'Top-1']] })).toBeUndefined();
    // a caption naming one: results
    expect(configurationTable({ caption: 'Accuracy (%) of the configurations.', header: [['Model', 'A', 'B']] })).toBeUndefined();
    expect(configurationTable({ caption: 'Results on Market-1501.', header: [['Method', 'Backbone', 'mAP']] })).toBeUndefined();
  });

  it('keeps results whose heading names configurations and results, or whose columns report a performance metric on their own evidence', () => {
    const grid = { header: [['Model', 'Layers', 'Hidden', 'MMLU', 'GSM8K']] };
    // the heading calls the table results too, joined by "and"; results merely mentioned make no results table
    expect(configurationTable({ ...grid, section: 'Model configs and results' })).toBeUndefined();
    expect(configurationTable({ ...grid, section: 'Results & model configurations' })).toBeUndefined();
    expect(configurationTable({ ...grid, caption: 'Table 7: Hyper-parameters for the results of Table 2.' })).toEqual({ words: 'Hyper-parameters', where: 'caption' });
    const mmlu = { metric: 'accuracy', label: 'MMLU', metricFrom: 'benchmark-convention' } as const;
    const layers = { metric: 'unknown-metric', label: 'Layers', metricFrom: 'unknown' } as const;
    // a column whose header names a benchmark with a conventional metric reports results
    expect(configurationTable({ ...grid, section: 'Model configs' }, [layers, mmlu])).toBeUndefined();
    // not a convention of a benchmark named only in the heading, nor a metric the paragraph above names, nor a cost
    expect(configurationTable({ ...grid, section: 'Model configs' }, [layers, { ...mmlu, label: 'Hidden' }])).toEqual({ words: 'Model configs', where: 'section heading' });
    expect(configurationTable({ ...grid, section: 'Model configs' }, [{ metric: 'r@20', label: 'K', metricFrom: 'lead-in' }])).toEqual({ words: 'Model configs', where: 'section heading' });
    expect(configurationTable({ ...grid, section: 'Model configs' }, [{ metric: 'params', label: 'Params', metricFrom: 'header' }])).toEqual({ words: 'Model configs', where: 'section heading' });
  });

  it('drafts benchmark columns beside a model\'s sizes as results under "Model configs" and under "Model configs and results"', () => {
    const doc = (heading: string) => [
      '# TinyLM',
      '',
      heading,
      '',
      '| Model | Layers | Hidden | Params | MMLU | GSM8K |',
      '| --- | --- | --- | --- | --- | --- |',
      '| TinyLM-1B | 16 | 2048 | 1.1B | 45.2 | 30.1 |',
      '| TinyLM-3B | 24 | 3072 | 3.2B | 55.7 | 48.3 |',
      '',
    ];
    for (const heading of ['## Model configs and results', '## Model configs']) {
      const { draft } = extractMarkdown<Draft>(doc(heading));
      expect(draft.tables[0]?.kind, heading).toBe('results');
      expect(draft.tables[0]?.columns.filter((c) => c.label === 'MMLU' || c.label === 'GSM8K').map((c) => c.metric), heading).toEqual(['accuracy', 'accuracy']);
    }
  });

  it('drafts a recommendation model\'s hyper-parameter table as attributes, not the Recall@20 the paragraph above names', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# Graph collaborative filtering',
      '',
      '## Hyper-parameters',
      '',
      'We report Recall@20 on Gowalla for each setting below.',
      '',
      '| Setting | lr | wd | K | T |',
      '| --- | --- | --- | --- | --- |',
      '| Default | 0.001 | 0.0001 | 3 | 2 |',
      '| Deep | 0.0005 | 0.0001 | 6 | 4 |',
      '',
    ]);
    expect(draft.tables[0]?.kind).toBe('attributes');
    expect(yaml).toContain('the section heading calls this table "Hyper-parameters"');
  });

  it('keeps a results table under a configuration heading when its header prints the metric', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Graph collaborative filtering',
      '',
      '## Model configurations',
      '',
      '| Layers | Recall@20 | NDCG@20 |',
      '| --- | --- | --- |',
      '| 1 | 0.1755 | 0.1492 |',
      '| 3 | 0.1830 | 0.1554 |',
      '',
    ]);
    expect(draft.tables[0]?.kind).toBe('results');
  });
});
