/**
 * The PDF reader (word boxes from `pdftotext -bbox-layout`) on papers printed by Chromium: a
 * two-column paper whose numbered heading "4.2 Results" is the table's section, whose table has
 * row-group lines ("Baselines" / "Ours") and `value ± x` cells under a caption printed below it; and a
 * table whose caption is above, whose dataset label is printed once for its block (a rowspan),
 * whose row labels wrap ("Faster R-" / "CNN"), whose deltas wrap onto the line below their value
 * and whose cells read `value(±x)`. Each draft must validate against the text written beside the PDF.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/cli.js';
import { printToPdf } from './pdf-helper.js';

interface Row { method: string; label: string; values: number[]; spreads?: number[]; deltas?: number[]; settings?: Record<string, string> }
interface Draft { tables: { kind: string; source: { table: number; section?: string }; caption?: string; columns: { metric: string }[]; spread?: { kind: string; n?: number }; settings?: { id: string; label: string }[]; rows: Row[] }[] }

function extract(html: string, id: string): Draft {
  const dir = mkdtempSync(join(tmpdir(), 'extract-pdf-reader-'));
  writeFileSync(join(dir, 'paper.html'), html);
  printToPdf(join(dir, 'paper.html'), join(dir, `${id}.pdf`));
  const r = runCli(['extract', `${id}.pdf`, '--id', id, '--out', `${id}.yaml`], { cwd: dir });
  expect(r.stderr).not.toMatch(/internal error/);
  expect(r.code).toBe(0);
  const v = runCli(['validate', `${id}.yaml`, '--sources', dir], { cwd: dir });
  expect(v.code).toBe(0);
  return parse(readFileSync(join(dir, `${id}.yaml`), 'utf8')) as Draft;
}

const TWO_COLUMNS = `<!doctype html><html><head><style>
body { font-family: serif; font-size: 11px; width: 700px; }
.cols { column-count: 2; column-gap: 40px; text-align: justify; }
table { border-collapse: collapse; margin: 8px auto; } td, th { padding: 1px 12px; text-align: center; }
td.l { text-align: left; } h2, h3 { font-size: 13px; margin: 8px 0 4px; }
</style></head><body>
<h1 style="font-size: 20px; text-align: center">Lens Detectors for Small Objects</h1>
<div class="cols">
<h2>Abstract</h2><p>We detect small objects with a lens module and report results on two benchmarks with three seeds each.</p>
<h2>1 Introduction</h2><p>Small objects are hard to detect. Detectors miss them because the features are coarse and the anchors are large. We propose a lens that zooms into the feature map where small objects are likely, and we evaluate it on the standard benchmarks used by prior work in this area.</p>
<p>Our detector is simple and it can be added to any backbone without retraining the whole network from scratch, which keeps the training cost low.</p>
<h2>4 Experiments</h2><p>We compare with published detectors under the same schedule. All numbers are averages over three seeds and the spread is the standard deviation.</p>
<h3>4.2 Results</h3><p>Table 1 shows that our detector improves the average precision on small objects by a wide margin over every baseline we compare with.</p>
<p>The lens adds little computation, and the gains hold on both datasets and on every size bucket of the benchmark.</p>
</div>
<table>
<tr><th class="l">Method</th><th>AP</th><th>AP50</th><th>AP75</th></tr>
<tr><td class="l" colspan="4"><i>Baselines</i></td></tr>
<tr><td class="l">RetinaNet</td><td>36.5 ± 0.2</td><td>55.4 ± 0.3</td><td>39.1 ± 0.2</td></tr>
<tr><td class="l">FCOS</td><td>38.7 ± 0.1</td><td>57.4 ± 0.2</td><td>41.8 ± 0.3</td></tr>
<tr><td class="l" colspan="4"><i>Ours</i></td></tr>
<tr><td class="l">LensDet</td><td>41.2 ± 0.2</td><td>60.1 ± 0.1</td><td>44.6 ± 0.2</td></tr>
<tr><td class="l">LensDet-L</td><td>42.9 ± 0.3</td><td>61.5 ± 0.2</td><td>46.0 ± 0.1</td></tr>
</table>
<p style="text-align:center">Table 1: Detection results on COCO val2017 (mean ± std over 3 seeds).</p>
</body></html>`;

const WRAPPED = `<!doctype html><html><head><style>
body { font-family: serif; font-size: 12px; width: 640px; }
table { border-collapse: collapse; margin: 8px 0; } td, th { padding: 1px 14px; text-align: center; vertical-align: top; }
td.l { text-align: left; width: 60px; }
</style></head><body>
<h1 style="font-size: 20px">Zoom Heads</h1>
<h2>3 Results</h2>
<p>Table 2: Results on the VOC test set (mAP, mean and std over five runs).</p>
<table>
<tr><th>Dataset</th><th class="l">Model</th><th>mAP</th><th>Recall</th></tr>
<tr><td rowspan="3">VOC</td><td class="l">Faster R-CNN</td><td>70.1(±0.4)</td><td>81.2(±0.3)</td></tr>
<tr><td class="l">ZoomHead</td><td>74.8<br>(+4.7)</td><td>84.0<br>(+2.8)</td></tr>
<tr><td class="l">ZoomHead-L</td><td>75.3(±0.2)</td><td>85.1(±0.1)</td></tr>
<tr><td rowspan="2">COCO</td><td class="l">Faster R-CNN</td><td>41.0(±0.2)</td><td>55.3(±0.4)</td></tr>
<tr><td class="l">ZoomHead</td><td>44.9(±0.3)</td><td>58.6(±0.2)</td></tr>
</table>
<p>ZoomHead improves mAP over the detector it extends on both datasets.</p>
</body></html>`;

describe('the PDF reader', () => {
  it('reads a two-column paper: numbered section, row-group lines, value ± x cells, caption below', () => {
    const d = extract(TWO_COLUMNS, 'lens');
    const t = d.tables[0];
    if (!t) throw new Error('no table');
    expect(t.kind).toBe('results');
    expect(t.source).toMatchObject({ table: 1, section: '4.2 Results' });
    expect(t.caption).toMatch(/^Detection results on COCO/);
    expect(t.columns.map((c) => c.metric)).toEqual(['ap', 'ap50', 'ap75']);
    expect(t.spread).toEqual({ kind: 'std', n: 3 });
    expect(t.rows.map((r) => [r.label, r.values, r.spreads, r.settings?.group])).toEqual([
      ['RetinaNet', [36.5, 55.4, 39.1], [0.2, 0.3, 0.2], 'Baselines'],
      ['FCOS', [38.7, 57.4, 41.8], [0.1, 0.2, 0.3], 'Baselines'],
      ['LensDet', [41.2, 60.1, 44.6], [0.2, 0.1, 0.2], 'Ours'],
      ['LensDet-L', [42.9, 61.5, 46.0], [0.3, 0.2, 0.1], 'Ours'],
    ]);
  }, 60_000);

  it('joins wrapped row labels and wrapped deltas, spans a block label over its rows, splits value(±x)', () => {
    const d = extract(WRAPPED, 'zoom');
    const t = d.tables[0];
    if (!t) throw new Error('no table');
    expect(t.source).toMatchObject({ table: 2, section: '3 Results' });
    expect(t.columns.map((c) => c.metric)).toEqual(['map', 'recall']);
    expect(t.settings).toEqual([{ id: 'dataset', label: 'Dataset' }]);
    expect(t.rows.map((r) => [r.label, r.settings?.dataset, r.values, r.spreads ?? r.deltas])).toEqual([
      ['Faster R-CNN', 'VOC', [70.1, 81.2], [0.4, 0.3]],
      ['ZoomHead', 'VOC', [74.8, 84.0], [4.7, 2.8]],
      ['ZoomHead-L', 'VOC', [75.3, 85.1], [0.2, 0.1]],
      ['Faster R-CNN', 'COCO', [41.0, 55.3], [0.2, 0.4]],
      ['ZoomHead', 'COCO', [44.9, 58.6], [0.3, 0.2]],
    ]);
  }, 60_000);
});
