/**
 * The corpus scorer (src/extract/corpus-key.ts): a key cell's subset is matched by the draft column's
 * subset, or by the dataset (the row's Dataset setting, else the table's) and that subset together,
 * as the keys write it ("librispeech-dev-clean" for dataset Librispeech, column dev-clean).
 */
import { describe, expect, it } from 'vitest';
import { parseClaimText } from '../../src/claims/parse.js';
import { scoreAgainstKey } from '../../src/extract/corpus-key.js';

const draft = `schemaVersion: 1
paper: { id: p, title: "P", docs: [{ id: readme, file: README.md, kind: readme }] }
methods: [{ id: a, name: A, own: false }, { id: b, name: B, own: true }]
datasets: [{ id: quac, name: QuAC }, { id: unknown, name: not named }]
tables:
  - id: t1
    kind: results
    source: { doc: readme, table: 1 }
    dataset: quac
    split: unknown
    columns: [{ metric: em, label: EM, subset: dev, condition: zero-shot }, { metric: f1, label: F1 }]
    rows:
      - { method: a, label: A, values: [51.8, 60.6] }
  - id: t2
    kind: results
    source: { doc: readme, table: 2 }
    dataset: unknown
    split: unknown
    columns: [{ metric: em, label: EM }]
    settings: [{ id: dataset, label: Dataset }]
    rows:
      - { method: b, label: B, values: [70.1], settings: { dataset: CoQA } }
`;

describe('corpus scorer: subsets', () => {
  it('matches a key subset by the column subset, the dataset and the column subset together, or the row\'s dataset', () => {
    const parsed = parseClaimText(draft, 'draft.yaml');
    if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.problem).join('; '));
    const s = scoreAgainstKey(parsed.file.data, {
      tables: [{ table: 1, keyed: 'all', where: 'Table 1' }, { table: 2, keyed: 'all', where: 'Table 2' }],
      cells: [
        { table: 1, row: 'A', metric: 'em', subset: 'quac-dev-zero-shot', value: 51.8 },
        { table: 1, row: 'A', metric: 'f1', subset: 'quac', value: 60.6 },
        { table: 2, row: 'B', metric: 'em', subset: 'coqa', value: 70.1 },
      ],
    });
    expect(s.matched).toBe(3);
    expect(s.matchedWithSubset).toBe(3);
    const wrong = scoreAgainstKey(parsed.file.data, { tables: [{ table: 1, keyed: 'all', where: 'Table 1' }], cells: [{ table: 1, row: 'A', metric: 'em', subset: 'coqa-dev', value: 51.8 }] });
    expect([wrong.matched, wrong.matchedWithSubset]).toEqual([1, 0]);
  });
});
