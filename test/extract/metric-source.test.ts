/**
 * Each drafted column records where its metric was read (src/extract/metric-source.ts), for
 * `npm run bench:extract -- --metric-sources`; the record stays out of the draft's text. A remote-sensing
 * scene-classification table, written for this test.
 */
import { describe, expect, it } from 'vitest';
import { parseClaimText } from '../../src/claims/parse.js';
import { extractDraft } from '../../src/extract/draft.js';
import type { InputDoc, RawTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };

function page(header: string[], caption: string): InputDoc {
  const body = [
    ['SceneNet', '91.2', '88.4', '90.1'],
    ['TerraViT', '93.5', '90.7', '92.6'],
  ];
  const table: RawTable = { doc: 'page', index: 1, line: 2, caption, number: 1, numberFrom: 'caption', header: [header], body, context: '' };
  const text = ['# Scene classification', caption, header.join(' '), ...body.map((r) => r.join(' '))].join('\n');
  return { id: 'page', file: 'page.txt', kind: 'paper', text, prose: '', pdf: false, tables: [table] };
}

const sources = (doc: InputDoc) => {
  const ex = extractDraft([doc], 'toy', names);
  expect(parseClaimText(ex.yaml, 'toy.yaml').ok).toBe(true);
  expect(ex.yaml).not.toMatch(/metricFrom/);
  const t = ex.draft.tables.find((x) => x.kind === 'results');
  return t?.kind === 'results' ? t.columns.map((c) => [c.label, c.metric, c.metricFrom]) : [];
};

describe('extract: where each column metric was read', () => {
  it('a header naming the metric is the header; headers naming none take the caption metric from the caption', () => {
    expect(sources(page(['Method', 'Top-1 Acc', 'Forest', 'Desert'], 'Table 1: Results on the scene test split.'))[0]).toEqual(['Top-1 Acc', 'top1-acc', 'header']);
    expect(sources(page(['Method', 'Forest', 'Desert', 'Urban'], 'Table 1: Overall accuracy on the scene test split.'))).toEqual([
      ['Forest', 'accuracy', 'caption'],
      ['Desert', 'accuracy', 'caption'],
      ['Urban', 'accuracy', 'caption'],
    ]);
  });
});
