/**
 * Grammar-level mechanisms added for issue 25's statements: "outperforms all (the other …) methods"
 * as a best claim, a comparative against several listed methods ("a higher IS than DDIM and DDPM"),
 * values printed in parentheses inside a best claim's scope, and a dataset's version number after a
 * proper name. Sentences are quoted from real documents (source after each), with near misses.
 */
import { describe, expect, it } from 'vitest';
import { beatsIn, bestIn, maskValues } from '../../src/extract/statements-claims.js';
import { phrasesIn } from '../../src/extract/statements-grammar.js';
import { numbersIn } from '../../src/extract/statements-numbers.js';
import { statementsOf } from '../../src/extract/statements.js';

describe('"outperforms all (the other …) methods" is a claim against every competitor', () => {
  it('reads it with adjectives between "all" and the noun, and with no metric scope', () => {
    // Janus-Pro technical report (deepseek-ai/Janus, janus_pro_tech_report.pdf), Sections 3.3
    for (const s of [
      'As shown in Table 4, our Janus-Pro-7B obtains 80% overall accuracy on GenEval, which outperforms all the other unified or generation-only methods, e.g., Transfusion (63%) SD3-Medium (74%) and DALL-E 3 (67%).',
      'As shown in Table 5, Janus-Pro achieves a score of 84.19 on DPG-Bench, surpassing all other methods.',
      // BGE-M3 paper (FlagOpen/FlagEmbedding, BGE_M3.pdf), Appendix
      'As shown in Table 12 and 13, M3-Embedding outperforms all baselines on average.',
    ]) expect(beatsIn(s).some((b) => b.againstAll), s).toBe(true);
  });
  it('near misses: a named other, or "all" quantifying metrics, are no claim against all methods', () => {
    expect(beatsIn('Janus-Pro-7B outperforms TokenFlow-XL (13B) on all benchmarks except GQA.').some((b) => b.againstAll)).toBe(false);
    expect(beatsIn('It outperforms all of them on two of the five tasks only when trained longer.').some((b) => b.againstAll)).toBe(false);
  });
});

describe('a comparative against several listed methods', () => {
  it('"a higher IS than DDIM and DDPM" is a comparison with its metric words and relation', () => {
    const b = beatsIn('FastFlow also reaches a higher IS than DDIM and DDPM.');
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({ relation: 'higher', metricWords: 'IS', rest: 'DDIM and DDPM' });
  });
  it('keeps the list whole when values in parentheses carry decimal points (Janus-Pro report, Section 1)', () => {
    const s = 'Additionally, in the text-to-image instruction-following leaderboard GenEval [14], Janus-Pro-7B scores 0.80, outperforming Janus [46] (0.61), DALL-E 3 (0.67), and Stable Diffusion 3 Medium [11] (0.74).';
    expect(beatsIn(s)[0]!.rest).toContain('Stable Diffusion 3 Medium');
  });
  it('near misses: a change in numbers, or a significance claim, is not read as a comparison', () => {
    expect(beatsIn('It has a 2.1 points higher BLEU than the baseline.').filter((b) => b.relation)).toEqual([]);
    expect(beatsIn('In Table 3, TinyConformer has a significantly higher precision than KWS-CNN (p < 0.05).').filter((b) => b.relation)).toEqual([]);
    expect(beatsIn('The loss is higher than expected.').filter((b) => b.relation)).toEqual([]);
  });
});

