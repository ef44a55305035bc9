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
import { renderInlineMath } from '../../src/extract/latex-inline.js';
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

/**
 * A row label written in inline LaTeX ("$\text{Zephyr-7B-}\beta$" in a chat model table; here a speech model
 * card's "$\text{Whisper-}\alpha$"): before, the label kept "\text{…}\beta" and matched no name; it now reads as
 * the page renders it. Also the Open LLM Leaderboard's average ("OpenLLM (Avg.)"): the mean accuracy of its suite.
 */
describe('inline LaTeX labels and the Open LLM average', () => {
  it('renders text and Greek commands inside $…$ and reads OpenLLM (Avg.) as accuracy', () => {
    expect(renderInlineMath('$\\text{Whisper-}\\alpha$')).toBe('Whisper-α');
    expect(renderInlineMath('ViT-B $^ \\Diamond$')).toBe('ViT-B $^ \\Diamond$');
    expect(headerConventionOf('OpenLLM (Avg.)')?.metric).toBe('accuracy');
    const { yaml } = extractMarkdown([
      '## Speech chat',
      '',
      '| Model | MT-Bench | OpenLLM (Avg.) |',
      '| --- | --- | --- |',
      '| $\\text{Whisper-}\\alpha$ | 6.10 | 58.2 |',
      '| Qwen-Audio-Chat | 6.72 | 61.0 |',
      '',
    ]);
    const t = (parse(yaml) as { tables: { columns: { metric: string }[]; rows: { label: string }[] }[] }).tables[0]!;
    expect(t.columns.map((c) => c.metric)).toEqual(['judge-score', 'accuracy']);
    expect(t.rows.map((r) => r.label)).toEqual(['Whisper-α', 'Qwen-Audio-Chat']);
  });
});
