/**
 * Saliency-map (CAM) papers measure faithfulness by the deletion and insertion curves' areas, the average drop and the
 * pointing game (an explainable-AI README of set 43, round 25). Printed bare and arrow-marked, "Deletion ↓ | Insertion ↑
 * | Pointing ↑", none is a metric on its own ("Deletion" may be an edit operation, "Pointing" a gesture): each is read
 * only beside the others. Before, the names supported nobody, each column was declared a metric of its own
 * ("deletion"), or the table was an attribute table.
 */
import { describe, expect, it } from 'vitest';
import { besideOnlyMetric } from '../../src/extract/beside-only.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; columns: { metric: string }[] }[] }

describe('saliency faithfulness measures', () => {
  it('read one another beside each other', () => {
    const r = extractMarkdown<Draft>(['# CAM explanations', '', '### Explanation quality on CK+', '', '| Backbone | Method | Deletion ↓ | Insertion ↑ | Pointing ↑ |', '|---|---|---|---|---|',
      '| ResNet-18 | Grad-CAM | 0.289 | 0.762 | 0.152 |', '| ResNet-18 | **MSF-Grad-CAM** | **0.257** | **0.779** | **0.505** |', '']);
    expect(r.draft.tables[0]?.kind).toBe('results');
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['deletion-auc', 'insertion-auc', 'pointing-game']);
    expectValidates(r.dir);
  });

  it('read beside a named one, and not alone', () => {
    const r = extractMarkdown<Draft>(['# CAM explanations', '', '| Method | Deletion | Avg. Drop % | Increase in Confidence |', '|---|---|---|---|', '| Grad-CAM | 0.310 | 21.8 | 35.1 |', '| Score-CAM | 0.278 | 14.5 | 40.2 |', '']);
    expect(r.draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['deletion-auc', 'average-drop', 'increase-in-confidence']);
    expect(besideOnlyMetric('Deletion', ['Substitution', 'Insertion rate'])).toBeUndefined();
  });
});
