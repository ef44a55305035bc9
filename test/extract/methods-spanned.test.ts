/**
 * A radiology report-generation paper (set 46, round 26, after its blind measurement) prints its models as columns under
 * a spanning header, "Encoder Models" over four model names, and its tasks as rows, "Task" printed once to their left.
 * Before, the first column of row groups said the methods were the rows: every task became a method. Now a header row
 * spanning the value columns with one name for methods in the plural ("Encoder Models", "Baselines") says the columns
 * are the methods, and the column printed once over the rows groups the labels after it.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; columns: { metric: string; subset?: string }[]; rows: { label?: string; values: (number | null)[] }[] }[] }

describe('methods as columns under a spanning header naming them', () => {
  it('are read as the rows', () => {
    const r = extractMarkdown<Draft>(['# Pretext tasks', '', 'Table 2: Linear-probe accuracy of the encoders on three pretext tasks.', '',
      '<table>', '<tr><th></th><th></th><th colspan="3">Encoder Models</th></tr>', '<tr><th></th><th></th><th>ResNet-50</th><th>ViT-S</th><th>ConvNeXt-T</th></tr>',
      '<tr><td rowspan="3">Task</td><td>Jigsaw</td><td>62.9</td><td>78.4</td><td>79.1</td></tr>', '<tr><td>Colorization</td><td>76.4</td><td>79.4</td><td>80.3</td></tr>',
      '<tr><td>Inpainting</td><td>71.1</td><td>63.2</td><td>66.0</td></tr>', '</table>', '']);
    const t = r.draft.tables.find((x) => x.kind === 'results');
    expect(t?.rows.map((x) => x.label)).toEqual(['ResNet-50', 'ViT-S', 'ConvNeXt-T']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'accuracy']);
    expect(t?.rows.map((x) => x.values)).toEqual([[62.9, 76.4, 71.1], [78.4, 79.4, 63.2], [79.1, 80.3, 66.0]]);
    expectValidates(r.dir);
  });
});
