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
    expect(parts.map((p) => p.layout?.length)).toEqual([1, 1]);
    expect(parts[1]?.layout?.[0]).toMatch(/block 2 of 2, printed columns 3–4/);
  });

  it('says in a review line of each drafted table that the grid was split, and how (sentiment classification)', () => {
    const readme = oneTableReadme('Sentiment classification', 'Accuracy (%) on SST-2 and IMDB.', '| Model | SST-2 | Model | IMDB |', [
      '| BERT | 93.5 | XLNet | 96.2 |',
      '| RoBERTa | 96.4 | ULMFiT | 95.4 |',
    ]);
    const { yaml } = extractMarkdown(readme);
    const lines = yaml.split('\n').filter((l) => l.includes('# review: printed side by side'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Model | SST-2 | Model | IMDB"');
    expect(lines[0]).toContain('block 1 of 2, printed columns 1–2');
    expect(lines[1]).toContain('block 2 of 2, printed columns 3–4');
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
