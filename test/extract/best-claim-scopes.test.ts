/**
 * Best claims whose scope names its table only by a dataset's capitalised name, or a pair ("both"), round 23:
 * "CROWDLAB is also the best method overall for this Uniform dataset" (the table's caption: "… on the Uniform dataset")
 * and "our method achieves superior performance on both parts of the ShanghaiTech dataset" were filed as qualitative
 * remarks, counted as not checked. Now both are `best` statements on their table, and check runs them.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkClaimsJson, runCli, tempWorkDir } from '../helpers/cli.js';

interface Draft { statements: { kind: string; method?: string; tables?: string[] }[] }

function draftOf(text: string): { dir: string; draft: Draft } {
  const dir = tempWorkDir();
  writeFileSync(join(dir, 'README.md'), text);
  const ex = runCli(['extract', 'README.md', '--id', 'p', '--out', 'p.yaml'], { cwd: dir });
  expect(ex.code, ex.stderr).toBe(0);
  return { dir, draft: parse(readFileSync(join(dir, 'p.yaml'), 'utf8')) as Draft };
}

describe('best claims scoped by a dataset name or by "both"', () => {
  it('resolves "the best method overall for this Uniform dataset" against the table captioned with it, and check runs it (CLI)', () => {
    const { dir, draft } = draftOf(['# Label quality', '', '## Results', '',
      'Table 1: Evaluating the precision of consensus scoring methods on the Hardest dataset, with lift at two cut-offs.', '', '| Method | Lift@10 ↑ | Lift@50 ↑ |', '|---|---|---|', '| Majority vote | 2.5 | 6.0 |', '| Dawid-Skene | 25.9 | 14.4 |', '| LabelRank | 25.1 | 24.6 |', '',
      'Table 2: Evaluating the precision of consensus scoring methods on the Uniform dataset, with lift at two cut-offs.', '', '| Method | Lift@10 ↑ | Lift@50 ↑ |', '|---|---|---|', '| Majority vote | 4.9 | 5.8 |', '| Dawid-Skene | 12.9 | 11.8 |', '| LabelRank | 24.3 | 22.4 |', '',
      'The following results show that LabelRank is also the best method overall for this Uniform dataset.', ''].join('\n'));
    const best = draft.statements.filter((s) => s.kind === 'best');
    expect(best.map((s) => [s.method, s.tables])).toEqual([['labelrank', ['table-2']]]);
    const out = checkClaimsJson(dir, 'p', 'p.yaml');
    expect(out.summary.statement).toEqual({ run: 1, passed: 1, failed: 0 });
  });

  it('reads "superior performance on both parts of the dataset" as a best claim on the table the sentence names (CLI)', () => {
    const { dir, draft } = draftOf(['# Crowd counting', '', '## Comparison', '',
      'Table 2: Results on ShanghaiTech.', '', '| Method | Part A MAE | Part A MSE | Part B MAE | Part B MSE |', '|---|---|---|---|---|', '| MCNN | 110.2 | 173.2 | 26.4 | 41.3 |', '| CSRNet | 68.2 | 115.0 | 10.6 | 16.0 |', '| Ours | 60.6 | 96.0 | 6.9 | 10.3 |', '',
      'As shown in Table 2, our method achieves superior performance on both parts of the ShanghaiTech dataset.', ''].join('\n'));
    expect(draft.statements.filter((s) => s.kind === 'best').map((s) => s.method)).toEqual(['ours']);
    expect(checkClaimsJson(dir, 'p', 'p.yaml').summary.statement).toEqual({ run: 1, passed: 1, failed: 0 });
  });
});
