/**
 * Multimodal-LLM leaderboards name benchmarks, never metrics ("MME | MMBench | SEED-IMG | POPE | MM-Vet"):
 * each benchmark's paper fixes its metric (src/extract/benchmark-conventions.ts). Before, such columns were kept
 * as settings (or the whole table became an attribute table), and a model name in the sentence under the table
 * ("Gemini Pro") was read as the metric PRO (AUPRO) for every column. Checked on a remote-sensing assistant's model
 * card written here (the class was seen in LLaVA-style model zoos).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { headerConventionOf } from '../../src/extract/benchmark-conventions.js';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { stripMarkup } from '../../src/extract/names.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: ({ metric: string; label?: string } | { id: string })[]; rows: { values: unknown[] }[] };

const card = [
  '# GeoLens-7B: a vision-language assistant for satellite imagery',
  '',
  '## General multimodal benchmarks',
  '',
  '| Model | MME | MMBench | SEED-IMG | SQA-IMG | T-VQA | POPE | MM-Vet | DocVQA |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  '| LLaVA-1.5-7B | 1510.7 | 64.3 | 66.1 | 66.8 | 58.2 | 85.9 | 31.1 | 28.1 |',
  '| GeoLens-7B | 1488.2 | 66.0 | 65.2 | 70.4 | 55.9 | 86.4 | 33.0 | 30.5 |',
  '',
  '*GeoLens-7B is on par with Gemini Pro on these benchmarks.*',
  '',
];

describe('multimodal LLM benchmarks drafted under their conventions', () => {
  it('knows the suites, with the scale of MME and the judge of MM-Vet in the review line', () => {
    expect(headerConventionOf('MMBench')?.metric).toBe('accuracy');
    expect(headerConventionOf('MMBench-CN')?.metric).toBe('accuracy');
    expect(headerConventionOf('SEED-Bench')?.metric).toBe('accuracy');
    expect(headerConventionOf('POPE')?.metric).toBe('f1');
    expect(headerConventionOf('MME')?.metric).toBe('mme-score');
    expect(headerConventionOf('LLaVA-Bench-Wild')?.metric).toBe('llm-judge-score');
    expect(headerConventionOf('InfoVQA')?.metric).toBe('anls');
    // a part of a benchmark printed with a suffix of letters (a subset); a variant is another benchmark
    expect(headerConventionOf('LLaVA-Bench-Conv')?.metric).toBe('llm-judge-score');
    expect(headerConventionOf('MMLU-STEM')?.metric).toBe('accuracy');
    expect(headerConventionOf('MMBench-Video')).toBeUndefined();
    expect(headerConventionOf('MME-RealWorld')).toBeUndefined();
    // GitHub math in a header: its text, a superscript as a word ("MME$`^\text{P}`$" is MME's perception score)
    expect(stripMarkup('MME$`^\\text{P}`$')).toBe('MME P');
    expect(headerConventionOf(stripMarkup('SQA$`^\\text{I}`$'))?.metric).toBe('accuracy');
    expect(stripMarkup('costs $5 and $10')).toBe('costs 5 and 10');
    // words of English count only in capitals: an ablation's "Seed" column is the random seed
    expect(headerConventionOf('Seed')).toBeUndefined();
    expect(headerConventionOf('Pope')).toBeUndefined();
  });

  it('drafts every column as a result, each with a review line', () => {
    const { yaml } = extractMarkdown(card);
    const t = (parse(yaml) as { tables: Table[] }).tables[0]!;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['mme-score', 'accuracy', 'accuracy', 'accuracy', 'accuracy', 'f1', 'llm-judge-score', 'anls']);
    expect(t.rows[1]?.values).toEqual([1488.2, 66.0, 65.2, 70.4, 55.9, 86.4, 33.0, 30.5]);
    expect(yaml).toContain("'mme-score' guessed, what this benchmark reports by convention (MME sums subtask scores: perception out of 2000, cognition out of 800)");
    expect(yaml).toContain('(a GPT-4-judged score, 0–100)');
    expect(yaml).not.toContain('aupro');
  });

  it('reads a capitalised word as the word where the registry prints the metric only in capitals', () => {
    expect(metricsInText('on par with Gemini Pro on these benchmarks')).toEqual([]);
    expect(metricsInText('Table 3: AUROC and PRO on MVTec')).toEqual(['auc', 'aupro']);
  });
});
