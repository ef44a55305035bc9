/**
 * Metric headers printed as a script's identifiers (src/extract/code-style-metric.ts; tenth held-out set, in-sample:
 * MMSA's `Has0_acc_2`, `Mult_acc_7`, `Mult_acc_5` were unknown or top-5 accuracy). The documents here are of other
 * fields: ordinal review-rating prediction and node classification.
 */
import { describe, expect, it } from 'vitest';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { classCountAccuracy, codeWords } from '../../src/extract/code-style-metric.js';
import { resultTablesOf } from '../helpers/extract-readme.js';

const reviewRatings = `# Review rating prediction

- Yelp

| Model | Fine_acc_5 | Bin_acc_2 | Fine_F1_score | MAE |
| --- | --- | --- | --- | --- |
| bilstm | 61.2 | 92.4 | 60.8 | 0.52 |
| roberta_base | 67.9 | 95.1 | 67.5 | 0.41 |
`;

const nodeClassification = `# Node classification runs

| Model | valAcc | testAcc | testF1Score |
| --- | --- | --- | --- |
| gcn | 81.4 | 80.9 | 79.8 |
| gat | 83.0 | 82.1 | 81.2 |
`;

describe('code-style metric headers', () => {
  it('reads an accuracy with an underscore-numbered class count as accuracy, never top-k', () => {
    expect(metricFor('Fine_acc_5')).toBe('accuracy');
    expect(metricFor('acc_5')).toBe('accuracy');
    expect(metricFor('Acc-7')).toBe('accuracy');
    expect(classCountAccuracy('Fine_acc_5')).toEqual({ metric: 'accuracy', classes: 5, qualifier: 'Fine acc5' });
    // top-k as scripts and papers print it keeps its reading
    expect(metricFor('acc5')).toBe('top5-acc');
    expect(metricFor('Acc@5')).toBe('top5-acc');
    expect(metricFor('top5_acc')).toBe('top5-acc');
    // the registry's hyphenated top-k alias stands; one class is no classification
    expect(metricFor('Acc-5')).toBe('top5-acc');
    expect(classCountAccuracy('acc_1')).toBeUndefined();
    // another metric before the count is no qualifier
    expect(classCountAccuracy('F1_acc_2')).toBeUndefined();
  });

  it('splits camelCase identifiers into words, and leaves model names alone', () => {
    expect(codeWords('testF1Score')).toEqual(['test', 'F1Score']);
    expect(codeWords('ResNet50')).toBeUndefined();
    expect(codeWords('mAP')).toBeUndefined();
    expect(metricFor('valAcc')).toBe('accuracy');
    expect(metricFor('testF1Score')).toBe('f1');
  });

  it('drafts a review-rating table of code-style headers with one subset per class count', () => {
    const [t] = resultTablesOf(reviewRatings);
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'f1', 'mae']);
    const subsets = t?.columns.map((c) => c.subset ?? '') ?? [];
    expect(subsets[0]).toContain('acc5');
    expect(subsets[1]).toContain('acc2');
    expect(new Set(subsets).size).toBe(4);
  });

  it('drafts a node-classification table of camelCase headers', () => {
    const [t] = resultTablesOf(nodeClassification);
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'f1']);
    expect(t?.rows).toHaveLength(2);
  });
});

const productRatings = `# Product review sentiment

| Model | Acc-2 | Acc-5 | Acc-7 | MAE |
| --- | --- | --- | --- | --- |
| TextCNN | 84.1 | 49.3 | 43.0 | 0.81 |
| BERT | 88.7 | 55.2 | 48.6 | 0.69 |
`;

const imagenetLike = `# Image classifiers

| Model | Acc-1 | Acc-5 | Params |
| --- | --- | --- | --- |
| small | 76.1 | 92.9 | 25.6 |
| large | 80.2 | 95.1 | 60.2 |
`;

describe('Acc-5: five classes beside other class counts, top-5 beside top-1', () => {
  it('reads Acc-5 beside Acc-2 / Acc-7 as accuracy, and beside Acc-1 as top-5', () => {
    const [t] = resultTablesOf(productRatings);
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'accuracy', 'mae']);
    const [c] = resultTablesOf(imagenetLike);
    expect(c?.columns.map((x) => x.metric)).toEqual(['top1-acc', 'top5-acc', 'params']);
  });
});
