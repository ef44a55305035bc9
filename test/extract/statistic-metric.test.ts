/**
 * A statistic word before a metric (`mean mae | std mae | mean rmse | max max_error`, the Matbench leaderboard of the
 * sixth held-out set): the mean of a metric over folds is that metric; a spread (`std`) or an extreme (`max`) is a
 * metric of its own, declared for the document (`mae-std`, `max-error`). Before the fix only `mean rmse` was read
 * and the three others became settings. Checked here on a traffic-forecasting leaderboard written here.
 */
import { describe, expect, it } from 'vitest';
import { statisticMetric } from '../../src/extract/statistic-metric.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Table { kind?: string; columns: { metric: string; label?: string }[]; settings?: unknown[]; rows: { method?: string; values: (number | null)[] }[] }
interface Draft { tables?: Table[]; metrics?: { id: string; direction: string }[] }

describe('extract: a statistic word before a metric', () => {
  it('reads mean / std / max columns of a leaderboard as metrics, declaring the spread and the extreme', () => {
    const doc = [
      '# Traffic forecasting leaderboard',
      '',
      'Five runs per model on PEMS-BAY.',
      '',
      '| model | mean mae | std mae | mean mape | max max_abs_error |',
      '|---|---|---|---|---|',
      '| GraphWaveNet | 1.95 | 0.02 | 4.63 | 7.81 |',
      '| DCRNN | 2.07 | 0.03 | 4.90 | 8.12 |',
      '| HA | 2.88 | 0.00 | 6.80 | 11.40 |',
      '',
    ];
    const { draft } = extractMarkdown<Draft>(doc);
    const t = (draft.tables ?? [])[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['mae', 'mae-std', 'mape', 'max-abs-error']);
    expect(t?.rows.map((r) => r.values)).toEqual([[1.95, 0.02, 4.63, 7.81], [2.07, 0.03, 4.9, 8.12], [2.88, 0, 6.8, 11.4]]);
    expect((draft.metrics ?? []).map((m) => [m.id, m.direction])).toEqual([['mae-std', 'neither'], ['max-abs-error', 'lower']]);
  });

  it('knows the statistic words and leaves other two-word headers alone', () => {
    expect(metricFor('mean mae')).toBe('mae');
    expect(metricFor('avg RMSE')).toBe('rmse');
    expect(statisticMetric('std mae')?.id).toBe('mae-std');
    expect(statisticMetric('var mae')?.id).toBe('mae-var');
    expect(statisticMetric('max max_error')?.id).toBe('max-error');
    expect(statisticMetric('min MAE')?.id).toBe('min-mae');
    expect(statisticMetric('max tokens')).toBeUndefined();
    expect(statisticMetric('mean score')).toBeUndefined();
    expect(statisticMetric('std dev')).toBeUndefined();
    expect(statisticMetric('Average HM')).toBeUndefined();
  });
});
