/**
 * The issue-25 statement mechanisms resolved against a table: comparisons against several listed
 * methods (column by metric words, or by the values printed beside the names), "surpassing all other
 * methods" and generic "the overall best results" as `best`, subjects found by a printed value or a
 * family name, a comparison word governing a whole list, and a relative change between two printed
 * counts. The sentences are those of the Janus-Pro technical report (deepseek-ai/Janus,
 * janus_pro_tech_report.pdf, Sections 1 and 3.3), the LongCat-Audio-Codec report
 * (meituan-longcat/LongCat-Audio-Codec, tech_report.pdf, Section 4.3.3) and the BGE-M3 paper
 * (FlagOpen/FlagEmbedding, BGE_M3.pdf, Appendix), on a table shaped like Janus-Pro's Table 4.
 */
import { describe, expect, it } from 'vitest';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import type { DraftResultsTable } from '../../src/extract/types.js';
import { draftMethod, draftRow, methodsById } from '../helpers/draft-table.js';

const methods = methodsById([draftMethod('janus', 'Janus'), draftMethod('dall-e-3', 'DALL-E 3'), draftMethod('sdxl', 'SDXL'), draftMethod('janus-pro-1b', 'Janus-Pro-1B'), draftMethod('janus-pro-7b', 'Janus-Pro-7B')]);
const geneval: DraftResultsTable = {
  kind: 'results',
  id: 'table-4',
  source: { doc: 'paper', table: 4, section: '3.3 Comparison with State-of-the-arts' },
  dataset: 'geneval',
  columns: [
    { metric: 'accuracy', label: 'Two Obj.' },
    { metric: 'accuracy', label: 'Counting' },
    { metric: 'accuracy', label: 'Overall' },
    { metric: 'is', label: 'IS' },
  ],
  rows: [draftRow('janus', 'Janus', ['0.68', '0.30', '0.61', '9.1']), draftRow('dall-e-3', 'DALL-E 3', ['0.87', '0.47', '0.67', '9.3']), draftRow('sdxl', 'SDXL', ['0.74', '0.39', '0.55', '8.8']), draftRow('janus-pro-1b', 'Janus-Pro-1B', ['0.82', '0.51', '0.73', '9.4']), draftRow('janus-pro-7b', 'Janus-Pro-7B', ['0.89', '0.59', '0.80', '9.6'])],
  review: [],
};
const ctx = { doc: 'paper', tables: [geneval], methods };
const s = (text: string, tables: number[] = [], section = '3.3 Comparison with State-of-the-arts'): Sentence => ({ text, section, tables });
const fields = (text: string, tables?: number[], section?: string) => statementsOf([s(text, tables, section)], ctx).filter((i) => i.section === 'statements').map((i) => i.fields);

describe('comparisons against several listed methods', () => {
  it('finds the column by the values printed beside the names when no metric is named', () => {
    const f = fields('Additionally, in the text-to-image instruction-following leaderboard GenEval [14], Janus-Pro-7B scores 0.80, outperforming Janus [46] (0.61), DALL-E 3 (0.67), and SDXL (0.55).', [], '1 Introduction');
    const cmp = f.filter((x) => x.kind === 'comparison');
    expect(cmp.map((x) => x.other)).toEqual(['janus', 'dall-e-3', 'sdxl']);
    expect(cmp.every((x) => x.method === 'janus-pro-7b' && JSON.stringify(x.columns) === '[2]')).toBe(true);
  });
  it('"a higher IS than Janus and SDXL": one comparison per method on the named column', () => {
    const cmp = fields('Janus-Pro-7B also reaches a higher IS than Janus and SDXL.').filter((x) => x.kind === 'comparison');
    expect(cmp.map((x) => [x.method, x.other, x.relation, JSON.stringify(x.columns)])).toEqual([
      ['janus-pro-7b', 'janus', 'higher', '[3]'],
      ['janus-pro-7b', 'sdxl', 'higher', '[3]'],
    ]);
  });
  it('near miss: a comparative whose metric is no column of the table stays to review, never a comparison', () => {
    const f = fields('Janus-Pro-7B reaches a higher CLIP score than Janus and SDXL.');
    expect(f.filter((x) => x.kind === 'comparison')).toEqual([]);
    expect(f.some((x) => x.kind === 'qualitative')).toBe(true);
  });
});

