/**
 * A group header's metric narrowed by the leaf under it: "Error (%)" over "Top-1" / "Top-5" is the top-1 /
 * top-5 error, not the plain error rate (and not the top-1 accuracy that "Top-1" alone reads as). Seen on
 * GDAS's ImageNet table (NAS); checked here on a README of a pruning method written for this test.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { composedMetric } from '../../src/extract/group-leaf-metric.js';
import { repoRoot, runCli } from '../helpers/cli.js';

describe('a group metric narrowed by its leaf', () => {
  it('reads Top-1 / Top-5 under an error group as top-1 / top-5 error, and a dataset under it as the error rate', () => {
    expect(composedMetric('Test Error (%)', 'Top-1')).toBe('top1-err');
    expect(composedMetric('Error', 'Top-5')).toBe('top5-err');
    expect(composedMetric('Error', 'CIFAR-10')).toBeUndefined();
    expect(composedMetric('Pruned ratio', 'Top-1')).toBeUndefined();
  });

  it('drafts the columns of a pruning README with those metrics', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-group-leaf-'));
    writeFileSync(join(dir, 'README.md'), [
      '# SlimPrune',
      '',
      '## Results on ImageNet',
      '',
      '<table>',
      '<tr><th rowspan="2">Model</th><th colspan="2">Error (%)</th><th rowspan="2">FLOPs</th></tr>',
      '<tr><th>Top-1</th><th>Top-5</th></tr>',
      '<tr><td>ResNet-50</td><td>23.9</td><td>7.1</td><td>4.1G</td></tr>',
      '<tr><td>ResNet-50 pruned (ours)</td><td>24.6</td><td>7.5</td><td>2.0G</td></tr>',
      '</table>',
      '',
    ].join('\n'));
    mkdirSync(join(dir, 'claims'));
    const r = runCli(['extract', 'README.md', '--id', 'slimprune', '--out', join('claims', 'slimprune.yaml'), '--claims', join(repoRoot, 'claims')], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const t = (parse(readFileSync(join(dir, 'claims', 'slimprune.yaml'), 'utf8')) as { tables: { columns: { metric: string }[] }[] }).tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['top1-err', 'top5-err', 'flops']);
  });
});
