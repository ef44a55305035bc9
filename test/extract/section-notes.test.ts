/**
 * Forms of the thirtieth held-out set (round 21: a tabular benchmark README, a speaker-verification README, a medical
 * segmentation PDF), each tried here on documents of other fields, written as a user would bring them:
 * - a "Metric: X" line under a heading, its tables in the subsections below ("### task" / "Metric: …" / "#### size"):
 *   the metric of every table under it; before, it reached none, and `dataset_0` headers were declared as metrics;
 * - a line saying what every cell prints ("Each cell shows … as well as the training time") over cells "v ± s (Ns)":
 *   the time is a column of its own (train-time); with no such line the bracket stays out, with a review line;
 * - a "Metrics: A, B" line naming two metrics decides no table's metric: the subsections' headings do;
 * - a metric's own column that the caption calls the average over the others ("DSC is the average Dice score of all
 *   organs") and organ codes after it the document defines ("left kidney (KL)"): the organs are subsets of Dice, not
 *   settings, and KL is no KL divergence;
 * - test sets as rows under a corner "Test" and systems as columns: read transposed.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { id: string; kind: string; columns: readonly { metric: string; label?: string; subset?: string }[]; settings?: readonly { label: string }[]; rows: readonly { method: string; label?: string; values: readonly unknown[]; spreads?: readonly unknown[] }[] }[];
}
const results = (d: Draft) => d.tables.filter((t) => t.kind === 'results');

describe('a metric line under a heading', () => {
  const doc = [
    '# Keyword spotting suite',
    '',
    '## Leaderboard',
    '',
    '### `task: keyword_spotting`',
    '',
    'Metric: Accuracy, higher is better.',
    '',
    '#### `size: small`',
    '',
    '|             | split_0 | split_1 | split_2 |',
    '| :---------- | :------ | :------ | :------ |',
    '| TCResNet    | 96.1    | 95.2    | 94.9    |',
    '| MatchboxNet | 97.4    | 96.0    | 95.8    |',
    '',
    '#### `size: large`',
    '',
    '|             | split_0 | split_1 |',
    '| :---------- | :------ | :------ |',
    '| TCResNet    | 97.9    | 97.1    |',
    '| MatchboxNet | 98.3    | 97.7    |',
    '',
    '### `task: speaker_id`',
    '',
    'Metric: EER, lower is better.',
    '',
    '#### `size: small`',
    '',
    '|             | split_0 | split_1 |',
    '| :---------- | :------ | :------ |',
    '| ECAPA       | 1.21    | 1.35    |',
    '| ResNet34    | 1.05    | 1.18    |',
  ];

  it('gives every table of its subsections that metric, each placeholder column a subset', () => {
    const { draft } = extractMarkdown<Draft>(doc);
    const t = results(draft);
    expect(t).toHaveLength(3);
    expect(t[0]?.columns.map((c) => `${c.metric}/${c.subset}`)).toEqual(['accuracy/split_0', 'accuracy/split_1', 'accuracy/split_2']);
    expect(t[1]?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy']);
    expect(t[2]?.columns.map((c) => `${c.metric}/${c.subset}`)).toEqual(['eer/split_0', 'eer/split_1']);
    expect(t[2]?.rows.map((r) => r.values)).toEqual([[1.21, 1.35], [1.05, 1.18]]);
  });

  it('names no table\'s metric when it lists two: the headings under it do', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Clinical prediction benchmark',
      '',
      '## Results',
      '',
      'Metrics: AUROC, AUPRC',
      '',
      '### AUROC',
      '',
      '#### Readmission',
      '',
      '| Model | All | k=1 | k=2 |',
      '| --- | --- | --- | --- |',
      '| GBM | 0.741 | 0.512 | 0.560 |',
      '| CLMBR | 0.775 | 0.540 | 0.601 |',
      '',
      '### AUPRC',
      '',
      '#### Readmission',
      '',
      '| Model | All | k=1 | k=2 |',
      '| --- | --- | --- | --- |',
      '| GBM | 0.301 | 0.121 | 0.150 |',
      '| CLMBR | 0.355 | 0.140 | 0.172 |',
    ]);
    const t = results(draft);
    expect(t.map((x) => [...new Set(x.columns.map((c) => c.metric))])).toEqual([['auc'], ['auprc']]);
  });
});

describe('cells printing a result and the time it took', () => {
  const table = [
    '| Model    | run_a               | run_b               |',
    '| :------- | :------------------ | :------------------ |',
    '| ResNet18 | 95.1±0.1 (812s)     | 94.8±0.2 (790s)     |',
    '| ViT-S    | **96.0±0.1** (1500s) | OOM                |',
    '| MLP-Mix  | 93.2±0.3 (640s)     | 93.0±0.2 (655s)     |',
  ];

  it('splits the time into a column of its own where the text says what was timed', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# Image classification runs',
      '',
      '## Leaderboard',
      '',
      'Each cell shows the mean and standard deviation over five seeds, as well as the wall-clock time of the whole training run.',
      '',
      '### CIFAR-10',
      '',
      'Metric: Accuracy',
      '',
      ...table,
    ]);
    const t = results(draft)[0];
    expect(t?.columns.map((c) => `${c.metric}/${c.subset}`)).toEqual(['accuracy/run_a', 'train-time/run_a', 'accuracy/run_b', 'train-time/run_b']);
    expect(t?.rows.map((r) => r.values)).toEqual([[95.1, 812, 94.8, 790], [96.0, 1500, null, null], [93.2, 640, 93.0, 655]]);
    expect(t?.rows[0]?.spreads?.slice(0, 3)).toEqual([0.1, null, 0.2]);
    expect(yaml).toMatch(/the text by the table says it is the training time/);
  });

  it('leaves the bracket out, with a review line, where nothing says what it is', () => {
    const { draft, yaml } = extractMarkdown<Draft>(['# Image classification runs', '', '### CIFAR-10', '', 'Metric: Accuracy', '', ...table]);
    const t = results(draft)[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy']);
    expect(yaml).toMatch(/cells with a second number in brackets, not said what it is/);
  });
});

describe('organ columns after the average Dice', () => {
  it('reads each organ as a subset of Dice, the document\'s own codes before the registry\'s', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Abdominal CT segmentation',
      '',
      'We segment five organs: the aorta (AT), gallbladder (GB), left kidney (KL), right kidney (KR) and liver (LV).',
      '',
      'Table 1: Results on the abdominal CT benchmark. DSC is the average Dice score of all organs (%).',
      '',
      '| Method | DSC | AT | GB | KL | KR | LV |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| UNet | 74.7 | 84.2 | 62.8 | 79.2 | 71.3 | 93.4 |',
      '| TransUNet | 77.5 | 87.2 | 63.1 | 81.9 | 77.0 | 94.1 |',
      '| SwinUNet | 79.1 | 85.5 | 66.5 | 83.3 | 79.6 | 94.3 |',
    ]);
    const t = results(draft)[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['dice', 'dice', 'dice', 'dice', 'dice', 'dice']);
    expect(t?.settings ?? []).toEqual([]);
    expect(t?.rows[1]?.values).toEqual([77.5, 87.2, 63.1, 81.9, 77.0, 94.1]);
  });
});

describe('test sets as rows, systems as columns', () => {
  it('reads the table transposed under a corner "Test"', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Speech recognition toolkit',
      '',
      'The WER results on public and internal test sets.',
      '',
      '| Test | Ours | [Whisper-large](https://github.com/openai/whisper) | [wav2vec 2.0](https://github.com/facebookresearch/fairseq) |',
      '| :---: | :---: | :---: | :---: |',
      '| [LibriSpeech test-clean](https://www.openslr.org/12) | **2.1%** | 2.7% | 2.6% |',
      '| CommonVoice-15 | 9.8% | 11.2% | 13.0% |',
      '| Meeting-CN-1 | 18.9% | 22.4% | 32.7% |',
    ]);
    const t = results(draft)[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['Ours', 'Whisper-large', 'wav2vec 2.0']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['wer', 'wer', 'wer']);
    expect(t?.rows[0]?.values).toEqual([2.1, 9.8, 18.9]);
  });
});
