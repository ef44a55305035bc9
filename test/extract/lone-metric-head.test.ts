/**
 * Orientation by content on both axes (issue 25, round 8: seen in a recommendation README whose method
 * `TRM4RecPos FullBP B1` reads as BLEU-1; written here as an audio-tagging table). A table whose corner names the row
 * axis (`Metric`) and whose rows are metrics is read transposed even when one header cell of three or more happens to
 * read as a metric; that cell is then a method, with a review line. Two such cells keep the table as printed.
 */
import { describe, expect, it } from 'vitest';
import { draftOfReadme, resultTablesOf } from '../helpers/extract-readme.js';

const doc = (heads: string) => `# Audio tagging on AudioSet

| Metric | ${heads} |
| --- | --- | --- | --- |
| mAP | 43.1 | 45.9 | 47.1 |
| AUC | 97.3 | 97.4 | 97.5 |
`;

describe('extract: one header cell read as a metric under a metrics-as-rows table', () => {
  it('reads the table transposed, the cell as a method, with a review line', () => {
    const [t] = resultTablesOf(doc('PANNs CNN14 | AST | ATST-Frame B1'));
    expect(t?.rows.map((r) => r.label)).toEqual(['PANNs CNN14', 'AST', 'ATST-Frame B1']);
    expect(t?.columns.map((c) => c.metric)).toEqual(['map', 'auc']);
    expect(t?.review.some((r) => /"ATST-Frame B1" reads as a metric/.test(r) && /check it/.test(r))).toBe(true);
  });

  it('keeps the table as printed when two header cells read as metrics', () => {
    const labels = draftOfReadme(doc('PANNs CNN14 | AST B2 | ATST-Frame B1')).tables[0]?.rows.map((r) => r.label);
    expect(labels).toEqual(['mAP', 'AUC']);
  });
});
