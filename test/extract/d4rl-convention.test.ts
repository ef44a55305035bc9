/**
 * Tables that print no metric anywhere, methods as columns and benchmark tasks as rows (docs/extract-readers.md,
 * "Fourth held-out set: README and HTML layouts"): a corner `Task-Name` / `Dataset Name` names the row axis, so the
 * table is read transposed; D4RL tasks (`antmaze-umaze-v2`, `pen-human-v1`) report the normalized score by
 * convention (Fu et al. 2020), drafted as `return` with a review line; a table of regrets over the same tasks
 * does not. Checked on an offline-RL README and an image-classification README written here.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric?: string; subset?: string; id?: string }[]; rows: { method?: string; values: unknown[] }[] }[];
}

describe('methods as columns, tasks as rows, no metric printed', () => {
  it('reads a D4RL table transposed under the normalized score, and leaves a table of regrets alone', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# QuickOffline',
      '',
      '## Results',
      '',
      '### AntMaze and Adroit',
      '',
      '| **Task-Name** | BC | IQL | OurAlgo |',
      '| --- | --- | --- | --- |',
      '| antmaze-umaze-v2 | 55.25 ± 4.15 | 83.56 ± 4.12 | 97.75 ± 1.48 |',
      '| antmaze-medium-play-v2 | 0.00 ± 0.00 | 71.50 ± 3.21 | 84.00 ± 4.20 |',
      '| pen-human-v1 | 71.03 ± 6.26 | 81.12 ± 17.58 | 103.50 ± 14.11 |',
      '',
      '### Regrets',
      '',
      '| **Task-Name** | BC | IQL | OurAlgo |',
      '| --- | --- | --- | --- |',
      '| antmaze-umaze-v2 | 0.30 ± 0.01 | 0.07 ± 0.00 | 0.02 ± 0.00 |',
      '| antmaze-medium-play-v2 | 1.00 ± 0.00 | 0.09 ± 0.01 | 0.05 ± 0.01 |',
      '| pen-human-v1 | 0.46 ± 0.02 | 0.37 ± 0.01 | 0.08 ± 0.01 |',
    ]);
    const [scores, regrets] = draft.tables;
    expect(scores?.kind).toBe('results');
    expect(scores?.rows.map((r) => r.method)).toEqual(['bc', 'iql', 'ouralgo']);
    expect(scores?.columns.map((c) => c.metric)).toEqual(['return', 'return', 'return']);
    expect(scores?.columns.map((c) => c.subset)).toEqual(['antmaze-umaze-v2', 'antmaze-medium-play-v2', 'pen-human-v1']);
    expect(scores?.rows[2]?.values).toEqual([97.75, 84, 103.5]);
    expect(yaml).toMatch(/read transposed/);
    expect(yaml).toMatch(/'return' guessed, what this benchmark reports by convention/);
    expect(regrets?.kind).toBe('attributes');
  });

  it('reads a "Dataset Name" corner as the row axis in another field', () => {
    const { draft } = extractMarkdown<Draft>([
      '# TinyViT zoo',
      '',
      '| Dataset Name | ResNet-18 | TinyViT-5M |',
      '| --- | --- | --- |',
      '| CIFAR-10 | 94.1 | 96.3 |',
      '| CIFAR-100 | 75.6 | 80.2 |',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((r) => r.method)).toEqual(['resnet-18', 'tinyvit-5m']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy']);
  });
});
