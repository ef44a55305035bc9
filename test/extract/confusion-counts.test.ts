/**
 * A binary classifier's confusion counts printed beside its scores (a pathology paper PDF of set 42, round 25):
 * "Acc. | AUROC | Sens. | Spec. | TN | FP | FN | TP". Before, "FN" and "FP" were read only beside tracking metrics
 * (MOTA, IDF1), "TN" and "TP" not at all: the count columns took the table's metric with their header as a subset
 * ("auc", subset "fn"). Now each is its count; beside a tracker's MOTA, FN and FP stay the tracker's counts.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { columns: { metric: string; subset?: string }[] }[] }

describe('confusion counts beside a classifier\'s scores', () => {
  it('are read as the counts they are', () => {
    const r = extractMarkdown<Draft>(['# Domain shift', '', 'Table 3: Final held-out performance at threshold 0.5.', '', '| Model | Acc. | AUROC | Sens. | Spec. | TN | FP | FN | TP |', '|---|---|---|---|---|---|---|---|---|',
      '| GroupDRO | 0.5337 | 0.6634 | 0.1106 | 0.9569 | 40,693 | 1,834 | 37,825 | 4,702 |', '| ERM | 0.5712 | 0.6984 | 0.2411 | 0.9012 | 38,327 | 4,200 | 32,275 | 10,252 |', '']);
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['accuracy', 'auc', 'sensitivity', 'specificity', 'true-negatives', 'false-positives', 'false-negatives', 'true-positives']);
    expectValidates(r.dir);
  });
});
