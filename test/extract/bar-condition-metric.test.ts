/**
 * A metric whose subscript holds a condition after a vertical bar (`AP<sub>3D|R40</sub>`, KITTI's AP_{3D|R40}), which
 * an HTML `<sub>` or pdftotext flattens to "AP 3D|R40" / "AP3D|R40". Before, the bar hid the metric: a README's HTML
 * table under "Val, AP<sub>3D|R40</sub>" became an attribute table (no results), and a PDF's span header over
 * "Easy | Mod. | Hard" had its leaves read as metrics named easy, mod and hard. Now the part before the bar names the
 * metric, and the leaves are its subsets.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { beforeBar } from '../../src/extract/metric-header-shapes.js';

const names = { methods: [], datasets: [], subsets: [] };
// a different field and metric than the KITTI tables: semantic segmentation under adverse conditions, mIoU at single scale and 512 px, with the same malformed
// attributes a README carried (`rowspan="2",div align="center"`: browsers read the `rowspan` and ignore the rest)
const readme = [
  '# AdvSeg',
  '',
  'Results of our checkpoints:',
  '',
  '<table>',
  '    <tr>',
  '        <td rowspan="2",div align="center">Models</td>',
  '        <td colspan="3",div align="center">Val, mIoU<sub>ss|512</sub></td>',
  '        <td rowspan="2",div align="center">Logs</td>',
  '    </tr>',
  '    <tr>',
  '        <td div align="center">Day</td>',
  '        <td div align="center">Night</td>',
  '        <td div align="center">Fog</td>',
  '    </tr>',
  '    <tr>',
  '        <td rowspan="2",div align="center">AdvSeg</td>',
  '        <td div align="center">31.25%</td>',
  '        <td div align="center">47.80%</td>',
  '        <td div align="center">60.02%</td>',
  '        <td div align="center"><a href="https://example.org/a">log</a></td>',
  '    </tr>',
  '  <tr>',
  '        <td div align="center">30.90%</td>',
  '        <td div align="center">47.10%</td>',
  '        <td div align="center">59.85%</td>',
  '        <td div align="center"><a href="https://example.org/b">log</a></td>',
  '    </tr>',
  '</table>',
].join('\n');

describe('extract: a metric with a condition after a bar in its subscript', () => {
  it('reads the part before the bar as the metric, never a second metric after it', () => {
    const isMetric = (x: string): boolean => metricFor(x, true, false) !== undefined;
    expect(beforeBar('AP3D|R40', isMetric)).toBe('AP3D');
    expect(beforeBar('Val, AP 3D|BEV', isMetric)).toBe('Val, AP 3D');
    expect(metricFor('Test, AP3D|R40')).toBe('ap');
    expect(metricFor('Val, AP 3D|R40')).toBe('ap');
    expect(metricFor('mAP|IoU=0.5')).toBe('map');
    // two metrics joined by a bar are no metric with a condition
    expect(beforeBar('Acc|F1', isMetric)).toBeUndefined();
    expect(metricFor('Acc|F1')).toBeUndefined();
    // nothing before the bar, or a bar with no condition
    expect(beforeBar('|R40', isMetric)).toBeUndefined();
  });

  it('drafts a README HTML table with malformed attributes as results under the metric, the leaves as subsets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bar-metric-'));
    const file = join(dir, 'README.md');
    writeFileSync(file, readme);
    const t = extractDraft(readInputs([file]), 'advseg', names).draft.tables[0];
    rmSync(dir, { recursive: true, force: true });
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['miou/day', 'miou/night', 'miou/fog']);
    expect(t.rows.map((r) => r.values.map((v) => (v && 'n' in v ? v.n : v)))).toEqual([
      ['31.25', '47.80', '60.02'],
      ['30.90', '47.10', '59.85'],
    ]);
  });
});
