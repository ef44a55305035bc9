/**
 * Settings, versions, identifiers and markers are no claims (src/extract/statements-noise.ts): a
 * table of sentences as READMEs, docs pages and PDFs of many fields print them, each with the
 * printed values that must (and only those that must) come out as numbers. Label fragments (a
 * figure legend, a table header in the text) give no statement at all.
 */
import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import { isLabelFragment } from '../../src/extract/statements-noise.js';
import { numbersIn } from '../../src/extract/statements-numbers.js';

const values = (s: string) => numbersIn(s).map((n) => n.text);
const statements = (text: string) => statementsOf(sentencesOf(text), { doc: 'paper', tables: [], methods: new Map() }).filter((i) => i.section === 'statements');

describe('numbers of settings, versions, identifiers and markers', () => {
  it.each([
    // defaults and settings of a docs page or a command line
    ['min_size: minimum area of a detected region in pixels (default: 16)', []],
    ['threshold (float): the binarization threshold, defaults to 0.3', []],
    ['smoothing: the label smoothing factor, default 0.1.', []],
    ['python train.py --lr 0.0003 --epochs 90 --batch-size 256', []],
    ['cd src && python run.py --alpha=0.5 --beta=2', []],
    ['Run `torchrun --nproc_per_node 8 train.py` on one node.', []],
    ['We set --max-duration to 600 for decoding.', []],
    ['The decoder uses beam=4 and lm_weight=0.35.', []],
    ['Set kv_cache=True and num_beams=5 to reproduce the speed figures.', []],
    ['conda create -n env python=3.10', []],
    // software versions with comparison or range signs, and versions of three parts
    ['It requires python >= 3.8 and torch >= 2.1.', []],
    ['make sure `transformers >= 4.47.0` is installed', []],
    ['It supports PyTorch 1.1~1.7 and spconv 1.0~1.2.', []],
    ['The code is compatible with Python 3.8-3.11.', []],
    ['We used scikit-learn 1.3.2 and numpy 1.26.4.', []],
    // identifiers, footnote markers, affiliations, markers
    ['Join our WeChat group: 884213407 (No.2).', []],
    ['Contact: +1 6505550123.', []],
    ['2 https://example.org/data/release', []],
    ['Alice Smith1,2 and Bob Lee1 1 Department of Chemistry, University of Oslo', []],
    ['3 School of Computer Science, Fudan University', []],
    ['We evaluate MMLU (5-shot), GSM8K (8-shot) and BBH (3-shot).', []],
    ['Two questions remain: (1) whether it scales and (2) how it transfers.', []],
    ['It has three features: 1) speed; 2) accuracy; 3) memory.', []],
    ['Benchmarks: HumanEval, MATH- 500 and GPQA.', []],
    ['We release the OceanNet 2.0 weights today.', []],
    ['We released FooBar v1.5 last month.', []],
    ['The metric is $\\mathrm{F1} = 2PR/(P+R)$ with $\\beta=1$.', []],
    // printed values around them stay values
    ['With the default settings, the model reaches 91.2% accuracy.', ['91.2']],
    ['We train for 90 epochs with lr=0.1 on 1,281,167 images.', ['90', '1,281,167']],
    ['The corpus has 12000000 sentences.', ['12000000']],
    ['Accuracy improves from 71.3 to 74.8 with Python 3.10 installed.', ['71.3', '74.8']],
    ['The 5-shot accuracy is 63.5%, and the 0-shot accuracy 58.1%.', ['63.5', '58.1']],
    ['WER falls by 1.2 points when the LM is added (see Table 2).', ['1.2']],
    ['We collected 450 cases from 3 hospitals.', ['450', '3']],
    ['Latency drops to 12.5 ms on 8 cores.', ['12.5', '8']],
    ['It reaches 0.8~0.9 AUC in every fold.', ['0.8', '0.9']],
    ['The model scores 72.1–74.3 across seeds.', ['72.1', '74.3']],
    ['Our 7-layer model reaches 88.0 F1 with 4 heads.', ['7', '88.0', '4']],
    ['Precision >= 90% was required, and 3 of 4 sites met it.', ['90', '3', '4']],
    ['The dataset contains 1014 scans and 2 annotators.', ['1014', '2']],
  ])('%s', (s, expected) => {
    expect(values(s)).toEqual(expected);
  });
});

describe('label fragments', () => {
  it.each([
    ['Kimi Linear 84.3 Kimi Linear', true],
    ['AIME 2024 MATH 500 Codeforces LiveCodeBench v5 MathVista (Pass@1) (EM) 24.12-25.2', true],
    ['SDv1.5 DALL-E 3 Emu3-Gen Ours-7B', true],
    ['QQ Groups: 663272642 (No.4), 1013410623 (No.5)', true],
    ['ResNet-50 76.1 ViT-B/16 81.8 Swin-T 81.3', true],
    ['Table 3: Results of all methods on ImageNet.', false],
    ['Our model reaches 84.3 on RULER.', false],
    ['COCO AP: 63.3 with a Swin-L backbone', false],
    ['It runs at 23 FPS.', false],
  ])('%s → %s', (s, expected) => {
    expect(isLabelFragment(s)).toBe(expected);
  });

  it('a legend or header left in the text gives no statement; a sentence after it still does', () => {
    const text = 'Kimi Linear 84.3 Kimi Linear\n\nOur model reaches 84.3 on RULER with 3 layers.';
    expect(statements(text).map((i) => (i.fields.value as { n: string } | undefined)?.n)).toEqual(['84.3', '3']);
  });
});
