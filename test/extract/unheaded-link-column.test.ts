/**
 * A results table ending in a column with no header that holds only download links (a graph-learning zoo:
 * "[ckpt](…) \| [log](…)"). Before, the column was read as a value column of empty cells, so each row wanted
 * a "-" its line does not print and the transcription check left every row out. It is now each row's
 * setting ("column N"), as a headed link column is.
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';

const names = { methods: [], datasets: [], subsets: [] };
const zoo = [
  '## Node classification on ogbn-arxiv',
  '',
  '| Model | Layers | Accuracy | |',
  '| --- | --- | --- | --- |',
  '| GCN | 3 | 71.74 | [ckpt](https://example.org/gcn.pt) \\| [log](logs/gcn.txt) |',
  '| GraphSAGE | 3 | 71.49 | [ckpt](https://example.org/sage.pt) \\| [log](logs/sage.txt) |',
  '| GAT | 3 | 73.65 | [ckpt](https://example.org/gat.pt) \\| [log](logs/gat.txt) |',
].join('\n');

describe('extract: a trailing link column with no header', () => {
  it('keeps the rows, the links as a setting', () => {
    const doc = { id: 'readme', file: 'README.md', kind: 'readme' as const, text: zoo, prose: zoo, pdf: false };
    const r = extractDraft([doc], 'zoo', names);
    const t = r.draft.tables[0];
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => c.metric)).toEqual(['accuracy']);
    expect(t.rows.map((x) => [x.label, ...x.values.map((v) => (v && 'n' in v ? v.n : v))])).toEqual([
      ['GCN', '71.74'],
      ['GraphSAGE', '71.49'],
      ['GAT', '73.65'],
    ]);
    expect(t.settings?.map((s) => s.label)).toContain('column 4');
    expect(r.yaml).not.toContain('left out');
  });
});
