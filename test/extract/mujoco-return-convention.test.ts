/**
 * RL benchmark READMEs print MuJoCo environments and the compared agents with no metric anywhere: the cells are the
 * average episodic return, the convention of the field (TD3, SAC, Spinning Up). Tianshou's MuJoCo README (robustness
 * sweep, round 16) was drafted as an attribute table of strings ("474.9+-133.5"). Now an environment named as a
 * column (or a row of a table printed with the agents as columns) reads `return`, with a review line; not in a table
 * of success rates or speed.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; columns: { metric: string; subset?: string }[]; rows: { method: string; values: (number | null)[]; spreads?: (number | null)[] }[] }[] }

describe('MuJoCo environments report the episodic return by convention', () => {
  it('reads a table of agents as columns over environments as return per environment (CLI)', () => {
    const md = ['# PPO baselines', '', '### PPO', '',
      '| Environment | Ours (1M) | Spinning Up (PyTorch) |', '|:---:|:---:|:---:|',
      '| Ant-v3 | **3258.4+-1079.3** | ~650 |', '| HalfCheetah-v3 | **5783.9+-1244.0** | ~1670 |', '| Hopper-v3 | **2609.3+-700.8** | ~1850 |', '| Walker2d-v3 | 3588.5+-756.6 | **~1230** |'];
    const { draft, yaml } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => `${c.metric}/${c.subset}`)).toEqual(['return/ant-v3', 'return/halfcheetah-v3', 'return/hopper-v3', 'return/walker2d-v3']);
    expect(t?.rows[0]?.values).toEqual([3258.4, 5783.9, 2609.3, 3588.5]);
    expect(t?.rows[0]?.spreads).toEqual([1079.3, 1244.0, 700.8, 756.6]);
    expect(yaml).toMatch(/'return' guessed, what this benchmark reports by convention \(the average episodic return, MuJoCo's convention\)/);
  });

  it('reads no return in a table of success rates or of speed', () => {
    const md = ['# Goal-conditioned agents', '', '## Success rates on the MuJoCo tasks', '',
      '| Method | Ant | Hopper | Reacher |', '| --- | --- | --- | --- |', '| HER | 0.71 | 0.64 | 0.93 |', '| Ours | 0.82 | 0.70 | 0.95 |'];
    const { draft } = extractMarkdown<Draft>(md);
    expect(draft.tables.flatMap((t) => t.columns.map((c) => c.metric))).not.toContain('return');
  });
});
