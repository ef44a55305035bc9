/**
 * Three header forms of the twenty-seventh held-out set (round 20), each tried on small documents of other fields:
 * - a metric printed with its cut-off as a placeholder (`nDCG@k`, `Recall@K`) where the lead-in gives the letter's
 *   value ("For ranking metrics we use `k=10`"): before, the columns took the lead-in's "top 10" as top-10 accuracy
 *   and their headers became subsets; now `ndcg@10`, `r@10`. Two values for the letter in the text resolve nothing.
 * - `R<sup>2</sup>` (the coefficient of determination), read as the word "R 2" and so as ROUGE-2; and a letter with a
 *   mark on it ("s̄", a mean) read as the captioning papers' single letter S (SPICE).
 * - a header naming two metrics, the second in brackets ("Test RMSE (R^2)", "Acc (F1)"), over cells printing both
 *   ("1.86 +- 0.05 (0.54 +- 0.01)"): before, an attribute table of text; now one column per metric, spreads kept.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Column {
  readonly metric?: string;
  readonly id?: string;
  readonly label?: string;
  readonly subset?: string;
}
interface Draft {
  readonly tables: readonly { kind: string; columns: readonly Column[]; rows: readonly { values: readonly unknown[]; spreads?: readonly unknown[] }[] }[];
}

const results = (d: Draft) => d.tables.filter((t) => t.kind === 'results');

describe('a cut-off printed as a placeholder', () => {
  it('is read at the value the lead-in gives the letter', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# Session-based recommendation',
      '',
      'We evaluate next-item prediction on Diginetica. For the ranking metrics we use K = 20 (the top 20 items).',
      '',
      '| Model | HR@K | MRR@K | NDCG@K |',
      '| --- | --- | --- | --- |',
      '| GRU4Rec | 0.412 | 0.153 | 0.211 |',
      '| SR-GNN | 0.507 | 0.171 | 0.248 |',
    ]);
    expect(results(draft)[0]?.columns.map((c) => c.metric)).toEqual(['r@20', 'mrr@20', 'ndcg@20']);
    expect(yaml).toMatch(/read as NDCG@20, the value the caption, lead-in line or section heading gives K/);
  });

  it('stays unresolved when the text gives the letter two values', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Image retrieval',
      '',
      'We report Recall@k for k=1 on the first split and k=5 on the second.',
      '',
      '| Method | Recall@k | mAP |',
      '| --- | --- | --- |',
      '| NetVLAD | 81.2 | 60.1 |',
      '| GeM | 84.0 | 63.5 |',
    ]);
    const metrics = draft.tables.flatMap((t) => t.columns.map((c) => c.metric));
    expect(metrics).not.toContain('r@1');
    expect(metrics).not.toContain('r@5');
  });
});

describe('a raised square and a marked letter', () => {
  it('reads R<sup>2</sup> as R², the coefficient of determination, in a pipe table and in an HTML table', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Housing price regression',
      '',
      '| Model | MAE | R<sup>2</sup> |',
      '| --- | --- | --- |',
      '| Ridge | 31.2 | 0.712 |',
      '| XGBoost | 24.9 | 0.853 |',
      '',
      '<table><tr><th>Model</th><th>RMSE</th><th>R<sup>2</sup></th></tr>',
      '<tr><td>Ridge</td><td>44.0</td><td>0.701</td></tr>',
      '<tr><td>XGBoost</td><td>35.1</td><td>0.842</td></tr></table>',
    ]);
    const [md, html] = results(draft);
    expect(md?.columns.map((c) => c.metric)).toEqual(['mae', 'r-squared']);
    expect(html?.columns.map((c) => c.metric)).toEqual(['rmse', 'r-squared']);
    expect(JSON.stringify(draft)).not.toContain('rouge');
  });

  it('keeps a footnote number raised after a word as it was', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Speech enhancement',
      '',
      '| Model | PESQ | STOI |',
      '| --- | --- | --- |',
      '| DCCRN<sup>2</sup> | 2.68 | 0.937 |',
      '| Demucs | 2.93 | 0.950 |',
    ]);
    expect(JSON.stringify(draft)).not.toContain('DCCRN²');
  });

  it('never reads "s̄" (a mean) as SPICE', () => {
    const { yaml } = extractMarkdown([
      '# Judge scores by condition',
      '',
      '| Condition | s̄ | BLEU |',
      '| --- | --- | --- |',
      '| Baseline | 9.0 | 21.4 |',
      '| Tuned | 15.7 | 24.0 |',
    ]);
    expect(yaml).not.toMatch(/SPICE/);
  });
});

describe('a header naming two metrics, the second in brackets', () => {
  it('splits "a ± s (b ± t)" cells into one column per metric, with their spreads', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Formation energy prediction',
      '',
      '### Perovskites',
      '',
      '| Rank | Model | Test MAE (R^2) | Validation MAE (R^2) |',
      '| --- | --- | --- | --- |',
      '| 1 | CGCNN | 0.045 +- 0.002 (0.981 +- 0.004) | 0.043 +- 0.003 (0.983 +- 0.002) |',
      '| 2 | MEGNet | 0.052 +- 0.001 (0.975 +- 0.003) | 0.050 +- 0.002 (0.977 +- 0.004) |',
    ]);
    const t = results(draft)[0];
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['mae', 'test'], ['r-squared', 'test'], ['mae', 'validation'], ['r-squared', 'validation']]);
    expect(t?.rows[0]?.values).toEqual([0.045, 0.981, 0.043, 0.983]);
    expect(t?.rows[0]?.spreads).toEqual([0.002, 0.004, 0.003, 0.002]);
  });

  it('splits "a (b)" cells under "Acc (F1)"; a unit or an abbreviation in brackets splits nothing', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Intent classification',
      '',
      '| Model | Acc (F1) | Latency (ms) |',
      '| --- | --- | --- |',
      '| BERT | 91.2 (88.7) | 12.1 |',
      '| DistilBERT | 89.9 (86.0) | 6.3 |',
      '',
      '| Model | Mean Absolute Error (MAE) |',
      '| --- | --- |',
      '| BERT | 0.41 (0.02) |',
      '| DistilBERT | 0.44 (0.03) |',
    ]);
    const [first] = results(draft);
    expect(first?.columns.map((c) => c.metric)).toEqual(['accuracy', 'f1', 'latency']);
    expect(first?.rows[0]?.values).toEqual([91.2, 88.7, 12.1]);
    expect(JSON.stringify(draft.tables[1]?.columns)).not.toMatch(/"f1"|"accuracy"/);
  });
});

describe('a letter and a digit in the math of a lead-in', () => {
  it('is a symbol, no ROUGE-2: "H^r((0, 1)^2; R2)" names a space', async () => {
    const { metricsInText } = await import('../../src/extract/metric-lookup.js');
    expect(metricsInText('where u ∈ C([0, T]; H r ((0, 1)2 ; R2 )) for any r > 0 is the velocity field')).toEqual([]);
    expect(metricsInText('We report R1, R2 and RL scores on CNN/DM.')).toContain('rouge-2');
  });
});

describe('a PDE table after a lead-in with a space ℝ² printed "R2"', () => {
  it('takes no ROUGE-2 from the math', () => {
    const { yaml } = extractMarkdown([
      '# Navier-Stokes',
      '',
      'where u ∈ C([0, T]; H r ((0, 1)2 ; R2 )) for any r > 0 is the velocity field and w the vorticity.',
      '',
      '| Config | ν = 1e−3 | ν = 1e−4 |',
      '| --- | --- | --- |',
      '| FNO-3D | 0.0086 | 0.1918 |',
      '| U-Net | 0.0245 | 0.2051 |',
    ]);
    expect(yaml).not.toMatch(/rouge-2/);
  });
});
