/**
 * Tables printed with methods as columns (issue 25, DeepSeekMoE and BGE-M3 layouts), on small inputs
 * (pure): a "# Shot" setting column, benchmark-and-metric row labels ("HellaSwag (Acc.)"), cost rows
 * with count marks and qualifiers ("# Activated Params", "FLOPs per 2K Tokens"), method groups
 * printed over the method columns, and a table whose row groups say its methods are the rows.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };
const nums = (values: DraftResultsTable['rows'][number]['values']) => values.map((v) => (v && typeof v === 'object' && 'n' in v ? Number(v.n) : v));
const results = (text: string) => {
  // read as a Markdown file, so an HTML table inside it keeps its two header rows
  const path = join(mkdtempSync(join(tmpdir(), 'transposed-')), 'README.md');
  writeFileSync(path, text);
  const ex = extractDraft(readInputs([path]), 'toy', names);
  return { ex, tables: ex.draft.tables.filter((t): t is DraftResultsTable => t.kind === 'results') };
};

describe('extract: transposed tables with setting columns and cost rows', () => {
  it('keeps a "# Shot" column as part of each benchmark column\'s subset and maps cost rows to params / flops', () => {
    const md = [
      '## 4.2 Evaluations',
      '',
      'Table 1: Evaluation results for validation experiments.',
      '',
      '| Metric | # Shot | Dense | Hash Layer | MoE-Ours |',
      '|---|---|---|---|---|',
      '| # Total Params | N/A | 0.2B | 2.0B | 2.0B |',
      '| # Activated Params | N/A | 0.2B | 0.2B | 0.3B |',
      '| FLOPs per 2K Tokens | N/A | 2.9T | 2.9T | 4.3T |',
      '| Pile (Loss) | N/A | 2.060 | 1.932 | 1.808 |',
      '| HellaSwag (Acc.) | 0-shot | 38.8 | 46.2 | 54.8 |',
      '| TriviaQA (EM) | 5-shot | 4.9 | 6.5 | 16.6 |',
      '',
    ].join('\n');
    const { ex, tables } = results(md);
    const [t] = tables;
    expect(t?.columns.map((c) => [c.metric, c.subset ?? 'total'])).toEqual([
      ['params', 'total'],
      ['params', 'activated'],
      ['flops', 'total'],
      ['loss', 'pile'],
      ['accuracy', 'hellaswag-0-shot'],
      ['em', 'triviaqa-5-shot'],
    ]);
    expect(t?.rows.map((r) => [r.label, nums(r.values)])).toEqual([
      ['Dense', [0.2, 0.2, 2.9, 2.06, 38.8, 4.9]],
      ['Hash Layer', [2, 0.2, 2.9, 1.932, 46.2, 6.5]],
      ['MoE-Ours', [2, 0.3, 4.3, 1.808, 54.8, 16.6]],
    ]);
    // the setting column is read, not left out as a row without numbers
    expect(ex.yaml).not.toMatch(/# Shot.*no number/);
    expect(ex.yaml).not.toMatch(/subset 'n-a'/);
  });

  it('reads method groups over the columns as a group setting, and never transposes a table whose first column groups its rows', () => {
    const md = [
      'Table 2: Multi-lingual retrieval on the MIRACL dev set (measured by nDCG@10).',
      '',
      '| Group | Model | Avg | ar | de |',
      '|---|---|---|---|---|',
      '| Baselines | BM25 | 31.9 | 39.5 | 12.0 |',
      '| Baselines | mDPR | 41.8 | 49.9 | 49.0 |',
      '| Ours | Dense | 67.8 | 78.4 | 56.8 |',
      '',
      'Table 3: Cross-lingual retrieval on MKQA (measured by Recall@100).',
      '',
      '<table>',
      '<tr><th></th><th colspan="2">Baselines</th><th colspan="1">Ours</th></tr>',
      '<tr><th></th><th>BM25</th><th>mDPR</th><th>Dense</th></tr>',
      '<tr><td>ar</td><td>18.9</td><td>48.2</td><td>71.1</td></tr>',
      '<tr><td>de</td><td>35.4</td><td>65.8</td><td>76.2</td></tr>',
      '<tr><td>Avg</td><td>39.9</td><td>60.6</td><td>75.1</td></tr>',
      '</table>',
      '',
    ].join('\n');
    const { tables } = results(md);
    const [t2, t3] = tables;
    // "ar" is Arabic here, not the AR (average recall) metric: the caption's metric applies
    expect(t2?.columns.map((c) => [c.metric, c.subset])).toEqual([
      ['ndcg@10', 'avg'],
      ['ndcg@10', 'ar'],
      ['ndcg@10', 'de'],
    ]);
    expect(t2?.rows.map((r) => r.label)).toEqual(['BM25', 'mDPR', 'Dense']);
    expect(t3?.columns.map((c) => [c.metric, c.subset])).toEqual([
      ['r@100', 'ar'],
      ['r@100', 'de'],
      ['r@100', 'avg'],
    ]);
    expect(t3?.rows.map((r) => [r.label, r.settings, nums(r.values)])).toEqual([
      ['BM25', { group: 'Baselines' }, [18.9, 35.4, 39.9]],
      ['mDPR', { group: 'Baselines' }, [48.2, 65.8, 60.6]],
      ['Dense', { group: 'Ours' }, [71.1, 76.2, 75.1]],
    ]);
  });
});
