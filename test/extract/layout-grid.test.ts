/**
 * A one-column grid in a README: a figure centred with its caption (`| ![…](fig.png) |` / `|:--:|` /
 * `| *Figure 1: …* |`) is layout, not a table; a one-column table with values but no value column is left
 * out with a review line. Both used to end in "internal error: audit extract wrote an invalid draft"
 * (an attribute table with no columns), as on a sound-event-detection baseline README.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { draftOfReadme } from '../helpers/extract-readme.js';

const figureThenResults = `# Speech enhancement baseline

Figure 1 shows the model.

| ![The baseline model](./img/model.png) |
|:--:|
| *Figure 1: the baseline model. Adapted from [2].* |

Results on the development set:

| System | PESQ | STOI |
|---|---|---|
| Baseline | 2.45 | 0.912 |
| Ours | 2.71 | 0.934 |
`;

const oneColumnValues = `# Notes

| Seeds |
|---|
| 3 |
| 5 |

| Model | Accuracy |
|---|---|
| A | 71.2 |
`;

function extract(text: string): { code: number; stdout: string; stderr: string; yaml: string } {
  const dir = mkdtempSync(join(tmpdir(), 'layout-grid-'));
  writeFileSync(join(dir, 'README.md'), text);
  const r = runCli(['extract', 'README.md', '--id', 'toy', '--out', 'toy.yaml'], { cwd: dir });
  let yaml = '';
  try {
    yaml = readFileSync(join(dir, 'toy.yaml'), 'utf8');
  } catch {
    // no draft written
  }
  return { ...r, yaml };
}

describe('a one-column grid in a README', () => {
  it('a figure with its caption is no table: the results table under it is table 1 and the draft is valid', () => {
    const r = extract(figureThenResults);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/internal error/);
    const d = draftOfReadme(figureThenResults);
    expect(d.tables).toHaveLength(1);
    expect(d.tables[0]?.source.table).toBe(1);
    expect(d.tables[0]?.kind).toBe('results');
  });

  it('a one-column table of numbers is left out with a review line, not an invalid draft', () => {
    const r = extract(oneColumnValues);
    expect(r.code, r.stderr).toBe(0);
    expect(r.yaml).toMatch(/# review: table 'table-1' \(attributes, table 1[^)]*\) left out: no column of it holds a value/);
    expect(r.yaml).toMatch(/metric: "accuracy"/);
  });
});
