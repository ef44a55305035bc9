/**
 * Metrics the registry lacked until the tenth held-out set (in-sample): survival analysis (C-index, integrated
 * Brier score, time-dependent AUC), video panoptic quality, the non-linear ADE of trajectory prediction, and
 * `Corr` as the Pearson correlation beside regression errors; and the temporal-detection convention on benchmarks
 * other tasks share (ActivityNet, HACS) only under temporal IoU headers. The documents are of other fields or
 * benchmarks than the held-out ones (clinical survival, Cityscapes-VPS, sports trajectories, wind-power forecasting,
 * HACS segments).
 */
import { describe, expect, it } from 'vitest';
import { metricById } from '../../src/core/metric-registry.js';
import { resultTablesOf, draftOfReadme } from '../helpers/extract-readme.js';

const clinicalSurvival = `# Deep survival models on METABRIC

| Model | C-index | IBS | td-AUC |
| --- | --- | --- | --- |
| CoxPH | 0.631 | 0.178 | 0.655 |
| DeepHit | 0.664 | 0.169 | 0.702 |
`;

const cityscapesVps = `# Video panoptic segmentation on Cityscapes-VPS

| Method | VPQ | VPQ<sup>Th</sup> | VPQ<sup>St</sup> |
| --- | --- | --- | --- |
| VPSNet | 57.0 | 44.7 | 66.0 |
| Ours | 60.1 | 49.3 | 68.0 |
`;

const basketball = `# Player trajectory forecasting

| Model | ADE | Non-linear ADE | FDE |
| --- | --- | --- | --- |
| LSTM | 1.21 | 1.65 | 2.43 |
| Social pooling | 1.02 | 1.31 | 2.10 |
`;

const windPower = `# Wind power forecasting

| Model | MAE | RMSE | Corr |
| --- | --- | --- | --- |
| GRU | 0.112 | 0.154 | 0.871 |
| TCN | 0.104 | 0.149 | 0.883 |
`;

const notCorrelation = `# Spelling correction

| System | Corr | Acc |
| --- | --- | --- |
| Rule-based | 812 | 71.2 |
| Seq2seq | 934 | 80.5 |
`;

const hacs = `# Temporal detection results

### HACS Segments

| Method | tIoU=0.5 | tIoU=0.75 | tIoU=0.95 | Avg. |
| --- | --- | --- | --- | --- |
| SSN | 28.8 | 18.8 | 5.3 | 19.0 |
| Ours | 56.5 | 37.8 | 9.2 | 37.3 |
`;

const zeroShotRecognition = `# Zero-shot action recognition

### ActivityNet

| Method | UCF101 | HMDB51 | Split |
| --- | --- | --- | --- |
| CLIP | 69.9 | 43.2 | 50/50 |
| Ours | 75.1 | 49.6 | 50/50 |
`;

describe('metrics of survival, video panoptic and trajectory tables', () => {
  it('reads a clinical survival table: C-index, IBS (beside it), td-AUC, with their directions', () => {
    const [t] = resultTablesOf(clinicalSurvival);
    expect(t?.columns.map((c) => c.metric)).toEqual(['c-index', 'integrated-brier-score', 'time-dependent-auc']);
    expect(metricById('c-index')?.direction).toBe('higher');
    expect(metricById('integrated-brier-score')?.direction).toBe('lower');
    expect(metricById('time-dependent-auc')?.scale).toBe('fraction');
  });

  it('reads VPQ and its thing / stuff parts as vpq', () => {
    const [t] = resultTablesOf(cityscapesVps);
    expect(t?.columns.map((c) => c.metric)).toEqual(['vpq', 'vpq', 'vpq']);
  });

  it('reads the non-linear ADE as its own lower-is-better metric, not ade', () => {
    const [t] = resultTablesOf(basketball);
    expect(t?.columns.map((c) => c.metric)).toEqual(['ade', 'ade-nonlinear', 'fde']);
    expect(metricById('ade-nonlinear')?.direction).toBe('lower');
  });

  it('reads Corr as the Pearson correlation beside regression errors only', () => {
    const [t] = resultTablesOf(windPower);
    expect(t?.columns.map((c) => c.metric)).toEqual(['mae', 'rmse', 'pearson']);
    const [s] = resultTablesOf(notCorrelation);
    expect(s?.columns.map((c) => c.metric) ?? []).not.toContain('pearson');
  });
});

describe('the temporal-detection convention on shared benchmarks', () => {
  it('gives mAP to the temporal IoU columns of a HACS table', () => {
    const [t] = resultTablesOf(hacs);
    expect(t?.columns.map((c) => c.metric)).toEqual(['map', 'map', 'map', 'map']);
  });

  it('gives nothing to the dataset columns of an ActivityNet recognition table', () => {
    const tables = draftOfReadme(zeroShotRecognition).tables;
    const metrics = tables.flatMap((t) => (t.kind === 'results' ? t.columns.map((c) => c.metric) : []));
    expect(metrics).not.toContain('map');
  });
});
