/**
 * A benchmark README (single-cell analysis, set 46, round 26, after its blind measurement) prints each cell as the
 * scores of three releases, "0.229/0.244/NA", their order only in the header ("Mouse Brain (DANCE 2.0/DANCE1.0/
 * Original)"), and the metric in a column of its own that names the same metric on every row ("Evaluation Metric":
 * Test MRE, or ARI, a short name read only beside other metrics). Before, every such table was an attribute table of
 * text. Now a metric column naming one metric is the metric of every value column, a header's labels may be names with
 * a version, and a part printed "NA" or "N/A" is a missing value beside the others.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; columns: { metric: string; label: string }[]; rows: { label?: string; values: (number | null)[] }[] }[] }

describe('a metric column naming one metric over cells packing one score per release', () => {
  it('reads the metric and splits each cell under its release', () => {
    const r = extractMarkdown<Draft>(['# Speaker diarization toolkit', '', '## Results', '',
      '| Model | AMI (Kit 3.1/Kit 2.0/Original) | VoxConverse (Kit 3.1/Kit 2.0/Original) | Evaluation Metric |', '| --- | --- | --- | --- |',
      '| EEND | 0.181/0.190/NA | 0.122/0.131/0.140 | Test MRE |', '| VBx | 0.201/0.215/0.230 | 0.110/0.118/NA | Test MRE |', '| Pyannote | 0.176/0.183/0.191 | 0.105/0.117/0.121 | Test MRE |', '']);
    const t = r.draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(Array(6).fill('mre'));
    expect(t?.columns.map((c) => c.label)).toEqual(['AMI (Kit 3.1)', 'AMI (Kit 2.0)', 'AMI (Original)', 'VoxConverse (Kit 3.1)', 'VoxConverse (Kit 2.0)', 'VoxConverse (Original)']);
    expect(t?.rows.map((x) => x.values)).toEqual([[0.181, 0.19, null, 0.122, 0.131, 0.14], [0.201, 0.215, 0.23, 0.11, 0.118, null], [0.176, 0.183, 0.191, 0.105, 0.117, 0.121]]);
    expectValidates(r.dir);
  });

  it('reads a short name the column vouches for, before the values, and "N/A" as one missing part', () => {
    const r = extractMarkdown<Draft>(['# Clustering', '', '| Model | Evaluation Metric | Worm (v2/Original) | Bladder (v2/Original) |', '| --- | --- | --- | --- |',
      '| scA | ARI | 0.71 / 0.46 | 0.76 / N/A |', '| scB | ARI | 0.69 / 0.58 | 0.78 / 0.66 |', '| scC | ARI | 0.66 / N/A | 0.68 / 0.72 |', '']);
    const t = r.draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(Array(4).fill('adjusted-rand-index'));
    expect(t?.rows.map((x) => x.values)).toEqual([[0.71, 0.46, 0.76, null], [0.69, 0.58, 0.78, 0.66], [0.66, null, 0.68, 0.72]]);
    expectValidates(r.dir);
  });
});
