/**
 * Metrics of README tables that the registry did not know or that were printed oddly (the failure
 * classes of the corpus READMEs, docs/extract-readers.md "Real documents, third pass"), on small
 * documents written here in other fields than the corpus documents they come from.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { conventionOf, metricForColumnIn, metricsInText, oneEditApart } from '../../src/extract/metric-lookup.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Table { kind: string; dataset?: string; columns: { metric: string; subset?: string; label?: string; condition?: string }[]; rows: { method: string; values: (number | null)[] }[] }

function extract(name: string, text: string): { dir: string; yaml: string; tables: Table[] } {
  const { dir, draft, yaml } = extractMarkdown<{ tables?: Table[] }>(text, { name });
  return { dir, yaml, tables: draft.tables ?? [] };
}


describe('metric names in prose', () => {
  it('reads a lower-case word that the registry knows only as an acronym as the word', () => {
    expect(metricsInText('the blue curve is the map of spice routes')).toEqual([]);
    expect(metricsInText('scored in WER and MAP')).toEqual(['wer', 'map']);
    expect(metricsInText('we report accuracy')).toEqual(['accuracy']);
  });

  it('reads a combination the registry names as that metric, another one as a combination', () => {
    expect(metricForColumnIn('We report the mean of top-1 and top-5 accuracy for ESC-50.', 'ESC-50')).toMatchObject({ metric: 'mean-top1-top5-acc' });
    expect(metricForColumnIn('We report the mean of precision and recall for Cora.', 'Cora')).toMatchObject({ composite: true });
  });
});

describe('a benchmark named with one typo', () => {
  it('tells one edit from two', () => {
    expect(oneEditApart('codedrag', 'coderag')).toBe(true);
    expect(oneEditApart('helaswag', 'hellaswag')).toBe(true);
    expect(oneEditApart('hellaswga', 'hellaswag')).toBe(true);
    expect(oneEditApart('imagnete', 'imagenet')).toBe(false);
    expect(conventionOf('- HelaSwag')).toEqual({ metric: 'accuracy', benchmark: 'HellaSwag', typo: 'HelaSwag' });
    expect(conventionOf('Imagery results')).toBeUndefined();
  });

  it('drafts the columns of a table whose lead-in misspells the benchmark with its convention and says so', () => {
    const md = [
      '# TinyLM',
      '',
      '## Evaluation',
      '',
      '- HelaSwag',
      '',
      '| model | 0-shot | 10-shot |',
      '| --- | --- | --- |',
      '| GPT-2 | 31.1 | 31.6 |',
      '| TinyLM | **35.4** | **36.0** |',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    const [t] = x.tables;
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy']);
    expect(t?.rows.map((r) => r.values)).toEqual([[31.1, 31.6], [35.4, 36.0]]);
    expect(x.yaml).toMatch(/no metric printed; 'accuracy' guessed, what this benchmark reports by convention \(printed "HelaSwag", read as HellaSwag\)/);
    // the benchmark named next to the table is its dataset
    expect(t?.dataset).toBe('hellaswag');
    expectValidates(x.dir);
  });
});

describe('headers the registry did not know', () => {
  it('reads a misspelt metric in a header\'s brackets and a combination named in the note', () => {
    const md = [
      '# Table-to-text',
      '',
      '### WebNLG',
      '',
      '| Model | Results (BLUE) | Relative speed |',
      '| --- | --- | --- |',
      '| T5-base | 54.2 | 1.0 |',
      '| Ours | **57.9** | 2.4 |',
      '',
      '### Sound events',
      '',
      '| Model | ESC-50 |',
      '| --- | --- |',
      '| AST | 88.7 |',
      '| Ours | 90.2 |',
      '',
      '> We report the mean of top-1 and top-5 accuracy for ESC-50.',
      '',
      '### Node classification',
      '',
      '| Model | Cora | Accuracy |',
      '| --- | --- | --- |',
      '| GCN | 80.1 | 81.5 |',
      '| Ours | 82.2 | 83.0 |',
      '',
      '> We report the mean of precision and recall for Cora.',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    const [gen, sound] = x.tables;
    expect(gen?.columns.map((c) => c.metric)).toEqual(['bleu', 'relative-speed']);
    expect(gen?.rows.map((r) => r.values)).toEqual([[54.2, 1.0], [57.9, 2.4]]);
    expect(sound?.columns.map((c) => c.metric)).toEqual(['mean-top1-top5-acc']);
    // a combination with no registry id: drafted under the declared unknown metric, not dropped
    const nodes = x.tables[2];
    expect(nodes?.columns.map((c) => c.metric)).toEqual(['unknown-metric', 'accuracy']);
    expect(nodes?.rows.map((r) => r.values)).toEqual([[80.1, 81.5], [82.2, 83.0]]);
    expect(x.yaml).toMatch(/column 0 "Cora": the text names its metric as "mean of precision and recall"/);
    expectValidates(x.dir);
  });
});

describe('a row label that says where its settings come from', () => {
  it('keeps the method name before "using settings from …" / "with hyper-parameters of …", with a review line', () => {
    const md = [
      '# Pruning',
      '',
      '## Results',
      '',
      '| Model | Top-1 | Params (M) |',
      '| --- | --- | --- |',
      '| ResNet-50 with hyper-parameters of (He et al., 2016) | 76.1 | 25.6 |',
      '| SlimNet using settings from [4] | 75.2 | 12.3 |',
      '| SlimNet-L (ours) | **75.9** | 11.8 |',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    const [t] = x.tables;
    expect(t?.rows.map((r) => r.method)).toEqual(['resnet-50', 'slimnet', 'slimnet-l']);
    expect(x.yaml).toContain('"with hyper-parameters of (He et al., 2016)" read as where this row\'s settings come from');
    expectValidates(x.dir);
  });
});

describe('a model card', () => {
  it('reads "<dataset> <split> <metric>" headers as the metric with that subset, and a metric-named column of words as a setting', () => {
    const md = [
      '# TinyASR',
      '',
      '## Model card',
      '',
      '| model name | #params | precision | LibriSpeech test-clean WER | weights |',
      '| --- | --- | --- | --- | --- |',
      '| `tinyasr-base` | 74M | `bf16` | 5.0 | [link](https://example.org/base.pt) |',
      '| `tinyasr-large` | 1.5B | `bf16` | 2.7 | [link](https://example.org/large.pt) |',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    const [t] = x.tables;
    expect(t?.columns).toEqual([{ metric: 'params', label: '#params' }, { metric: 'wer', label: 'LibriSpeech test-clean WER', subset: 'librispeech-test-clean' }]);
    expect(t?.rows.map((r) => r.values)).toEqual([[74, 5.0], [1.5, 2.7]]);
    expect(x.yaml).toMatch(/setting column "precision"/);
    expectValidates(x.dir);
  });

  it('says at the top of the draft why each row was left out, also when that empties its table', () => {
    const md = [
      '# X', '', '## Main', '', '| Model | Acc | F1 |', '| --- | --- | --- |', '| A | 90.1 | 88.2 |', '| B | 91.3 | 89.0 |', '',
      '## Card', '', '| Model | Acc | F1 |', '| --- | --- | --- |', '| C | 92.4 | 3/4 |', '',
    ].join('\n');
    const r = extractMarkdown(md);
    const leftOut = Number(/(\d+) rows? left out/.exec(r.stdout + r.stderr)?.[1] ?? 0);
    const yaml = r.yaml;
    expect(yaml.split('\n').filter((l) => /# review: .*row '.*' left out/.test(l))).toHaveLength(leftOut);
  });
});

describe('an HTML table with a Dataset rowspan and a generic spanning header', () => {
  it('takes the dataset from the Dataset column, no subset from "Results", a condition from a bracket', () => {
    const md = [
      '# Reader',
      '',
      '### Reading comprehension',
      '',
      '<table>',
      '<thead><tr><th rowspan="2">Dataset</th><th rowspan="2">Model</th><th colspan="2">Results</th></tr>',
      '<tr><th>EM</th><th>F1 (dev)</th></tr></thead>',
      '<tbody>',
      '<tr><td rowspan="2">QuAC</td><td>BiDAF++</td><td>51.8</td><td>60.6</td></tr>',
      '<tr><td>Reader</td><td>55.2</td><td>63.9</td></tr>',
      '</tbody>',
      '</table>',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    const [t] = x.tables;
    expect(t?.dataset).toBe('quac');
    expect(t?.columns).toEqual([{ metric: 'em', label: 'EM' }, { metric: 'f1', label: 'F1 (dev)', subset: 'dev' }]);
    expect(t?.rows.map((r) => [r.method, r.values])).toEqual([['bidaf++', [51.8, 60.6]], ['reader', [55.2, 63.9]]]);
    expect(x.yaml).toMatch(/dataset 'quac' \("QuAC"\) read from the table's Dataset column/);
    expectValidates(x.dir);
  });
});

describe('a column whose metric is printed nowhere', () => {
  it('is drafted under a declared unknown metric with a review line, not dropped; validate finds its rows', () => {
    const md = ['# GenNet', '', '## Results', '', '| Model | HumanPref | FID |', '| --- | --- | --- |', '| DiT-XL | 41.0 | 2.27 |', '| GenNet | 59.0 | 1.98 |', ''].join('\n');
    const x = extract('README.md', md);
    const [t] = x.tables;
    expect(t?.columns).toEqual([{ metric: 'unknown-metric', label: 'HumanPref' }, { metric: 'fid', label: 'FID' }]);
    expect(t?.rows.map((r) => r.values)).toEqual([[41.0, 2.27], [59.0, 1.98]]);
    expect((parse(x.yaml) as { metrics?: { id: string; direction: string }[] }).metrics).toEqual([expect.objectContaining({ id: 'unknown-metric', direction: 'neither' })]);
    expect(x.yaml).toMatch(/column 0 "HumanPref": no metric named .* drafted under the declared metric 'unknown-metric'/);
    expectValidates(x.dir);
  });
});

describe('an evaluation protocol named by the section heading', () => {
  it('is the condition of every column ("Few-shot question answering")', () => {
    const md = ['# QA-LM', '', '## Few-shot question answering', '', 'Exact match of each model.', '', '| Model | NQ | TriviaQA |', '| --- | --- | --- |', '| GPT-3 | 29.9 | 71.2 |', '| QA-LM | 31.4 | 72.0 |', ''].join('\n');
    const x = extract('README.md', md);
    const [t] = x.tables;
    expect(t?.columns.map((c) => [c.metric, c.subset, c.condition])).toEqual([['em', 'nq', 'few-shot'], ['em', 'triviaqa', 'few-shot']]);
    expect(x.yaml).toMatch(/condition 'few-shot' of every column read from "Few-shot" in the section heading/);
    expectValidates(x.dir);
  });
});
