/**
 * Skeleton-based action recognition leaderboards print no metric: "Cross-Subject | Cross-View" under an NTU RGB+D
 * heading report top-1 accuracy by the dataset's protocol (Shahroudy et al. 2016; Liu et al. 2019), drafted as
 * `top1-acc` with a review line; a leading `Date` / `Year` column is a setting of each row, the method column names
 * it; a pose-estimation table on the same dataset keeps no such guess (docs/extract-conventions.md). Tested on a
 * hand-gesture / interaction README written here (not the corpus's awesome list).
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns?: { metric?: string; subset?: string }[]; rows: { method?: string; key?: string; settings?: Record<string, string> }[] }[];
}

describe('NTU RGB+D protocol columns with no metric printed', () => {
  it('drafts top-1 accuracy with the year as a setting, and leaves a pose-estimation table alone', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# InteractNet',
      '',
      '## Two-person interactions on NTU RGB+D 120',
      '',
      '| Published | Model | X-Sub | X-Set |',
      '| --- | --- | --- | --- |',
      '| 2021 | IGFormer | 85.4 | 86.5 |',
      '| 2022 | 2s-AIGCN | 88.1 | 89.0 |',
      '| 2023 | InteractNet (ours) | 90.2 | 91.3 |',
      '',
      '## 3D pose estimation on NTU-60',
      '',
      '| Published | Model | X-Sub | X-View |',
      '| --- | --- | --- | --- |',
      '| 2021 | PoseNet3D | 41.2 | 40.1 |',
      '| 2022 | LiftNet | 38.9 | 37.5 |',
    ]);
    const [acc, pose] = draft.tables;
    expect(acc?.kind).toBe('results');
    expect(acc?.columns?.map((c) => c.metric)).toEqual(['top1-acc', 'top1-acc']);
    expect(acc?.rows.map((r) => r.method)).toEqual(['igformer', '2s-aigcn', expect.stringMatching(/^interactnet/)]);
    expect(acc?.rows[0]?.settings).toEqual({ published: '2021' });
    expect(yaml).toMatch(/no metric printed; 'top1-acc' guessed, what this benchmark reports by convention/);
    expect(pose?.columns?.some((c) => c.metric === 'top1-acc') ?? false).toBe(false);
  });
});
