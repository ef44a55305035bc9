/**
 * Methods printed as column groups over the same metric sub-columns, one row per dataset (issue 25, round 8:
 * seen in a 6D pose-tracking PDF whose objects are the rows; written here as a recommendation README). Read
 * as printed, the datasets became the methods and each method was lost into a subset. The orientation is
 * decided by content on both axes (pivot-method-groups.ts): the groups repeat one metric sequence, their
 * labels carry citations or `(Ours)` or sit under a `Model` corner, and the rows carry no such mark.
 */
import { describe, expect, it } from 'vitest';
import type { DraftResultsTable } from '../../src/extract/types.js';
import { draftOfReadme, resultTablesOf } from '../helpers/extract-readme.js';

const nums = (values: DraftResultsTable['rows'][number]['values']) => values.map((v) => (v && typeof v === 'object' && 'n' in v ? Number(v.n) : v));

const table = (corner: string, groups: readonly string[], rows: readonly string[]): string => `# Sequential recommendation

Next-item prediction on three datasets, leave-one-out split.

<table>
<tr><th>${corner}</th>${groups.map((g) => `<th colspan="2">${g}</th>`).join('')}</tr>
<tr><th>Metric</th>${groups.map(() => '<th>HR@10</th><th>NDCG@10</th>').join('')}</tr>
${rows.join('\n')}
</table>
`;

const rows = [
  '<tr><td>Beauty</td><td>0.512</td><td>0.301</td><td>0.544</td><td>0.322</td><td>0.581</td><td>0.347</td></tr>',
  '<tr><td>Sports</td><td>0.498</td><td>0.287</td><td>0.521</td><td>0.305</td><td>0.552</td><td>0.329</td></tr>',
  '<tr><td>Yelp</td><td>0.601</td><td>0.362</td><td>0.617</td><td>0.371</td><td>0.640</td><td>0.389</td></tr>',
];

describe('extract: methods as column groups over metric sub-columns, datasets as rows', () => {
  it('reads a row per method (the group), the dataset in each column\'s subset, with a review line', () => {
    const d = draftOfReadme(table('', ['SASRec [12]', 'BERT4Rec [30]', 'CoRec (Ours)'], rows));
    const [t] = d.tables.filter((x): x is DraftResultsTable => x.kind === 'results');
    expect(t?.rows.map((r) => r.label)).toEqual(['SASRec [12]', 'BERT4Rec [30]', 'CoRec (Ours)']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['r@10', 'ndcg@10', 'r@10', 'ndcg@10', 'r@10', 'ndcg@10']);
    expect(t?.columns.map((c) => c.subset)).toEqual(['beauty', 'beauty', 'sports', 'sports', 'yelp', 'yelp']);
    expect(nums(t?.rows[1]?.values ?? [])).toEqual([0.544, 0.322, 0.521, 0.305, 0.617, 0.371]);
    expect(t?.review.some((r) => /methods as column groups/.test(r) && /check the orientation/.test(r))).toBe(true);
    // every row's values are found in the document (k per printed line), so none is left out
    expect(d.tables.flatMap((x) => x.review).filter((r) => /left out/.test(r))).toEqual([]);
  });

  it('takes unmarked groups as methods when the corner of their header row names the method axis', () => {
    const [t] = resultTablesOf(table('Model', ['SASRec', 'BERT4Rec', 'CoRec'], rows));
    expect(t?.rows.map((r) => r.label)).toEqual(['SASRec', 'BERT4Rec', 'CoRec']);
  });

  it('keeps groups without a method mark, and rows that carry one, as printed', () => {
    // groups are settings (no citation, no corner): the rows stay the rows
    const [plain] = resultTablesOf(table('', ['Full data', '50% data', '10% data'], rows));
    expect(plain?.rows.map((r) => r.label)).toEqual(['Beauty', 'Sports', 'Yelp']);
    // rows cite their methods: the groups are conditions whatever they carry
    const cited = rows.map((r, i) => r.replace(/<td>\w+<\/td>/, `<td>Model-${i} [${i + 3}]</td>`));
    const [kept] = resultTablesOf(table('', ['Beauty [4]', 'Sports [5]', 'Yelp [6]'], cited));
    expect(kept?.rows.map((r) => r.label)).toEqual(['Model-0 [3]', 'Model-1 [4]', 'Model-2 [5]']);
  });
});