describe('best claims with values printed in parentheses', () => {
  it('the scope runs past "WER(1.48)" to the metrics it lists (LongCat-Audio-Codec report, Section 4.3.3)', () => {
    const b = bestIn('It achieves the lowest WER(1.48) and GPE(1.65), indicating superior speech intelligibility and speaker-related feature preservation.');
    expect(b).toHaveLength(1);
    expect(b[0]!.extreme).toBe('lowest');
    expect(b[0]!.scope.replace(/\s+/g, ' ').trim()).toBe('WER and GPE');
  });
  it('maskValues blanks only parenthesised groups with a number, keeping positions', () => {
    const s = 'the highest PESQ (2.01) and STOI (0.900) (see below)';
    expect(maskValues(s)).toHaveLength(s.length);
    expect(maskValues(s)).toContain('(see below)');
    expect(maskValues(s)).not.toContain('2.01');
  });
  it('a new state of the art with its figure stays a best claim (NVlabs/edm README)', () => {
    const b = bestIn('Together, our improvements yield new state-of-the-art FID of 1.79 for CIFAR-10 in a class-conditional setting and 1.97 in an unconditional setting.');
    expect(b.length).toBeGreaterThan(0);
  });
});

describe('a version number after a proper name is no quantity', () => {
  it('"Common Voice 15" (openai/whisper README) is a dataset name', () => {
    expect(numbersIn('The .en models for English-only applications tend to perform better, evaluated on the Common Voice 15 and Fleurs datasets.').map((n) => n.text)).toEqual([]);
  });
  it('near misses: a count after a name, and a number of a unit, stay numbers', () => {
    expect(numbersIn('We evaluated on 12 standard benchmarks.').map((n) => n.text)).toEqual(['12']);
    expect(numbersIn('Results on Penn Treebank 10 times faster.').map((n) => n.text)).toEqual(['10']);
  });
});

describe('ratios printed as "by N times"', () => {
  it('is a ratio with the direction of the verb before "by", not a change of N (BGE-M3 paper, Section 3.4 and Appendix)', () => {
    for (const s of [
      'For example, when processing text with a length of 8192, the batch size can be increased by more than 20 times.',
      'in the case of a length of 8192, enabling split-batch results in a growth of batch size by over 20 times.',
    ]) expect(phrasesIn(s).map((p) => [p.kind, p.kind === 'ratio' ? p.factor : undefined, p.direction]), s).toEqual([['ratio', 20, 'higher']]);
    expect(phrasesIn('It reduces memory by a factor of 4 compared with X.').map((p) => [p.kind, p.direction])).toEqual([['ratio', 'lower']]);
  });
  it('near misses: "by 3 times the margin" multiplies something else; "by 2.1 points" stays a change', () => {
    expect(phrasesIn('Accuracy improved by 3 times the margin of error.')).toEqual([]);
    expect(phrasesIn('It improves BLEU by 2.1 points.').map((p) => p.kind)).toEqual(['change']);
  });
});

describe('printed parameter counts and corpus sizes are quantities; sizes inside names are not', () => {
  const ctx = { doc: 'p', tables: [], methods: new Map() };
  const q = (text: string) => statementsOf([{ text, tables: [] }], ctx).filter((i) => i.fields.kind === 'quantity').map((i) => [i.fields.what, (i.fields.value as { n: string }).n]);
  it('a 1.1B model (EVA-CLIP README), 2B total parameters and 2T / 100B tokens (DeepSeekMoE paper)', () => {
    expect(q('We choose to train a 1.1B CLIP model, not because it is easy, but because it is hard.')).toEqual([['parameters (model size)', '1100000000']]);
    expect(q('Under this configuration, each MoE model has approximately 2B total parameters, with the number of activated parameters around 0.3B.')).toContainEqual(['parameters (model size)', '2000000000']);
    expect(q('For the purpose of validation experiments, we sample a subset containing 100B tokens from the corpus to train our models.')).toEqual([['tokens', '100000000000']]);
  });
  it('near misses: sizes inside model names (Qwen-Audio README, DeepSeekMoE paper)', () => {
    expect(q('The pre-trained multi-task audio understanding model uses Qwen-7B as the initialization of the LLM')).toEqual([]);
    expect(q('DeepSeekMoE 16B achieves comparable performance with LLaMA2 7B on the benchmarks.')).toEqual([]);
  });
});