describe('best claims', () => {
  it('"surpassing all other methods": best, the subject found by the value it prints', () => {
    const f = fields('As shown in Table 4, Janus-Pro achieves a score of 0.80 on GenEval, surpassing all other methods.', [4]);
    expect(f.filter((x) => x.kind === 'best')).toEqual([expect.objectContaining({ method: 'janus-pro-7b', tables: ['table-4'], quantifier: 'all' })]);
  });
  it('"the overall best results" with no dataset or metric: best over the section\'s tables, the family name read as its last row', () => {
    const f = fields('Janus-Pro achieves the overall best results.');
    expect(f.filter((x) => x.kind === 'best')).toEqual([expect.objectContaining({ method: 'janus-pro-7b', tables: ['table-4'] })]);
  });
  it('near miss: a generic claim with no printed subject is no best claim of the own row (BLIP2IDC paper, Related Work)', () => {
    // the paper's own row is marked (as BLIP2IDC is in its paper): it must not be read as the subject of a sentence about CLIP
    const own = { ...geneval, rows: geneval.rows.map((r) => (r.method === 'janus-pro-7b' ? { ...r, own: true } : r)) };
    const text = 'Recently, the use of a multimodal model such as CLIP [32] enables for a better representation, thus achieving state-of-the-art performances.';
    const got = statementsOf([s(text)], { ...ctx, tables: [own] }).map((i) => i.fields);
    expect(got.filter((x) => x.kind === 'best')).toEqual([]);
    // while "our model" names it
    expect(statementsOf([s('Our model achieves the overall best results.')], { ...ctx, tables: [own] }).map((i) => i.fields).filter((x) => x.kind === 'best')).toEqual([expect.objectContaining({ method: 'janus-pro-7b' })]);
  });
  it('near miss: a family name the table does not hold leaves the claim qualitative', () => {
    const f = fields('Emu3 achieves the overall best results.');
    expect(f.filter((x) => x.kind === 'best')).toEqual([]);
  });
  it('a comparison word governs the whole list after it: neither listed method is the subject', () => {
    const f = fields('Compared to counterparts (Janus at 0.61 and SDXL at 0.55), it demonstrates comprehensive superiority across all evaluated metrics: It achieves the highest Overall (0.80) and Counting (0.59).', [4]);
    const best = f.filter((x) => x.kind === 'best');
    expect(best).toHaveLength(1);
    expect(best[0]).toMatchObject({ method: 'janus-pro-7b', extreme: 'highest' });
  });
});

describe('a relative change between two counts the sentence prints', () => {
  it('BGE-M3: "1056 unique terms … 1451 unique terms, which is over 37% more" is a change from 1056 to 1451', () => {
    const f = fields('For example, on the MLDR dataset, the tokenizer of xlmroberta produces 1056 unique terms per article, while Lucene’s analyzer generates 1451 unique terms, which is over 37% more and will increase retrieval latency.', [], 'Appendix');
    expect(f.filter((x) => x.kind === 'change')).toEqual([expect.objectContaining({ mode: 'relative', direction: 'higher', stated: { n: '37' }, from: { n: '1056' }, to: { n: '1451' } })]);
  });
  it('near miss: counts of different things give no change', () => {
    const f = fields('The corpus has 1056 articles and 1451 queries, which is over 37% more than last year.', [], 'Appendix');
    expect(f.filter((x) => x.kind === 'change')).toEqual([]);
  });
});
