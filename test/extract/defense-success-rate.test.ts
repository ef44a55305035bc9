/**
 * A jailbreak-defence table whose caption names its metric, "defense success rate" (a backtranslation-defence paper,
 * round 24, found on set 40 after its blind measurement): the registry's `defense-success-rate` (the share of harmful
 * prompts refused; 1 − the attack success rate), not the generic `success-rate` the words "success rate" give.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric: string }[] }[];
}

describe('defense success rate', () => {
  it('is read from the caption for every column of attacks', () => {
    const r = extractMarkdown<Draft>(['# Defending chat models', '', 'Table 2: The defense success rate (DSR, %) of each defense against three jailbreak attacks.', '',
      '| Defense | GCG | AutoDAN | PAIR |', '|---|---|---|---|', '| No defense | 4 | 12 | 18 |', '| SmoothLLM | 92 | 64 | 40 |', '| Ours | 98 | 90 | 74 |', '']);
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['defense-success-rate', 'defense-success-rate', 'defense-success-rate']);
    expectValidates(r.dir);
  });
});
