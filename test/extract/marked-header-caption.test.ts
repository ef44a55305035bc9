/**
 * A header marked as a metric (`Stall Ratio ↓`) that the registry lacks keeps its own declared metric when the
 * caption's metric is printed by another header (`Speedup ↑`): the caption's speedup does not spread to it
 * (docs/extract-readers.md, "A marked header beside the caption's own column"). A graph-learning systems table,
 * written here (the cause was seen on an RL-systems report).
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';

const names = { methods: [], datasets: [], subsets: [] };
const draftOf = (caption: string) => {
  const text = ['# Mini-batch GNN training', '', caption, '', '| Method | Speedup ↑ | Stall Ratio ↓ |', '| --- | --- | --- |', '| DGL baseline | 1.00 | 41.2 |', '| Ours (feature cache) | 2.35 | 12.7 |'].join('\n');
  return extractDraft([{ id: 'readme', file: 'README.md', kind: 'readme' as const, text, prose: text, pdf: false }], 'toy', names);
};

describe('extract: a marked header beside the column of the caption\'s metric', () => {
  it('declares the marked header\'s own metric when the caption\'s speedup has its own column', () => {
    const ex = draftOf('Table 3: Training speedup on ogbn-products.');
    const t = ex.draft.tables[0];
    const metrics = t?.kind === 'results' ? t.columns.map((c) => c.metric) : [];
    expect(metrics[0]).toBe('relative-speed');
    expect(metrics[1]).not.toBe('relative-speed');
    expect(metrics[1]).toBe('stall-ratio');
    expect(ex.yaml).toContain('a metric the registry does not know');
  });
});
