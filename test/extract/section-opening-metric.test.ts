/**
 * A section's opening paragraph saying what the whole section reports ("We report the Dice score of every organ on
 * the validation set.") gives its metric to every table of the section whose headers print none (only organs, or
 * difficulty levels), though other paragraphs and tables stand between (MonoDETR's ablations: "We report the results
 * of AP3D|R40 …" under "4.3. Ablation Studies", then Tables 2-6 printing only Easy | Mod. | Hard). Before, in a PDF only
 * the paragraph nearest a table counted, and the lead-ins stop at the table before: the later tables were drafted as
 * attribute tables. A paragraph that names a metric without saying it is what the section reports gives nothing.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readPdf } from '../../src/extract/read-pdf.js';
import { sectionOpeningMetrics } from '../../src/extract/section-opening.js';
import { performanceIn } from '../../src/extract/table-named-metrics.js';
import { bboxLine, bboxPage } from '../helpers/pdf-boxes.js';

const X = [80, 170, 230, 290];
const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 8);
const text = (y: number, s: string): string => bboxLine(y, [[60, s]], 8);

function draft(opening: string) {
  const page = [
    text(40, '4.3. Ablation Studies'),
    text(52, `We ablate the decoder of our segmentation network on abdominal CT scans. ${opening}`),
    text(64, 'Decoder depth. We first vary the number of decoder stages and keep the rest of the network as it is.'),
    row(80, ['Stages', 'Liver', 'Kidney', 'Spleen']),
    row(90, ['2', '94.1', '88.3', '90.2']),
    row(100, ['3', '95.0', '89.7', '91.4']),
    text(114, 'Table 2. Decoder depth.'),
    text(130, 'Skip connections. We then replace the skip connections by other ways to merge the encoder features.'),
    row(146, ['Merge', 'Liver', 'Kidney', 'Spleen']),
    row(156, ['Addition', '94.6', '88.9', '90.8']),
    row(166, ['Concat', '95.0', '89.7', '91.4']),
    text(180, 'Table 3. Skip connections.'),
  ];
  const doc = readPdf(bboxPage(page));
  const tables = rawTables('paper', doc);
  return extractDraft([{ id: 'paper', file: 'paper.txt', kind: 'paper', text: doc.text, prose: doc.text, pdf: true, tables }], 'seg', { methods: [], datasets: [], subsets: [] });
}

describe("a section's opening paragraph names the metric of its tables", () => {
  it('reads the metric only from a sentence saying what the section reports', () => {
    expect(sectionOpeningMetrics('We ablate the decoder. We report the Dice score of every organ on the validation set.', performanceIn)).toEqual(['dice']);
    expect(sectionOpeningMetrics('We ablate the decoder, which improves the Dice score.', performanceIn)).toEqual([]);
    expect(sectionOpeningMetrics(undefined, performanceIn)).toEqual([]);
  });

  it('drafts the second table of the section under that metric, its organs as subsets', () => {
    const t = draft('We report the Dice score of every organ on the validation set.').draft.tables.find((x) => x.source.table === 3);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['dice/liver', 'dice/kidney', 'dice/spleen']);
  });
});
