/**
 * A results table at cut-offs the registry does not list (round 19): a code-search README reports nDCG@7, Recall@15
 * and MRR@3. Before, "nDCG@7" was drafted as `ndcg` with the subset "7", "Recall@15" as `recall` and "MRR@3" as `mrr`:
 * the cut-off, part of the metric, was lost or misfiled. Now each column is the registry family's metric at its
 * cut-off, and `audit validate` knows the id without a `metrics:` declaration.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { runCli } from '../helpers/cli.js';

interface Draft {
  readonly metrics?: readonly { id: string }[];
  readonly tables: readonly { kind: string; columns: readonly { metric: string; subset?: string }[] }[];
}

describe('extract: metrics at cut-offs the registry does not list', () => {
  it('drafts each column as the family metric at its cut-off, and the draft validates', () => {
    const { draft, dir } = extractMarkdown<Draft>([
      '# Code search with contrastive retrievers',
      '',
      '## Results on CodeSearchNet (Python)',
      '',
      '| Model | nDCG@7 | Recall@15 | MRR@3 | MRR@10 |',
      '| --- | --- | --- | --- | --- |',
      '| BM25 | 0.312 | 0.455 | 0.281 | 0.301 |',
      '| CodeBERT | 0.398 | 0.561 | 0.352 | 0.377 |',
      '| Ours | 0.441 | 0.602 | 0.397 | 0.415 |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['ndcg@7', 'r@15', 'mrr@3', 'mrr']);
    expect(t?.columns.some((c) => c.subset === '7' || c.subset === '15' || c.subset === '3')).toBe(false);
    expect((draft.metrics ?? []).map((m) => m.id)).not.toContain('ndcg@7');
    const v = runCli(['validate', 'claims/paper.yaml', '--sources', '.'], { cwd: dir });
    expect(v.stderr + v.stdout).not.toMatch(/unknown metric|not a registry/i);
    expect(v.code).toBe(0);
  });
});
