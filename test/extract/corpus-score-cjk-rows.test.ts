/**
 * The corpus scorer matched row names after dropping every character outside a-z and 0-9, so a team or model named in
 * Chinese ("小牛刀" in a competition report's leaderboard, keyed for the eighteenth set) became an empty name that no
 * drafted row could match: its cells counted as misses whatever the extractor drafted. Names in Chinese, Japanese or
 * Korean now keep their characters (and two such names stay apart).
 */
import { describe, expect, it } from 'vitest';
import { scoreDraft } from '../../bench/extract-corpus-score.js';
import { parseClaimText } from '../../src/claims/parse.js';

const draft = () => {
  const p = parseClaimText(`schemaVersion: 1
paper: { id: p, title: P, docs: [{ id: paper, file: paper.pdf, kind: paper }] }
methods:
  - { id: team-a, name: "小牛刀" }
  - { id: team-b, name: "刷不了" }
tables:
  - id: table-2
    kind: results
    source: { doc: paper, table: 2 }
    columns:
      - { metric: ap, label: "Overall" }
    rows:
      - { method: team-a, label: "小牛刀", values: [0.971] }
      - { method: team-b, label: "刷不了", values: [0.968] }
`, 'p.yaml');
  if (!p.ok) throw new Error(p.issues.map((i) => i.problem).join('; '));
  return p.file.data;
};

describe('corpus scorer: rows named in CJK scripts', () => {
  it('matches each keyed row to the drafted row of the same name, and not to the other', () => {
    const key = { cells: [
      { table: 2, row: '小牛刀', metric: 'ap', value: 0.971 },
      { table: 2, row: '刷不了', metric: 'ap', value: 0.971 },
    ], statements: [] };
    const s = scoreDraft(draft(), key);
    expect(s.cells).toBe(2);
    expect(s.recalled).toBe(1);
  });
});
