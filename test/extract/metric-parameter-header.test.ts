/**
 * A metric printed with the value of its parameter (round 19: an ECG benchmark README heads `F_beta=2 | G_beta=2`, the
 * PhysioNet challenge's F-score at β = 2). Before, any header with "= <number>" was a setting (like `N = 64`), so the
 * F-score column was kept as each row's setting and its 7 values were lost. A registry metric before the "=" is that
 * metric; a name the registry does not know, or a bare letter, stays a setting.
 */
import { describe, expect, it } from 'vitest';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; label?: string }[]; settings?: readonly { label: string }[] }[];
}

describe('a metric header with its parameter value', () => {
  it('is the metric before the "="; a letter or an unknown name is not', () => {
    expect(metricFor('F_beta=2')).toBe('f-beta');
    expect(metricFor('N=64')).toBeUndefined();
    expect(metricFor('K = 5')).toBeUndefined();
    expect(metricFor('G_beta=2')).toBeUndefined();
  });

  it('drafts the F-score column as results, the unknown one as a setting', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Sleep staging benchmark',
      '',
      '### 1. All stages',
      '',
      '| Model | AUC | F_beta=2 | G_beta=2 |',
      '| --- | --- | --- | --- |',
      '| cnn1d | 0.931 | 0.812 | 0.601 |',
      '| lstm | 0.925 | 0.790 | 0.561 |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['auc', 'f-beta']);
    expect(t?.settings?.map((s) => s.label)).toEqual(['G_beta=2']);
  });
});
