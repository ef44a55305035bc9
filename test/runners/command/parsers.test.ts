import { describe, expect, it } from 'vitest';
import { metricsFromCocoText } from '../../../src/runners/command/parsers/coco-text.js';
import { metricsFromJson, pathSegments } from '../../../src/runners/command/parsers/json.js';
import { metricsFromPythonDicts } from '../../../src/runners/command/parsers/python-dict.js';
import { metricFromRegex } from '../../../src/runners/command/parsers/regex.js';

/** eval_results.txt as SCORER's evaluate.py writes it: one block per checkpoint, then a summary. */
const block = (iter: number, total: string) =>
  `====================${iter} results===================\n` +
  '-------------semantic change captions only----------\n' +
  'Bleu_1: 0.8021\nBleu_2: 0.6874\nBleu_3: 0.5841\nBleu_4: 0.4967\nMETEOR: 0.3702\nROUGE_L: 0.6903\nCIDEr: 1.1574\nSPICE: 0.3021\n' +
  '-------------semantic change captions only (BY TYPE)----------\n' +
  '[COLOR]\nBleu_1: 0.8712\nCIDEr: 1.3021\n[MOVE]\nBleu_1: 0.6611\nCIDEr: 0.5512\n' +
  '-------------non-semantic change captions only----------\n' +
  'Bleu_1: 0.8934\nCIDEr: 1.4123\n' +
  `-------------total captions------------${total}`;
const SCORER_EVAL =
  block(9000, 'Bleu_1: 0.8490\nBleu_2: 0.7570\nBleu_3: 0.6620\nBleu_4: 0.5580\nMETEOR: 0.4090\nROUGE_L: 0.7420\nCIDEr: 1.2460\nSPICE: 0.3290\n') +
  block(10000, 'Bleu_1: 0.8534\nBleu_2: 0.7619\nBleu_3: 0.6683\nBleu_4: 0.5631\nMETEOR: 0.4118\nROUGE_L: 0.7452\nCIDEr: 1.2683\nSPICE: 0.3329\n') +
  '\n\n\n=========Results Summary==========\n' +
  '------------semantic change best result-------------\nBleu_1: 0.8021 (10000)\nCIDEr: 1.1574 (10000)\n' +
  '------------non-semantic change best result-------------\nBleu_1: 0.8934 (10000)\n' +
  '------------total best result-------------\nBleu_1: 0.8534 (10000)\nBleu_4: 0.5631 (10000)\nMETEOR: 0.4118 (10000)\nROUGE_L: 0.7452 (10000)\nCIDEr: 1.2683 (10000)\nSPICE: 0.3329 (10000)\n';

describe('coco-caption "Metric: value" text (SCORER evaluate.py)', () => {
  it('reads the total section whose header has no newline before the first metric, last checkpoint by default', () => {
    expect(metricsFromCocoText(SCORER_EVAL, 'total captions', 'last')).toEqual({
      ok: true,
      values: { Bleu_1: 0.8534, Bleu_2: 0.7619, Bleu_3: 0.6683, Bleu_4: 0.5631, METEOR: 0.4118, ROUGE_L: 0.7452, CIDEr: 1.2683, SPICE: 0.3329 },
    });
    const first = metricsFromCocoText(SCORER_EVAL, 'total captions', 'first');
    expect(first.ok && first.values.CIDEr).toBe(1.246);
  });

  it('stops a section at the next [TYPE] line and reads the summary with its "(iteration)" suffixes', () => {
    const sc = metricsFromCocoText(SCORER_EVAL, 'semantic change captions only (BY TYPE)', 'last');
    expect(sc).toEqual({ ok: false, problem: "no coco-caption metric in section 'semantic change captions only (BY TYPE)'" });
    const best = metricsFromCocoText(SCORER_EVAL, 'total best result', 'last');
    expect(best.ok && best.values).toEqual({ Bleu_1: 0.8534, Bleu_4: 0.5631, METEOR: 0.4118, ROUGE_L: 0.7452, CIDEr: 1.2683, SPICE: 0.3329 });
  });

  it('names a missing section', () => {
    expect(metricsFromCocoText('Bleu_1: 0.5\n', 'total captions', 'last')).toEqual({ ok: false, problem: "no section 'total captions'" });
  });
});

