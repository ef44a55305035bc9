/**
 * A table none of whose rows is printed on one line of its document's text is not drafted, but it
 * must not vanish: its rows, and why each went, are review lines of the draft (issue 25, "nothing is
 * dropped silently"). Before, the emptied table was filtered out with its review lines, leaving only
 * a count in the summary (the Video-MME leaderboard page of the second held-out set: 51 rows).
 */
import { describe, expect, it } from 'vitest';
import { parseClaimText } from '../../src/claims/parse.js';
import { extractDraft } from '../../src/extract/draft.js';
import type { InputDoc } from '../../src/extract/types.js';
import { rawTable } from '../helpers/raw-table.js';

const names = { methods: [], datasets: [], subsets: [] };

function leaderboard(printed: string[]): InputDoc {
  const table = rawTable(
    [['Model', 'Accuracy', 'F1']],
    [
      ['TinyNet', '71.2', '68.0'],
      ['WideNet', '74.9', '70.3'],
    ],
    { doc: 'page', line: 2, caption: 'Table 1: Leaderboard on the test split.' },
  );
  const text = ['# Leaderboard', 'Table 1: Leaderboard on the test split.', 'Model Accuracy F1', ...printed].join('\n');
  return { id: 'page', file: 'page.txt', kind: 'paper', text, prose: '', pdf: false, tables: [table] };
}

describe('extract: a table whose rows are all left out', () => {
  it('keeps what it was and why as review lines of the draft', () => {
    // the page's text lost the rows' numbers (drawn by a script, say): no row can be found
    const ex = extractDraft([leaderboard(['TinyNet', 'WideNet'])], 'toy', names);
    expect(parseClaimText(ex.yaml, 'toy.yaml').ok).toBe(true);
    expect(ex.summary.rowsLeftOut).toBe(2);
    expect(ex.draft.tables).toHaveLength(0);
    expect(ex.yaml).toMatch(/# review: table 'table-1' \(results, table 1[^)]*\) left out: none of its rows is in the draft/);
    expect(ex.yaml).toMatch(/# review:\s+table-1: row 'tinynet' left out/);
    expect(ex.yaml).toMatch(/# review:\s+table-1: row 'widenet' left out/);
  });

  it('drafts the table when its rows are printed on one line each', () => {
    const ex = extractDraft([leaderboard(['TinyNet 71.2 68.0', 'WideNet 74.9 70.3'])], 'toy', names);
    expect(ex.summary.rowsLeftOut).toBe(0);
    expect(ex.draft.tables).toHaveLength(1);
    expect(ex.yaml).not.toMatch(/left out/);
  });
});
