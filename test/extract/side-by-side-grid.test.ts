import { describe, expect, it } from 'vitest';
import { splitSideBySide } from '../../src/extract/side-by-side-grid.js';
import type { RawTable } from '../../src/extract/types.js';
import { expectValidates, extractMarkdown, oneTableReadme } from '../helpers/extract-markdown.js';

const grid = (header: string[], body: string[][]): RawTable => ({ doc: 'readme', index: 1, line: 0, number: 1, numberFrom: 'order', context: '', header: [header], body });

describe('side-by-side tables in one grid (side-by-side-grid.ts)', () => {
  it('splits a grid whose label header repeats over a column of names', () => {
    const t = grid(['Model', 'Cora', 'Model', 'PubMed'], [['GCN', '81.5', 'GCN', '79.0'], ['GAT', '83.0', 'APPNP', '80.1'], ['', '', 'GCNII', '80.3']]);
    const parts = splitSideBySide(t);
    expect(parts.map((p) => p.header[0])).toEqual([['Model', 'Cora'], ['Model', 'PubMed']]);
    expect(parts[0]?.body).toEqual([['GCN', '81.5'], ['GAT', '83.0']]);
    expect(parts[1]?.body.map((r) => r[0])).toEqual(['GCN', 'APPNP', 'GCNII']);
  });

  it('leaves one table alone: repeated metric headers, a repeated header over numbers, an odd width', () => {
    const metrics = grid(['Model', 'Acc', 'F1', 'Acc', 'F1'], [['GCN', '81.5', '80.1', '79.0', '78.2'], ['GAT', '83.0', '82.2', '79.1', '78.8']]);
    expect(splitSideBySide(metrics)).toEqual([metrics]);
    const numbers = grid(['Acc', 'Model', 'Acc', 'Model'], [['81.5', 'GCN', '79.0', 'GCN'], ['83.0', 'GAT', '79.1', 'GAT']]);
    expect(splitSideBySide(numbers)).toEqual([numbers]);
    const pairs = grid(['Model', 'Cora', 'Model', 'PubMed'], [['GCN', '81.5', '2', '79.0'], ['GAT', '83.0', '4', '80.1']]);
    expect(splitSideBySide(pairs)).toEqual([pairs]);
  });

  it('drafts each block with its own names, and validate finds every row', () => {
    const readme = oneTableReadme('Node classification', 'Accuracy (%) on Cora and PubMed.', '| Model | Cora | Model | PubMed |', [
      '| GCN | 81.5 | GCN | 79.0 |',
      '| GAT | 83.0 | APPNP | 80.1 |',
      '| SGC | 81.0 | GCNII | 80.3 |',
    ]);
    const { dir, draft } = extractMarkdown<{ tables: { rows: { label: string; values: number[] }[] }[] }>(readme);
    expect(draft.tables.map((t) => t.rows.map((r) => `${r.label} ${r.values.join(' ')}`))).toEqual([
      ['GCN 81.5', 'GAT 83', 'SGC 81'],
      ['GCN 79', 'APPNP 80.1', 'GCNII 80.3'],
    ]);
    expectValidates(dir);
  });
});
