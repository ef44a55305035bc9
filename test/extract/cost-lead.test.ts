/**
 * Cost columns printed first (src/extract/cost-lead.ts): a `Params (M)` or `FLOPs (G)` column right after the model's
 * name, the only header naming a metric, no longer makes the number columns after it "trailing" settings: they report
 * the metric the benchmark named next to the table reports by convention, as they do without the cost column.
 * Nor does it take the table-wide metric, the corner's (`Time (s) | Memory (GB) | Small`) or a unit note's, from the columns
 * that name none. Checked on speech-recognition, semantic-segmentation, SAT-solver and speech-synthesis READMEs written here.
 * Where no metric is found for the columns after the costs (none printed, no benchmark's convention), the table is read as
 * without the rule: the costs are its results, the other columns settings of each row (image-retrieval and keyword-spotting
 * model zoos written here) — read as results under no metric they made the table a model zoo of attributes, its costs lost
 * (bench:extract-pdf-perturb's Markdown pages, a re-identification model zoo: 20 cost cells).
 */
import { describe, expect, it } from 'vitest';
import { costColumnsLead } from '../../src/extract/cost-lead.js';
import { cornerMetric, costsFirst } from '../../src/extract/corner-metric.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { dataset: string; columns: { metric: string; subset?: string }[]; settings?: unknown[]; rows: { label: string; values: (number | null)[] }[] }[] };

const doc = (heading: string, head: string, rows: string[]): string[] => ['# Models', '', `## ${heading}`, '', head, `|${' --- |'.repeat(head.split('|').length - 2)}`, ...rows, ''];
const columns = (d: Draft): string[] => (d.tables[0]?.columns ?? []).map((c) => `${c.metric}${c.subset ? `/${c.subset}` : ''}`);

