/**
 * Metrics of fields the registry lacked until the seventh held-out set (issue 25, round 7): mean recall and
 * zero-shot recall at K (mR@K, zR@K: relation / scene-graph detection), PSDS scenario 1 / 2 (sound event
 * detection) and FKGL (text simplification). A table printing only them was an attribute table. Each document
 * here is of a different field from the held-out document that showed the gap (video relation detection,
 * bioacoustic event detection, biomedical plain-language summaries).
 */
import { describe, expect, it } from 'vitest';
import { findMetric, metricById } from '../../src/core/metric-registry.js';
import { resultTablesOf } from '../helpers/extract-readme.js';

const videoRelations = `# Video relation detection baseline

Results on the validation split.

| Method | mR@20 | mR@50 | zR@50 | zR@100 |
| --- | --- | --- | --- | --- |
| Baseline | 6.1 | 8.4 | 1.2 | 2.3 |
| Ours | 9.7 | 12.5 | 3.4 | 5.0 |
`;

const birdCalls = `# Bioacoustic event detection

Evaluated on the development set.

| System | PSDS1 | PSDS2 |
| --- | --- | --- |
| CRNN | 0.312 | 0.521 |
| CRNN + augmentation | 0.347 | 0.560 |
`;

const plainLanguage = `# Plain-language summaries of clinical abstracts

| Model | SARI | FKGL |
| --- | --- | --- |
| BART | 38.2 | 11.4 |
| BART + UL | 40.1 | 10.3 |
`;

describe('metrics of scene-graph, sound-event and simplification tables', () => {
  it('mR@K and zR@K headers make a results table with one registry id per K', () => {
    const [t] = resultTablesOf(videoRelations);
    expect(t?.columns.map((c) => c.metric)).toEqual(['mr@20', 'mr@50', 'zr@50', 'zr@100']);
    expect(t?.rows.map((r) => r.values.map((v) => (v && 'n' in v ? v.n : v)))).toEqual([['6.1', '8.4', '1.2', '2.3'], ['9.7', '12.5', '3.4', '5.0']]);
  });

  it('PSDS1 / PSDS2 are the two PSDS scenarios, printed as fractions', () => {
    const [t] = resultTablesOf(birdCalls);
    expect(t?.columns.map((c) => c.metric)).toEqual(['psds1', 'psds2']);
    expect(t?.rows).toHaveLength(2);
    expect(metricById('psds1')?.scale).toBe('fraction');
  });

  it('FKGL beside SARI: a lower-is-better grade level', () => {
    const [t] = resultTablesOf(plainLanguage);
    expect(t?.columns.map((c) => c.metric)).toEqual(['sari', 'fkgl']);
    expect(metricById('fkgl')?.direction).toBe('lower');
  });

  it('the printed variants name the same ids; mean rank (MR) keeps its own', () => {
    expect(findMetric('Mean Recall@100')?.id).toBe('mr@100');
    expect(findMetric('PSDS-scenario2')?.id).toBe('psds2');
    expect(findMetric('Flesch-Kincaid Grade Level')?.id).toBe('fkgl');
    expect(findMetric('MR')?.id).not.toBe('mr@20');
  });
});