describe('extract: an own group among groups the caption names as compared with', () => {
  // a video-text retrieval table (PDF-like pipe layout in Markdown): R@K with the "@" dropped, own model first
  const doc = (caption: string) => `# Text-to-video retrieval

${caption}

<table>
<tr><th></th><th colspan="2">VidRet (ours)</th><th colspan="2">CLIP4Clip</th><th colspan="2">Frozen</th></tr>
<tr><th>Split</th><th>NDCG1</th><th>NDCG5</th><th>NDCG1</th><th>NDCG5</th><th>NDCG1</th><th>NDCG5</th></tr>
<tr><td>MSR-VTT 1k-A</td><td>48.2</td><td>61.5</td><td>44.5</td><td>58.1</td><td>31.0</td><td>47.7</td></tr>
<tr><td>DiDeMo</td><td>45.9</td><td>60.2</td><td>42.8</td><td>56.4</td><td>34.6</td><td>49.3</td></tr>
</table>
`;

  it('reads a row per method when the caption compares the own group with the others by name', () => {
    const [t] = resultTablesOf(doc('Table 2: We compare our retriever with two baselines (CLIP4Clip and Frozen).'));
    expect(t?.rows.map((r) => r.label)).toEqual(['VidRet (ours)', 'CLIP4Clip', 'Frozen']);
    // "NDCG1": the cut-off glued on, read as ndcg@1 (metric-glued-k.ts)
    expect(t?.columns.map((c) => c.metric)).toEqual(['ndcg@1', 'ndcg@5', 'ndcg@1', 'ndcg@5']);
    expect(nums(t?.rows[2]?.values ?? [])).toEqual([31.0, 47.7, 34.6, 49.3]);
  });

  it('keeps the table as printed when the caption does not name the other groups', () => {
    const [t] = resultTablesOf(doc('Table 2: Retrieval on two test splits.'));
    expect(t?.rows.map((r) => r.label)).toEqual(['MSR-VTT 1k-A', 'DiDeMo']);
  });
});

describe('extract: a header level of settings over the method groups', () => {
  // a medical image classification table: Linear probe / Fine-tune over two cited methods, each over AUC and ACC
  const md = `# Chest X-ray classification

<table>
<tr><th></th><th colspan="4">Linear probe</th><th colspan="4">Fine-tune</th></tr>
<tr><th>Method</th><th colspan="2">MoCo v2 [7]</th><th colspan="2">MedCLR (Ours)</th><th colspan="2">MoCo v2 [7]</th><th colspan="2">MedCLR (Ours)</th></tr>
<tr><th>Metric</th><th>AUC</th><th>ACC</th><th>AUC</th><th>ACC</th><th>AUC</th><th>ACC</th><th>AUC</th><th>ACC</th></tr>
<tr><td>CheXpert</td><td>81.2</td><td>74.0</td><td>84.9</td><td>77.1</td><td>87.5</td><td>80.3</td><td>89.0</td><td>81.8</td></tr>
<tr><td>NIH-14</td><td>76.4</td><td>70.2</td><td>79.8</td><td>72.5</td><td>82.1</td><td>75.6</td><td>83.7</td><td>76.9</td></tr>
</table>
`;

  it('reads a row per method and setting, the setting kept as each row\'s setting', () => {
    const [t] = resultTablesOf(md);
    expect(t?.rows.map((r) => r.label)).toEqual(['MoCo v2 [7]', 'MedCLR (Ours)', 'MoCo v2 [7]', 'MedCLR (Ours)']);
    expect(t?.rows.map((r) => Object.values(r.settings ?? {}).join())).toEqual(['Linear probe', 'Linear probe', 'Fine-tune', 'Fine-tune']);
    expect(nums(t?.rows[3]?.values ?? [])).toEqual([89.0, 81.8, 83.7, 76.9]);
  });
});

