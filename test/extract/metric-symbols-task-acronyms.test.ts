/**
 * Metric names read wrong or not at all (issue 25, round 14, in-sample on the thirteenth held-out set):
 *  - a metric printed as a LaTeX symbol ("$S_{\alpha}$", "$F_{\beta}^{w}$", "$E_{\xi}^{m}$") is its registry metric,
 *    whatever the order of its scripts or its braces; its bare letters ("SM") are not;
 *  - an acronym that is a metric's alias and a task of another field ("ASR": attack success rate, automatic
 *    speech recognition) names no metric in a heading over a table of that field;
 *  - benchmarks printed as rows under method columns with no metric anywhere are read with their conventions;
 *  - "mean angular error" (degrees) is its own metric, not the classification error rate.
 * The documents are of other fields and layouts than the held-out ones (polyp segmentation, a speech toolkit's
 * model card, surface normals, a jailbreak benchmark).
 */
import { describe, expect, it } from 'vitest';
import { findMetric, findMetricSymbol, metricById } from '../../src/core/metric-registry.js';
import { symbolKey } from '../../src/core/metric-symbol.js';
import { withoutTaskAcronyms } from '../../src/extract/task-acronyms.js';
import { draftOfReadme, resultTablesOf } from '../helpers/extract-readme.js';

const polyps = `# PolypSeg results

Results on the two colonoscopy test sets.

| Method | Kvasir | | | CVC-ClinicDB | | |
| --- | --- | --- | --- | --- | --- | --- |
| | $S_{\\alpha}$ | $F_{\\beta}^{w}$ | mDice | $S_{\\alpha}$ | $F_{\\beta}^{w}$ | mDice |
| UNet | 0.858 | 0.794 | 0.818 | 0.890 | 0.811 | 0.823 |
| Ours | 0.921 | 0.887 | 0.912 | 0.944 | 0.915 | 0.930 |
`;

const salient = `# Salient object detection

| Model | $S_m$ ↑ | $F^{\\omega}_{\\beta}$ ↑ | $E_{\\xi}^{m}$ ↑ | MAE ↓ |
| --- | --- | --- | --- | --- |
| Baseline | 0.901 | 0.850 | 0.932 | 0.041 |
| Ours | 0.915 | 0.872 | 0.947 | 0.034 |
`;

const speechCard = `# A streaming speech toolkit

## ASR results

<table>
<tr><th></th><th colspan="2">Offline</th><th colspan="2">Streaming</th></tr>
<tr><th></th><th>Conformer-L</th><th>Zipformer-M</th><th>Conformer-S</th><th>Zipformer-S</th></tr>
<tr><td>LibriSpeech test-clean</td><td>2.1</td><td>2.0</td><td>3.4</td><td>3.1</td></tr>
<tr><td>LibriSpeech test-other</td><td>4.6</td><td>4.3</td><td>8.2</td><td>7.5</td></tr>
<tr><td>AISHELL-1</td><td>4.4</td><td>4.2</td><td>5.9</td><td>5.6</td></tr>
<tr><td>Average</td><td>3.7</td><td>3.5</td><td>5.8</td><td>5.4</td></tr>
</table>
`;

const speechRows = `# Transducer recipes

### ASR result comparison

| Model | LibriSpeech test-clean | LibriSpeech test-other | Common Voice en |
| --- | --- | --- | --- |
| Transducer | 2.5 | 6.1 | 12.3 |
| CTC | 2.9 | 7.4 | 14.0 |
`;

const jailbreak = `# Jailbreak benchmark

## ASR results

| Attack | AdvBench | HarmBench |
| --- | --- | --- |
| GCG | 56.0 | 38.2 |
| PAIR | 62.5 | 41.9 |
`;

const landmarks = `# Facial landmark detection

Table 1: Mean localization error of the detectors.

| Detector | 300W | WFLW |
| --- | --- | --- |
| HRNet | 3.34 | 4.60 |
| Ours | 3.10 | 4.21 |
`;

const cifar = `# Wide residual networks

Table 2: Test error (%) of the networks.

| Network | CIFAR-10 | CIFAR-100 |
| --- | --- | --- |
| WRN-28-10 | 3.89 | 18.85 |
| WRN-40-4 | 4.53 | 21.18 |
`;

const normals = `# Surface normal estimation

Table 2: Mean angular error (degrees) on the two indoor benchmarks; lower is better.

| Method | NYUv2 | ScanNet |
| --- | --- | --- |
| Baseline | 20.1 | 18.4 |
| Ours | 16.3 | 15.0 |
`;

