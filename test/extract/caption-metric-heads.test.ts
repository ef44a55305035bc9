/**
 * A caption that names one metric over leaf headers that are short words naming different measures
 * ("Succ | Miss" under "Success rate of each policy"): the caption's metric goes only to the columns whose
 * header is the head word of its name; a word heading a metric phrase the document names ("the miss rate")
 * takes that metric, with a review line; any other word is drafted under the declared unknown metric,
 * never under the caption's. Checked on READMEs written here, of game-playing agents and of robot
 * grasping (no corpus document is from either field).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { captionMetricScope } from '../../src/extract/caption-metric-heads.js';
import { repoRoot, runCli } from '../helpers/cli.js';

interface Drafted { columns: { metric: string; subset?: string }[]; review?: string[] }

function draft(headers: readonly string[], caption: string, text = '', groups = ['Bin picking', 'Shelf picking']): { columns: string[]; subsets: (string | undefined)[]; yaml: string } {
  const dir = mkdtempSync(join(tmpdir(), 'extract-caption-heads-'));
  const th = headers.map((h) => `<th>${h}</th>`).join('');
  writeFileSync(join(dir, 'README.md'), [
    '# GraspBench',
    '',
    text,
    '',
    '## Results',
    '',
    '<table>',
    `<tr><th rowspan="2">Policy</th>${groups.map((g) => `<th colspan="2">${g}</th>`).join('')}</tr>`,
    `<tr>${th}${th}</tr>`,
    '<tr><td>Baseline-A</td><td>71.5</td><td>12.0</td><td>64.2</td><td>18.5</td></tr>',
    '<tr><td>Ours-B</td><td>83.0</td><td>7.5</td><td>79.4</td><td>9.0</td></tr>',
    '</table>',
    '',
    `Table 1: ${caption}`,
    '',
  ].join('\n'));
  mkdirSync(join(dir, 'claims'));
  const r = runCli(['extract', 'README.md', '--id', 'paper', '--out', join('claims', 'paper.yaml'), '--claims', join(repoRoot, 'claims')], { cwd: dir });
  expect(r.code, r.stderr).toBe(0);
  const yaml = readFileSync(join(dir, 'claims', 'paper.yaml'), 'utf8');
  const t = (parse(yaml) as { tables: Drafted[] }).tables[0]!;
  return { columns: t.columns.map((c) => c.metric), subsets: t.columns.map((c) => c.subset), yaml };
}

describe("a caption's one metric over short headers naming different measures", () => {
  it('scopes the metric to the header words that name its head', () => {
    const s = captionMetricScope(['Win', 'Miss', 'Win', 'Miss'], 'win-rate', 'the miss rate is the share of shots that hit nothing');
    expect([...(s?.covered ?? [])]).toEqual([0, 2]);
    expect(s?.others.get(1)).toEqual({ metric: 'miss-rate', phrase: 'miss rate' });
    // "Succ." abbreviates the head word of "Success rate"
    expect([...(captionMetricScope(['Succ.', 'Steps'], 'success-rate', '')?.covered ?? [])]).toEqual([0]);
    // no header names the caption's metric: nothing scoped, the caption's metric covers every column as before
    expect(captionMetricScope(['Bin', 'Shelf'], 'success-rate', '')).toBeUndefined();
    expect(captionMetricScope(['Win', 'Avg'], 'win-rate', '')).toBeUndefined();
  });

  it('gives another measure its own metric, never the caption one', () => {
    const d = draft(['Win', 'Draw'], 'Win rate of each agent against the scripted opponent.', '', ['Maze', 'Arena']);
    expect(d.columns).toEqual(['win-rate', 'unknown-metric', 'win-rate', 'unknown-metric']);
    expect(d.subsets).toEqual(['maze', 'maze', 'arena', 'arena']);
    expect(d.yaml).toMatch(/"Maze \/ Draw": the caption names win-rate for the "Win" columns only, and no metric for this one/);
  });

  it('reads the metric of a phrase the document names with the header word as its head', () => {
    const d = draft(['Miss', 'Pass'], 'Miss rate of each policy over 200 grasps.', 'A grasp passes when the object is lifted for 5 s; the pass rate is the share of such grasps.');
    expect(d.columns).toEqual(['miss-rate', 'success-rate', 'miss-rate', 'success-rate']);
    expect(d.yaml).toMatch(/metric success-rate read from "pass rate"/);
  });

  it('declares for the document a measure it names that the registry lacks', () => {
    const d = draft(['Win', 'Crash'], 'Win rate of each agent against the scripted opponent.', 'We also report the crash rate, the share of episodes that end in a collision.', ['Maze', 'Arena']);
    expect(d.columns).toEqual(['win-rate', 'crash-rate', 'win-rate', 'crash-rate']);
    expect(d.subsets).toEqual(['maze', 'maze', 'arena', 'arena']);
    expect(d.yaml).toMatch(/its header word heads "crash rate", a measure the document names/);
    expect(d.yaml).toMatch(/declared for this document as 'crash-rate'/);
  });

  it('keeps the caption metric for every column when no header names it', () => {
    expect(draft(['Cube', 'Mug'], 'Miss rate of each policy over 200 grasps.').columns).toEqual(['miss-rate', 'miss-rate', 'miss-rate', 'miss-rate']);
  });
});
