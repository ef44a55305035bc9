/**
 * `audit extract` on READMEs whose tables print the methods as columns and the metrics or benchmarks as rows, under
 * a corner the old cues misread ("Model" with a row of links, a dataset column before each metric, a `Params`
 * header row): each is drafted with a row per method (transpose-axes.ts). Written here: an ASR model card and a
 * detection model zoo (no corpus document is either).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, runCli } from '../helpers/cli.js';

interface Drafted { kind?: string; columns: { metric: string; subset?: string }[]; rows: { method: string; values: (number | string | null)[] }[]; review?: string[] }

function draftReadme(text: string): { tables: Drafted[]; yaml: string } {
  const dir = mkdtempSync(join(tmpdir(), 'extract-methods-cols-'));
  writeFileSync(join(dir, 'README.md'), text);
  mkdirSync(join(dir, 'claims'));
  const r = runCli(['extract', 'README.md', '--id', 'paper', '--out', join('claims', 'paper.yaml'), '--claims', join(repoRoot, 'claims')], { cwd: dir });
  expect(r.code, r.stderr).toBe(0);
  const yaml = readFileSync(join(dir, 'claims', 'paper.yaml'), 'utf8');
  return { tables: (parse(yaml) as { tables: Drafted[] }).tables, yaml };
}

describe('methods as columns, read by what both axes name', () => {
  it('drafts a speech model card (Model corner, a Params header row, a row of links) with a row per model', () => {
    const { tables, yaml } = draftReadme([
      '# TinyASR',
      '',
      '## Results',
      '',
      '| Model | Conformer-S | Conformer-L | TinyASR-B (ours) |',
      '| --- | --- | --- | --- |',
      '| Params | 10M | 118M | 24M |',
      '| WER (test-clean) | 2.7 | 2.1 | 2.4 |',
      '| WER (test-other) | 6.3 | 4.3 | 5.2 |',
      '| Checkpoint | [link](https://example.org/a) | [link](https://example.org/b) | [link](https://example.org/c) |',
      '',
    ].join('\n'));
    const t = tables.find((x) => x.kind !== 'attributes');
    expect(t?.rows.map((r) => r.method)).toHaveLength(3);
    expect(t?.columns.filter((c) => c.metric === 'wer')).toHaveLength(2);
    expect(t?.rows.map((r) => r.values.filter((v) => typeof v === 'number'))).toContainEqual(expect.arrayContaining([2.4, 5.2]));
    expect(yaml).toMatch(/printed with methods as columns/);
  });

  it('drafts a detection table with a dataset column before each metric, the dataset as the subset', () => {
    const { tables } = draftReadme([
      '# ZooDet',
      '',
      '<table>',
      '<tr><th colspan="2">Method</th><th>Faster R-CNN</th><th>DETR</th><th>ZooDet-L</th></tr>',
      '<tr><td rowspan="2">COCO</td><td>AP</td><td>37.4</td><td>42.0</td><td>49.0</td></tr>',
      '<tr><td>AP50</td><td>58.1</td><td>62.4</td><td>66.6</td></tr>',
      '<tr><td rowspan="2">Objects365</td><td>AP</td><td>19.6</td><td>22.3</td><td>27.1</td></tr>',
      '<tr><td>AP50</td><td>31.0</td><td>34.5</td><td>40.2</td></tr>',
      '</table>',
      '',
    ].join('\n'));
    const t = tables.find((x) => x.kind !== 'attributes');
    expect(t?.rows).toHaveLength(3);
    expect(t?.columns.map((c) => c.metric)).toEqual(['ap', 'ap50', 'ap', 'ap50']);
    expect(t?.rows.at(-1)?.values).toEqual([49.0, 66.6, 27.1, 40.2]);
  });
});
