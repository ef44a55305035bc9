/**
 * Columns of changes ("Δ BLEU", "WER diff."), columns headed only by a split ("Dev | Test") whose metric only the
 * text after the table names, and command-line columns beside the row names (round 10b, issue #25; found on the
 * eleventh held-out set's pruning README and docs page, tested here on documents of other fields).
 */
import { describe, expect, it } from 'vitest';
import { deltaMetricOf } from '../../src/extract/delta-metric.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { isSplitHeader, splitColumnMetric } from '../../src/extract/split-header-metric.js';
import { captionMetricScope } from '../../src/extract/caption-metric-heads.js';
import { isIdentifierColumn } from '../../src/extract/identifier-column.js';
import { parseCell } from '../../src/extract/cells.js';
import { metricsInText } from '../../src/extract/metric-lookup.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';
import { isCostMetric, metricById } from '../../src/core/metric-registry.js';
import type { MetricDef } from '../../src/core/metric-registry.js';

const strict = (name: string): string | undefined => metricFor(name, true);

describe('delta columns (delta-metric.ts)', () => {
  it('reads the change of a registry metric in its printed variants', () => {
    expect(deltaMetricOf('Δ BLEU', strict)?.def.id).toBe('bleu-delta');
    expect(deltaMetricOf('∆mAP', strict)?.def.id).toBe('map-delta');
    expect(deltaMetricOf('$\\Delta$ Acc (%)', strict)?.def.id).toBe('accuracy-delta');
    expect(deltaMetricOf('Change in F1', strict)?.def.id).toBe('f1-delta');
    expect(deltaMetricOf('WER diff.', strict)?.def).toMatchObject({ id: 'wer-delta', direction: 'lower', scale: 'percent' });
  });

  it('is not a bare delta, a symbol, nor a registry name that is a difference', () => {
    expect(deltaMetricOf('Δ', strict)).toBeUndefined();
    expect(deltaMetricOf('Δt (s)', strict)).toBeUndefined();
    expect(deltaMetricOf('Delta', strict)).toBeUndefined();
    expect(deltaMetricOf('ΔDP', strict)).toBeUndefined();
    expect(deltaMetricOf('BLEU', strict)).toBeUndefined();
  });

  it('drafts a signed change column of a distillation table under a declared <metric>-delta, "+0.4" a value', () => {
    const { draft, dir } = extractMarkdown<{ metrics?: { id: string; direction: string }[]; tables: { columns: { metric: string }[]; rows: { label: string; values: (number | null)[] }[] }[] }>([
      '# Distilled translation students', '', 'BLEU of each student on newstest2014 (En-De), and its change over the teacher.', '',
      '| Student | Layers | BLEU | Δ BLEU |', '| --- | --- | --- | --- |',
      '| Tiny | 3 | 26.1 | -1.2 |', '| Small | 6 | 27.7 | +0.4 |', '| Base | 12 | 27.3 | +0.00 |', '',
    ]);
    const t = draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['bleu', 'bleu-delta']);
    expect(t?.rows.map((r) => r.values[1])).toEqual([-1.2, 0.4, 0]);
    expect(draft.metrics?.find((m) => m.id === 'bleu-delta')?.direction).toBe('higher');
    expectValidates(dir);
  });

  it('reads a leading plus as the sign of the value', () => {
    expect(parseCell('+0.03').value).toBe(0.03);
    expect(parseCell('+1.5%').value).toBe(1.5);
    expect(parseCell('+').value).toBeNull();
  });
});

describe('split-only columns (split-header-metric.ts)', () => {
  it('a split header takes the one performance metric of the text around it', () => {
    expect(isSplitHeader('Dev')).toBe(true);
    expect(isSplitHeader('Validation set')).toBe(true);
    expect(isSplitHeader('Dev WER')).toBe(false);
    const perf = (t: string) => metricsInText(t, true).filter((id) => !isCostMetric(metricById(id) as MetricDef));
    expect(splitColumnMetric('Test', 'Figure 2: Word error rate vs model size (lower WER is better).', perf)).toBe('wer');
    // two metrics named: no guess
    expect(splitColumnMetric('Test', 'We report WER and BLEU scores.', perf)).toBeUndefined();
    expect(splitColumnMetric('Params', 'lower WER is better', perf)).toBeUndefined();
  });

  it('"Dev | Test" after a parameter count, the metric only in the figure caption under the table', () => {
    const { draft } = extractMarkdown<{ tables: { kind: string; columns: { metric: string; subset?: string }[] }[] }>([
      '# Speech recognition baselines', '', '## Results', '', 'The trained models are listed below.', '',
      '| Model | Params | Dev | Test |', '| --- | --- | --- | --- |',
      '| Conformer-S | 10.3M | 6.1 | 6.5 |', '| Conformer-M | 30.7M | 5.2 | 5.6 |', '| Conformer-L | 118.8M | 4.9 | 5.3 |', '',
      'Figure 2: Word error rate against model size (lower WER is better).', '',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['params', undefined], ['wer', 'dev'], ['wer', 'test']]);
  });

  it('a split word is never the head of a metric\'s name: "Test PPL" does not make "Test" perplexity and "Validation" another measure', () => {
    expect(captionMetricScope(['Validation', 'Test'], 'perplexity', 'the perplexity results')).toBeUndefined();
  });

  it('"the two right columns show the perplexity results" names the metric in a paragraph', () => {
    expect(metricsInText('The two right columns show the perplexity results (lower is better) of each model.', true)).toContain('perplexity');
  });
});

describe('command-line columns (identifier-column.ts)', () => {
  it('a column of shell commands, or headed "Command line", points at a run: the rows are named beside it', () => {
    expect(isIdentifierColumn(['Command line'], ['x', 'y'])).toBe(true);
    expect(isIdentifierColumn([], ['python train.py --lr 0.1', 'CUDA_VISIBLE_DEVICES=0 torchrun train.py --lr 0.2'])).toBe(true);
    expect(isIdentifierColumn([], ['Python baseline', 'bash'])).toBe(false);
    const { draft } = extractMarkdown<{ tables: { rows: { label: string; settings?: Record<string, string> }[] }[] }>([
      '# Image captioning runs', '', 'CIDEr on the COCO Karpathy test split.', '',
      '| Size | Run | CIDEr |', '| --- | --- | --- |',
      '| Base | python train.py --size base --lr 1e-4 | 120.3 |', '| Base | python train.py --size base --lr 5e-5 | 121.0 |', '| Large | python train.py --size large --lr 5e-5 | 127.9 |', '',
    ]);
    expect(draft.tables[0]?.rows.map((r) => r.label)).toEqual(['Base', 'Base', 'Large']);
  });
});

describe('footnote marks after a metric header (metric-lookup.ts)', () => {
  it('"latency (ms) 1,2" is latency, and the marks are no condition of its subset', async () => {
    const { metricColumnSubset } = await import('../../src/extract/column-subset.js');
    expect(metricFor('Latency (ms) 1,2')).toBe(metricFor('Latency (ms)'));
    expect(metricColumnSubset('Latency (ms) 1,2', { id: 'librispeech', printed: 'LibriSpeech' })).toBe('librispeech');
    // a horizon after the unit is still a condition
    expect(metricColumnSubset('L2 (m) 1s', undefined)).toBe('1s');
  });
});
