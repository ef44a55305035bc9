/**
 * Row labels (issue 25, twelfth held-out set): what beside the method's cell is still its label, and what is a setting.
 * - A year, citation or venue in brackets printed in a cell of its own ("TransE" | "(2013)∗" under one spanning
 *   "Methods" header, as a PDF reader splits it) is the rest of the label, never a setting; a bracket holding a
 *   setting ("(ImageNet-21k)") or a `Year` column stays what it was.
 * - A text column of how each row was trained ("Search + budget": "Random, 600 epochs"; "Final training": "200 epochs")
 *   beside an unheaded label column is a setting of the row, not its name.
 * Pure tests of the rules, then `audit extract` on Markdown, HTML and a PDF page laid out as word boxes.
 */
import { describe, expect, it } from 'vitest';
import { isCitationCell, isCitationColumn } from '../../src/extract/label-citation.js';
import { isConfigurationColumn } from '../../src/extract/config-text-column.js';
import { splitLabelColumns } from '../../src/extract/label-columns.js';
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';
import { rawTable } from '../helpers/raw-table.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Row { method: string; label?: string; values: (number | null)[]; settings?: Record<string, string> }
interface Table { kind: string; rows: Row[]; settings?: { id: string; label: string }[] }
interface Draft { tables: Table[] }

describe('label-citation: a cell that is only a citation mark', () => {
  it('reads years, numbered and author-year citations and bracketed venues, with source marks after them', () => {
    for (const c of ['(2013)∗', '(2019a)', '[12]', '[3, 7]', '[4–6]', '(Brown et al., 2020)', '[Vaswani and Shazeer 2017]', '(CVPR 2018)', "(ICCV'19)", '(NeurIPS, 2023)†'])
      expect(isCitationCell(c), c).toBe(true);
  });

  it('leaves settings in brackets, bare years, row numbers and whole labels alone', () => {
    for (const c of ['(ImageNet-21k)', '(384px)', '(ours)', '(a)', '(12)', '2013', 'TransE (2013)', 'BERT', '(frozen)'])
      expect(isCitationCell(c), c).toBe(false);
  });

  it('needs every filled cell of a column to be one; the paper\'s own rows may leave it empty', () => {
    expect(isCitationColumn(['(2013)∗', '(2015)∗', '', '—'])).toBe(true);
    expect(isCitationColumn(['(2013)', '(ImageNet-21k)'])).toBe(false);
    expect(isCitationColumn(['', ''])).toBe(false);
  });
});

describe('config-text-column: how each row was trained', () => {
  it('reads amounts of training in every cell, or a header naming a procedure', () => {
    expect(isConfigurationColumn(['Search + budget'], ['Random, 600 epochs', 'GraSH, 192 epochs'])).toBe(true);
    expect(isConfigurationColumn(['Recipe'], ['90k steps', '1M iters', '12 GPU hours'])).toBe(true);
    expect(isConfigurationColumn(['LR schedule'], ['cosine', 'step'])).toBe(true);
    expect(isConfigurationColumn(['Model'], ['ResNet-50', 'ViT-B/16'])).toBe(false);
    expect(isConfigurationColumn(['Budget'], ['', '-'])).toBe(false);
  });
});

describe('splitLabelColumns: the rest of a label, and configuration beside it', () => {
  it('joins a citation column under a spanning method header to the label (no setting)', () => {
    const t = rawTable([['Methods', 'Methods', 'MRR', 'Hits@10']], [['TransE', '(2013)∗', '0.21', '0.47'], ['ConvE', '(2018)∗', '0.77', '0.95'], ['Ours (ConvE)', '', '0.83', '0.98']]);
    const s = splitLabelColumns(t);
    expect(s.settings).toEqual([]);
    expect(s.table.body.map((r) => r[0])).toEqual(['TransE (2013)', 'ConvE (2018)', 'Ours (ConvE)']);
  });

  it('keeps a Year column of bracketed years a setting (publication-column.ts), and a bracket of settings too', () => {
    const year = splitLabelColumns(rawTable([['Method', 'Year', 'Acc']], [['ResNet-50', '(2016)', '76.1'], ['ViT-B', '(2021)', '81.8']]));
    expect(year.settings.map((x) => x.label)).toEqual(['Year']);
    const pre = splitLabelColumns(rawTable([['Method', 'Pre-training', 'Acc']], [['ViT-B', '(ImageNet-21k)', '84.0'], ['ViT-B', '(ImageNet-1k)', '81.8']]));
    expect(pre.settings.map((x) => x.label)).toEqual(['Pre-training']);
  });

  it('names the rows by the unheaded label column, the training columns beside it kept as settings', () => {
    const t = rawTable([['', 'Search + budget', 'Final training', 'MRR', 'Hits@1']], [['ComplEx', 'Random, 600 epochs', '200 epochs', '0.301', '0.245'], ['ComplEx', 'GraSH, 192 epochs', '64 epochs', '0.300', '0.247']]);
    const s = splitLabelColumns(t);
    expect(s.table.body.map((r) => r[0])).toEqual(['ComplEx', 'ComplEx']);
    expect(s.rowSettings[0]).toEqual({ 'search-+-budget': 'Random, 600 epochs', 'final-training': '200 epochs' });
  });

  it('still names the rows by a training column when no other column could', () => {
    const s = splitLabelColumns(rawTable([['Schedule', 'Top-1']], [['100 epochs', '76.1'], ['300 epochs', '78.0']]));
    expect(s.table.body.map((r) => r[0])).toEqual(['100 epochs', '300 epochs']);
  });
});

