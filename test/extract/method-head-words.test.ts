/**
 * Tables with several text columns name their rows by the column headed as the method. Fields head that column with
 * their own word: "Strategy" (continual and active learning), "Agent"/"Policy" (RL), "Solver" (optimisation),
 * "Detector"/"Tracker", "Learner", "Classifier". With "Strategy" unknown, a continual-learning README's rows were
 * named by the "Scenario" column beside it (found in round 12 on the twelfth set, in-sample).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/cli.js';

function rowsOf(md: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'method-head-'));
  writeFileSync(join(dir, 'README.md'), md);
  const out = join(dir, 'draft.yaml');
  const r = runCli(['extract', join(dir, 'README.md'), '--id', 'x', '--out', out]);
  expect(r.code, r.stderr).toBe(0);
  const d = parse(readFileSync(out, 'utf8')) as { tables: { kind?: string; rows: { method?: string }[] }[] };
  return d.tables.flatMap((t) => t.rows.map((row) => row.method ?? ''));
}

describe('extract: the column headed by a field\'s own word for "method" names the rows', () => {
  it('Strategy beside a Scenario and a Benchmark column (continual learning)', () => {
    const methods = rowsOf([
      '# Continual learning baselines', '',
      '| Benchmark | Strategy | Scenario | Accuracy |',
      '|---|---|---|---|',
      '| Split MNIST | Elastic Weight Consolidation | Class-Incremental | 0.21 |',
      '| Split MNIST | Experience Replay | Class-Incremental | 0.87 |',
      '| Permuted MNIST | Synaptic Intelligence | Domain-Incremental | 0.83 |', '',
    ].join('\n'));
    expect(methods).toEqual(['elastic-weight-consolidation', 'experience-replay', 'synaptic-intelligence']);
  });

  it('Agent beside an Environment and a Reward column (reinforcement learning)', () => {
    const methods = rowsOf([
      '# Atari results', '',
      '| Environment | Agent | Reward shaping | Return |',
      '|---|---|---|---|',
      '| Breakout | Rainbow | clipped | 417.5 |',
      '| Breakout | Ape-X | clipped | 800.9 |',
      '| Breakout | DQN | clipped | 401.2 |', '',
    ].join('\n'));
    expect(methods).toEqual(['rainbow', 'ape-x', 'dqn']);
  });

  it('a component column (Encoder) beside the Method column stays a setting', () => {
    const methods = rowsOf([
      '# Speaker verification on VoxCeleb1-O', '',
      '| Method | Encoder | EER (%) | minDCF |',
      '|---|---|---|---|',
      '| ECAPA-TDNN | TDNN | 0.87 | 0.107 |',
      '| SV-Conformer | Conformer | 0.83 | 0.101 |', '',
    ].join('\n'));
    expect(methods).toEqual(['ecapa-tdnn', 'sv-conformer']);
  });
});
