/**
 * Short aliases that two fields print for two metrics (`CD`: CIDEr or the Chamfer distance; `R-1`: ROUGE-1 or
 * Rank-1 retrieval) are read by the field of the columns beside them or of the text by the table, with a review
 * line every time (docs/extract-corpus.md, "Third held-out set (vision and signal processing)"). Checked on
 * READMEs written here: point-cloud upsampling, sketch-based image retrieval, and news summarization.
 */
import { describe, expect, it } from 'vitest';
import { resolveAmbiguous } from '../../src/extract/ambiguous-metric.js';
import { extractTables as extract, oneTableReadme as readme } from '../helpers/extract-markdown.js';

describe('ambiguous metric aliases', () => {
  it('reads CD beside EMD and F-Score in a point-cloud table as the Chamfer distance, not CIDEr, and says so', () => {
    const { tables, yaml } = extract(readme('PU-Lite', 'Upsampling results on PU1K.', '| Method | CD ↓ | HD ↓ | EMD ↓ |', ['| PU-Net | 1.155 | 15.170 | 4.834 |', '| PU-Lite (ours) | 0.412 | 3.561 | 2.107 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['chamfer-distance', 'hd', 'emd']);
    expect(yaml).toMatch(/# review:.*"CD ↓" is an alias of several fields.*read as chamfer-distance/);
  });

  it('reads an alias printed with a percent unit ("R-1 (%)") as the bare alias', () => {
    const { tables, yaml } = extract(readme('PedFind', 'Person re-identification on Market-1501.', '| Method | R-1 (%) | R-5 (%) | mAP (%) |', ['| PCB | 92.3 | 97.2 | 77.4 |', '| PedFind (ours) | 95.1 | 98.4 | 86.0 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['r@1', 'r@5', 'map']);
    expect(yaml).toMatch(/# review:.*"R-1 \(%\)" is an alias of several fields.*read as r@1/);
  });

  it('reads R-1 beside R-5, R-10 and mAP in a retrieval table as Recall@1, not ROUGE-1', () => {
    const { tables, yaml } = extract(readme('SketchFind', 'Sketch-based image retrieval on Sketchy.', '| Method | R-1 | R-5 | R-10 | mAP |', ['| Siamese | 41.2 | 70.3 | 80.1 | 35.6 |', '| SketchFind (ours) | 55.8 | 81.9 | 89.4 | 48.2 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['r@1', 'r@5', 'r@10', 'map']);
    expect(yaml).toMatch(/# review:.*"R-1" is an alias of several fields.*read as r@1, as the columns beside it report/);
  });

  it('keeps R-1 as ROUGE-1 beside R-2 and R-L in a summarization table, with a review line', () => {
    const { tables, yaml } = extract(readme('BriefNews', 'Summarization results on CNN/DailyMail.', '| Model | R-1 | R-2 | R-L |', ['| Lead-3 | 40.42 | 17.62 | 36.67 |', '| BriefNews (ours) | 44.16 | 21.28 | 40.90 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['rouge-1', 'rouge-2', 'ROUGE_L']);
    expect(yaml).toMatch(/# review:.*"R-1" is an alias of several fields.*read as rouge-1/);
  });

  it('with nothing to tell the fields apart keeps the usual reading and says it is a guess', () => {
    const r = resolveAmbiguous('R-1', [], 'Results.', () => true);
    expect(r?.metric).toBe('rouge-1');
    expect(r?.review).toMatch(/nothing beside it tells which/);
    expect(resolveAmbiguous('R-1', [], 'We evaluate text-to-image person re-identification.', () => true)?.metric).toBe('r@1');
    expect(resolveAmbiguous('CD', [], 'Point cloud completion on PCN.', () => true)?.metric).toBe('chamfer-distance');
    expect(resolveAmbiguous('PSNR', ['ssim'], '', () => true)).toBeUndefined();
  });
});
