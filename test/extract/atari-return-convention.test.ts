/**
 * An offline-RL README's Atari tables (seen on the robustness sweep, round 18): the games as rows, named as Gym names
 * them ("PongNoFrameskip-v4"), the methods as columns, no metric printed, and a value with the epoch it was taken at,
 * "20.0 (epoch 5)". Before: an attribute table, its cells text. Now a game id reports the episodic return by the
 * Arcade Learning Environment's convention (read transposed, with a review line), and a run note in brackets after a
 * value is a note, not part of it.
 */
import { describe, expect, it } from 'vitest';
import { parseCell } from '../../src/extract/cells.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; subset?: string }[]; rows: readonly { label: string; values: readonly (number | null)[] }[] }[];
}

describe('Atari games as rows, methods as columns', () => {
  it('reads a run note after a value as a note', () => {
    expect(parseCell('20.0 (epoch 5)').value).toBe(20);
    expect(parseCell('121.9 (epoch 12, could be higher)').value).toBe(121.9);
    expect(parseCell('0.81 (step 300k)').value).toBe(0.81);
    expect(parseCell('45.2 (5 seeds)').value).toBe(45.2);
    // words in brackets that are no run note still make the cell text
    expect(parseCell('45.2 (diverged at 3k)').value).toBeNull();
  });

  it('reads the episodic return of each game, transposed', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# Offline Atari',
      '',
      '## Behaviour cloning',
      '',
      '| Task                   | Online DQN | Behavioral | BC              |',
      '|------------------------|------------|------------|-----------------|',
      '| PongNoFrameskip-v4     | 20.5       | 6.8        | 20.0 (epoch 5)  |',
      '| BreakoutNoFrameskip-v4 | 394.3      | 46.9       | 121.9 (epoch 12, could be higher) |',
      '| SeaquestNoFrameskip-v4 | 7210.0     | 1032.5     | 2544.1 (epoch 8) |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['return', 'return', 'return']);
    expect(t?.rows.map((r) => r.label)).toEqual(['Online DQN', 'Behavioral', 'BC']);
    expect(t?.rows[2]?.values).toEqual([20.0, 121.9, 2544.1]);
    expect(yaml).toContain("Arcade Learning Environment's convention");
  });

  it('keeps games as rows when a column names the return ("best reward"), a command and a time beside it', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Atari',
      '',
      '## DQN (single run)',
      '',
      '| task                   | best reward | parameters                                   | time cost |',
      '|------------------------|-------------|----------------------------------------------|-----------|',
      '| PongNoFrameskip-v4     | 20          | `python3 atari_dqn.py --task PongNoFrameskip-v4` | ~30 min |',
      '| BreakoutNoFrameskip-v4 | 316         | `python3 atari_dqn.py --task BreakoutNoFrameskip-v4` | 3~4h |',
      '| QbertNoFrameskip-v4    | 7307        | `python3 atari_dqn.py --task QbertNoFrameskip-v4` | 3~4h |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['return']);
    expect(t?.rows.map((r) => r.values[0])).toEqual([20, 316, 7307]);
  });
});
