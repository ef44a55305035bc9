/**
 * The dataset and split a caption names when a metric in brackets follows it (BGE-M3: "… on the
 * MIRACL dev set (measured by nDCG@10).", "… with MIRACL (nDCG@10)."), and the corpus scorer's
 * reading of a key subset that spells the table's dataset and split before the column's ("miracl-dev-avg").
 */
import { describe, expect, it } from 'vitest';
import type { ClaimFile } from '../../src/claims/schema.js';
import { scoreAgainstKey } from '../../src/extract/corpus-key.js';
import { datasetNamed, splitOfCaption } from '../../src/extract/table-context.js';
import { rawTable } from '../helpers/raw-table.js';

const table = (caption: string) => rawTable([], [], { caption, number: 2 });

describe('extract: dataset and split of a caption ending in a bracket', () => {
  it('reads the dataset before "dev set (measured by …)" and after "with"', () => {
    expect(datasetNamed(table('Multi-lingual retrieval performance on the MIRACL dev set (measured by nDCG@10).'))?.id).toBe('miracl');
    expect(datasetNamed(table('Cross-lingual retrieval performance on MKQA (measured by Recall@100).'))?.id).toBe('mkqa');
    expect(datasetNamed(table('Ablation study of self-knowledge distillation with MIRACL (nDCG@10).'))?.id).toBe('miracl');
    expect(datasetNamed(table('Comparison with the BM25 methods using different tokenizers.'))).toBeUndefined();
    expect(splitOfCaption('Multi-lingual retrieval performance on the MIRACL dev set (measured by nDCG@10).')).toBe('val');
  });

  it('scores a column subset under a table dataset and split as the key\'s dataset-split-subset', () => {
    const draft = { tables: [{ kind: 'results', source: { doc: 'paper', table: 2 }, dataset: 'miracl', split: 'val', columns: [{ metric: 'ndcg@10', subset: 'avg' }], rows: [{ method: 'bm25', label: 'BM25', values: [31.9] }] }] } as unknown as ClaimFile;
    const s = scoreAgainstKey(draft, { tables: [{ table: 2, keyed: 'all', where: 'Table 2' }], cells: [{ table: 2, row: 'BM25', metric: 'ndcg@10', subset: 'miracl-dev-avg', value: 31.9 }] });
    expect([s.matched, s.matchedWithSubset]).toEqual([1, 1]);
    const other = scoreAgainstKey(draft, { tables: [{ table: 2, keyed: 'all', where: 'Table 2' }], cells: [{ table: 2, row: 'BM25', metric: 'ndcg@10', subset: 'mkqa-avg', value: 31.9 }] });
    expect([other.matched, other.matchedWithSubset]).toEqual([1, 0]);
  });
});
