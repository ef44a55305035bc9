/**
 * `audit extract` on the layouts of real READMEs and docs pages (the failure classes measured on the
 * corpus, docs/extract-readers.md "Real documents, second pass"), as a new user runs it: real CLI on
 * small documents written here, in a temp folder.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Row { method: string; label?: string; values: (number | null)[]; spreads?: (number | null)[]; settings?: Record<string, string> }
interface Table { id: string; kind: string; columns: { metric: string; subset?: string; label?: string }[]; rows: Row[] }
interface Draft { tables: Table[] }

const extract = (name: string, text: string, id = 'paper') => extractMarkdown<Draft>(text, { name, id });

const results = (d: Draft): Table[] => (d.tables ?? []).filter((t) => t.kind === 'results');

describe('extract: the metric named outside the table', () => {
  it('takes it from a lead-in paragraph above a badge line, and per column from a note under the table', () => {
    const md = [
      '# VisionNet',
      '',
      '### Zero-shot classification',
      '',
      'The top-1 accuracy of ImageNet variants.',
      '',
      '[![badge](https://img.shields.io/x.svg)](https://example.org)',
      '',
      '| model | IN-1K | IN-V2 | ObjectNet |',
      '|---|---|---|---|',
      '| CLIP-L | 75.55 | 69.86 | 68.98 |',
      '| VisionNet-g | **78.53** | **71.52** | **72.33** |',
      '',
      '### Video',
      '',
      '| model | UCF-101 | Kinetics-400 |',
      '|---|---|---|',
      '| CLIP-L | 76.39 | 64.47 |',
      '| VisionNet-g | 76.05 | 65.23 |',
      '',
      '> As usual, we report the top-1 accuracy for UCF-101 and the mean of top-1 and top-5 accuracy for Kinetics-400.',
      '',
      '### Probing',
      '',
      '| model | linear probing @ 224px | fine-tuning @ 224px |',
      '|---|---|---|',
      '| VisionNet-g | **86.5** ([weight](https://x.org/a.pt) \\| [log](logs/a.txt)) | 89.1 ([weight](https://x.org/b.pt)) |',
      '',
      'VisionNet reaches the best top-1 accuracy on ImageNet-1K among self-supervised models.',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    expect(x.code, x.stderr).toBe(0);
    const [cls, video, probe] = results(x.draft);
    expect(cls?.columns.map((c) => c.metric)).toEqual(['top1-acc', 'top1-acc', 'top1-acc']);
    expect(cls?.rows.map((r) => r.values)).toEqual([[75.55, 69.86, 68.98], [78.53, 71.52, 72.33]]);
    // UCF-101 gets top-1; the Kinetics column's "mean of top-1 and top-5 accuracy" is the registry's mean-top1-top5-acc
    expect(video?.columns.map((c) => c.metric)).toEqual(['top1-acc', 'mean-top1-top5-acc']);
    expect(video?.rows.map((r) => r.values)).toEqual([[76.39, 64.47], [76.05, 65.23]]);
    expect(probe?.columns.map((c) => c.metric)).toEqual(['top1-acc', 'top1-acc']);
    expect(probe?.rows[0]?.values).toEqual([86.5, 89.1]);
    expectValidates(x.dir);
  });

  it('reads an HTML table without <th> whose first rows are words as its header (rowspan dataset, colspan direction)', () => {
    const md = [
      '## Retrieval',
      '',
      '<table>',
      '  <tr><td rowspan=2>Dataset</td><td rowspan=2>Model</td><td colspan=2>Text-to-Image</td><td colspan=2>Image-to-Text</td></tr>',
      '  <tr><td>R@1</td><td>R@5</td><td>R@1</td><td>R@5</td></tr>',
      '  <tr><td rowspan=2>Flickr30k</td><td>CLIP-L</td><td>65.18</td><td>87.28</td><td>85.2</td><td>97.3</td></tr>',
      '  <tr><td>Ours-g</td><td>72.64</td><td>91.6</td><td>88.3</td><td>98.3</td></tr>',
      '  <tr><td rowspan=2>MSCOCO</td><td>CLIP-L</td><td>36.51</td><td>61.01</td><td>56.34</td><td>79.32</td></tr>',
      '  <tr><td>Ours-g</td><td>46.5</td><td>70.8</td><td>63.2</td><td>85.7</td></tr>',
      '</table>',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    expect(x.code, x.stderr).toBe(0);
    const [t] = results(x.draft);
    expect(t?.columns.map((c) => c.metric)).toEqual(['r@1', 'r@5', 'r@1', 'r@5']);
    expect(t?.rows.map((r) => [r.label, r.values])).toEqual([
      ['CLIP-L', [65.18, 87.28, 85.2, 97.3]],
      ['Ours-g', [72.64, 91.6, 88.3, 98.3]],
      ['CLIP-L', [36.51, 61.01, 56.34, 79.32]],
      ['Ours-g', [46.5, 70.8, 63.2, 85.7]],
    ]);
    expect(t?.rows.map((r) => Object.values(r.settings ?? {})[0])).toEqual(['Flickr30k', 'Flickr30k', 'MSCOCO', 'MSCOCO']);
  });

  it('reads the metric in the brackets of a spanning header ("Results (WER)") over subset columns, and a value with a " (SOTA)" mark', () => {
    const md = [
      '### Speech recognition',
      '',
      '<table>',
      '<thead><tr><th rowspan="2">Dataset</th><th rowspan="2">Model</th><th colspan="2">Results (WER)</th></tr>',
      '<tr><th>dev</th><th>test</th></tr></thead>',
      '<tbody><tr><td rowspan="2">Aishell1</td><td>Paraformer-large</td><td>-</td><td>2.0</td></tr>',
      '<tr><td>AudioNet</td><td><strong>1.2 (SOTA)</strong></td><td><strong>1.3 (SOTA)</strong></td></tr></tbody>',
      '</table>',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    expect(x.code, x.stderr).toBe(0);
    const [t] = results(x.draft);
    expect(t?.columns.map((c) => c.metric)).toEqual(['wer', 'wer']);
    expect(t?.rows.map((r) => [r.label, r.values])).toEqual([['Paraformer-large', [null, 2.0]], ['AudioNet', [1.2, 1.3]]]);
  });
});

describe('extract: methods as columns with spreads and text cells', () => {
  it('reads a transposed table of mean ± std cells, "not available" and empty cells, with the metric in the lead-in; validate finds every row', () => {
    const html = [
      '<html><body><h2>Experiment results</h2>',
      '<p>Below are the average episodic returns for td3.py (3 random seeds), compared with the original paper.</p>',
      '<table><thead><tr><th>Environment</th><th>td3.py</th><th>TD3 (Fujimoto et al., 2018, Table 1) <sup>1</sup></th></tr></thead>',
      '<tbody><tr><td>HalfCheetah</td><td>9382.32 ± 1395.52</td><td>9636.95</td></tr>',
      '<tr><td>Hopper</td><td>1313.43 ± 684.46</td><td>3564.07</td></tr>',
      '<tr><td>Humanoid</td><td>897.74 ± 281.87</td><td>not available</td></tr>',
      '<tr><td>Pusher</td><td>-34.45 ± 4.47</td><td></td></tr></tbody></table>',
      '</body></html>',
    ].join('\n');
    const x = extract('index.html', html);
    expect(x.code, x.stderr).toBe(0);
    const [t] = results(x.draft);
    expect(t?.columns.map((c) => c.metric)).toEqual(['return', 'return', 'return', 'return']);
    expect(t?.rows.map((r) => [r.method, r.values])).toEqual([
      ['td3.py', [9382.32, 1313.43, 897.74, -34.45]],
      ['td3', [9636.95, 3564.07, null, null]],
    ]);
    expect(t?.rows[0]?.spreads).toEqual([1395.52, 684.46, 281.87, 4.47]);
    expect(x.yaml).not.toMatch(/left out/);
    expectValidates(x.dir);
  });
});

describe('extract: several label columns and values with units', () => {
  it('keeps a "Size" column of words as the method, text columns as settings, and reads "~1 GB", "39 M" as numbers', () => {
    const md = [
      '## Available models',
      '',
      '| Size | Parameters | English-only model | Multilingual model | Required VRAM | Relative speed |',
      '|:---:|:---:|:---:|:---:|:---:|:---:|',
      '| tiny | 39 M | tiny.en | tiny | ~1 GB | ~10x |',
      '| base | 74 M | base.en | base | ~1 GB | ~7x |',
      '| large | 1550 M | N/A | large | ~10 GB | 1x |',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    expect(x.code, x.stderr).toBe(0);
    const [t] = results(x.draft);
    expect(t?.columns.map((c) => c.metric)).toEqual(['params', 'memory', 'relative-speed']);
    expect(t?.rows.map((r) => [r.method, r.values, r.settings?.['english-only-model']])).toEqual([
      ['tiny', [39, 1, 10], 'tiny.en'],
      ['base', [74, 1, 7], 'base.en'],
      ['large', [1550, 10, 1], 'N/A'],
    ]);
    expectValidates(x.dir);
  });
});

describe('extract: methods as columns with an empty corner and no metric printed', () => {
  it('reads a table as transposed when its header cells are the methods of another table, and guesses a retrieval benchmark\'s conventional metric with a review line', () => {
    const md = [
      '## Evaluation',
      '',
      '- BEIR',
      '',
      '| | E5-large | GTE-base | OurEmbed |',
      '|---|---|---|---|',
      '| **NQ** | 63.4 | 53.0 | 66.1 |',
      '| **FiQA** | 41.1 | 48.7 | 50.2 |',
      '| **SciFact** | 72.6 | 76.4 | 78.0 |',
      '',
      '- Latency',
      '',
      '| Model | Latency (ms) |',
      '|---|---|',
      '| E5-large | 12.1 |',
      '| GTE-base | 4.2 |',
      '| OurEmbed | 6.3 |',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    expect(x.code, x.stderr).toBe(0);
    const [t] = results(x.draft);
    expect(t?.columns.map((c) => [c.metric, c.label])).toEqual([['ndcg@10', 'NQ'], ['ndcg@10', 'FiQA'], ['ndcg@10', 'SciFact']]);
    expect(t?.rows.map((r) => [r.label, r.values])).toEqual([
      ['E5-large', [63.4, 41.1, 72.6]],
      ['GTE-base', [53.0, 48.7, 76.4]],
      ['OurEmbed', [66.1, 50.2, 78.0]],
    ]);
    expect(x.yaml).toMatch(/# review: column 0 "NQ": no metric printed; 'ndcg@10' guessed/);
    expectValidates(x.dir);
  });
});
