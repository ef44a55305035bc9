/**
 * One method's results per dataset under a heading that names the method ("## SASRec (Self-Attentive Sequential
 * Recommendation)", "| Dataset | NDCG@10 | … |"): one row for SASRec, each dataset a column subset, with a review
 * line; a generic heading ("## Results") leaves the table as printed (docs/extract-readers.md). Tested on a
 * recommender-systems README written here (not the corpus's knowledge-tracing README).
 */
import { describe, expect, it } from 'vitest';
import { headingMethod } from '../../src/extract/heading-method-rows.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns?: { metric?: string; subset?: string }[]; rows: { method?: string; label?: string; values?: unknown[] }[] }[];
}

const table = [
  '| Dataset | Accuracy (%) | AUC (%) | Hyper Parameters |',
  '| --- | --- | --- | --- |',
  '| MovieLens-1M | 71.20 ± 0.11 | 80.52 ± 0.09 | dim=64, layers=2 |',
  '| Amazon Beauty | 65.43 ± 0.20 | 74.10 ± 0.15 | dim=64, layers=2 |',
];

describe('the method named only by the section heading, the rows being datasets', () => {
  it('reads one row for the heading\'s method, each dataset a subset', () => {
    const { yaml, draft } = extractMarkdown<Draft>(['# RecZoo', '', '## SASRec (Self-Attentive Sequential Recommendation)', '', ...table]);
    const [t] = draft.tables;
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((r) => r.label)).toEqual(['SASRec']);
    expect(t?.columns?.map((c) => `${c.metric}/${c.subset}`)).toEqual(['accuracy/movielens-1m', 'auc/movielens-1m', 'accuracy/amazon-beauty', 'auc/amazon-beauty']);
    expect(yaml).toMatch(/rows are datasets \("MovieLens-1M" …\) and no column names a method: read as one row for the method the section heading names \("SASRec"\)/);
  });

  it('leaves the table as printed under a generic heading', () => {
    const { draft } = extractMarkdown<Draft>(['# RecZoo', '', '## Results', '', ...table]);
    expect(draft.tables[0]?.rows.length).toBe(2);
  });

  it('takes a name, not a sentence or a part of the document', () => {
    expect(headingMethod('DKT (Deep Knowledge Tracing)')).toBe('DKT');
    expect(headingMethod('RAFT | [model config](./raft.yaml)')).toBe('RAFT');
    expect(headingMethod('Main results')).toBeUndefined();
    expect(headingMethod('how we trained the models on our data')).toBeUndefined();
  });
});
