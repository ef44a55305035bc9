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
