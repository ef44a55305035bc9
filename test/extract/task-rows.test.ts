/**
 * An offline-RL library's README (set 47, round 26, after its measurement at the round's end) prints its benchmark with
 * the methods as columns under an empty corner and D4RL's tasks as rows ("halfcheetah-medium-v2 | 49.4±0.2 | …"), the
 * normalized score named nowhere. Before, the methods were read as metrics (guessed from the README's "CQL: Conservative
 * Q-Learning") and the task rows as methods. Now a one-word row label that a benchmark's task pattern names whole is that
 * benchmark: the rows are benchmarks, the columns the methods, the metric the benchmark's convention.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; columns: { metric: string; subset?: string }[]; rows: { label?: string; values: (number | null)[] }[] }[] }

describe('benchmark tasks as rows under an empty corner', () => {
  it('are read as the columns of a row per method, under the benchmark\'s metric', () => {
    const r = extractMarkdown<Draft>(['# Offline RL baselines', '', '- AWAC: Advantage Weighted Actor Critic', '- DT: Decision Transformer', '', '## Results (5 seeds)', '',
      '| | BC | AWAC | DT |', '|---|---|---|---|', '| antmaze-umaze-v2 | 54.6±4.1 | 56.7±3.2 | 59.2±2.0 |', '| pen-human-v1 | 63.9±5.5 | 18.7±6.1 | 73.9±8.0 |',
      '| kitchen-complete-v0 | 65.0±2.4 | 1.0±0.5 | 7.5±1.9 |', '']);
    const t = r.draft.tables.find((x) => x.kind === 'results');
    expect(t?.rows.map((x) => x.label)).toEqual(['BC', 'AWAC', 'DT']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['return', 'return', 'return']);
    expect(t?.rows[0]?.values).toEqual([54.6, 63.9, 65.0]);
    expectValidates(r.dir);
  });
});
