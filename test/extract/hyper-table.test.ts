/**
 * A table of hyper-parameters (`Hyperparameter | Description | Default Value`, `Argument | Default`) under a
 * section that names a benchmark is an attribute table: a benchmark's convention ("CIFAR-10": accuracy) never
 * makes a learning rate or a clip norm a result (docs/extract-readers.md, "Fourth held-out set: README and HTML
 * layouts"; flower-fedmlb-readme). A results table under the same section stays results. An image-classification
 * training README written here.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { isHyperParameterTable } from '../../src/extract/hyper-table.js';

interface Draft {
  tables: { kind: string; columns: { metric?: string }[] }[];
}

describe('hyper-parameter tables', () => {
  it('drafts the hyper-parameters as attributes and the results as results', () => {
    const { draft } = extractMarkdown<Draft>([
      '# TinyResNet on CIFAR-10',
      '',
      '## Training on CIFAR-10',
      '',
      '| Hyperparameter | Description | Default Value |',
      '| --- | --- | --- |',
      '| `lr` | Learning rate of SGD. | 0.1 |',
      '| `wd` | Weight decay. | 0.0005 |',
      '| `clip` | Gradient clip norm. | 10 |',
      '',
      '## Results on CIFAR-10',
      '',
      '| Model | CIFAR-10 |',
      '| --- | --- |',
      '| ResNet-20 | 91.7 |',
      '| TinyResNet | 92.9 |',
    ]);
    expect(draft.tables.map((t) => t.kind)).toEqual(['attributes', 'results']);
  });

  it('needs a header naming hyper-parameters or defaults, and no metric header', () => {
    expect(isHyperParameterTable({ header: [['Argument', 'Default', 'Help']] })).toBe(true);
    expect(isHyperParameterTable({ header: [['Hyperparameter', 'Value', 'Accuracy']] })).toBe(false);
    expect(isHyperParameterTable({ header: [['Model', 'Value']] })).toBe(false);
  });
});
