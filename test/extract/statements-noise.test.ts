/**
 * Noise never becomes a claim: addresses, identifiers, years, references, list markers, table
 * cells of a .txt, model sizes; GPUs named without memory are hardware claims; sentences of a .txt
 * are joined across line breaks; numbered headings of a two-column PDF are sections.
 */
import { describe, expect, it } from 'vitest';
import { hardwareIn } from '../../src/extract/hardware.js';
import { isTableLine, sentencesOf, unwrapParagraphs } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import { numbersIn } from '../../src/extract/statements-numbers.js';

const items = (text: string) => statementsOf(sentencesOf(text), { doc: 'paper', tables: [], methods: new Map() });

describe('numbers that are no printed values', () => {
  it.each([
    ['Jane Doe, 353 Jane Stanford Way, Stanford, CA 94305, USA.', []],
    ['Department of CS, 77 Massachusetts Avenue, Cambridge, MA 02139.', []],
    ['See arXiv:2301.12345v2 and arXiv preprint arXiv:1706.03762.', []],
    ['Available at doi:10.1145/3394486.3403123 and https://github.com/org/repo/tree/v1.2.', []],
    ['In 2021, Smith et al. [12] proposed it; see also [3, 14] and [5–7].', []],
    ['As shown in Section 4.2, Figure 3, Table 2 and Eq. (7), it holds.', []],
    ['This follows from Theorem 2 and Appendix B.3.', []],
    ['We fine-tune a 7B model and a 13B model from Llama 2 on GPT-4 outputs.', []],
    ['We use ResNet-50, ViT-B/16 and T5 with Python 3.10 and PyTorch 2.1.0.', []],
    ['Submitted on March 3, 2024; revised 2024-05-01.', []],
    ['The loss is defined in (3).', []],
    ['We train for 90 epochs on 1.28M images.', ['90']],
    ['The split has 2,024 images.', ['2,024']],
    ['Accuracy reaches 91.2% on 4 of 5 datasets.', ['91.2', '4', '5']],
  ])('%s', (s, expected) => {
    expect(numbersIn(s).map((n) => n.text)).toEqual(expected);
  });

  it('writes no statement for a paper\'s front matter, references and list markers', () => {
    const text = [
      '# A Paper',
      'Jane Doe, 353 Jane Stanford Way, Stanford, CA 94305, USA. jane@cs.stanford.edu',
      'arXiv:2301.12345v2 [cs.CL] 12 Mar 2023. DOI: 10.1145/3394486.3403123',
      '',
      '## 1 Introduction',
      '1. We propose a new loss (Section 3).',
      '2. We release code, see Figure 2 and Table 1.',
      '(a) Results in 2023 were reported by [4].',
    ].join('\n');
    expect(items(text)).toEqual([]);
  });

  it('reads no "number in text" out of a table printed as plain text, and joins a sentence wrapped over lines', () => {
    const text = [
      'Results',
      '',
      'Method      Acc     F1',
      'Ours        91.2    88.1',
      'Baseline    89.0    86.3',
      '',
      'The model is trained for',
      '30 epochs with a batch size',
      'of 64 on one GPU.',
    ].join('\n');
    const ss = sentencesOf(text);
    expect(ss.map((s) => s.text)).toEqual(['The model is trained for 30 epochs with a batch size of 64 on one GPU.']);
    const all = items(text);
    expect(all.every((i) => (i.fields.source as { quote: string }).quote === ss[0]!.text)).toBe(true);
    // "on one GPU" is a hardware claim (one GPU, its model not named)
    expect(all.map((i) => i.fields.kind).sort()).toEqual(['batch-size', 'epochs', 'gpu']);
  });

  it.each([
    ['DBA                 34.2', true],
    ['LexiMT (ours)       34.1 ± 0.2', true],
    ['Method      Acc     F1', true],
    ['0.912   0.871', true],
    ['The model reaches 34.2 BLEU on the test set.', false],
    ['We train for 30 epochs and', false],
  ])('"%s" is a table line: %s', (line, table) => {
    expect(isTableLine(line)).toBe(table);
  });

  it('keeps a model size as a size, never a quantity of billions; the corpus size in tokens is a count', () => {
    const q = items('We release 7B and 70B checkpoints trained on 2T tokens.').filter((i) => i.fields.kind === 'quantity');
    // "2T tokens" counts the training corpus (as "100K images" does); "7B", "70B" name checkpoints
    expect(q.map((i) => [i.fields.what, i.fields.value])).toEqual([['tokens', { n: '2000000000000' }]]);
  });
});

describe('GPUs named without their memory are hardware claims', () => {
  it.each([
    ['All models are trained on an A100 GPU.', 'A100', 1],
    ['We run inference on a single H100.', 'H100', 1],
    ['Training uses 8 NVIDIA V100 GPUs.', 'NVIDIA V100', 8],
    ['Experiments run on a GeForce RTX 4090 GPU.', 'GeForce RTX 4090', 1],
    ['Training takes 2 days on four A6000 GPUs.', 'A6000', 4],
    ['All timings are measured on an L40S GPU.', 'L40S', 1],
    ['We use 2 × A100 GPUs.', 'A100', 2],
  ])('%s', (s, gpu, count) => {
    const g = hardwareIn(s, {}).items.filter((i) => i.fields.kind === 'gpu');
    expect(g.map((i) => [i.fields.gpu, i.fields.count, i.fields.memoryGB])).toEqual([[gpu, count, undefined]]);
  });
});

describe('PDF prose (pdftotext reading order)', () => {
  it('starts the Abstract right after the title, keeps prose after a table, and joins a sentence broken by a column break', () => {
    const pdf = [
      'TinyConformer: Small Models for',
      'Streaming Speech Recognition',
      'Abstract',
      'We present TinyConformer.',
      'TinyConformer',
      '                7.2    3.5   72       10',
      '(ours)',
      '',
      'TinyConformer lowers WER by 0.4 points',
      '',
      'compared with Whisper-S. It needs',
      '',
      '',
      '40% fewer parameters than the baseline.',
    ].join('\n');
    const got = sentencesOf(unwrapParagraphs(pdf)).map((s) => [s.section, s.text]);
    expect(got[0]).toEqual([undefined, 'TinyConformer: Small Models for Streaming Speech Recognition']);
    for (const want of ['We present TinyConformer.', 'TinyConformer lowers WER by 0.4 points compared with Whisper-S.', 'It needs 40% fewer parameters than the baseline.']) expect(got).toContainEqual(['Abstract', want]);
    expect(got.filter(([, t]) => /7\.2|\(ours\)/.test(t as string))).toEqual([]);
  });
});

describe('numbered headings of a two-column PDF', () => {
  it('start their section even right after a paragraph, so statements are not all filed under "Abstract"', () => {
    const pdf = ['Abstract', 'We propose a model that is 3.1 points better.', '1 Introduction', 'Speech recognition is hard.', '4.2 Results', 'Our model reaches 7.2% WER.'].join('\n');
    const ss = sentencesOf(unwrapParagraphs(pdf));
    expect(ss.map((s) => [s.section, s.text])).toEqual([
      ['Abstract', 'We propose a model that is 3.1 points better.'],
      ['1 Introduction', 'Speech recognition is hard.'],
      ['4.2 Results', 'Our model reaches 7.2% WER.'],
    ]);
  });
});
