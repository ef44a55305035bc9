/**
 * The orientation by the content of both axes (axis-score.ts, transpose-axes.ts): rows that name metrics or
 * benchmarks under a header of methods are read transposed, whatever the corner says; tables whose rows are the
 * methods, or whose header names measures, are kept as printed. Tables written here from LLM evaluation, RL,
 * object detection, speech recognition and segmentation (none copied from a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { axisScore, labelKind, rowsAreMeasures } from '../../src/extract/axis-score.js';
import { transposeByAxes } from '../../src/extract/transpose-axes.js';
import { rawTable } from '../helpers/raw-table.js';

const table = (header: string[][], body: string[][]) => rawTable(header, body, { doc: 'readme', numberFrom: 'order' });

describe('scoring an axis', () => {
  it('tells measures, methods and attributes apart', () => {
    expect(labelKind('HellaSwag (Acc.)')).toBe('measure');
    expect(labelKind('GSM8K')).toBe('measure');
    expect(labelKind('Dice↑')).toBe('measure');
    expect(labelKind('3D Error (mm)')).toBe('measure');
    expect(labelKind('WER↓')).toBe('measure');
    expect(labelKind('GPT-4')).toBe('method');
    expect(labelKind('ResNet-18')).toBe('method');
    expect(labelKind('osnet_x1_0')).toBe('method');
    expect(labelKind('DeepPrior [4]')).toBe('method');
    expect(labelKind('FooNet (Ours)')).toBe('method');
    expect(labelKind('Paper')).toBe('other');
    // a name the document prints as a row elsewhere is a method, whatever its shape
    expect(labelKind('Transformer', { methods: new Set(['transformer']) })).toBe('method');
    // a dataset the caller knows is a measure axis label
    expect(labelKind('Hopper', { isDataset: (l) => l === 'Hopper' })).toBe('measure');
    expect(axisScore(['mAP', 'AP50', 'Notes', ''])).toEqual({ n: 3, measure: 2, method: 0 });
  });

  it('decides that the rows are the measures only with methods (or a Model corner) over them', () => {
    expect(rowsAreMeasures(['MMLU', 'GSM8K', 'HumanEval'], ['Llama-2-7B', 'Mistral-7B', 'Qwen1.5-7B'], '')).toBe(true);
    expect(rowsAreMeasures(['WER', 'CER'], ['Conformer', 'Whisper'], 'Model')).toBe(true);
    // one method of four or more under a Model corner may read as a metric (`Fish Audio S2 Pro` as AU-PRO); two may not
    expect(rowsAreMeasures(['WER', 'SS'], ['VoxA-2', 'Fish Audio S2 Pro', 'TTS-3', 'Ours-1.5'], 'Model')).toBe(true);
    expect(rowsAreMeasures(['WER', 'SS'], ['VoxA-2', 'Fish Audio S2 Pro', 'TTS-3', 'Ours-1.5'], '')).toBe(false);
    expect(rowsAreMeasures(['WER', 'SS'], ['VoxA-2', 'Fish Audio S2 Pro', 'mAP', 'Ours-1.5'], 'Model')).toBe(false);
    // a header of measures: the header is the measure axis
    expect(rowsAreMeasures(['mAP', 'AP50'], ['COCO', 'LVIS'], '')).toBe(false);
    // rows that mostly name no measure (configurations)
    expect(rowsAreMeasures(['Layers', 'Hidden size', 'Heads'], ['Base', 'Large'], 'Model')).toBe(false);
    // plain words over measures, no corner: no evidence that the header names methods
    expect(rowsAreMeasures(['mAP', 'AP50'], ['Small', 'Large'], '')).toBe(false);
  });
});

describe('transposing by the axes', () => {
  it('reads an LLM model card with a text row and a Model corner as methods × benchmarks', () => {
    const r = transposeByAxes(table([['Model', 'Llama-2-7B', 'Mistral-7B', 'Ours-7B']], [['MMLU', '45.3', '62.5', '64.0'], ['GSM8K', '14.6', '52.2', '57.1'], ['Licence', 'custom', 'Apache-2.0', 'MIT']]));
    expect(r?.table.header.at(-1)).toEqual(['Model', 'MMLU', 'GSM8K', 'Licence']);
    expect(r?.table.body.map((b) => b[0])).toEqual(['Llama-2-7B', 'Mistral-7B', 'Ours-7B']);
    expect(r?.table.body[1]).toEqual(['Mistral-7B', '62.5', '52.2', 'Apache-2.0']);
    expect(r?.review).toMatch(/2 of 2 rows name metrics or benchmarks/);
  });

  it('keeps a dataset column before the metric as a header row over the metric columns (detection)', () => {
    const r = transposeByAxes(table([['Method', 'Method', 'Faster R-CNN', 'DETR', 'DINO-4scale']], [['COCO', 'AP', '37.4', '42.0', '49.0'], ['COCO', 'AP50', '58.1', '62.4', '66.6'], ['LVIS', 'AP', '22.1', '25.3', '30.2']]));
    expect(r?.table.header).toEqual([['', 'COCO', 'COCO', 'LVIS'], ['Method', 'AP', 'AP50', 'AP']]);
    expect(r?.table.body.map((b) => b[0])).toEqual(['Faster R-CNN', 'DETR', 'DINO-4scale']);
  });

  it('reads other header rows as attributes of each method (speech, a Params row)', () => {
    const r = transposeByAxes(table([['Model', 'Conformer-S', 'Conformer-L', 'Whisper-base'], ['Params', '10M', '118M', '74M']], [['WER (test-clean)', '2.7', '2.1', '5.0'], ['WER (test-other)', '6.3', '4.3', '12.4']]));
    expect(r?.table.header.at(-1)).toEqual(['Model', 'Params', 'WER (test-clean)', 'WER (test-other)']);
    expect(r?.table.body[0]).toEqual(['Conformer-S', '10M', '2.7', '6.3']);
    expect(r?.review).toMatch(/the header rows "Params" as columns of each method/);
  });

  it('names a header row with no corner "Group": the methods\' group, not the rest of their names (robot grasping, round 18)', () => {
    const r = transposeByAxes(table([['', 'Baselines', 'Baselines', 'Ours', 'Ours'], ['Method', 'Random', 'IGQ', 'Net-S', 'Net-L']], [['Success Rate (%)', '58', '70', '85', '93'], ['Precision (%)', 'N/A', '82', '90', '94']]));
    expect(r?.table.header.at(-1)).toEqual(['Method', 'Group', 'Success Rate (%)', 'Precision (%)']);
    expect(r?.table.body.map((b) => b.slice(0, 2))).toEqual([['Random', 'Baselines'], ['IGQ', 'Baselines'], ['Net-S', 'Ours'], ['Net-L', 'Ours']]);
    expect(r?.review).toMatch(/"\(unnamed: Group\)" as columns of each method/);
  });

  it('reads a Backbone header row of R50 / Swin-L as attributes, not as recall rows (video segmentation)', () => {
    const r = transposeByAxes(table([['Model', 'VisSeg-S', 'VisSeg-S', 'VisSeg-L'], ['Backbone', 'R50', 'Swin-L', 'Swin-L']], [['AP', '30.4', '39.9', '45.1'], ['AP50', '54.9', '62.0', '68.3'], ['Config', 'yaml', 'yaml', 'yaml']]));
    expect(r?.table.header.at(-1)).toEqual(['Model', 'Backbone', 'AP', 'AP50', 'Config']);
    expect(r?.table.body[1]).toEqual(['VisSeg-S', 'Swin-L', '39.9', '62.0', 'yaml']);
  });

  it('reads a method whose name holds a metric word (`Rank-1 BNN`) as a method (uncertainty baselines)', () => {
    const r = transposeByAxes(table([['Method', 'Deterministic', 'Rank-1 BNN (Gaussian)', 'Ensemble (size=4)']], [['Test NLL', '0.159', '0.128', '0.114'], ['Test Accuracy', '96.0', '96.3', '96.6']]));
    expect(r?.table.body.map((b) => b[0])).toEqual(['Deterministic', 'Rank-1 BNN (Gaussian)', 'Ensemble (size=4)']);
  });

  it('reads one metric row under methods with citation marks (RL returns)', () => {
    const r = transposeByAxes(table([['Methods', 'PPO [12]', 'SAC [7]', 'TD3 [9]']], [['Average return', '2104', '5411', '4982']]));
    expect(r?.table.body.map((b) => b[0])).toEqual(['PPO [12]', 'SAC [7]', 'TD3 [9]']);
  });

  it('keeps tables whose rows are methods, whose header names measures, or whose corner names the measure axis', () => {
    // methods as rows, metrics as columns (segmentation)
    expect(transposeByAxes(table([['Method', 'mIoU', 'Pixel Acc.']], [['DeepLabV3+', '79.6', '95.9'], ['SegFormer-B2', '81.0', '96.3']]))).toBeUndefined();
    // benchmarks as columns over methods (LLM leaderboard the usual way round)
    expect(transposeByAxes(table([['Model', 'MMLU', 'GSM8K']], [['Llama-2-7B', '45.3', '14.6'], ['Mistral-7B', '62.5', '52.2']]))).toBeUndefined();
    // a configuration table: rows are hyper-parameters
    expect(transposeByAxes(table([['Model', 'Base', 'Large', 'Huge']], [['Layers', '12', '24', '32'], ['Hidden size', '768', '1024', '1280']]))).toBeUndefined();
    // the corner names the metrics: it labels the header (`metrics | NIQE | BRISQUE` over test-set rows)
    expect(transposeByAxes(table([['metrics', 'NIQE-X', 'BRISQUE-Y']], [['Average', '3.79', '4.1']]))).toBeUndefined();
  });
});
