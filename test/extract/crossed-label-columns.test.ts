/**
 * Row labels that repeat beside a second label column that varies within them (issue 25, fifth held-out
 * set: a face-recognition model zoo printing backbone × training set). Labels such as `R50` / `R100` read
 * as recall@k, but a benchmark or metric printed as a row appears once: labels crossed with a second
 * column (each pair once, both columns repeating) are configurations, so the table is not read
 * transposed. Pure, on a remote-sensing table.
 */
import { describe, expect, it } from 'vitest';
import { draftOfReadme } from '../helpers/extract-readme.js';

const draftOf = draftOfReadme;

const md = [
  '## Linear probing',
  '',
  'Overall accuracy (%) of linear probing on three scene classification benchmarks:',
  '',
  '| Encoder | Pre-training | EuroSAT | RESISC45 | UCM |',
  '|---|---|---|---|---|',
  '| R50 | ImageNet | 94.1 | 88.7 | 90.2 |',
  '| R50 | SSL4EO | 97.3 | 91.5 | 93.8 |',
  '| R100 | ImageNet | 95.0 | 89.9 | 91.4 |',
  '| R100 | SSL4EO | 97.9 | 92.6 | 94.1 |',
  '| R18 | SSL4EO | 95.2 | 86.3 | 89.0 |',
  '',
].join('\n');

describe('extract: repeated row labels crossed with a second label column', () => {
  it('keeps the rows as printed (one per encoder and pre-training set), not transposed', () => {
    const draft = draftOf(md);
    const text = JSON.stringify(draft);
    expect(text).not.toContain('read transposed');
    const [t] = draft.tables;
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.rows.map((r) => r.label)).toEqual(['R50', 'R50', 'R100', 'R100', 'R18']);
    expect(t.rows.map((r) => r.settings?.['pre-training'])).toEqual(['ImageNet', 'SSL4EO', 'ImageNet', 'SSL4EO', 'SSL4EO']);
    expect(t.columns.map((c) => c.subset)).toEqual(['eurosat', 'resisc45', 'ucm']);
  });

  it('takes the abbreviated "arch." column as the name and the "pt." column beside it as a setting', () => {
    const zoo = [
      '## Sound event classification',
      '',
      '| arch. | pt. | #clips | top1 |',
      '|---|---|---|---|',
      '| AST-S | IN1K | 4 | 71.2 |',
      '| AST-S | AudioSet | 4 | 74.0 |',
      '| AST-B | AudioSet | 8 | 76.5 |',
      '',
    ].join('\n');
    const [t] = draftOf(zoo).tables;
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.rows.map((r) => r.label)).toEqual(['AST-S', 'AST-S', 'AST-B']);
    expect(t.rows.map((r) => r.settings?.['pt'])).toEqual(['IN1K', 'AudioSet', 'AudioSet']);
  });
});
