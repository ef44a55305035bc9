/**
 * In a PDF, a metric named in a paragraph further above a table than the nearest one is not taken for a column's
 * metric: there those paragraphs are often the other column's running text (measured: docs/extract-corpus.md,
 * "Precision by metric source"). The column is drafted under the declared unknown metric, with a review line
 * naming what the farther paragraph names; the columns whose group header names their metric keep the table.
 * A graph-learning table, written for this test.
 */
import { describe, expect, it } from 'vitest';
import { parseClaimText } from '../../src/claims/parse.js';
import { extractDraft } from '../../src/extract/draft.js';
import type { InputDoc, RawTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };

function page(pdf: boolean): InputDoc {
  const header = [
    ['', 'Accuracy', 'Accuracy', ''],
    ['Model', 'Cora', 'Citeseer', 'Pubmed'],
  ];
  const body = [
    ['GraphSAGE', '81.2', '70.4', '78.9'],
    ['GATv2', '83.0', '72.1', '79.5'],
  ];
  const leadIns = ['Training stops early on the validation split after ten epochs without gain.', 'We report the F1 score of every method on the link prediction task.'];
  const table: RawTable = { doc: 'page', index: 1, line: 4, caption: 'Table 1: Node classification.', number: 1, numberFrom: 'caption', header, body, context: '', leadIns };
  const text = ['# Experiments', ...[...leadIns].reverse(), 'Table 1: Node classification.', ...header.map((r) => r.join(' ')), ...body.map((r) => r.join(' '))].join('\n');
  return { id: 'page', file: pdf ? 'page.pdf' : 'README.md', kind: 'paper', text, prose: '', pdf, tables: [table] };
}

const drafted = (pdf: boolean) => {
  const ex = extractDraft([page(pdf)], 'toy', names);
  expect(parseClaimText(ex.yaml, 'toy.yaml').ok).toBe(true);
  const t = ex.draft.tables.find((x) => x.kind === 'results');
  return { yaml: ex.yaml, columns: t?.kind === 'results' ? t.columns.map((c) => [c.label, c.metric]) : [] };
};

describe('extract: a metric named far above a PDF table', () => {
  it('is left for the reviewer in a PDF, the group-headed columns kept', () => {
    const { yaml, columns } = drafted(true);
    expect(columns).toEqual([
      ['Cora', 'accuracy'],
      ['Citeseer', 'accuracy'],
      ['Pubmed', 'unknown-metric'],
    ]);
    expect(yaml).toMatch(/a paragraph further above the table names f1: it may be this column's metric/);
  });
  it('is still read in a README, where the paragraphs above a table are its own', () => {
    expect(drafted(false).columns.at(-1)).toEqual(['Pubmed', 'f1']);
  });
});
