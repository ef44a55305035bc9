/**
 * A table whose columns are datasets and that prints no metric (BGE-M3's Table 11, issue 25) takes
 * each dataset's metric from the captions of the document's other tables on that dataset, when most
 * of them agree, and says so in a review line (pure).
 */
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };
const doc = (text: string) => ({ id: 'paper', file: 'paper.md', kind: 'paper' as const, text, prose: text, pdf: false });

describe('extract: the metric of a dataset column from the document\'s other tables', () => {
  it('reads MKQA as Recall@100 and MIRACL as nDCG@10 when other captions say so, before a metric of the text around the table', () => {
    const md = [
      'Table 2: Multi-lingual retrieval on the MIRACL dev set (measured by nDCG@10).',
      '',
      '| Model | Avg |',
      '|---|---|',
      '| BM25 | 31.9 |',
      '| Dense | 67.8 |',
      '',
      'Table 3: Cross-lingual retrieval on MKQA (measured by Recall@100).',
      '',
      '| Model | Avg |',
      '|---|---|',
      '| BM25 | 39.9 |',
      '| Dense | 75.1 |',
      '',
      'Table 6: Ablation with MIRACL (nDCG@10).',
      '',
      '| Model | Avg |',
      '|---|---|',
      '| Dense | 67.2 |',
      '| Sparse | 36.7 |',
      '',
      'Split-batch raises the throughput of training.',
      '',
      'Table 11: Comparison with the BM25 methods using different tokenizers.',
      '',
      '| method | tokenizer | Miracl | MKQA |',
      '|---|---|---|---|',
      '| BM25 | Analyzer | 38.5 | 40.9 |',
      '| M3.All | xlm-roberta | 70.0 | 75.5 |',
      '',
    ].join('\n');
    const ex = extractDraft([doc(md)], 'toy', names);
    const t11 = ex.draft.tables.find((t): t is DraftResultsTable => t.kind === 'results' && t.source.table === 11);
    expect(t11?.columns.map((c) => [c.label, c.metric])).toEqual([
      ['Miracl', 'ndcg@10'],
      ['MKQA', 'r@100'],
    ]);
    expect(ex.yaml).toContain(`column 1 "MKQA": no metric printed; 'r@100' as 1 of 1 other tables on MKQA report it`);
    expect(ex.yaml).toContain(`column 0 "Miracl": no metric printed; 'ndcg@10' as 2 of 2 other tables on Miracl report it`);
  });
});
