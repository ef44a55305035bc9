/**
 * Two values in one cell under one metric header ("81.5 / 79.2", "70.1→72.4", src/extract/packed-labels.ts): split
 * into one column per value when the header says which is which ("Acc. (teacher/student)", "Top-1 (before → after)",
 * GitHub math "F1$`^{\text{val}/\text{test}}`$"); otherwise the cell stays unread with a review line. Seen in
 * multimodal-LLM READMEs ("MMB$`^{\text{T}/\text{D}}`$ | 60.9/56.8", an attribute table before); checked on a
 * graph-distillation README written here.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { arrowOrSlashParts, subLabels } from '../../src/extract/packed-labels.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: ({ metric: string; label?: string; subset?: string } | { id: string })[]; rows: { label?: string; values: unknown[] }[] };

describe('two-value cells under one metric header', () => {
  it('reads the labels the header gives, in order', () => {
    expect(subLabels('Acc. (teacher/student)', 2)).toEqual({ stem: 'Acc.', labels: ['teacher', 'student'] });
    expect(subLabels('Top-1 (before → after)', 2)).toEqual({ stem: 'Top-1', labels: ['before', 'after'] });
    expect(subLabels('F1$`^{\\text{val}/\\text{test}}`$', 2)).toEqual({ stem: 'F1', labels: ['val', 'test'] });
    expect(subLabels('MRR', 2)).toBeUndefined();
    expect(subLabels('Acc. (teacher/student)', 3)).toBeUndefined();
    expect(arrowOrSlashParts('70.1→72.4')).toEqual(['70.1', '72.4']);
    expect(arrowOrSlashParts('GCN/GAT')).toBeUndefined();
  });

  it('splits the labelled columns and leaves an unlabelled pair for review', () => {
    const { yaml } = extractMarkdown([
      '# GraphKD: distilling GNNs into MLPs',
      '',
      '## Node classification on Cora',
      '',
      '| Model | Acc. (teacher/student) | Top-1 (before → after) | F1$`^{\\text{val}/\\text{test}}`$ | MRR |',
      '| --- | --- | --- | --- | --- |',
      '| GCN→MLP | 81.5 / 79.2 | 70.1→72.4 | 80.2/79.9 | 0.31/0.35 |',
      '| GAT→MLP | 83.0 / 80.6 | 71.3→73.0 | 81.7/81.1 | 0.33/0.36 |',
      '',
    ]);
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.kind).toBe('results');
    const cols = t.columns.map((c) => ('metric' in c ? `${c.metric}/${c.subset ?? ''}` : c.id));
    expect(cols.slice(0, 6)).toEqual(['accuracy/teacher', 'accuracy/student', 'top1-acc/before', 'top1-acc/after', 'f1/val', 'f1/test']);
    expect(t.rows[1]?.values.slice(0, 6)).toEqual([83.0, 80.6, 71.3, 73.0, 81.7, 81.1]);
    expect(yaml).toContain('"Acc. (teacher/student)" → Acc. (teacher) | Acc. (student) (its header)');
    // MRR names no labels: its pairs are not read as numbers, and a review line says so
    expect(yaml).toContain('cell "0.33/0.36" (column MRR) is not a number');
  });
});
