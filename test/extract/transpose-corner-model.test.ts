/**
 * A corner cell "Model" / "Method" over a header row of methods and rows that all name metrics: the table is printed
 * transposed (methods as columns), the corner heads the header row, not the label column (transpose.ts).
 */
import { describe, expect, it } from 'vitest';
import { transposeIfMethodsAreColumns } from '../../src/extract/transpose.js';
import { rawTable } from '../helpers/raw-table.js';

const transposed = (header: string[], body: string[][]) => transposeIfMethodsAreColumns(rawTable([header], body, { doc: 'readme', numberFrom: 'order' }));

describe('corner "Model" over methods as columns', () => {
  it('reads speech, retrieval, RL and segmentation tables with metric rows as transposed', () => {
    const speech = transposed(['Model', 'Conformer-S', 'Conformer-L', 'Ours'], [['WER', '4.1', '3.2', '2.9'], ['CER', '1.9', '1.5', '1.4'], ['RTF', '0.12', '0.31', '0.20']]);
    expect(speech.transposed).toBe(true);
    expect(speech.table.body.map((r) => r[0])).toEqual(['Conformer-S', 'Conformer-L', 'Ours']);
    expect(speech.table.header.at(-1)).toEqual(['Method', 'WER', 'CER', 'RTF']);
    const retrieval = transposed(['Methods', 'BM25', 'DPR', 'ColBERT'], [['R@1', '22.1', '40.3', '44.9'], ['R@5', '43.8', '63.5', '67.0'], ['R@20', '62.9', '78.4', '80.2']]);
    expect(retrieval.transposed).toBe(true);
    expect(retrieval.table.body.map((r) => r[0])).toEqual(['BM25', 'DPR', 'ColBERT']);
    const seg = transposed(['Model', 'DeepLabV3+', 'SegFormer-B2'], [['mIoU', '79.6', '81.0'], ['Pixel Acc.', '95.9', '96.3']]);
    expect(seg.transposed).toBe(true);
    const rl = transposed(['Method', 'PPO', 'SAC', 'TD3'], [['Return', '2104', '5411', '4982'], ['Success rate', '0.61', '0.88', '0.84']]);
    expect(rl.transposed).toBe(true);
  });

  it('keeps ordinary tables, and configuration tables as printed', () => {
    // methods as rows, metrics as headers
    expect(transposed(['Model', 'WER', 'RTF'], [['Conformer-S', '4.1', '0.12'], ['Ours', '2.9', '0.20']]).transposed).toBe(false);
    // a configuration table: the rows are hyper-parameters, not metrics
    expect(transposed(['Model', 'Base', 'Large', 'Huge'], [['Layers', '12', '24', '32'], ['Hidden size', '768', '1024', '1280']]).transposed).toBe(false);
  });
});