describe('audit extract: row labels with citations and configuration columns', () => {
  it('HTML: a "Model" header spanning the name and its citation keeps "BERT [12]" whole', () => {
    const html = [
      '<html><body><h2>Results on SQuAD 1.1</h2>',
      '<table><tr><th colspan="2">Model</th><th>EM</th><th>F1</th></tr>',
      '<tr><td>BERT</td><td>[12]</td><td>84.1</td><td>90.9</td></tr>',
      '<tr><td>XLNet</td><td>(Yang et al., 2019)</td><td>89.0</td><td>94.5</td></tr>',
      '<tr><td>OurQA</td><td></td><td>89.9</td><td>95.1</td></tr>',
      '</table></body></html>',
    ];
    const x = extractMarkdown<Draft>(html, { name: 'index.html' });
    const t = x.draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.settings ?? []).toEqual([]);
    expect(t?.rows.map((r) => r.label)).toEqual(['BERT [12]', 'XLNet (Yang et al., 2019)', 'OurQA']);
    expect(t?.rows[0]?.values).toEqual([84.1, 90.9]);
  });

  it('Markdown: two rows of one model under different search budgets keep the printed model name, budgets as settings', () => {
    const md = [
      '# Speech recognition results', '', '#### LibriSpeech test-clean', '',
      '| | Search + budget | Final training | WER | CER |',
      '|---|---|---:|---:|---:|',
      '| [Conformer](https://example.org/conformer) | Random, 40 trials | 300k steps | 2.1 | 0.9 |',
      '| [Conformer](https://example.org/conformer) | ASHA, 12 GPU days | 120k steps | 2.3 | 1.0 |',
      '| [Transducer](https://example.org/t) | Grid, 16 trials | 300k steps | 2.6 | 1.2 |',
      '',
    ];
    const x = extractMarkdown<Draft>(md);
    const t = x.draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((r) => r.label)).toEqual(['Conformer', 'Conformer', 'Transducer']);
    expect(t?.rows[1]?.settings).toMatchObject({ 'search-+-budget': 'ASHA, 12 GPU days', 'final-training': '120k steps' });
    expect(t?.rows[1]?.values).toEqual([2.3, 1.0]);
  });

  it('PDF: "TransE (2013)∗" split by the word gap under one "Methods" header is read as one label (the source mark dropped, as in every label)', () => {
    const row = (y: number, cells: readonly [number, string][]) => bboxLine(y, cells, 8);
    // (two header rows: "Methods" spans the name and its bracket as it spans two header rows, as in a journal's table)
    const page = [
      bboxLine(40, [[60, 'Table 4: Link prediction results on FB15k-237 and WN18RR.']], 8),
      row(60, [[60, 'Methods'], [230, 'FB15k-237'], [360, 'WN18RR']]),
      row(70, [[200, 'MRR'], [250, 'Hits@10'], [320, 'MRR'], [370, 'Hits@10']]),
      row(82, [[60, 'TransE'], [110, '(2013)∗'], [200, '0.294'], [250, '0.465'], [320, '0.226'], [370, '0.501']]),
      row(94, [[60, 'DistMult'], [110, '(2015)∗'], [200, '0.241'], [250, '0.419'], [320, '0.430'], [370, '0.490']]),
      row(106, [[60, 'RotatE'], [110, '(2019)∗'], [200, '0.338'], [250, '0.533'], [320, '0.476'], [370, '0.571']]),
      row(118, [[60, 'KGNet (TransE)'], [200, '0.351'], [250, '0.541'], [320, '0.481'], [370, '0.580']]),
    ];
    const doc = readPdf(bboxPage(page));
    const tables = rawTables('paper', doc);
    const ex = extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables }], 'kgnet', { methods: [], datasets: [], subsets: [] });
    const t = ex.draft.tables.find((x) => x.source.table === 4);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.rows.map((r) => r.label)).toEqual(['TransE (2013)', 'DistMult (2015)', 'RotatE (2019)', 'KGNet (TransE)']);
    expect(t.settings ?? []).toEqual([]);
    expect(t.rows[0]?.values).toHaveLength(4);
  });
});
