/**
 * A baseline that reports nothing for some environments prints "N" (or "N/A", "TBD") where the others print numbers:
 * Tianshou's MuJoCo benchmark (the robustness sweep, round 16) printed `Swimmer | **144.1±6.5** | ~137 | N | N` and
 * `Humanoid | **177.3±77.6** | N | N | N` with the methods as columns, and the draft lost those environments without
 * a line: fewer than half of their cells were numbers. Such cells are no words of the column: it is drafted, each "N"
 * a null with its review line; a headed column that is left out for its words says so.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { columns: { metric: string; label?: string }[]; rows: { method: string; values: (number | null)[] }[] }[] }

describe('cells that report no result', () => {
  it('keeps an environment whose baselines print "N", transposed, each "N" a null (CLI)', () => {
    const md = ['# Off-policy agents on MuJoCo', '', '### TD3', '',
      '| Environment | Ours (1M) | Spinning Up | TD3 paper |', '|:---:|:---:|:---:|:---:|',
      '| Ant | **5116.4±799.9** | ~3800 | 4372.4±1000.3 |', '| Hopper | 3472.2±116.8 | ~2860 | **3564.1±114.7** |',
      '| Swimmer | **104.2±34.2** | ~78 | N |', '| Humanoid | **5189.5±178.5** | N | N |', '| Reacher | **-2.7±0.2** | N | -3.6±0.6 |'];
    const { draft, yaml } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.columns.map((c) => c.label)).toEqual(['Ant', 'Hopper', 'Swimmer', 'Humanoid', 'Reacher']);
    expect(t?.rows.map((r) => r.method)).toEqual(['ours-1m', 'spinning-up', 'td3-paper']);
    expect(t?.rows[2]?.values).toEqual([4372.4, 3564.1, null, null, -3.6]);
    expect(yaml).toMatch(/cell "N" \(column Humanoid\) is not a number: written as null/);
  });

  it('says so when a headed column of numbers and words is left out', () => {
    const md = ['# Agents on classic control', '', '### DQN', '',
      '| Environment | Ours (100k) | Baseline |', '|:---:|:---:|:---:|',
      '| CartPole | **500.0±0.0** | ~480 |', '| Acrobot | **-80.2±3.1** | ~-95 |',
      '| MountainCar | **-110.5±4.2** | diverged | ', '| LunarLander | **212.4±20.3** | 180.3 |'];
    const { draft, yaml } = extractMarkdown<Draft>(md);
    expect(draft.tables[0]?.columns.map((c) => c.label)).toEqual(['CartPole', 'Acrobot', 'LunarLander']);
    expect(yaml).toMatch(/column 2 "MountainCar" left out: 1 of its 2 cells print a number, the others words — check it/);
  });
});
