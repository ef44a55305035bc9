/**
 * Noise families swept in round 6 (src/extract/statements-noise.ts, statements-numbers.ts,
 * hardware-gpu.ts): source code left in the text, compact dates of news lines and venue years, and
 * GPU counts printed as a requirement (">=4 GPUs"). Examples from recommendation and graph-learning
 * READMEs and papers; each gave quantities or GPU claims before.
 */
import { describe, expect, it } from 'vitest';
import { gpusIn } from '../../src/extract/hardware-gpu.js';
import { sentencesOf } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import { isSourceCode } from '../../src/extract/statements-noise.js';
import { numbersIn } from '../../src/extract/statements-numbers.js';

const items = (text: string) => statementsOf(sentencesOf(text), { doc: 'paper', tables: [], methods: new Map() });

describe('source code is no claim', () => {
  it.each([
    'def sample_negatives(user_ids, n_items: int, num_neg=100): return np.random.randint(0, n_items, (len(user_ids), num_neg))',
    'scores *= (1000. / temperature)',
    'h = torch.cat(h, dim=1) out = self.proj(torch.relu(h))',
    'lambda x: x * 2.5 + 0.1',
  ])('%s', (s) => {
    expect(isSourceCode(s)).toBe(true);
    expect(items(s)).toEqual([]);
  });

  it.each([
    'We return the top 20 items per user, which improves recall by 3.1%.',
    'The recommender reaches 0.412 NDCG@10 on MovieLens-1M.',
    'Our GNN uses torch.sparse.mm for message passing and trains for 90 epochs.',
  ])('prose stays: %s', (s) => {
    expect(isSourceCode(s)).toBe(false);
    expect(items(s).length).toBeGreaterThan(0);
  });
});

describe('dates of news lines and venue years are no values', () => {
  it.each([
    ['[24-06-12] 🎉 GraphRec is accepted at KDD’24.', []],
    ['[2023/3/13] We release the code of the recommender.', []],
    ['2024.05: the model zoo is online.', []],
    ['The CTR model gains 2.4 AUC points (ICLR 2024).', ['2.4']],
  ])('%s', (s, want) => {
    expect(numbersIn(s).map((n) => n.text)).toEqual(want);
  });
});

describe('GPU counts printed as a requirement', () => {
  it.each([
    ['Hardware: >=4 GPUs for training the graph model, >=1 GPU for testing', []],
    ['Training the recommender requires at least 2 GPUs.', []],
    ['We train the recommender with 4 GPUs.', [4]],
  ])('%s', (s, want) => {
    expect(gpusIn(s).map((g) => g.count)).toEqual(want);
    expect(items(s).filter((i) => i.fields.kind === 'quantity')).toEqual([]);
  });
});
