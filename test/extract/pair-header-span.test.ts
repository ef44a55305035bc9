/**
 * A header that names several metrics over as many value columns (src/extract/pair-header-span.ts): an HTML
 * `<th colspan=2>AP/AR</th>` under each dataset, a pipe table's `| MAE/RMSE | |` with a blank cell over the second
 * value. Seen in super-resolution READMEs (`PSNR/SSIM` spanning two columns); checked on detection and depth
 * documents written here. Before, both tables were attribute tables.
 */
import { describe, expect, it } from 'vitest';
import { splitPairHeaders } from '../../src/extract/pair-header-span.js';
import type { RawTable } from '../../src/extract/types.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Table = { kind: string; columns: { metric?: string; subset?: string }[]; rows: { values: unknown[] }[] };
const grid = (header: string[][], body: string[][]): RawTable => ({ doc: 'd', index: 1, line: 0, number: 1, numberFrom: 'order', header, body, context: '' });

describe('a header naming several metrics over as many columns', () => {
  it('names each spanned column in order, and only where the span is as wide as the list', () => {
    const body = [['A', '41.2', '55.0', '30.1', '44.3']];
    const r = splitPairHeaders(grid([['Model', 'COCO', 'COCO', 'LVIS', 'LVIS'], ['Model', 'AP/AR', 'AP/AR', 'AP/AR', 'AP/AR']], body));
    expect(r.table.header[1]).toEqual(['Model', 'AP', 'AR', 'AP', 'AR']);
    // one span over four columns is no pair per column: left as printed
    const wide = grid([['Model', 'COCO', 'COCO', 'COCO', 'COCO'], ['Model', 'AP/AR', 'AP/AR', 'AP/AR', 'AP/AR']], body);
    expect(splitPairHeaders(wide).table).toBe(wide);
    // parts that are no metrics ("val/test") are not split here
    const split = grid([['Model', 'val/test', 'val/test']], [['A', '1', '2']]);
    expect(splitPairHeaders(split).table).toBe(split);
  });

  it('drafts the spanned columns as results with their metrics', () => {
    const { draft, yaml } = extractMarkdown<{ tables: Table[] }>([
      '# DetBench',
      '',
      '## Detection',
      '',
      '<table>',
      '<tr><th rowspan=2>Model</th><th colspan=2>COCO</th><th colspan=2>LVIS</th></tr>',
      '<tr><th colspan=2>AP/AR</th><th colspan=2>AP/AR</th></tr>',
      '<tr><td>DETR</td><td>42.0</td><td>57.3</td><td>28.1</td><td>40.2</td></tr>',
      '<tr><td>DINO</td><td>49.4</td><td>66.1</td><td>33.5</td><td>47.0</td></tr>',
      '</table>',
      '',
      '## Depth',
      '',
      '| Model | MAE/RMSE | |',
      '| --- | --- | --- |',
      '| BTS | 0.245 | 0.392 |',
      '| AdaBins | 0.231 | 0.364 |',
      '',
    ]);
    const [det, depth] = draft.tables as [Table, Table];
    expect(det.kind).toBe('results');
    expect(det.columns.map((c) => `${c.metric}/${c.subset ?? ''}`)).toEqual(['ap/coco', 'ar/coco', 'ap/lvis', 'ar/lvis']);
    expect(det.rows[1]?.values).toEqual([49.4, 66.1, 33.5, 47.0]);
    expect(depth.kind).toBe('results');
    expect(depth.columns.map((c) => c.metric)).toEqual(['mae', 'rmse']);
    expect(yaml).toContain('a header naming several metrics over as many columns read in order: "MAE/RMSE" over 2 columns → MAE | RMSE');
  });
});