describe('cost columns printed first', () => {
  it('leads when every metric-headed column is a cost printed right after the labels', () => {
    expect(costColumnsLead([0], [1], [])).toBe(true);
    expect(costColumnsLead([0, 1], [2, 3], [])).toBe(true);
    // a performance metric among them, or a cost after other values: not this layout
    expect(costColumnsLead([0], [1, 2], [2])).toBe(false);
    expect(costColumnsLead([0], [3], [])).toBe(false);
    expect(costColumnsLead([0], [], [])).toBe(false);
  });

  it('leaves the corner\'s metric to the other columns only after cost columns printed first', () => {
    expect(costsFirst(['Memory (GB)', 'Small', 'Large'])).toBe(true);
    expect(costsFirst(['Small', 'Memory (GB)'])).toBe(false);
    expect(costsFirst(['Params (M)', 'Accuracy', 'Small'])).toBe(false);
    expect(cornerMetric('Time (s)', ['Memory (GB)', 'Small', 'Large'])).toBe('latency');
    expect(cornerMetric('Success rate', ['Kitchen', 'Time (s)'])).toBeUndefined();
  });

  it('reads the condition columns after a Params column of an ASR table as word error rates (LibriSpeech convention), as without it', () => {
    const rows = [['Conformer-S', '10.3', '2.7', '6.3'], ['Zipformer-M', '65.6', '2.2', '5.1'], ['Branchformer', '116.2', '2.1', '4.6']];
    const with_ = extractMarkdown<Draft>(doc('LibriSpeech', '| Model | Params (M) | Clean speech | Noisy speech |', rows.map((r) => `| ${r.join(' | ')} |`))).draft;
    const without = extractMarkdown<Draft>(doc('LibriSpeech', '| Model | Clean speech | Noisy speech |', rows.map((r) => `| ${[r[0], r[2], r[3]].join(' | ')} |`))).draft;
    expect(columns(with_)).toEqual(['params', ...columns(without)]);
    expect(columns(with_)).toEqual(['params', 'wer/clean-speech', 'wer/noisy-speech']);
    expect(with_.tables[0]?.dataset).toBe('librispeech');
    expect(with_.tables[0]?.settings).toBeUndefined();
    expect(with_.tables[0]?.rows.map((r) => r.values)).toEqual([[10.3, 2.7, 6.3], [65.6, 2.2, 5.1], [116.2, 2.1, 4.6]]);
  });

  it('reads daytime and night columns after a FLOPs column of a segmentation table as mIoU on the heading\'s benchmark', () => {
    const d = extractMarkdown<Draft>(doc('Cityscapes', '| Network | FLOPs (G) | Daytime | Night |', ['| BiSeNetV2 | 21.1 | 73.4 | 52.6 |', '| DDRNet-23 | 143.1 | 79.5 | 59.4 |', '| PIDNet-L | 275.8 | 80.9 | 60.6 |'])).draft;
    expect(columns(d)).toEqual(['flops', 'miou/daytime', 'miou/night']);
    expect(d.tables[0]?.settings).toBeUndefined();
    expect(d.tables[0]?.dataset).toBe('cityscapes');
  });

  it('keeps the corner\'s metric for the columns beside a Memory column (a SAT solver table: "Time (s)" over small, medium, large)', () => {
    const d = extractMarkdown<Draft>(['# SAT solvers', '', '## Solving time', '', '| Time (s) | Memory (GB) | Small | Medium | Large |', '| --- | --- | --- | --- | --- |', '| MiniSat | 0.4 | 1.2 | 15.3 | 210.4 |', '| Glucose | 0.6 | 0.9 | 11.8 | 160.2 |', '| CaDiCaL | 0.5 | 0.7 | 9.1 | 120.9 |', '']).draft;
    expect(columns(d)).toEqual(['memory', 'latency/small', 'latency/medium', 'latency/large']);
  });

  it('keeps the unit note\'s metric for the columns beside a Params column (a speech-synthesis speed table, "Unit: samples/second")', () => {
    const d = extractMarkdown<Draft>(['# Speech synthesis', '', '## Inference speed', '', '| Model | Params (M) | CPU | GPU |', '| --- | --- | --- | --- |', '| Tacotron 2 | 28.2 | 310 | 2210 |', '| FastSpeech 2 | 27.0 | 1820 | 15400 |', '| VITS | 36.3 | 960 | 9800 |', '', 'Unit: samples/second', '']).draft;
    expect(columns(d)).toEqual(['params', 'throughput/cpu', 'throughput/gpu']);
  });

  it('keeps the costs as results, the columns after them as settings, when no metric is found for those (an image-retrieval zoo of "R@1 (mAP)" cells)', () => {
    const d = extractMarkdown<Draft & { tables: { kind: string; rows: { settings?: Record<string, string> }[] }[] }>(['# Image retrieval models', '', '## Checkpoints', '', 'Every model below was trained on Google Landmarks v2 and evaluated with single-scale queries.', '', '| Model | Params (M) | GFLOPs | Pooling | Revisited Oxford | Revisited Paris |', '| --- | --- | --- | --- | --- | --- |', '| R50-GeM | 23.5 | 4.1 | GeM | 67.3 (44.2) | 80.6 (61.5) |', '| R101-GeM | 42.5 | 7.8 | GeM | 70.1 (46.9) | 82.3 (64.0) |', '| DELG-R50 | 25.6 | 4.3 | GeM + attention | 73.6 (54.8) | 85.7 (72.4) |', '']).draft;
    expect(d.tables[0]?.kind).toBe('results');
    expect(columns(d)).toEqual(['params', 'flops']);
    expect(d.tables[0]?.rows.map((r) => r.values)).toEqual([[23.5, 4.1], [42.5, 7.8], [25.6, 4.3]]);
    expect(d.tables[0]?.rows[0]?.settings).toMatchObject({ 'revisited-oxford': '67.3 (44.2)', 'revisited-paris': '80.6 (61.5)' });
  });

  it('keeps the costs as results beside plain numbers under dataset names no convention knows (a keyword-spotting zoo)', () => {
    const d = extractMarkdown<Draft & { tables: { kind: string }[] }>(['# Keyword spotting models', '', '## Checkpoints', '', '| Model | Params (K) | MACs (M) | Speech Commands v1 | Speech Commands v2 |', '| --- | --- | --- | --- | --- |', '| DS-CNN-S | 38.6 | 5.4 | 94.4 | 94.1 |', '| BC-ResNet-1 | 9.2 | 3.6 | 96.6 | 96.9 |', '| KWT-1 | 607 | 1.1 | 97.1 | 96.9 |', '']).draft;
    expect(d.tables[0]?.kind).toBe('results');
    expect(columns(d)).toEqual(['params', 'macs']);
    expect(d.tables[0]?.rows.map((r) => r.values)).toEqual([[38.6, 5.4], [9.2, 3.6], [607, 1.1]]);
  });
});
