/**
 * A leaderboard filled in one column per row (MultiWOZ's Table 1 in the sixth held-out set: "| HyST (Goel et al,
 * 2019) | 44.24 |  |  |  |"): the draft's row is one value among dashes. Validate's one-line check anchored such a
 * row on the line's first number (the year in the label) or wanted two numbers, so every such row was left out
 * ("not on one line"). Now the values are matched at consecutive cells of the pipe row. Checked here on a
 * speech-recognition leaderboard written here (an HTML table in a README with an all-blank last column, as
 * MultiWOZ prints it; without the fix its three one-value rows are left out).
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Table { rows: { method?: string; values: (number | null)[] }[] }

describe('extract: pipe rows of one value among blank cells', () => {
  it('keeps rows filled in a single column, with a year in the label', () => {
    const doc = [
      '# ASR leaderboard',
      '',
      'Word error rate on LibriSpeech.',
      '',
      '<table>',
      '<thead><tr><th></th><th colspan="2">test-clean</th><th colspan="2">test-other</th><th>dev</th></tr></thead>',
      '<thead><tr><th>Model</th><th>WER</th><th>CER</th><th>WER</th><th>CER</th><th>WER</th></tr></thead>',
      '<tr><td><a href="https://example.org/conformer">Conformer</a> (Gulati et al, 2020)</td><td>1.90</td><td>4.10</td><td>3.90</td><td>7.20</td><td></td></tr>',
      '<tr><td><a href="https://example.org/squeezeformer">Squeezeformer</a> (Kim et al, 2022)</td><td>2.47</td><td>5.01</td><td></td><td></td><td></td></tr>',
      '<tr><td><a href="https://example.org/contextnet">ContextNet</a> (Han et al, 2020)</td><td>2.10</td><td></td><td></td><td></td><td></td></tr>',
      '<tr><td><a href="https://example.org/quartznet">QuartzNet</a> (Kriman et al, 2019)</td><td></td><td></td><td>8.70</td><td></td><td></td></tr>',
      '<tr><td><a href="https://example.org/jasper">Jasper</a> (Li et al, 2019)</td><td></td><td></td><td></td><td>9.60</td><td></td></tr>',
      '</table>',
      '',
    ];
    const { draft, stdout } = extractMarkdown<{ tables?: Table[] }>(doc);
    expect(stdout).not.toMatch(/left out/);
    expect((draft.tables ?? [])[0]?.rows.map((r) => r.values)).toEqual([[1.9, 4.1, 3.9, 7.2, null], [2.47, 5.01, null, null, null], [2.1, null, null, null, null], [null, null, 8.7, null, null], [null, null, null, 9.6, null]]);
  });
});
