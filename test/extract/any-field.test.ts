/**
 * `audit extract` on documents from any field, as a new user runs it (real CLI, files in a temp
 * folder): a row's printed deltas are never relative to the row itself; HTML tables inside
 * Markdown with rowspan/colspan headers; code blocks, front matter; em-dash cells, units, ± spreads
 * and setting columns; whatever is not placed is a review line; validate checks text cells too.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { extractMarkdown, validateDraft } from '../helpers/extract-markdown.js';

interface Row { method: string; label?: string; values: (number | null)[]; vs?: string; deltas?: (number | null)[]; deltaKind?: string; spreads?: (number | null)[]; settings?: Record<string, string> }
interface Table { id: string; kind: string; caption?: string; columns: { metric: string; subset?: string; label?: string }[]; rows: Row[]; spread?: { kind: string; n?: number }; settings?: { id: string; label: string }[] }
interface Draft { paper: { title: string }; tables: Table[] }

const extract = (name: string, text: string, id = 'paper') => extractMarkdown<Draft>(text, { name, id });

describe('extract: printed deltas', () => {
  it('never makes a row the base of its own deltas ("Ours 52.1 (+10.15%)"), so check reports no false error', () => {
    const md = ['# OursNet', '', '## Results on Spot-the-Diff', '', '| Method | BLEU-4 | CIDEr |', '|---|---|---|', '| DUDA | 47.3 | 100.0 |', '| OursNet (Ours) | 52.1 (+10.15%) | 110.0 (+10.00%) |', ''].join('\n');
    const x = extract('paper.md', md, 'oursnet');
    expect(x.code, x.stderr).toBe(0);
    const ours = x.draft.tables[0]?.rows.find((r) => r.method === 'oursnet');
    expect(ours?.deltas).toEqual([10.15, 10.0]);
    expect(ours?.vs).toBe('duda');
    const check = runCli(['check', 'oursnet'], { cwd: x.dir });
    expect(check.stdout).toMatch(/oursnet\s+\(claims\/oursnet\.yaml\): 0 errors/);
  });

  it('reads absolute deltas "(+1.2)" as absolute, and a separate "Improvement" row as the deltas of the row above', () => {
    const md = ['## Top-1 accuracy on ImageNet', '', '| Method | Top-1 | Top-5 |', '|---|---|---|', '| ResNet-50 | 76.1 | 92.9 |', '| Ours | 77.3 (+1.2) | 93.5 (+0.6) |', '', '| Method | Top-1 | Top-5 |', '|---|---|---|', '| ResNet-50 | 76.1 | 92.9 |', '| Ours | 78.0 | 94.0 |', '| Improvement | +1.9 | +1.1 |', ''].join('\n');
    const x = extract('README.md', md);
    expect(x.code, x.stderr).toBe(0);
    const [a, b] = x.draft.tables;
    expect(a?.rows[1]).toMatchObject({ method: 'ours', values: [77.3, 93.5], deltas: [1.2, 0.6], deltaKind: 'absolute', vs: 'resnet-50' });
    expect(b?.rows).toHaveLength(2);
    expect(b?.rows[1]).toMatchObject({ method: 'ours', values: [78.0, 94.0], deltas: [1.9, 1.1], deltaKind: 'absolute', vs: 'resnet-50' });
  });
});

describe('extract: Markdown and HTML structure', () => {
  const readme = [
    '---',
    'title: "Plug-and-Play VQA"',
    'layout: default',
    '---',
    '# A README',
    '',
    'Install with pip. The results below are accuracy (%).',
    '',
    '```',
    '| not | a | table |',
    '| 1 | 2 | 3 |',
    '```',
    '',
    '### Zero-shot results',
    '<table>',
    '<thead>',
    '  <tr><th rowspan="2">Model</th><th rowspan="2">End-to-End Training?</th><th colspan="2">Accuracy</th></tr>',
    '',
    '  <tr><th>VQAv2 val</th><th>OK-VQA test</th></tr>',
    '</thead>',
    '<tbody>',
    '  <tr><td><a href="https://x.org/frozen">Frozen</a><sub>7B</sub></td><td>✓</td><td>29.5</td><td>—</td></tr>',
    '  <tr><td>PNP-VQA</td><td>✗</td><td><b>63.3</b></td><td>35.9</td></tr>',
    '</tbody>',
    '</table>',
    '',
  ].join('\n');

  it('reads an HTML table inside Markdown: spanned headers joined, settings kept, links to text, "—" as null, code blocks and front matter never tables or titles', () => {
    const x = extract('README.md', readme);
    expect(x.code, x.stderr).toBe(0);
    expect(x.draft.paper.title).toBe('Plug-and-Play VQA');
    expect(x.draft.tables).toHaveLength(1);
    const t = x.draft.tables[0] as Table;
    expect(t.kind).toBe('results');
    expect(t.columns.map((c) => [c.metric, c.label])).toEqual([['accuracy', 'VQAv2 val'], ['accuracy', 'OK-VQA test']]);
    expect(t.settings).toEqual([{ id: 'end-to-end-training', label: 'End-to-End Training?' }]);
    expect(t.rows.map((r) => [r.method, r.values, r.settings])).toEqual([
      ['frozen-7b', [29.5, null], { 'end-to-end-training': '✓' }],
      ['pnp-vqa', [63.3, 35.9], { 'end-to-end-training': '✗' }],
    ]);
    // the conversion beside it holds each row on one line: validate finds every row
    const v = validateDraft(x.dir);
    expect(v.stderr).toBe('');
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/transcription: 2 rows found/);
  });

  it('reads the same table from an .html page the same way', () => {
    const html = `<!doctype html><html><head><title>Short</title></head><body>${readme.split('\n').slice(13).join('\n')}</body></html>`;
    const x = extract('page.html', html);
    expect(x.code, x.stderr).toBe(0);
    expect(x.draft.tables[0]?.rows.map((r) => r.values)).toEqual([[29.5, null], [63.3, 35.9]]);
  });

  it('reads units, "value ± x" and "value(±x)" spreads, the caption\'s "mean ± std over 5 seeds", and a table with no method column', () => {
    const md = [
      '# Results',
      '',
      '**Table 2: Word error rate (mean ± std over 5 seeds).**',
      '',
      '| Training data | WER (%) | Latency | Params |',
      '|---|---|---|---|',
      '| 100h | 8.4 ± 0.2 | 1.84ms | 2.3M |',
      '| 960h | 4.1(±0.1) | 1.90ms | 2.3M |',
      '| 960h + LM | – | 2.10ms | 2.4M |',
      '',
    ].join('\n');
    const x = extract('README.md', md, 'speechnet');
    expect(x.code, x.stderr).toBe(0);
    const t = x.draft.tables[0] as Table;
    expect(t.columns.map((c) => c.metric)).toEqual(['wer', 'latency', 'params']);
    expect(t.spread).toEqual({ kind: 'std', n: 5 });
    expect(t.rows.map((r) => [r.label, r.values, r.spreads ?? null])).toEqual([
      ['100h', [8.4, 1.84, 2.3], [0.2, null, null]],
      ['960h', [4.1, 1.9, 2.3], [0.1, null, null]],
      ['960h + LM', [null, 2.1, 2.4], null],
    ]);
    expect(x.yaml).toMatch(/# review: no method column/);
  });

  it('says in a review line what it saw and could not place, and counts the review lines', () => {
    const md = ['## Results', '', '| Method | BLEU-4 | Notes |', '|---|---|---|', '| A | 30.1 | fast |', '| B | 31.0 | slow |', '| (see appendix) | | |', ''].join('\n');
    const x = extract('README.md', md);
    expect(x.code, x.stderr).toBe(0);
    expect(x.yaml).toMatch(/# review: row 3 "\(see appendix\)" has no number/);
    const n = x.yaml.split('\n').filter((l) => l.includes('# review:')).length;
    expect(x.stderr).toContain(`(${n} review lines)`);
  });
});

describe('validate: the transcription check reads text cells too', () => {
  it('fails, located, when an attribute row\'s text is not on one line of its document', () => {
    const md = ['## Data', '', '| Dataset | Images | Source |', '|---|---|---|', '| Alpha | 1,200 | web crawl |', '| Beta | 3,400 | studio |', ''].join('\n');
    const x = extract('README.md', md);
    expect(x.code, x.stderr).toBe(0);
    const ok = validateDraft(x.dir);
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/transcription: 2 rows found/);
    writeFileSync(join(x.dir, 'claims', 'paper.yaml'), x.yaml.replace('"studio"', '"studios abroad"'));
    const bad = validateDraft(x.dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr + bad.stdout).toMatch(/paper\.yaml:\d+:\d+: tables\[0\]\.rows\[1\]\.values: row 'beta' of table 'table-1' not found in document 'readme'; expected the numbers 3400 "studios abroad"/);
  });
});

describe('extract: the base row a caption or header names', () => {
  it('takes "Δ vs. ResNet-50" and "relative to the baseline" (lower case) as the base of the printed deltas', () => {
    const md = [
      '**Table 1: Top-1 accuracy on ImageNet; Δ vs. ResNet-50 in brackets.**',
      '',
      '| Method | Top-1 | Top-5 |',
      '|---|---|---|',
      '| ViT-B | 77.9 | 93.0 |',
      '| ResNet-50 | 76.1 | 92.9 |',
      '| Ours | 78.0 (+1.9) | 94.0 (+1.1) |',
      '',
      '**Table 2: Word error rate, relative to the baseline.**',
      '',
      '| System | WER |',
      '|---|---|',
      '| Conformer baseline | 5.0 |',
      '| Ours | 4.5 (-10.00%) |',
      '',
    ].join('\n');
    const x = extract('README.md', md);
    expect(x.code, x.stderr).toBe(0);
    const [a, b] = x.draft.tables;
    expect(a?.rows.find((r) => r.method === 'ours')).toMatchObject({ deltas: [1.9, 1.1], deltaKind: 'absolute', vs: 'resnet-50' });
    expect(b?.rows.find((r) => r.method === 'ours')).toMatchObject({ deltas: [-10], vs: 'conformer-baseline' });
  });
});

describe('extract: a claim the schema refuses', () => {
  it('is left out with a review line, not an internal error ("a batch size of 0")', () => {
    const md = ['# Paper', '', 'We train with a batch size of 0 on 0 GPUs for 0 epochs.', '', '| Method | BLEU-4 |', '|---|---|', '| A | 30.1 |', ''].join('\n');
    const x = extract('paper.md', md);
    expect(x.stderr).not.toMatch(/internal error/);
    expect(x.code).toBe(0);
    expect(x.yaml).toMatch(/^# review: hardware claim left out \(value 0 too small\): "We train with a batch size of 0/m);
  });
});

describe('extract: methods printed as columns', () => {
  it('reads a table with benchmarks as rows and methods as columns transposed, and validate finds each method down its column', () => {
    const md = ['## Results', '', '| Benchmark | ResNet-50 | ViT-B | Ours |', '|---|---|---|---|', '| Top-1 | 76.1 | 77.9 | 78.0 |', '| Top-5 | 92.9 | 93.0 | 94.0 |', ''].join('\n');
    const x = extract('README.md', md);
    expect(x.code, x.stderr).toBe(0);
    const t = x.draft.tables[0] as Table;
    expect(t.columns.map((c) => c.metric)).toEqual(['top1-acc', 'top5-acc']);
    expect(t.rows.map((r) => [r.method, r.values])).toEqual([['resnet-50', [76.1, 92.9]], ['vit-b', [77.9, 93.0]], ['ours', [78.0, 94.0]]]);
    const v = validateDraft(x.dir);
    expect(v.code, v.stdout + v.stderr).toBe(0);
    expect(v.stdout).toMatch(/transcription: 3 rows found/);
  });
});
