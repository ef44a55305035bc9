/**
 * Appendix and supplement tables printed "Table D4", "Table S2", "Table A.1" (round 19: an anomaly-detection
 * benchmark PDF keeps all its results in appendix grids D4–D19, 14 methods as columns, each cell `56.65(6)`: the score
 * and its rank). Before, a lettered caption was no caption, the `(6)` made no cell a number, and the page's widest
 * column gap was read as a two-column gutter: no table was read, and each grid's numbers became prose. Now the
 * table is read, numbered as printed (`source.table: "D4"`, id `table-d4`, apart from a main-text Table 4), and
 * its cells are the scores (the rank left out with a review line).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { captionNumber, printedTableNumber } from '../../src/extract/caption-number.js';
import { CAPTION_LINE } from '../../src/extract/pdf-line-kinds.js';
import { runCli } from '../helpers/cli.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { printToPdf } from './pdf-helper.js';

interface Draft {
  readonly tables: readonly { id: string; kind: string; source: { table?: number | string }; columns: readonly { metric: string; label?: string }[]; rows: readonly { method?: string; label?: string; values: readonly number[] }[] }[];
}

describe('lettered table numbers', () => {
  it('are read from a caption and printed back as they were', () => {
    expect(printedTableNumber(captionNumber('D4'))).toBe('D4');
    expect(printedTableNumber(captionNumber('S12'))).toBe('S12');
    expect(printedTableNumber(captionNumber('A.1'))).toBe('A1');
    expect(captionNumber('D4')).not.toBe(captionNumber('4'));
    expect(printedTableNumber(captionNumber('4'))).toBe(4);
    expect(printedTableNumber(captionNumber('IV'))).toBe(4);
    expect(CAPTION_LINE.test('Table S2: Results on the held-out split.')).toBe(true);
    expect(CAPTION_LINE.test('Table A.1. Hyper-parameters.')).toBe(true);
    expect(CAPTION_LINE.test('Table A shows the results')).toBe(false);
  });

  it('a README supplement table and a main-text table of the same number stay two tables', () => {
    const { draft, dir } = extractMarkdown<Draft>([
      '# Graph classification',
      '',
      '**Table 2:** Accuracy on the test sets.',
      '',
      '| Model | MUTAG | PROTEINS |',
      '| --- | --- | --- |',
      '| GIN | 89.4 | 76.2 |',
      '| Ours | 91.0 | 77.5 |',
      '',
      '## Supplement',
      '',
      '**Table S2:** Accuracy on the validation sets.',
      '',
      '| Model | MUTAG | PROTEINS |',
      '| --- | --- | --- |',
      '| GIN | 90.1 | 77.0 |',
      '| Ours | 92.3 | 78.1 |',
    ]);
    const results = draft.tables.filter((t) => t.kind === 'results');
    expect(results.map((t) => [t.id, t.source.table])).toEqual([['table-2', 2], ['table-s2', 'S2']]);
    expect(results[1]?.rows.map((r) => r.values)).toEqual([[90.1, 77.0], [92.3, 78.1]]);
    const v = runCli(['validate', 'claims/paper.yaml', '--sources', '.'], { cwd: dir });
    expect(v.code).toBe(0);
  });

  it('an appendix grid of score(rank) cells over the whole page width is read as a table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-lettered-'));
    const methods = ['PCA', 'OCSVM', 'LOF', 'CBLOF', 'COF', 'HBOS', 'KNN', 'SOD', 'COPOD', 'ECOD', 'LODA', 'IForest'];
    const datasets = ['ALOI', 'annthyroid', 'backdoor', 'breastw', 'campaign', 'cardio', 'celeba', 'census', 'cover', 'donors', 'fault', 'fraud', 'glass', 'http'];
    const score = (i: number, j: number) => (40 + ((i * 13 + j * 7) % 59) + ((i + j) % 10) / 10 + 0.05).toFixed(2);
    const rank = (i: number, j: number) => ((i + j) % methods.length) + 1;
    const rows = datasets.map((d, i) => `<tr><td>${d}</td>${methods.map((_, j) => `<td>${score(i, j)}(${rank(i, j)})</td>`).join('')}</tr>`).join('\n');
    writeFileSync(join(dir, 'paper.html'), `<!doctype html><html><body style="font-family: serif; font-size: 9px; width: 760px">
<h1>A Benchmark of Tabular Anomaly Detection</h1>
<h2>Abstract</h2><p>We compare twelve detectors on fourteen datasets.</p>
<h2>D Additional Results</h2>
<p>Table D4: AUCROC of 12 unsupervised algorithms on 14 benchmark datasets. We show the performance rank in parenthesis (the lower, the better).</p>
<table style="border-spacing: 9px 1px"><tr><th>Datasets</th>${methods.map((m) => `<th>${m}</th>`).join('')}</tr>
${rows}</table>
</body></html>`);
    printToPdf(join(dir, 'paper.html'), join(dir, 'bench.pdf'));
    const r = runCli(['extract', 'bench.pdf', '--id', 'bench', '--out', 'bench.yaml'], { cwd: dir });
    expect(r.stderr).not.toMatch(/invalid draft|internal error/);
    expect(r.code).toBe(0);
    const draft = parse(readFileSync(join(dir, 'bench.yaml'), 'utf8')) as Draft;
    const t = draft.tables.find((x) => x.source.table === 'D4');
    expect(t?.id).toBe('table-d4');
    expect(t?.kind).toBe('results');
    expect(new Set(t?.columns.map((c) => c.metric))).toEqual(new Set(['auc']));
    // methods as columns: read transposed, one row per method, one column per dataset
    const pca = t?.rows.find((x) => x.label === 'PCA');
    expect(pca?.values.slice(0, 3)).toEqual([0, 1, 2].map((i) => Number(score(i, 0))));
    const v = runCli(['validate', 'bench.yaml', '--sources', dir], { cwd: dir });
    expect(v.code).toBe(0);
  }, 60_000);
});
