/**
 * Two forms of the thirty-third set's domain-generalisation README (round 22), tried on graph-learning READMEs:
 * - a results table indented past a paragraph (GitHub shows it as code) is still a pipe table: read, with a review
 *   line saying where it came from; fenced code, and indented code holding a command with a `|`, stay code;
 * - a column of `mean ± std` values between the row labels and the first column of a benchmark with a known metric,
 *   its values printed the same on two rows, is measured over runs: a result column, not a setting of each row.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly {
    kind: string;
    columns: readonly { metric?: string; label?: string; id?: string }[];
    settings?: readonly { id: string; label: string }[];
    rows: readonly { label?: string; values: readonly unknown[]; spreads?: readonly unknown[] }[];
  }[];
}

describe('a pipe table indented into a code block', () => {
  const doc = [
    '# GraphMix',
    '',
    '## Node classification',
    '',
    'Run `python train.py --model gcn`. Results are averaged over 10 runs; we report accuracy.',
    '',
    '        Model | Cora | CiteSeer | Chameleon',
    '       -------|------|----------|----------',
    '        GCN   | 81.5 ± 0.5 | 70.3 ± 0.7 | 59.8 ± 2.1',
    '        GAT   | 83.0 ± 0.7 | 72.5 ± 0.7 | 54.7 ± 2.0',
    '        Ours  | 84.1 ± 0.4 | 73.0 ± 0.6 | 62.3 ± 1.8',
    '',
    '## Usage',
    '',
    '    python eval.py --log run.log | grep accuracy',
    '',
    '```',
    '| Model | Cora |',
    '| --- | --- |',
    '| MLP | 57.1 |',
    '```',
  ];

  it('reads it as a results table and says so in a review line', () => {
    const { draft, yaml } = extractMarkdown<Draft>(doc);
    const results = draft.tables.filter((t) => t.kind === 'results');
    expect(results).toHaveLength(1);
    const t = results[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'accuracy']);
    expect(t?.rows.map((r) => r.label)).toEqual(['GCN', 'GAT', 'Ours']);
    expect(t?.rows[2]?.values).toEqual([84.1, 73.0, 62.3]);
    expect(yaml).toMatch(/# review: .*indented code block holding a pipe table \("Model \| Cora/);
  });

  it('leaves fenced code and an indented command with a pipe as code', () => {
    const { draft, yaml } = extractMarkdown<Draft>(doc);
    expect(draft.tables).toHaveLength(1);
    expect(yaml).not.toMatch(/MLP|grep/);
  });
});

describe('a column of mean ± std values before a benchmark with a known metric', () => {
  it('is a result column, not a setting, though its values repeat over two rows', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# Heterophily study',
      '',
      '## Results',
      '',
      'Split | Method | SBM-toy | Cora | CiteSeer | Chameleon',
      '-- | -- | -- | -- | -- | --',
      'Public | GCN | 91.2 ± 0.3 | 81.5 ± 0.5 | 70.3 ± 0.7 | 59.8 ± 2.1',
      'Public | GAT | 91.2 ± 0.3 | 83.0 ± 0.7 | 72.5 ± 0.7 | 54.7 ± 2.0',
      'Random | GCN | 90.7 ± 0.2 | 79.4 ± 1.1 | 68.1 ± 1.3 | 60.1 ± 1.9',
      'Random | GAT | 90.7 ± 0.2 | 80.2 ± 1.0 | 69.0 ± 1.2 | 55.3 ± 2.2',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.label)).toEqual(['SBM-toy', 'Cora', 'CiteSeer', 'Chameleon']);
    expect(t?.settings?.map((s) => s.label)).toEqual(['Split']);
    expect(t?.rows.map((r) => r.values[0])).toEqual([91.2, 91.2, 90.7, 90.7]);
    expect(yaml).not.toMatch(/setting column "SBM-toy"/);
  });
});