describe('Python dict literals in logs (SSGPA / FINER-MLLM reproduction)', () => {
  const LOG = [
    '2025-03-02 11:20:01,102 - INFO - Epoch 1/40',
    '2025-03-02 11:20:01,103 - INFO - loss=2.314',
    "2025-03-02 12:01:55,871 - INFO - {'Bleu_1': 0.5923, 'Bleu_2': 0.4871, 'Bleu_3': 0.4012, 'Bleu_4': 0.3312, 'METEOR': 0.1688, 'ROUGE_L': 0.5021, 'CIDEr': 0.6491}",
    '2025-03-02 12:01:55,872 - INFO - Epoch 2',
    "INFO:root:{'Bleu_1': np.float64(0.6011), 'Bleu_2': np.float64(0.4903), 'Bleu_3': np.float64(0.4066), 'Bleu_4': np.float64(0.3350), 'METEOR': np.float64(0.1702), 'ROUGE_L': np.float64(0.5033), 'CIDEr': np.float64(0.6530)}",
    "INFO:root:{'lr': 5e-05, 'step': 4000}",
  ].join('\n');

  it('reads the last dict with metrics, numpy scalars included, fractions as printed', () => {
    expect(metricsFromPythonDicts(LOG, undefined, 'last')).toEqual({ ok: true, values: { Bleu_1: 0.6011, Bleu_2: 0.4903, Bleu_3: 0.4066, Bleu_4: 0.335, METEOR: 0.1702, ROUGE_L: 0.5033, CIDEr: 0.653 } });
    const first = metricsFromPythonDicts(LOG, ' - INFO - ', 'first');
    expect(first.ok && first.values.CIDEr).toBe(0.6491);
  });

  it('says when no dict holds a metric', () => {
    expect(metricsFromPythonDicts("{'lr': 1}", undefined, 'last')).toEqual({ ok: false, problem: 'no dict literal with coco-caption metrics' });
  });
});

describe('JSON with a path expression', () => {
  const doc = JSON.stringify({ epoch: 12, results: { total: { Bleu_4: 0.5631, 'ROUGE-L': 0.7452, CIDEr: '1.2683', note: 'x' } }, list: [{ scores: { METEOR: 0.41 } }] });
  it('reads an object of metrics at the path, mapping printed names and numeric strings', () => {
    expect(metricsFromJson(doc, 'results.total')).toEqual({ ok: true, values: { Bleu_4: 0.5631, ROUGE_L: 0.7452, CIDEr: 1.2683 } });
    expect(metricsFromJson(doc, '$.list[0]["scores"]')).toEqual({ ok: true, values: { METEOR: 0.41 } });
  });
  it('locates what is wrong with a path', () => {
    expect(pathSegments('a..b')).toBeUndefined();
    expect(metricsFromJson(doc, 'results.total.Bleu_4.x')).toEqual({ ok: false, problem: "path 'results.total.Bleu_4.x' leaves the document at 'x'" });
    expect(metricsFromJson('{', '')).toMatchObject({ ok: false, problem: expect.stringMatching(/^not JSON/) });
  });
});

describe('regular expression', () => {
  it('takes the capture group of the last match', () => {
    const log = 'val CIDEr 1.101\nval CIDEr 1.2683\n';
    expect(metricFromRegex(log, 'CIDEr (\\d+\\.\\d+)', 'CIDEr', 'last')).toEqual({ ok: true, values: { CIDEr: 1.2683 } });
    expect(metricFromRegex(log, 'SPICE (\\d+)', 'SPICE', 'last')).toEqual({ ok: false, problem: 'pattern /SPICE (\\d+)/ does not match' });
  });
});
