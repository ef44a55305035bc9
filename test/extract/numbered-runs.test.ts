/**
 * Ablations whose rows are numbered runs (`#1` … `#4`, `(a)` … `(d)`) beside a text setting column that
 * repeats a value (issue 25, third held-out set: a re-ID ablation's `Loss` column), on a small image
 * classification document (pure): the numbered runs are the rows, the text column a setting.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };
const results = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'runs-')), 'README.md');
  writeFileSync(path, text);
  const ex = extractDraft(readInputs([path]), 'toy', names);
  return { ex, tables: ex.draft.tables.filter((t): t is DraftResultsTable => t.kind === 'results') };
};

const table = (index: readonly string[], optimizer: readonly string[]) =>
  [
    '## Ablation on CIFAR-10',
    '',
    '| No. | Mixup | Optimizer | Top-1 Accuracy |',
    '|---|---|---|---|',
    ...index.map((n, k) => `| ${n} | ${k % 2 ? '' : '✓'} | ${optimizer[k]} | ${90 + k}.5 |`),
    '',
  ].join('\n');

describe('extract: numbered runs of an ablation', () => {
  it('takes the numbered runs as the rows and the repeated text column as a setting', () => {
    for (const index of [['#1', '#2', '#3', '#4'], ['(a)', '(b)', '(c)', '(d)']]) {
      const { ex, tables } = results(table(index, ['SGD', 'SGD', 'AdamW', 'SGD']));
      const t = tables[0];
      expect(t?.rows.map((r) => r.label)).toEqual(index);
      expect(t?.rows.map((r) => r.settings?.optimizer)).toEqual(['SGD', 'SGD', 'AdamW', 'SGD']);
      expect(ex.yaml).toMatch(/rows numbered .* the numbered runs are the rows/);
    }
  });

  it('keeps the text column as the method when it names each row once', () => {
    const { tables } = results(table(['#1', '#2', '#3'], ['SGD', 'AdamW', 'Lion']));
    expect(tables[0]?.rows.map((r) => r.label)).toEqual(['SGD', 'AdamW', 'Lion']);
  });
});
