/**
 * Counts printed with a scale letter (src/extract/statements.ts): K and M before any plural noun of
 * what a paper counts (up to two adjectives between), B and T only before tokens, words and other
 * corpus units (a "7B model" is a size), and "128k context length" as tokens.
 */
import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';

const counts = (text: string) =>
  statementsOf(sentencesOf(text), { doc: 'paper', tables: [], methods: new Map() })
    .filter((i) => i.fields.kind === 'quantity' && i.review.some((r) => /^printed "/.test(r)))
    .map((i) => `${(i.fields.value as { n: string }).n} ${String(i.fields.what)}`);

describe('counts with a scale letter', () => {
  it.each([
    ['MMMU encompasses a curated collection of 11.5K multimodal questions sourced from college exams.', ['11500 questions']],
    ['We curate our instruction-tuning datasets to include 236K instances.', ['236000 instances']],
    ['Our final run scales to 128k context length.', ['128000 tokens']],
    ['We used the intermediate 1.2T token checkpoint of the total 5.7T pretraining tokens.', ['1200000000000 tokens', '5700000000000 tokens']],
    ['The cohort includes 12K patients.', ['12000 patients']],
    ['The atlas holds 2.5M predicted structures.', ['2500000 structures']],
    ['We collect 40K human demonstrations.', ['40000 demonstrations']],
    ['The benchmark has 1.3K problems.', ['1300 problems']],
    ['It was trained on 2T tokens.', ['2000000000000 tokens']],
    ['Here we are pre-training on a subset of 2m molecules from ZINC15.', ['2000000 molecules']],
    ['It supports large datasets such as Yago3-10 (123k entities) and Wikidata5M (4.8M entities).', ['123000 entities', '4800000 entities']],
    ['The click log holds 1.2M interactions and 40k items.', ['1200000 interactions', '40000 items']],
    ['The robot stands 2m tall.', []],
    ['We release a 7B model.', []],
    ['Qwen-7B and LLaMA2 7B checkpoints are compared.', []],
    ['The 13B variant needs 2 GPUs.', []],
    ['It costs about 5K dollars.', []],
    ['We sample 3B images.', []],
  ])('%s', (s, want) => {
    expect(counts(s)).toEqual(want);
  });
});
