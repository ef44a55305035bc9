/**
 * An IEEE-style table: "TABLE III" alone on its line, the title under it in small caps (print sizes that split
 * one printed line into two pieces at the same height), then a two-level header, range groups over top-L/k
 * cuts. The title lines are the caption, not a header row (pdf-caption-above.ts `continuesCaption`): before,
 * they were read as a group row over every column, and the table went out as an attribute table or with its
 * columns read as settings. The cuts are metrics with the cut in the id, as `Top-1` is top1-acc
 * (top-l5-acc …, the registry's contact-precision entries), the range groups their subsets, and an unknown
 * "All …" group keeps its "all" (all-range beside long-range). A made-up RNA contact prediction paper (bbox XHTML, pure).
 */
import { describe, expect, it } from 'vitest';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

const X = [60, 150, 190, 230, 270, 310, 350];
const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 7);

const draftOf = (page: string[]) => pdfPageDraft(page, 'rna');

function draft() {
  const page = [
    bboxLine(30, [[60, 'The three predictors are compared on the held-out families in Table III below.']], 9),
    bboxLine(50, [[190, 'TABLE III']], 7),
    bboxLine(62, [[150, 'P REDICTORS ’ CONTACT']], 7),
    bboxLine(62, [[232, 'PRECISION ON RNA FAMILIES']], 5.5),
    bboxLine(80, [[170, 'All range'], [290, 'Medium range']], 7),
    bboxLine(85, [[60, 'Method']], 7),
    bboxLine(89, [[150, 'Top-L/5'], [190, 'Top-L/2'], [230, 'Top-L'], [270, 'Top-L/5'], [310, 'Top-L/2'], [350, 'Top-L']], 7),
    row(99, ['RNAcontact [4]', '0.612', '0.544', '0.431', '0.402', '0.351', '0.288']),
    row(109, ['SPOT-RNA-2D [7]', '0.684', '0.597', '0.478', '0.455', '0.392', '0.317']),
    row(119, ['Ours', '0.731', '0.650', '0.512', '0.498', '0.420', '0.344']),
  ];
  return pdfPageDraft(page, 'rna');
}

describe('an IEEE caption over a table of top-L/k cuts', () => {
  it('reads the small-caps title as the caption and the cuts as metrics under their range', () => {
    const ex = draft();
    const t = ex.draft.tables.find((x) => x.source.table === 3);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.caption).toMatch(/PRECISION ON RNA FAMILIES/);
    expect(t.columns.map((c) => `${c.metric}/${c.subset}`)).toEqual([
      'top-l5-acc/all-range', 'top-l2-acc/all-range', 'top-l-acc/all-range',
      'top-l5-acc/medium-range', 'top-l2-acc/medium-range', 'top-l-acc/medium-range',
    ]);
    expect(t.rows.map((r) => r.label)).toEqual(['RNAcontact', 'SPOT-RNA-2D', 'Ours']);
  });

  it('keeps a group header in lower case printed tight under a prose caption as a header', () => {
    const ex = draftOf([
      bboxLine(50, [[60, 'Table 4: Contact precision of the three predictors on the held-out RNA families.']], 7),
      bboxLine(57, [[181, 'Long range']], 7),
      bboxLine(67, [[60, 'Method'], [150, 'Top-L/5'], [190, 'Top-L/2'], [230, 'Top-L']], 7),
      row(77, ['RNAcontact', '0.402', '0.351', '0.288']),
      row(87, ['SPOT-RNA-2D', '0.455', '0.392', '0.317']),
      row(97, ['Ours', '0.498', '0.420', '0.344']),
    ]);
    const t = ex.draft.tables.find((x) => x.source.table === 4);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.caption).not.toMatch(/Long range/);
    expect(t.columns.map((c) => `${c.metric}/${c.subset}`)).toEqual(['top-l5-acc/long-range', 'top-l2-acc/long-range', 'top-l-acc/long-range']);
  });
});
