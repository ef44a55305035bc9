/**
 * A best claim whose scope names its table only by a dataset's capitalised name, round 23: "CROWDLAB is also the best
 * method overall for this Uniform dataset" (the table's caption: "… on the Uniform dataset", one of several tables in
 * the section) was filed as a qualitative remark, counted as not checked. Now it is a `best` statement on that table,
 * and check runs it. ("Superior performance on both …" stays unresolved: read as a claim, its subject was taken from the
 * wrong clause in two of three real sentences, which gave false warnings.)
 */
import { describe, expect, it } from 'vitest';
import { checkDraft, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { statements: { kind: string; method?: string; tables?: string[] }[] }

describe('best claims scoped by a dataset name', () => {
  it('resolves "the best method overall for this Uniform dataset" against the table captioned with it, and check runs it (CLI)', () => {
    const { dir, draft } = extractMarkdown<Draft>(['# Label quality', '', '## Results', '',
      'Table 1: Evaluating the precision of consensus scoring methods on the Hardest dataset, with lift at two cut-offs.', '', '| Method | Lift@10 ↑ | Lift@50 ↑ |', '|---|---|---|', '| Majority vote | 2.5 | 6.0 |', '| Dawid-Skene | 25.9 | 14.4 |', '| LabelRank | 25.1 | 24.6 |', '',
      'Table 2: Evaluating the precision of consensus scoring methods on the Uniform dataset, with lift at two cut-offs.', '', '| Method | Lift@10 ↑ | Lift@50 ↑ |', '|---|---|---|', '| Majority vote | 4.9 | 5.8 |', '| Dawid-Skene | 12.9 | 11.8 |', '| LabelRank | 24.3 | 22.4 |', '',
      'The following results show that LabelRank is also the best method overall for this Uniform dataset.', '']);
    const best = draft.statements.filter((s) => s.kind === 'best');
    expect(best.map((s) => [s.method, s.tables])).toEqual([['labelrank', ['table-2']]]);
    const out = checkDraft(dir);
    expect(out.summary.statement).toEqual({ run: 1, passed: 1, failed: 0 });
  });
});
