/**
 * Cells that pack the values of several metrics ("0.32 / 4.10", "61.2/78.4/85.0"), named where the header, lead-in
 * or caption names them (src/extract/packed-header.ts): a slash list of metrics in the lead-in over dataset columns
 * ("The metrics are `PSNR / SSIM`." in a super-resolution model zoo), a qualifier printed before the first metric
 * only ("T2V R@1/R@5/R@10" in a retrieval README), a header in shorthand ("R@1/5/10"), `TBD` cells beside the
 * pairs (a crowd-counting README); and, where nothing names them, a review line, not a guess. Checked on depth
 * estimation and recommendation documents written here.
 */
import { describe, expect, it } from 'vitest';
import { headerParts, isPlaceholderCell, slashedMetricList } from '../../src/extract/packed-header.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Column = { metric?: string; id?: string; label?: string; subset?: string };
type Table = { kind: string; review?: string[]; columns: Column[]; rows: { label?: string; values: unknown[] }[] };
const cols = (t: Table): string[] => t.columns.map((c) => (c.metric ? `${c.metric}/${c.subset ?? ''}` : `attr:${c.id ?? ''}`));

describe('pair cells: one cell, several metrics', () => {
  it('reads a header in shorthand and a qualifier printed once', () => {
    expect(headerParts('R@1/5/10')).toEqual(['R@1', 'R@5', 'R@10']);
    expect(headerParts('Top-1/5')).toEqual(['Top-1', 'Top-5']);
    expect(headerParts('ML-1M HR@5/10')).toEqual(['ML-1M HR@5', 'ML-1M HR@10']);
    expect(headerParts('Yelp Recall@20/NDCG@20')).toEqual(['Yelp Recall@20', 'Yelp NDCG@20']);
    // parts that are no metrics keep their words (a split pair, "val/test"), and "mAP/mAPH" is two names
    expect(headerParts('val/test')).toEqual(['val', 'test']);
    expect(headerParts('mAP/mAPH')).toEqual(['mAP', 'mAPH']);
  });

  it('finds a slash list of k different metrics in a sentence, and nothing else', () => {
    expect(slashedMetricList('The metrics are `AbsRel / RMSE`.', 2)).toEqual(['AbsRel', 'RMSE']);
    expect(slashedMetricList('Results (MOTA/IDF1/HOTA) on the test split', 3)).toEqual(['MOTA', 'IDF1', 'HOTA']);
    expect(slashedMetricList('The metrics are AbsRel / RMSE.', 3)).toBeUndefined();
    expect(slashedMetricList('We use the train/val split.', 2)).toBeUndefined();
    // two lists naming different metrics: which one the cells print is not said
    expect(slashedMetricList('AbsRel/RMSE on NYUv2, δ1/δ2 on KITTI', 2)).toBeUndefined();
    expect(slashedMetricList('The metrics are PSNR /SSIM.', 2)).toEqual(['PSNR', 'SSIM']);
    expect(isPlaceholderCell('TBD')).toBe(true);
    expect(isPlaceholderCell('12.3/4.5')).toBe(false);
  });

  it('splits pairs under dataset columns by the lead-in, and shares a printed qualifier', () => {
    const { draft } = extractMarkdown<{ tables: Table[] }>([
      '# DepthZoo: monocular depth baselines',
      '',
      '## Results',
      '',
      'The metrics are `AbsRel / RMSE`.',
      '',
      '| Model | NYUv2 | KITTI |',
      '| :-: | :-: | :-: |',
      '| DPT-Hybrid | 0.110 / 0.357 | 0.062 / 2.573 |',
      '| AdaBins | 0.103 / 0.364 | TBD |',
      '',
      '## Recommendation',
      '',
      '| Model | ML-1M HR@5/10 | Yelp Recall@20/NDCG@20 |',
      '| --- | --- | --- |',
      '| LightGCN | 0.512 / 0.678 | 0.0649/0.0530 |',
      '| SGL | 0.530/0.690 | 0.0675/0.0555 |',
      '',
    ]);
    const [depth, rec] = draft.tables as [Table, Table];
    expect(depth.kind).toBe('results');
    expect(cols(depth)).toEqual(['abs-rel/nyuv2', 'rmse/nyuv2', 'abs-rel/kitti', 'rmse/kitti']);
    expect(depth.rows.map((r) => r.values)).toEqual([[0.11, 0.357, 0.062, 2.573], [0.103, 0.364, null, null]]);
    expect(rec.kind).toBe('results');
    expect(cols(rec)).toEqual(['r@5/ml-1m', 'r@10/ml-1m', 'r@20/yelp', 'ndcg@20/yelp']);
    expect(rec.rows[1]?.values).toEqual([0.53, 0.69, 0.0675, 0.0555]);
  });

  it('says so when nothing names the packed values, and guesses no metric', () => {
    const { yaml, draft } = extractMarkdown<{ tables: Table[] }>([
      '# TSBench: forecasting baselines',
      '',
      '## Performance',
      '',
      '| Method | ETTh1 | Traffic |',
      '| --- | --- | --- |',
      '| DLinear | 0.423/0.437 | 0.434/0.295 |',
      '| PatchTST | 0.413/0.431 | TBD |',
      '',
    ]);
    const t = draft.tables[0] as Table;
    expect(t.columns.every((c) => !c.metric)).toBe(true);
    expect(yaml).toContain('cells packing several numbers with no metric printed for them (not in the header, caption, lead-in or heading): "ETTh1" ("0.423/0.437"), "Traffic" ("0.434/0.295") — kept as printed text, no metric guessed');
  });

  it('says where a row names its own pair of metrics, and does not claim none is printed', () => {
    const { yaml } = extractMarkdown([
      '# QA baselines',
      '',
      '## Main results',
      '',
      '| Dataset | Metric | BERT | Ours |',
      '| --- | --- | --- | --- |',
      '| SQuAD v1.1 | EM/F1 | 80.8/88.5 | 84.1/90.9 |',
      '| NewsQA | EM/F1 | 46.5/63.3 | 49.0/65.2 |',
      '| BoolQ | Acc/F1 | 71.2/70.4 | 74.0/73.1 |',
      '',
    ]);
    expect(yaml).toContain('cells packing several numbers whose metrics each row names in column "Metric" ("EM/F1"): "BERT" ("80.8/88.5"), "Ours" ("84.1/90.9") — kept as printed text, not split');
    expect(yaml).not.toContain('with no metric printed for them');
  });

  it('splits them when the column names the same pair on every row (round 26: a metric column naming one metric)', () => {
    const { draft } = extractMarkdown<{ tables: { columns: { metric: string }[]; rows: { label?: string; values: (number | null)[] }[] }[] }>([
      '# QA baselines', '', '## Main results', '', '| Dataset | Metric | BERT | Ours |', '| --- | --- | --- | --- |',
      '| SQuAD v1.1 | EM/F1 | 80.8/88.5 | 84.1/90.9 |', '| NewsQA | EM/F1 | 46.5/63.3 | 49.0/65.2 |', '',
    ]);
    const t = draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['em', 'f1', 'em', 'f1']);
    expect(t?.rows.map((r) => [r.label, ...r.values])).toEqual([['BERT', 80.8, 88.5, 46.5, 63.3], ['Ours', 84.1, 90.9, 49.0, 65.2]]);
  });
});
