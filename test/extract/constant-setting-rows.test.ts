/**
 * A results page of backdoor defences (set 43, round 25, after its blind measurement) prints runs as rows of settings,
 * no method column: "fine-tuning_epochs | atk_train_epochs | clean accuracy | attack success rate", the first 10 in every
 * row. Before, the script's "atk_train_epochs" was read as a metric ("epochs", qualified by "atk train") and every row
 * was labelled "10". Now an identifier ending in a training setting is a setting, and a setting printed the same in every
 * row tells no row from another: the rows are labelled by the settings that vary.
 */
import { describe, expect, it } from 'vitest';
import { isTrainingSetting } from '../../src/extract/training-setting.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; columns: { metric: string }[]; rows: { label?: string; values: (number | null)[] }[] }[] }

describe('rows of settings, one printed the same in every row', () => {
  it('are labelled by the setting that varies', () => {
    const r = extractMarkdown<Draft>(['# Results', '', '## Fine-tuning against BadNets', '', '|fine-tuning_epochs|atk_train_epochs|clean accuracy |attack success rate |', '|-------| -------- | -------- | -------- |',
      '|10|1| 0.7713 |0.0031 |', '|10|2| 0.7820| 0.0194 |', '|10|5|0.8019| 0.0057|', '|10|10|0.8183| 0.0103|', '']);
    const t = r.draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'attack-success-rate']);
    expect(t?.rows.map((x) => x.label)).toEqual(['1', '2', '5', '10']);
    expectValidates(r.dir);
  });

  it('reads a script\'s identifier ending in a training setting as one', () => {
    expect(['atk_train_epochs', 'fine-tuning_epochs', 'train_batch_size', 'head_lr'].map(isTrainingSetting)).toEqual([true, true, true, true]);
    // (round 26: a two-word setting written with one underscore, as a script names it)
    expect(['batch_size', 'learning_rate', 'warmup_steps', 'crop_size'].map(isTrainingSetting)).toEqual([true, true, true, true]);
    expect(['img_AUROC', 'val_acc', 'test_f1'].map(isTrainingSetting)).toEqual([false, false, false]);
  });
});

describe('a script\'s two-word setting before the metrics', () => {
  it('is each row\'s setting, not a metric column', () => {
    const r = extractMarkdown<Draft>(['# Sweep', '', '## Fine-tuning on SST-2', '', '| run | batch_size | learning_rate | accuracy |', '|---|---|---|---|',
      '| a | 16 | 2e-5 | 92.1 |', '| b | 32 | 3e-5 | 92.8 |', '| c | 64 | 5e-5 | 91.7 |', '']);
    const t = r.draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy']);
    expect(t?.rows.map((x) => x.values)).toEqual([[92.1], [92.8], [91.7]]);
    expectValidates(r.dir);
  });
});
