/**
 * Two readings of Markdown prose and cells (src/extract/read-markdown.ts, src/extract/metric-lookup.ts):
 * - a backslash escapes any ASCII punctuation in CommonMark, so `93\%` renders "93%" and is the number 93 (before,
 *   only some marks were unescaped and `**100\%**` stayed a string, its row's value null);
 * - "RL" in running text is reinforcement learning, never ROUGE-L: a table whose lead-in says "deep RL" took
 *   ROUGE_L as its metric.
 * Checked on a recommender README written here.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mdInline } from '../../src/extract/read-markdown.js';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { kind: string; columns: ({ metric: string } | { id: string })[]; rows: { values: unknown[] }[] }[] };

describe('Markdown escapes and "RL" in prose', () => {
  it('unescapes every ASCII punctuation mark', () => {
    expect(mdInline('**93\\%** of users, 5\\$ per item, a\\~b, x\\=y')).toBe('**93%** of users, 5$ per item, a~b, x=y');
  });

  it('reads "RL" in running text as no metric, "ROUGE-L" still as ROUGE_L', () => {
    expect(metricsInText('Tricks from deep RL: a case study of RL agents')).toEqual([]);
    expect(metricsInText('we report ROUGE-L on the test set')).toEqual(['ROUGE_L']);
  });

  it('drafts escaped percentages as numbers, under the metric the lead-in names, not ROUGE_L', () => {
    const { yaml } = extractMarkdown([
      '# SlateRL',
      '',
      '## Results',
      '',
      'Recall@20 of each RL recommender on the held-out sessions:',
      '',
      '| Model | RetailRocket | Yoochoose |',
      '| --- | --- | --- |',
      '| DQN | 61.2\\% | 58.0\\% |',
      '| SlateRL | **66.8\\%** | **62.5\\%** |',
      '',
    ]);
    const t = (parse(yaml) as Draft).tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['r@20', 'r@20']);
    expect(t.rows.map((r) => r.values)).toEqual([[61.2, 58], [66.8, 62.5]]);
  });
});
