/**
 * Quantities printed glued to a scale or a unit, which the number reader leaves out: "450M FLOPs",
 * "3.1 GFLOPs", "13MB", bare parameter counts beside the word ("∼86M vs. ∼22M"), settings written as
 * assignments ("max_epoch=50"). Sentences written for this test (medical image classification, remote
 * sensing); the class was seen in face-recognition, re-identification and novel-view-synthesis documents.
 */
import { describe, expect, it } from 'vitest';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';

const ctx = { doc: 'paper', tables: [], methods: new Map() };
const quantities = (text: string) =>
  statementsOf([{ text, section: '4 Experiments', tables: [] } as Sentence], ctx)
    .filter((i) => i.fields.kind === 'quantity')
    .map((i) => [i.fields.what, (i.fields.value as { n: string }).n]);

describe('quantities with a glued scale or unit', () => {
  it('compute with a scale: "450M FLOPs", "3.1 GFLOPs", "1.2G MACs"', () => {
    expect(quantities('The lesion classifier costs 450M FLOPs per slice.')).toEqual([['FLOPs', '450000000']]);
    expect(quantities('Our encoder needs only 3.1 GFLOPs on a 224 × 224 dermoscopy image.')).toContainEqual(['FLOPs', '3100000000']);
    expect(quantities('The tile model runs at 1.2G MACs.')).toEqual([['MACs', '1200000000']]);
  });
  it('byte sizes printed glued: "the checkpoint is 13MB"', () => {
    expect(quantities('The exported checkpoint for the scene classifier is 13MB.')).toEqual([['size in MB', '13']]);
  });
  it('bare parameter counts in a sentence about parameters: "(∼86M vs. ∼22M)"', () => {
    expect(quantities('The segmentation head adds parameters over the plain backbone (∼86M vs. ∼22M).')).toEqual([
      ['parameters', '86000000'],
      ['parameters', '22000000'],
    ]);
  });
  it('settings written as assignments: "max_epoch=50", "batch_size=64"', () => {
    expect(quantities('All retina models were trained with the default config and max_epoch=50.')).toEqual([['max_epoch', '50']]);
    expect(quantities('The aerial crop classifier was fine-tuned with batch_size=64.')).toEqual([['batch_size', '64']]);
    // an assignment outside a report of a run is a setting (statements-noise.ts), no quantity
    expect(quantities('Set lr=3e-4 in the config before launching.')).toEqual([]);
  });
  it('near misses: a model name, a version pin, a URL query and a notation definition give none of these', () => {
    expect(quantities('We start from Qwen-7B weights.')).toEqual([]);
    expect(quantities('Install it with pip install timm==0.4.9 first.')).toEqual([]);
    expect(quantities('Download from https://example.org/get?file_id=42 and unpack.')).toEqual([]);
    expect(quantities('2.5G: means the model costs 2.5G FLOPs at VGA resolution.')).toEqual([]);
    // a GPU's memory is a hardware claim, not a second quantity
    expect(quantities('The crop classifier was tested on a GPU with 24GB VRAM.')).toEqual([]);
  });
});
