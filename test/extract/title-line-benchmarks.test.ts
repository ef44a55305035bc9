/**
 * Tables of the twenty-eighth held-out set, measured blind at 2/393 (round 20), each form tried on other documents:
 * - a leaderboard of defenses whose "model" column holds statuses (available | authors | retrained) beside a "paper"
 *   column of citations: the status word was the method of 30 rows; now the citation names the row;
 * - a table whose benchmark is named only by a title line above it ("**[XNLI (Conneau et al., 2018)](…)**") over
 *   language columns: no metric before; now the benchmark's convention, as for a header naming it;
 * - "F1 / EM" cells under such a title (MLQA, XQuAD, TyDiQA): the field's pair, F1 never below EM;
 * - emphasis printed with underscores in a row label ("`xlmr.large` _(TRANSLATE-TRAIN-ALL)_") kept its underscores.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; subset?: string }[]; settings?: readonly { label: string }[]; rows: readonly { method: string; label?: string; values: readonly unknown[]; settings?: Record<string, unknown> }[] }[];
}
const results = (d: Draft) => d.tables.filter((t) => t.kind === 'results');

describe('a leaderboard of defenses', () => {
  it('names each row by its paper, the status and the architecture kept as settings', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Certified defenses on ImageNet',
      '',
      '|#|paper|model|architecture|clean|certified|',
      '|---|---|---|---|---|---|',
      '|1| [(Salman et al., 2019)](https://arxiv.org/abs/1906.04584)| *available*| ResNet-50| 67.0| 49.0|',
      '|2| [(Cohen et al., 2019)](https://arxiv.org/abs/1902.02918)| *available*| ResNet-50| 67.0| 44.0|',
      '|3| [(Jeong et al., 2021)](https://arxiv.org/abs/2106.00000)| *authors*| ResNet-50| 66.0| 46.2|',
      '|4| [(Salman et al., 2019)](https://arxiv.org/abs/1906.04584)| *retrained*| ResNet-18| 61.2| 40.3|',
      '|5| [(Carlini et al., 2022)](https://arxiv.org/abs/2206.10550)| *authors*| ViT-B/16| 71.1| 54.3|',
      '|6| [(Zhang et al., 2020)](https://arxiv.org/abs/2002.00000)| *available*| ResNet-50| 63.3| 43.1|',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.rows.map((r) => r.label)).toEqual(['(Salman et al., 2019)', '(Cohen et al., 2019)', '(Jeong et al., 2021)', '(Salman et al., 2019)', '(Carlini et al., 2022)', '(Zhang et al., 2020)']);
    expect(t?.settings?.map((s) => s.label)).toEqual(expect.arrayContaining(['model', 'architecture']));
  });

  it('keeps a "Model" column of names as the method', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Defenses on CIFAR-10',
      '',
      '|paper|model|clean|',
      '|---|---|---|',
      '| (Madry et al., 2018) | PGD-AT | 87.3 |',
      '| (Zhang et al., 2019) | TRADES | 84.9 |',
      '| (Rice et al., 2020) | PGD-AT-ES | 85.3 |',
      '| (Wong et al., 2020) | FastAT | 83.3 |',
    ]);
    // (the citation beside it is the rest of the label, as for "TransE (2013)")
    expect(draft.tables.find((x) => x.kind === 'results')?.rows.map((r) => r.label)).toEqual(['(Madry et al., 2018) PGD-AT', '(Zhang et al., 2019) TRADES', '(Rice et al., 2020) PGD-AT-ES', '(Wong et al., 2020) FastAT']);
  });
});

describe('a benchmark named only by the title line above its table', () => {
  it('gives its language columns the benchmark\'s metric, and strips emphasis underscores from the labels', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# Multilingual encoder',
      '',
      '**[PAWS-X (Yang et al., 2019)](https://arxiv.org/abs/1908.11828)**',
      '',
      'Model | en | de | es | fr',
      '---|---|---|---|---',
      '`mbert` _(zero-shot)_ | 94.0 | 85.7 | 87.4 | 87.0',
      '`xlm.base` _(zero-shot)_ | 94.7 | 88.8 | 89.7 | 90.1',
    ]);
    const t = results(draft)[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'accuracy', 'accuracy']);
    expect(t?.rows[0]?.label).toBe('mbert (zero-shot)');
    expect(yaml).not.toMatch(/_\(zero-shot\)_/);
  });

  it('splits "F1 / EM" cells under an XQuAD title line, F1 first', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Cross-lingual QA',
      '',
      '**XQuAD (Artetxe et al., 2020)**',
      '',
      'Model | en | es | de',
      '---|---|---|---',
      '`mbert` | 83.5 / 72.2 | 75.5 / 56.9 | 70.6 / 54.0',
      '`xlmr.large` | 86.5 / 75.7 | 82.0 / 63.9 | 80.4 / 63.1',
    ]);
    const t = results(draft)[0];
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['f1', 'en'], ['em', 'en'], ['f1', 'es'], ['em', 'es'], ['f1', 'de'], ['em', 'de']]);
    expect(t?.rows[0]?.values).toEqual([83.5, 72.2, 75.5, 56.9, 70.6, 54.0]);
  });

  it('reads nothing from a lead-in that is a sentence', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Notes',
      '',
      'We also tried the XQuAD setup of our earlier paper on these languages.',
      '',
      'Model | en | es',
      '---|---|---',
      '`a` | 83.5 / 72.2 | 75.5 / 56.9',
      '`b` | 86.5 / 75.7 | 82.0 / 63.9',
    ]);
    expect(JSON.stringify(results(draft))).not.toMatch(/"em"/);
  });
});

describe('an evaluation protocol in capitals in brackets after a row name', () => {
  it('is how the row was run, not part of the method: the row keeps its label, the method its name', () => {
    const { draft, yaml } = extractMarkdown<Draft & { methods: readonly { id: string }[] }>([
      '# Cross-lingual transfer',
      '',
      '**XNLI (Conneau et al., 2018)**',
      '',
      'Model | average | en | de',
      '---|---|---|---',
      '`mt5.base` _(ZERO-SHOT)_ | 75.4 | 84.7 | 77.4',
      '`mt5.large` _(TRANSLATE-TRAIN-ALL)_ | 81.1 | 88.2 | 82.9',
      '`depth-net` (RGB-D) | 70.2 | 80.0 | 71.3',
    ]);
    const t = results(draft)[0];
    expect(t?.rows.map((r) => r.method)).toEqual(['mt5.base', 'mt5.large', 'depth-net-rgb-d']);
    expect(t?.rows.map((r) => r.label)).toEqual(['mt5.base (ZERO-SHOT)', 'mt5.large (TRANSLATE-TRAIN-ALL)', 'depth-net (RGB-D)']);
    expect(yaml).toMatch(/"\(ZERO-SHOT\)" read as the protocol this row was run under/);
  });
});
