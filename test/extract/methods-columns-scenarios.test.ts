/**
 * Methods as columns, tasks (scenarios, maps, environments) as rows and no metric printed in the table
 * (docs/extract-layouts.md "Methods as columns, no metric in the table"): the corner names the row axis (`Scenarios`,
 * `Maps`, or such a word misspelt by one letter: `Enviroments`), the two-row pipe header prints the corner on its top
 * row over the method names, a single method column under such a corner, a word column (`Difficulty`) before the
 * methods, a value with its run settings in brackets (`93%(lr = 0.1)`). The metric comes from the lead-in or a
 * benchmark's convention (SMAC maps: the test win rate); with none, the table stays attributes with a review line
 * saying so. Documents written here, from robotics, game-playing agents and multi-agent RL.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: {
    kind: string;
    columns: { metric?: string; subset?: string; id?: string; label?: string }[];
    rows: { method?: string; label?: string; key?: string; values: unknown[]; settings?: Record<string, string> }[];
  }[];
}

describe('methods as columns under a corner naming scenarios or maps', () => {
  it('reads a two-row pipe header whose corner is on the top row, the groups spanning blank cells', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# GraspBench',
      '',
      '## Results',
      '',
      'Success rate (%) of each policy over 50 trials.',
      '',
      '| Tasks | Level | Off-policy | | On-policy | |',
      '| --- | --- | --- | --- | --- | --- |',
      '| | | SAC | TD3 | PPO | A2C |',
      '| pick-cube | Easy | **91%** | 88% | 80% | 62% |',
      '| stack-cube | Hard | 45% | **52%** | 30% | 12% |',
      '| peg-insert | Hard | 20% | 18% | **24%** | 3% |',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((r) => r.method)).toEqual(['sac', 'td3', 'ppo', 'a2c']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['success-rate', 'success-rate', 'success-rate']);
    expect(t?.rows.map((r) => r.settings?.group)).toEqual(['Off-policy', 'Off-policy', 'On-policy', 'On-policy']);
    expect(t?.rows[1]?.values).toEqual([88, 52, 18]);
    expect(yaml).toMatch(/read transposed/);
  });

  it('reads a corner misspelt by one letter and a single method column, its values with run settings in brackets', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Arcade agents',
      '',
      'Average return of our agent on three games.',
      '',
      '| Enviroments | Level | DQN-Rainbow |',
      '| --- | :---: | :---: |',
      '| Pong | - | 20.9 |',
      '| Breakout | - | **417.5**(lr = 0.0001, frames = 10M) |',
      '| Seaquest | - | 1870.5 |',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((r) => r.label)).toEqual(['DQN-Rainbow']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['return', 'return', 'return']);
    expect(t?.rows[0]?.values).toEqual([20.9, 417.5, 1870.5]);
  });

  it('gives SMAC maps their test win rate by convention, under a `Map` corner', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# Cooperative agents',
      '',
      '| Map | IQL | MAPPO | OurMix |',
      '| --- | --- | --- | --- |',
      '| 3s5z | 70 | 96 | **98** |',
      '| corridor | 0 | 84 | **93** |',
      '| 6h_vs_8z | 0 | 88 | **91** |',
      '| MMM2 | 10 | 90 | **97** |',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((r) => r.method)).toEqual(['iql', 'mappo', 'ourmix']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['win-rate', 'win-rate', 'win-rate', 'win-rate']);
    expect(yaml).toMatch(/'win-rate' guessed, what this benchmark reports by convention/);
  });

  it('keeps the values and says why when no metric is found anywhere', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# Field trials',
      '',
      'We ran both planners in two places.',
      '',
      '| Scenarios | PlannerA | PlannerB |',
      '| --- | --- | --- |',
      '| forest | 12.5 | 14.1 |',
      '| desert | 9.8 | 11.0 |',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('attributes');
    expect(yaml).toMatch(/printed with methods as columns \(2 methods: "PlannerA", "PlannerB"\), but no metric the registry knows is named/);
  });

  it('keeps a one-column table of a dataset attribute as printed (`Dataset | Release Year`)', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Data',
      '',
      '| Dataset | Release Year |',
      '| --- | --- |',
      '| CoNaLa | 2018 |',
      '| HumanEval | 2021 |',
    ]);
    expect(draft.tables.every((t) => t.kind !== 'results')).toBe(true);
  });

  it('leaves label heads on a top row that spans no blank cell where they are (`Tasks | Datasets | Models | Results`)', () => {
    const { draft } = extractMarkdown<Draft>([
      '# VQA',
      '',
      '| Datasets | Models | Results | Results |',
      '| --- | --- | --- | --- |',
      '| | | val | test |',
      '| OKVQA | KAT | 53.1 | 54.0 |',
      '| OKVQA | BLIP | 55.4 | 56.2 |',
    ]);
    const t = draft.tables[0];
    expect(t?.rows.map((r) => r.label ?? r.key)).not.toContain('val');
  });
});
