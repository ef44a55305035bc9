/**
 * Metrics added to the registry from metric catalogues (issue 25, round 7; docs/metrics.md, "Catalogues"),
 * read from tables of READMEs written here, and the precision guard: an alias that is a short acronym or an
 * ordinary word of other things (`MT`, `NE`, `SAM`, `Validity`) is a metric only beside its field's metrics,
 * with a review line; the same header beside other metrics, or a method named so, stays what it was.
 */
import { describe, expect, it } from 'vitest';
import { extractTables as extract, oneTableReadme as readme } from '../helpers/extract-markdown.js';

describe('catalogue metrics in tables', () => {
  it('reads a MOTChallenge table: MOTA, IDF1 and the short counts MT, ML, FP, FN beside them', () => {
    const { tables, yaml } = extract(readme('FlowTrack', 'Results on the MOT17 test set (private detections).', '| Tracker | MOTA | IDF1 | HOTA | MT | ML | FP | FN | IDs |', ['| ByteTrack | 80.3 | 77.3 | 63.1 | 53.2 | 14.5 | 25491 | 83721 | 2196 |', '| FlowTrack (ours) | 80.9 | 78.0 | 63.8 | 54.0 | 14.1 | 24870 | 82011 | 1980 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['mota', 'idf1', 'hota', 'mostly-tracked', 'mostly-lost', 'false-positives', 'false-negatives', 'id-switches']);
    expect(yaml).toMatch(/# review:.*"ML" is a short or common name read only beside its metrics: read as mostly-lost/);
  });

  it('reads a vision-and-language navigation table: NE, OSR, SR, SPL and nDTW', () => {
    const { tables } = extract(readme('PathFormer', 'Results on R2R val-unseen.', '| Agent | TL | NE ↓ | OSR | SPL | nDTW |', ['| HAMT | 11.46 | 2.29 | 73 | 61 | 70 |', '| PathFormer (ours) | 12.01 | 2.10 | 75 | 63 | 72 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['trajectory-length', 'navigation-error', 'oracle-success-rate', 'spl', 'ndtw']);
  });

  it('reads a molecule-generation table: Validity, Uniqueness and Novelty beside FCD and IntDiv', () => {
    const { tables } = extract(readme('MolFlow', 'Unconditional generation on MOSES.', '| Model | Validity | Uniqueness | Novelty | FCD | IntDiv |', ['| JT-VAE | 100 | 99.9 | 91.4 | 1.00 | 0.855 |', '| MolFlow (ours) | 99.8 | 99.9 | 95.2 | 0.82 | 0.861 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['mol-validity', 'mol-uniqueness', 'mol-novelty', 'frechet-chemnet-distance', 'int-div']);
  });

  it('reads a pansharpening table: SAM and ERGAS beside PSNR', () => {
    const { tables } = extract(readme('PanDiff', 'Reduced-resolution results on WorldView-3.', '| Method | PSNR | SAM | ERGAS | Q4 |', ['| PanNet | 37.35 | 3.62 | 2.66 | 0.891 |', '| PanDiff (ours) | 38.10 | 3.31 | 2.44 | 0.905 |']));
    expect(tables[0]?.columns.map((c) => c.metric)).toEqual(['psnr', 'spectral-angle-mapper', 'ergas', 'q2n']);
  });

  it('a short or common alias beside no metric of its field is no metric (SAM and Coverage in a dataset table)', () => {
    const { tables } = extract(readme('SegBench', 'Accuracy of each method per dataset.', '| Dataset | SAM | Coverage | Accuracy |', ['| ADE20K | 41.2 | 0.83 | 81.0 |', '| COCO-Stuff | 38.0 | 0.77 | 79.5 |']));
    const metrics = tables.flatMap((t) => t.columns.map((c) => c.metric));
    expect(metrics).not.toContain('spectral-angle-mapper');
    expect(metrics).not.toContain('gen-coverage');
  });
});
