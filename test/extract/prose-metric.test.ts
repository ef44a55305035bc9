/**
 * How a column gets its metric when the table prints none, or prints it with a word around it (issue 25, the
 * fifth held-out set): a metric word of the prose counts only where the prose uses it as a metric's name; a
 * benchmark heading a column reports its convention; group columns after an overall column report its metric;
 * a header with a time unit is a latency; a lower-case word before a compact metric name is its subset.
 * Each on a small document of a field other than the one it was found in.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftResultsTable } from '../../src/extract/types.js';

const names = { methods: [], datasets: [], subsets: [] };

function draftOf(text: string, file = 'README.md'): { yaml: string; tables: DraftResultsTable[] } {
  const dir = mkdtempSync(join(tmpdir(), 'extract-prose-metric-'));
  writeFileSync(join(dir, file), text);
  const ex = extractDraft(readInputs([join(dir, file)]), 'toy', names);
  return { yaml: ex.yaml, tables: ex.draft.tables.filter((t): t is DraftResultsTable => t.kind === 'results') };
}

const metricsOf = (t: DraftResultsTable | undefined): string[] => (t?.columns ?? []).map((c) => c?.metric ?? '');

describe('extract: a metric word of the prose counts only where it names the metric', () => {
  it('drops an ordinary word used as the modifier of a noun ("Reward shaping", "recall tasks") or as a varied setting', () => {
    expect(metricsInText('Reward shaping ablation on the four maze tasks.')).toEqual([]);
    expect(metricsInText('Recall tasks of the memory suite, per model.')).not.toContain('recall');
    expect(metricsInText('Effect of different batch sizes B on the four parsers.')).not.toContain('batch-size');
    // a caption's naming constructions stay: "X of", "X (%)", "based on X for …"
    expect(metricsInText('Performance of reward models based on Best-of-N accuracy for helpfulness.')).toEqual(['accuracy']);
    expect(metricsInText('Recall (%) of the retrievers on the three corpora.')).toEqual(['recall']);
  });

  it('reads a paragraph strictly: "we report recall on" names it, "beyond simple lexical recall" does not', () => {
    expect(metricsInText('Our parser goes beyond simple lexical recall. Here are the results.', true)).toEqual([]);
    expect(metricsInText('We report recall on the held-out split.', true)).toEqual(['recall']);
    expect(metricsInText('Below is the Penn Treebank perplexity evaluated with 512 tokens.', true)).toEqual(['perplexity']);
    expect(metricsInText('All retrieval numbers are the recall metric.', true)).toEqual(['recall']);
  });

  it('gives no metric to a table whose lead-in paragraph only mentions the word (graph learning README)', () => {
    const md = `# GraphKit

GraphKit trains message-passing networks on molecules, going beyond simple neighbourhood recall. Here are our results.

| Model | 1 layer | 2 layers | 4 layers |
| --- | --- | --- | --- |
| GCN | 71.2 | 73.5 | 70.1 |
| GIN | 72.8 | 75.0 | 74.2 |
`;
    const { tables } = draftOf(md);
    expect(tables.flatMap(metricsOf)).not.toContain('recall');
  });

  it('reads a header with a time unit as latency, not the metric the lead-in names for the others (keyword spotting)', () => {
    const md = `# Keyword spotting

F1 was measured on the clean and the noisy test set.

| Model | Clean | Noisy | Decode(ms) |
| --- | --- | --- | --- |
| TinyKWS | 91.2 | 85.0 | 3.1 |
| KWS-Large | 94.0 | 89.3 | 12.4 |
`;
    const { tables, yaml } = draftOf(md);
    expect(metricsOf(tables[0])).toEqual(['f1', 'f1', 'latency']);
    expect(yaml).toMatch(/"Decode\(ms\)" prints a time unit and no metric: read as latency/);
  });
});

describe('extract: benchmark conventions of face verification, video and reward-model evaluation', () => {
  it('reads face-verification test sets as verification accuracy and IJB-B as TAR@FAR, rows being training sets (a distillation README)', () => {
    const md = `# Student models

### Students distilled on each training set

| Dataset | LFW | CFP-FP | AgeDB-30 | IJB-B | Link |
| --- | --- | --- | --- | --- | --- |
| CASIA | 99.10 | 94.20 | 93.80 | 85.10 | [ckpt](https://example.org/a) |
| Glint360k | 99.70 | 98.90 | 98.10 | 95.30 | [ckpt](https://example.org/b) |
| WebFace4M | 99.75 | 99.00 | 98.00 | 95.60 | [ckpt](https://example.org/c) |
`;
    const { tables, yaml } = draftOf(md);
    expect(tables).toHaveLength(1);
    expect(metricsOf(tables[0])).toEqual(['accuracy', 'accuracy', 'accuracy', 'tar-at-far']);
    expect(tables[0]?.rows.map((r) => r.label)).toEqual(['CASIA', 'Glint360k', 'WebFace4M']);
    expect(yaml).toMatch(/"IJB-B": no metric printed; 'tar-at-far' guessed, what this benchmark reports by convention/);
  });

  it('reads Something-Something and Kinetics columns as top-1 accuracy (a self-supervised video README)', () => {
    const md = `# Video pre-training

| Backbone | Epochs | K400 | SSV2 |
| --- | --- | --- | --- |
| ViT-S | 800 | 79.0 | 66.4 |
| ViT-B | 1600 | 81.5 | 70.8 |
`;
    const { tables } = draftOf(md);
    expect(metricsOf(tables[0]).slice(-2)).toEqual(['top1-acc', 'top1-acc']);
  });

  it('reads a RewardBench table by its convention when its caption names no metric (a preference-data README)', () => {
    const md = `# Preference data

Results on RewardBench of reward models trained on our data.

| Model | Chat | Chat Hard | Safety | Reasoning |
| --- | --- | --- | --- | --- |
| RM-8B | 95.1 | 70.2 | 88.0 | 91.3 |
| RM-70B | 96.0 | 76.4 | 90.1 | 94.2 |
`;
    const { tables } = draftOf(md);
    expect(new Set(metricsOf(tables[0]))).toEqual(new Set(['accuracy']));
  });
});

describe('extract: columns that break an overall column down by group', () => {
  it('gives group columns after "Acc (all)" its metric (fairness of a toxicity classifier)', () => {
    const md = `# Fairness

| Model | Acc (all) | Female | Male | Non-binary |
| --- | --- | --- | --- | --- |
| BERT-tox | 91.0 | 90.2 | 92.1 | 84.3 |
| RoBERTa-tox | 92.4 | 92.0 | 93.0 | 87.5 |
`;
    const { tables, yaml } = draftOf(md);
    expect(metricsOf(tables[0])).toEqual(['accuracy', 'accuracy', 'accuracy', 'accuracy']);
    expect(tables[0]?.columns.slice(1).map((c) => c?.subset)).toEqual(['female', 'male', 'non-binary']);
    expect(yaml).toMatch(/"Female": no metric printed; 'accuracy' of the overall column "Acc \(all\)"/);
  });
});

describe('extract: a metric printed after a lower-case word naming the part measured', () => {
  it('reads "speech acc@1 | music acc@1" as top-1 accuracy with the word as subset (audio tagging)', () => {
    const md = `# Audio tagging

| Model | speech acc@1 | music acc@1 |
| --- | --- | --- |
| PANN | 81.0 | 77.5 |
| AST | 84.2 | 80.1 |
`;
    const { tables } = draftOf(md);
    expect(metricsOf(tables[0])).toEqual(['top1-acc', 'top1-acc']);
    expect(tables[0]?.columns.map((c) => c?.subset)).toEqual(['speech', 'music']);
  });
});

describe('extract: metrics of compression, text-to-SQL and summarization read from their printed names', () => {
  it('reads R-SU4 as ROUGE-SU4, not ROUGE-L (meeting summarization)', () => {
    const md = `# Meeting summaries

| System | R-1 | R-2 | R-SU4 |
| --- | --- | --- | --- |
| Lead-3 | 30.1 | 6.2 | 9.8 |
| Ours | 36.4 | 9.0 | 13.1 |
`;
    const { tables } = draftOf(md);
    expect(metricsOf(tables[0])).toEqual(['rouge-1', 'rouge-2', 'rouge-su4']);
  });

  it('reads BD-rate, bpp, EX and R-VES as registry metrics', () => {
    const md = `# Codec and SQL results

| Codec | BD-rate (%) | bpp |
| --- | --- | --- |
| Ours | -12.4 | 0.21 |
| Baseline | 0.0 | 0.25 |

| Parser | EX | R-VES |
| --- | --- | --- |
| SQL-7B | 61.2 | 58.0 |
| SQL-32B | 68.4 | 64.1 |
`;
    const { tables } = draftOf(md);
    expect(tables.map(metricsOf)).toEqual([['bd-rate', 'bpp'], ['ex', 'r-ves']]);
  });
});

describe('extract: what the text says a header is', () => {
  it('reads "Hinge" under a caption saying "Hinge loss is scaled by 100" as loss, not the caption\'s other metric (a recommender ablation)', () => {
    const md = `# Ranking ablation

Table 2: Effect of different margins m on NDCG@10. Hinge loss is scaled by 100.

| m | Hinge | NDCG@10 |
| --- | --- | --- |
| 0.1 | 4.2 | 31.0 |
| 0.5 | 3.1 | 32.4 |
| 1.0 | 2.9 | 31.8 |
`;
    const { tables, yaml } = draftOf(md);
    expect(metricsOf(tables[0])).toEqual(['loss', 'ndcg@10']);
    expect(yaml).toMatch(/"Hinge": metric loss read from "Hinge loss" in the text by the table/);
  });

  it('keeps a symbol the caption introduces as a varied quantity ("dropout rates d") off the group metric above it (a tabular-learning ablation)', () => {
    const html = `<!doctype html><html><head><title>Tabular ablation</title></head><body><h2>Ablation</h2>
<table><caption>Table 3: Effect of different dropout rates d on the validation accuracy.</caption>
<tr><th rowspan="2">Setting</th><th>Param.</th><th>Accuracy</th></tr>
<tr><th>d</th><th>Val.</th></tr>
<tr><td>A</td><td>0.1</td><td>81.0</td></tr>
<tr><td>B</td><td>0.3</td><td>82.5</td></tr>
</table></body></html>`;
    const { yaml } = draftOf(html, 'page.html');
    expect(yaml).not.toMatch(/metric: "params"/);
    expect(yaml).toMatch(/the caption introduces "d" as a quantity the table varies/);
  });

  it('keeps "Context Length" and "Window Size" columns before the values as settings, not results (a long-document QA README)', () => {
    const md = `# Long-document QA

We report the accuracy on NarrativeQA of each model.

| Model | Context Length | Window Size | Short | Long |
| --- | --- | --- | --- | --- |
| Reader-S | 32K | 512 | 61.0 | 48.2 |
| Reader-L | 128K | 1024 | 66.3 | 55.0 |
`;
    const { tables, yaml } = draftOf(md);
    expect(tables[0]?.columns.map((c) => c?.label)).toEqual(['Short', 'Long']);
    expect(yaml).toMatch(/setting column "Context Length"/);
  });
});

describe('extract: a label column headed "Backbone" names the methods', () => {
  it('keeps R50 / R101 rows as networks, not recall@50 rows of a transposed table (a segmentation model zoo)', () => {
    const md = `# Segmentation zoo

mIoU is reported on each validation set.

| Backbone | Crop | ADE20K | Cityscapes |
| --- | --- | --- | --- |
| R50 | 512 | 42.1 | 79.0 |
| R101 | 512 | 44.0 | 80.2 |
| R50 | 1024 | 42.9 | 79.8 |
`;
    const { tables } = draftOf(md);
    expect(tables[0]?.rows.map((r) => r.label)).toEqual(['R50', 'R101', 'R50']);
    expect(new Set(tables[0]?.columns.map((c) => c?.metric))).toEqual(new Set(['miou']));
  });
});

describe('extract: a table of statistics whose headers print no metric', () => {
  it('is an attribute table, not results under a benchmark convention or another table\'s metric (speech corpora)', () => {
    const html = `<!doctype html><html><head><title>Corpora</title></head><body><h2>Data</h2>
<table><caption>Table 1: Statistics of the three corpora used for training.</caption>
<tr><th>Corpus</th><th>LibriSpeech</th><th>AISHELL-1</th><th>Common Voice</th></tr>
<tr><td># hours</td><td>960</td><td>178</td><td>1400</td></tr>
<tr><td># speakers</td><td>2484</td><td>400</td><td>51000</td></tr>
</table></body></html>`;
    const { tables } = draftOf(html, 'page.html');
    expect(tables).toHaveLength(0);
  });
});

describe('extract: a label column naming the rows\' pre-training data is a setting, not the method', () => {
  it('keeps the encoder as the row and "pt." as its setting (an audio classification zoo)', () => {
    const md = `# Audio encoders

| Encoder | pt. | Acc. |
| --- | --- | --- |
| CNN14 | AudioSet | 94.7 |
| CNN14-L | VGGSound | 93.1 |
| HTS-AT | AudioSet | 97.0 |
`;
    const { tables } = draftOf(md);
    expect(tables[0]?.rows.map((r) => r.label)).toEqual(['CNN14', 'CNN14-L', 'HTS-AT']);
  });
});

