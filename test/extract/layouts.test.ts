/**
 * Layouts a new paper's PDF gives pdftotext, on small inputs (pure): columns packed with single
 * spaces, ablation deltas relative to a row not marked "(Ours)", tables read a cell per line in the
 * reading-order text, a caption's split, a title wrapped onto a second line, "GPU 24GB".
 */
import { describe, expect, it } from 'vitest';
import { deltasFitRow } from '../../src/extract/delta-ref.js';
import { extractDraft, titleOf } from '../../src/extract/draft.js';
import { findTables } from '../../src/extract/grid.js';
import { hardwareIn } from '../../src/extract/hardware.js';
import { cleanLabel } from '../../src/extract/names.js';
import { sentencesOf, unwrapParagraphs } from '../../src/extract/sentences.js';
import { splitOfCaption } from '../../src/extract/tables.js';

const names = { methods: [], datasets: [{ id: 'spot-the-diff', name: 'Spot-the-Diff' }], subsets: [] };
const doc = (text: string) => ({ id: 'paper', file: 'paper.txt', kind: 'paper' as const, text, prose: text, pdf: false });

describe('extract: packed layouts of a new paper', () => {
  it('splits a header of single-spaced metric names and cells of single-spaced numbers with deltas', () => {
    // as pdftotext -layout prints the two tables of test/fixtures/extract/difflens.html
    const text = [
      '           Table 1: Results on Spot-the-Diff (test).',
      ' Method           BLEU-4 METEOR ROUGE-L CIDEr',
      ' DUDA [12]             8.1        11.5          28.3 34.0',
      ' VARD [21]            10.0        12.5          29.8 41.7',
      '',
      'Some text between the tables.',
      '',
      '      Table 2: Ablation on Spot-the-Diff (test).',
      ' Variant                  BLEU-4               CIDEr',
      ' DiffLens (full)                10.9           44.8',
      ' w/o second pass      10.2 (↓6.42%)  41.9 (↓6.47%)',
      ' w/o lens attention   9.8 (↓10.09%) 40.1 (↓10.49%)',
    ].join('\n');
    const [t1, t2] = findTables('paper', text);
    expect(t1?.header.at(-1)).toEqual(['Method', 'BLEU-4', 'METEOR', 'ROUGE-L', 'CIDEr']);
    expect(t1?.body).toEqual([
      ['DUDA [12]', '8.1', '11.5', '28.3', '34.0'],
      ['VARD [21]', '10.0', '12.5', '29.8', '41.7'],
    ]);
    expect(t2?.body).toEqual([
      ['DiffLens (full)', '10.9', '44.8'],
      ['w/o second pass', '10.2 (↓6.42%)', '41.9 (↓6.47%)'],
      ['w/o lens attention', '9.8 (↓10.09%)', '40.1 (↓10.49%)'],
    ]);
  });

  it('gives ablation deltas the row they recompute from as `vs` when no row is the paper\'s own, and says it guessed', () => {
    const text = [
      'Table 2: Ablation on Spot-the-Diff (test).',
      '| Variant | BLEU-4 | CIDEr |',
      '|---|---|---|',
      '| Baseline | 9.0 | 38.0 |',
      '| Full model | 10.9 | 44.8 |',
      '| w/o second pass | 10.2 (↓6.42%) | 41.9 (↓6.47%) |',
    ].join('\n');
    const ex = extractDraft([doc(text)], 'toy', names);
    const rows = ex.draft.tables[0]?.kind === 'results' ? ex.draft.tables[0].rows : [];
    expect(rows.map((r) => [r.method, r.vs])).toEqual([['baseline', undefined], ['full-model', undefined], ['w-o-second-pass', 'full-model']]);
    expect(ex.yaml).toContain("# review: deltas relative to 'full-model' (guessed: the printed deltas recompute from its values)");
    // the first row without deltas when none fits, said so
    const off = extractDraft([doc(text.replace('10.2 (↓6.42%)', '10.2 (↓9.99%)'))], 'toy', names);
    expect(off.yaml).toContain("deltas relative to 'baseline' (guessed: the first row without deltas; the printed deltas do not recompute from any row — check them)");
    const row = (values: string[], deltas?: string[]) => ({ method: 'm', label: 'm', values: values.map((n) => ({ n })), ...(deltas ? { deltas } : {}), review: [] });
    expect(deltasFitRow(row(['10.2'], ['-6.42']), row(['10.9']))).toBe(true);
    expect(deltasFitRow(row(['10.2'], ['-9.0']), row(['10.9']))).toBe(false);
  });

  it('reads no paragraph out of a table printed a cell per line, keeping the sentence after it whole', () => {
    const prose = unwrapParagraphs(['Table 1: Results.', 'Method', 'BLEU-4 CIDEr', 'DUDA [12]', '8.1', '34.0', 'DiffLens (Ours)', '10.9', '44.8', 'DiffLens outperforms all compared methods on all metrics.', '', 'w/o pass', '', '9.8 (↓10.09%) 40.1 (↓10.49%)', 'Removing the second pass costs 6.5% CIDEr.'].join('\n'));
    // the caption is no prose (its table is checked as a table)
    expect(sentencesOf(prose).map((s) => s.text)).toEqual(['Method BLEU-4 CIDEr DUDA [12]', 'DiffLens outperforms all compared methods on all metrics.', 'Removing the second pass costs 6.5% CIDEr.']);
  });

  it('reads the split a caption names, the title a PDF wrapped, the memory after a GPU model, and "(full)" as the method itself', () => {
    expect(['Results on Spot-the-Diff (test).', 'Results on the validation set.', 'Results (val) and (test).', 'Ablation.'].map(splitOfCaption)).toEqual(['test', 'val', undefined, undefined]);
    expect(titleOf({ file: 'p.txt', text: 'DiffLens: Looking Twice for Image\nDifference Captioning\nAnonymous authors. Under review.' })).toBe('DiffLens: Looking Twice for Image Difference Captioning');
    expect(titleOf({ file: 'p.txt', text: 'A Short Title\nGautier Evennou1,2, Antoine Chaffin3\nAbstract' })).toBe('A Short Title');
    expect(titleOf({ file: 'p.txt', text: 'Self-supervised Cross-view Representation Reconstruction for\nChange Captioning\nAbstract' })).toBe('Self-supervised Cross-view Representation Reconstruction for Change Captioning');
    const hw = hardwareIn('DiffLens is trained on one RTX 3090 24GB with batch size 32.', { doc: 'paper', quote: '' }).items.map((i) => i.fields);
    expect(hw[0]).toMatchObject({ kind: 'gpu', gpu: 'RTX 3090', count: 1, memoryGB: { n: '24' } });
    expect(cleanLabel('DiffLens (full)').name).toBe('DiffLens');
    const cfg = hardwareIn('We use the Adam optimizer with a learning rate of 1e-4 and a hidden size of 512.', { doc: 'paper', quote: '' }).items.map((i) => i.fields);
    expect(cfg.map((f) => [f.kind, f.value])).toEqual([['learning-rate', { n: '1e-4' }], ['hidden-size', { n: '512' }]]);
  });
});

