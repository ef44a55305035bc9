/**
 * Ablations whose rows are numbered runs (`#1` … `#4`, `(a)` … `(d)`) beside a text setting column that
 * repeats a value (issue 25, third held-out set: a re-ID ablation's `Loss` column), on a small image
 * classification document (pure): the numbered runs are the rows, the text column a setting; each run's method
 * id names its table ("table-1-run-1"), so two tables' "#1" and a method printed "1" stay apart.
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

  it('gives each numbered run an id of its own table: two ablations\' "#1" are two methods, and a method printed "1" a third', () => {
    const text = [
      '## Ablation on CIFAR-10',
      '',
      'Table 1: Mixup and the optimizer, top-1 accuracy on CIFAR-10.',
      '',
      table(['#1', '#2', '#3'], ['SGD', 'SGD', 'AdamW']),
      'Table 2: Mixup and the optimizer, top-1 accuracy on CIFAR-100.',
      '',
      table(['#1', '#2', '#3'], ['Lion', 'Lion', 'SGD']).replace('## Ablation on CIFAR-10', '## Ablation on CIFAR-100').replace(/\| (9\d)\.5 \|/g, (_m, v: string) => `| ${Number(v) - 20}.5 |`),
      'Table 3: Top-1 accuracy on CIFAR-10.',
      '',
      '| Method | Top-1 Accuracy |',
      '|---|---|',
      '| 1 | 71.5 |',
      '| ResNet | 93.5 |',
      '',
    ].join('\n');
    const { ex, tables } = results(text);
    const runs = tables.filter((t) => t.rows.some((r) => r.label === '#1'));
    expect(runs).toHaveLength(2);
    const ids = runs.map((t) => t.rows.map((r) => r.method));
    expect(ids[0]).toEqual([`${runs[0]?.id}-run-1`, `${runs[0]?.id}-run-2`, `${runs[0]?.id}-run-3`]);
    expect(ids[1]).toEqual([`${runs[1]?.id}-run-1`, `${runs[1]?.id}-run-2`, `${runs[1]?.id}-run-3`]);
    const methodIds = ex.draft.methods.map((m) => m.id);
    expect(new Set(methodIds).size).toBe(methodIds.length);
    // the method printed "1" keeps its own id, shared with no run
    const plain = tables.find((t) => t.rows.some((r) => r.label === 'ResNet'));
    expect(plain?.rows.find((r) => r.label === '1')?.method).toBe('1');
    expect(ids.flat()).not.toContain('1');
    // stable: the same document drafts the same ids
    expect(results(text).ex.yaml).toBe(ex.yaml);
  });
});
