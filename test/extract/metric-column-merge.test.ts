/**
 * Rows one per metric under a name printed only on the group's first row (`Dataset | Metric | 1 day | 7 days`,
 * `Wikipedia | AUC | …` then `| AP | …`): one row per name, each metric in its own block of columns, and the
 * duration sub-columns kept as conditions, not read as methods (docs/extract-readers.md, "Seventh held-out set:
 * rows one per metric under a carried-down name"; DCRNN's traffic table drafted rows `mae-metr-la`, `mape`, `rmse`
 * with nine null slots each). Checked on a temporal graph-learning README written here.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { kind?: string; columns: { metric: string; label: string }[]; rows: { method: string; values: unknown[] }[] }[] };

const README = ['# TGNet', '', 'TGNet on temporal link prediction.', '', '### Results for different windows and datasets', '',
  '| Dataset | Metric | 1 day | 7 days | 30 days |', '| --- | --- | --- | --- | --- |',
  '| Wikipedia | AUC | 98.1 | 97.4 | 96.0 |', '| | AP | 97.9 | 97.0 | 95.2 |',
  '| Reddit | AUC | 98.8 | 98.1 | 97.5 |', '| | AP | 98.6 | 97.9 | 97.1 |'];

describe('rows one per metric under a carried-down name', () => {
  it('gives one row per name with every metric filled, the durations as conditions', () => {
    const { draft } = extractMarkdown<Draft>(README);
    const t = draft.tables[0];
    expect(t?.rows.map((r) => r.method)).toEqual(['wikipedia', 'reddit']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['auc', 'auc', 'auc', 'ap', 'ap', 'ap']);
    expect(t?.columns.map((c) => c.label)).toEqual(['1 day', '7 days', '30 days', '1 day', '7 days', '30 days']);
    expect(t?.rows[1]?.values).toEqual([98.8, 98.1, 97.5, 98.6, 97.9, 97.1]);
  });

  it('keeps each printed row where every row prints its name (nothing carried down)', () => {
    const printed = README.map((l) => l.replace('| | AP', '| Same | AP'));
    const { draft } = extractMarkdown<Draft>(printed);
    expect(draft.tables[0]?.rows.length).toBe(4);
  });
});