describe('extract: an HTML page', () => {
  it('becomes headings, one line per paragraph and pipe tables under their captions, bold kept, entities decoded', async () => {
    const { htmlToText, isHtml } = await import('../../src/extract/html.js');
    const html = `<!doctype html><html><head><title>t</title><style>p{}</style></head><body><h1>A &amp; B</h1>
<p>First line
 of a paragraph &mdash; 7.4%<br>more.</p><script>var x = "<table>";</script>
<table><caption>Table 1: Results (test).</caption><tr><th>Method</th><th>B-4</th></tr>
<tr><td>Ours</td><td><strong>10.9</strong></td></tr><tr><td>A|B</td><td>9.8 (&darr;10.09%)</td></tr></table><!-- <p>hidden</p> --></body></html>`;
    expect(isHtml('paper.html', '')).toBe(true);
    expect(isHtml('paper.txt', '<!DOCTYPE html><html>')).toBe(true);
    expect(isHtml('paper.txt', '# Title')).toBe(false);
    expect(htmlToText(html)).toBe('# A & B\n\nFirst line of a paragraph — 7.4% more.\n\nTable 1: Results (test).\n\n| Method | B-4 |\n|---|---|\n| Ours | <b>10.9</b> |\n| A/B | 9.8 (↓10.09%) |\n');
  });
});
