/**
 * Chat evaluations printed as bare headers (instruction-tuned model cards of every field): MT-Bench is a
 * GPT-4 judge's 1–10 score, AlpacaEval and Arena-Hard a win rate against a reference model, IFEval the
 * share of instructions followed. Before, "MT-Bench | AlpacaEval(%)" named no metric, and a table holding
 * only them (with text columns beside) became an attribute table. Checked on a code assistant's card
 * written here.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { headerConventionOf } from '../../src/extract/benchmark-conventions.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('benchmark conventions: chat evaluations', () => {
  it('reads MT-Bench, AlpacaEval, Arena-Hard and IFEval headers', () => {
    expect(headerConventionOf('MT-Bench')?.metric).toBe('judge-score');
    expect(headerConventionOf('AlpacaEval(%)')?.metric).toBe('win-rate');
    expect(headerConventionOf('AlpacaEval 2.0')?.metric).toBe('win-rate');
    expect(headerConventionOf('Arena-Hard')?.metric).toBe('win-rate');
    expect(headerConventionOf('IFEval')?.metric).toBe('accuracy');
    // a longer header is no bare benchmark name
    expect(headerConventionOf('MT-Bench turn 2 cost')).toBeUndefined();
  });

  it('drafts a code assistant card\'s chat columns as results', () => {
    const { yaml } = extractMarkdown([
      '# CodePal-7B',
      '',
      '## Chat ability',
      '',
      '| Model | Tuning | MT-Bench | AlpacaEval(%) |',
      '| --- | --- | --- | --- |',
      '| CodeLlama-7B-Instruct | SFT | 5.71 | 62.4 |',
      '| CodePal-7B | SFT + DPO | 6.48 | 74.9 |',
      '',
    ]);
    const t = (parse(yaml) as { tables: { kind: string; columns: { metric: string }[]; rows: { values: number[] }[] }[] }).tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => c.metric)).toEqual(['judge-score', 'win-rate']);
    expect(t.rows.map((r) => r.values)).toEqual([[5.71, 62.4], [6.48, 74.9]]);
    expect(yaml).toContain('"MT-Bench": no metric printed; \'judge-score\' guessed, what this benchmark reports by convention');
  });
});