describe('metrics printed as math symbols', () => {
  it('a LaTeX symbol is one key whatever the order of its scripts and its braces', () => {
    expect(symbolKey('$F^{\\omega}_{\\beta}$')).toBe('F_β^ω');
    expect(symbolKey('$F_{\\beta}^{\\omega}$')).toBe('F_β^ω');
    expect(symbolKey('F_β^ω ↑')).toBe('F_β^ω');
    expect(symbolKey('$E_\\phi^{\\max}$')).toBe('E_φ^max');
    expect(symbolKey('S_alpha')).toBe('S_α');
    expect(symbolKey('Accuracy')).toBeUndefined();
    expect(symbolKey('$x$ and $y_1$')).toBeUndefined();
  });

  it('the structure, weighted-F and E-measures are read from their symbols; their bare letters are not', () => {
    expect(findMetricSymbol('$S_m$')?.id).toBe('s-measure');
    expect(findMetricSymbol('$F^{w}_{\\beta}$')?.id).toBe('weighted-f-measure');
    expect(findMetricSymbol('$E_{\\phi}^{m}$')?.id).toBe('e-measure');
    // before: the Greek command dropped, "E^m" read as EM (exact match), "F^" as a metric
    expect(findMetric('$E_{\\phi}^{m}$')?.id).toBe('e-measure');
    expect(findMetric('F^')).toBeUndefined();
    expect(findMetric('SM')).toBeUndefined();
    expect(metricById('weighted-f-measure')?.direction).toBe('higher');
  });

  it('a polyp-segmentation table with LaTeX metric names in the first body row under dataset headers', () => {
    const [t] = resultTablesOf(polyps);
    expect(t?.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['s-measure/kvasir', 'weighted-f-measure/kvasir', 'dice/kvasir', 's-measure/cvc-clinicdb', 'weighted-f-measure/cvc-clinicdb', 'dice/cvc-clinicdb']);
  });

  it('a salient-object table with symbols and arrows in a single header row', () => {
    const [t] = resultTablesOf(salient);
    expect(t?.columns.map((c) => c.metric)).toEqual(['s-measure', 'weighted-f-measure', 'e-measure', 'mae']);
  });
});

describe('an acronym that names a task of the table\'s field', () => {
  it('"ASR" over speech benchmarks is the task: the benchmarks\' conventions give the metrics', () => {
    const [t] = resultTablesOf(speechRows);
    expect(t?.columns.map((c) => c.metric)).toEqual(['wer', 'wer', 'wer']);
  });

  it('"ASR" over a jailbreak benchmark stays the attack success rate', () => {
    const [t] = resultTablesOf(jailbreak);
    expect(t?.columns.map((c) => c.metric)).toEqual(['attack-success-rate', 'attack-success-rate']);
  });

  it('the filter keeps a metric spelled out, or named where the field is another', () => {
    expect(withoutTaskAcronyms(['attack-success-rate'], 'ASR results', 'LibriSpeech test-clean')).toEqual([]);
    expect(withoutTaskAcronyms(['attack-success-rate'], 'ASR (attack success rate)', 'LibriSpeech')).toEqual(['attack-success-rate']);
    expect(withoutTaskAcronyms(['attack-success-rate'], 'ASR of audio jailbreaks', 'voice assistants, jailbreak prompts')).toEqual(['attack-success-rate']);
    expect(withoutTaskAcronyms(['success-rate'], 'SR results (×4)', 'Set5 Set14 Urban100')).toEqual([]);
    expect(withoutTaskAcronyms(['success-rate'], 'SR of the agents', 'navigation episodes')).toEqual(['success-rate']);
  });
});

describe('benchmarks as rows, methods as columns, no metric printed', () => {
  it('a speech model card: read transposed, each benchmark with its convention, the average drafted for review', () => {
    const [t] = resultTablesOf(speechCard);
    expect(t?.columns.map((c) => c.metric)).toEqual(['wer', 'wer', 'cer', 'unknown-metric']);
    expect(t?.rows.map((r) => r.method)).toEqual(['conformer-l', 'zipformer-m', 'conformer-s', 'zipformer-s']);
  });
});

describe('"error" after a measured quantity', () => {
  it('a localization error is no error rate; a test error still is', () => {
    expect(resultTablesOf(landmarks).flatMap((t) => t.columns.map((c) => c.metric))).not.toContain('error-rate');
    expect(resultTablesOf(cifar)[0]?.columns.map((c) => c.metric)).toEqual(['error-rate', 'error-rate']);
  });
});

describe('angular error', () => {
  it('a caption naming the mean angular error in degrees: angular-error, not the error rate', () => {
    const [t] = resultTablesOf(normals);
    expect(t?.columns.map((c) => c.metric)).toEqual(['angular-error', 'angular-error']);
    expect(metricById('angular-error')?.unit).toBe('°');
    expect(findMetric('Gaze estimation error')?.id).toBe('angular-error');
    expect(draftOfReadme(normals).tables).toHaveLength(1);
  });
});
