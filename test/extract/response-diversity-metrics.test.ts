/**
 * Length and diversity numbers printed beside a generation metric (registry entries of round 9, issue 25): average
 * response length, conditional bigram entropy, unique words and unique trigrams. Seen on a task-oriented dialogue
 * leaderboard (the sixth held-out set, in-sample now); tested on an open-domain chit-chat README, and on a corpus
 * statistics table whose "Avg. length" stays no metric (besideOnly: read only beside BLEU, Inform, Distinct-n …).
 */
import { describe, expect, it } from 'vitest';
import { resultTablesOf } from '../helpers/extract-readme.js';

const chitChat = `# Persona chat generation

| Model | BLEU | Distinct-2 | Avg. length | CBE | #uniq. words | #uniq. 3-grams |
| --- | --- | --- | --- | --- | --- | --- |
| Seq2Seq | 1.9 | 9.1 | 9.82 | 1.21 | 802 | 4410 |
| GPT-2 | 2.4 | 15.7 | 11.40 | 1.67 | 1533 | 9120 |
`;

const statistics = `# Corpora

| Corpus | Dialogues | Turns | Avg. length |
| --- | --- | --- | --- |
| PersonaChat | 10907 | 162064 | 11.9 |
| DailyDialog | 13118 | 102979 | 13.6 |
`;

describe('length and diversity columns of a generation table', () => {
  it('reads them as their metrics beside BLEU and Distinct-2', () => {
    const [t] = resultTablesOf(chitChat);
    expect(t?.columns.map((c) => (typeof c === 'string' ? c : c.metric))).toEqual(['bleu', 'distinct-2', 'avg-length', 'cbe', 'unique-words', 'unique-trigrams']);
  });

  it('leaves "Avg. length" of a statistics table unread as a metric', () => {
    const cols = resultTablesOf(statistics).flatMap((t) => t.columns);
    expect(cols.some((c) => typeof c !== 'string' && c.metric === 'avg-length')).toBe(false);
  });
});
