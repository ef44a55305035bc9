/** The pure pieces of extraction on small inputs: cells, labels, headers, grids, sentences. */
import { describe, expect, it } from 'vitest';
import { parseCell, printedDelta } from '../../src/extract/cells.js';
import { extractDraft } from '../../src/extract/draft.js';
import { findTables } from '../../src/extract/grid.js';
import { hardwareIn } from '../../src/extract/hardware.js';
import { cleanLabel, methodIndex, metricOf } from '../../src/extract/names.js';
import { sentencesOf, unwrapParagraphs } from '../../src/extract/sentences.js';
import { spreadHeader } from '../../src/extract/tables.js';

describe('extract: pieces', () => {
  it('reads cells: values as printed, "-", bold, printed deltas (also mis-decoded arrows)', () => {
    expect(parseCell('50.1 (↓12.11%)')).toEqual({ text: '50.1', value: 50.1, bold: false, delta: -12.11 });
    expect(parseCell('33.5 **(‚Üì44.99%)**')).toMatchObject({ text: '33.5', delta: -44.99, bold: true });
    expect(printedDelta('9.0  **(‚Üì33.33%)**')).toBe('-33.33');
    expect(printedDelta('61.2 (+3.40%)')).toBe('3.40');
    expect(parseCell('<b>126.0</b>')).toMatchObject({ text: '126.0', value: 126, bold: true });
    expect(parseCell('79,606')).toMatchObject({ text: '79606', value: 79606 });
    expect(parseCell('–')).toMatchObject({ text: '-', value: null });
  });

  it('maps header words to metrics', () => {
    expect(['B', 'B-4', 'BLEU-4', 'M', 'R', 'R-L', 'ROUGE-L', 'C', 'CIDEr-D', 'S', 'B-1', 'BLEU-3'].map((h) => metricOf(h))).toEqual([
      'Bleu_4', 'Bleu_4', 'Bleu_4', 'METEOR', 'ROUGE_L', 'ROUGE_L', 'ROUGE_L', 'CIDEr', 'CIDEr', 'SPICE', 'Bleu_1', 'Bleu_3',
    ]);
    expect(metricOf('Color')).toBeUndefined();
    expect(metricOf('M', true)).toBeUndefined();
  });

  it('cleans labels and resolves them to canonical ids, the citation-exact alias first', () => {
    expect(cleanLabel('NCT (TMM 2023) [30]')).toMatchObject({ name: 'NCT', cite: '[30]', venue: 'TMM 2023', own: false });
    expect(cleanLabel('SCORER+CBR (Ours)')).toMatchObject({ name: 'SCORER+CBR', own: true });
    expect(cleanLabel('SSGPA [3] (reported)')).toMatchObject({ name: 'SSGPA', reported: true });
    const idx = methodIndex({
      methods: [
        { id: 'scorer', name: 'SCORER', aliases: [] },
        { id: 'scorer+cbr', name: 'SCORER+CBR', aliases: ['SCORER [1]'] },
        { id: 'rnet+ssp', name: 'RNet+SSP', aliases: [] },
      ],
      datasets: [],
      subsets: [],
    });
    expect(idx.resolve('SCORER [1]').id).toBe('scorer+cbr');
    expect(idx.resolve('SCORER (Ours)').id).toBe('scorer');
    expect(idx.resolve('RNet+SSP (EMNLP 2021) [31]')).toMatchObject({ id: 'rnet+ssp', known: true });
    expect(idx.resolve('Dyn rel-att [27]')).toMatchObject({ id: 'dyn-rel-att', known: false });
  });

  it('spreads group headers: compressed pipe groups evenly, positional groups to the right', () => {
    expect(spreadHeader([['Total', 'Semantic Change', '', '', ''], ['Method', 'B', 'M', 'B', 'M']], 5)[0]).toEqual(['', 'Total', 'Total', 'Semantic Change', 'Semantic Change']);
    expect(spreadHeader([['Method', 'Total', '', 'Semantic Change', ''], ['', 'B', 'M', 'B', 'M']], 5)[0]).toEqual(['', 'Total', 'Total', 'Semantic Change', 'Semantic Change']);
    expect(spreadHeader([['Batch Size', 'Learning Rate', '']], 3)[0]).toEqual(['', 'Batch Size', 'Learning Rate']);
  });

  it('finds pipe tables split by their separators, with captions and sections', () => {
    const text = ['## 4.1 Results', 'Table 3. Results on CLEVR-DC.', '| Method | B | C |', '|---|---|---|', '| A [1] | 1.0 | 2.0 |', '| Ours | 3.0 | - |', 'Batch | LR | |', '---|---|---|', 'X | 16 | 1 |'].join('\n');
    const t = findTables('paper', text);
    expect(t.map((x) => [x.number, x.numberFrom, x.section, x.header, x.body])).toEqual([
      [3, 'caption', '4.1 Results', [['Method', 'B', 'C']], [['A [1]', '1.0', '2.0'], ['Ours', '3.0', '-']]],
      [4, 'order', '4.1 Results', [['Batch', 'LR', '']], [['X', '16', '1']]],
    ]);
  });

  it('reads hardware sentences', () => {
    const kinds = (s: string) => hardwareIn(s, {}).items.map((i) => [i.fields.kind, JSON.stringify(i.fields.value ?? i.fields.gpu)]);
    expect(kinds('The paper claims that all experiments were conducted on a single RTX 3090 (24GB).')).toEqual([['gpu', '"RTX 3090"']]);
    expect(kinds('By fine-tuning just 0.1% of all parameters we achieve top performance.')).toEqual([['parameter-fraction', '{"n":"0.1"}']]);
    expect(kinds('BLIP2IDC is fine-tuned with a LoRA of rank 8.')).toEqual([['lora-rank', '{"n":"8"}']]);
    expect(kinds('The head and layer numbers in the decoder are set to 8 and 2 on the four datasets.')).toEqual([['heads', '{"n":"8"}'], ['layers', '{"n":"2"}']]);
  });

  it('splits prose into sentences with sections, skipping code and references', () => {
    const s = sentencesOf('## 2 Data\nIt has 5 pairs.We use 3 for training.\n```\nbash train.sh 4\n```\n## References\n- [1] A. Author. 2020.\n');
    expect(s.map((x) => [x.section, x.text])).toEqual([
      ['2 Data', 'It has 5 pairs.'],
      ['2 Data', 'We use 3 for training.'],
    ]);
    expect(unwrapParagraphs('We train for ten hours on a sin-\ngle GPU.\n\n3 Results\nIt works.')).toBe('We train for ten hours on a single GPU.\n\n3 Results\nIt works.');
  });

  it('makes "at most N <unit>" a bound on the attributes column of that unit, over the rows the sentence names', () => {
    const text = [
      '# A paper',
      '## 4 Datasets',
      '| Dataset | # image pairs | setting |',
      '|---|---|---|',
      '| CLEVR-Change | 79,606 | 3D |',
      '| STD | 13,192 | Real-world |',
      '| IER | 3,939 | Real-world |',
      '| Ours (ours) | 28,720 | Real-world |',
      'Real-world datasets are small, with at most 10,000 text-image pairs.',
    ].join('\n');
    const names = { methods: [], datasets: [{ id: 'clevr-change', name: 'CLEVR-Change' }, { id: 'spot-the-diff', name: 'Spot-The-Diff (STD)' }, { id: 'image-editing-request', name: 'Image Editing Request (IER)' }], subsets: [] };
    const ex = extractDraft([{ id: 'paper', file: 'p.md', kind: 'paper', text, prose: text, pdf: false }], 'p', names);
    const bound = ex.draft.items.find((i) => i.fields.kind === 'bound');
    expect(bound?.fields).toMatchObject({ table: 'table-1', column: 'n-image-pairs', rows: ['spot-the-diff', 'image-editing-request'], max: { n: '10000' } });
    expect(ex.yaml).toContain('# review: bound on column');
  });
});
