/**
 * A README whose pipe cells print their spread with a character reference (seen in a clinical-coding benchmark,
 * round 18): `0.835&plusmn;0.001`, headers `macro AUC | micro AUC | P@8 | P@15`. Before: the reference stayed text,
 * every cell was a string, the tables were drafted as attributes and their rows failed the draft's own transcription
 * check. Now every character reference a Markdown document prints is the symbol it stands for, as in an HTML page,
 * and the transcription check reads `&plusmn;` in the source as the `±` of the draft.
 */
import { describe, expect, it } from 'vitest';
import { mdInline } from '../../src/extract/read-markdown.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { runCli } from '../helpers/cli.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string }[]; rows: readonly { values: readonly number[]; spreads?: readonly number[] }[] }[];
}

describe('character references in a Markdown document', () => {
  it('are the symbols they print', () => {
    expect(mdInline('0.835&plusmn;0.001')).toBe('0.835±0.001');
    expect(mdInline('&#177; 2.1 &amp; &lt;5 &ge; 3 &#x2191;')).toBe('± 2.1 & <5 ≥ 3 ↑');
    expect(mdInline('AT&T; &unknownref; stays')).toBe('AT&T; &unknownref; stays');
  });

  it('read a table of mean&plusmn;std cells as results with spreads, every row kept', () => {
    const { draft, yaml, dir } = extractMarkdown<Draft>([
      '# Tabular regression benchmark',
      '',
      '## Results',
      '',
      '- California housing (5 seeds)',
      '',
      '| Model   | RMSE               | MAE                | macro AUC          | P@8                |',
      '|---------|--------------------|--------------------|--------------------|--------------------|',
      '| MLP     | 0.512&plusmn;0.004 | 0.351&plusmn;0.003 | 0.835&plusmn;0.001 | 0.619&plusmn;0.002 |',
      '| ResNet  | 0.498&plusmn;0.006 | 0.342&plusmn;0.002 | 0.893&plusmn;0.002 | 0.704&plusmn;0.001 |',
      '| FT-T    | 0.471&plusmn;0.003 | 0.329&plusmn;0.004 | 0.912&plusmn;0.004 | 0.741&plusmn;0.002 |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['rmse', 'mae', 'macro-auc', 'p@8']);
    expect(t?.rows.map((r) => r.values[0])).toEqual([0.512, 0.498, 0.471]);
    expect(t?.rows[0]?.spreads).toEqual([0.004, 0.003, 0.001, 0.002]);
    expect(yaml).not.toContain('left out');
    // the draft passes its own transcription check against the source, as `audit validate --sources` runs it
    const v = runCli(['validate', 'claims/paper.yaml', '--sources', '.'], { cwd: dir });
    expect(v.stderr + v.stdout).not.toMatch(/not found|not on one line/i);
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/transcription: 3 rows found/);
  });
});
