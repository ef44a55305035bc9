/**
 * The layout perturbations of the perturbation bench (bench/perturb/, npm run bench:extract-perturb): pure
 * functions on a table model, checked on the tables they print back.
 */
import { Lexer } from 'marked';
import type { Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { docTables, splice } from '../../bench/perturb/doc-tables.js';
import type { DirectionOf } from '../../bench/perturb/perturbations.js';
import { headRows, PERTURBATIONS, roles } from '../../bench/perturb/perturbations.js';
import type { Table } from '../../bench/perturb/table-model.js';
import { fromMarkdown, plain, toHtml, toMarkdown } from '../../bench/perturb/table-model.js';

const MD = ['| Method | Backbone | mAP | FID |', '| --- | --- | --- | --- |', '| Alpha | R50 | 41.2 | 12.5 |', '| Beta | R101 | 43.0 | 10.1 |', '| Gamma | R101 | 42.5 | 11.3 |'].join('\n');
const md = (): Table => fromMarkdown(new Lexer({ gfm: true }).lex(MD)[0] as Tokens.Table);
const direction: DirectionOf = (h) => (/fid/i.test(h) ? 'lower' : /map/i.test(h) ? 'higher' : undefined);
const perturb = (name: string, t: Table = md()): Table | undefined => PERTURBATIONS.find((p) => p.name === name)?.apply(t, { direction });
const grid = (t: Table | undefined): string[][] => (t ? t.grid.map((r) => r.map((s) => s.text)) : []);

const HTML = `<p>before</p>
<table>
<thead><tr><th rowspan="2">Method</th><th colspan="2">COCO</th><th>VOC</th></tr><tr><th>AP</th><th>AP50</th><th>mIoU</th></tr></thead>
<tbody><tr><td>Alpha</td><td>40.1</td><td>60.2</td><td>70.3</td></tr><tr><td>Beta</td><td>41.5</td><td>61.0</td><td>71.9</td></tr></tbody>
</table>
<p>after</p>`;

describe('table model', () => {
  it('reads the method and numeric columns', () => {
    expect(roles(md())).toEqual({ numeric: [2, 3], method: 0 });
  });

  it('reads HTML spans into shared slots and prints them back with the same spans', () => {
    const [d] = docTables(HTML, true);
    expect(d?.table.headerRows).toBe(2);
    expect(d?.table.grid[0]?.[1]?.id).toBe(d?.table.grid[0]?.[2]?.id);
    const printed = toHtml(d?.table as Table) as string;
    expect(printed).toContain('<th colspan="2">COCO</th>');
    expect(printed).toContain('<th rowspan="2">Method</th>');
    expect(toMarkdown(d?.table as Table)).toBeUndefined();
  });

  it('finds pipe tables and HTML tables of a Markdown document in order, not those in code', () => {
    const doc = `# T\n\n\`\`\`\n<table><tr><td>1</td></tr><tr><td>2</td></tr></table>\n\`\`\`\n\n${MD}\n\n${HTML}\n`;
    const tables = docTables(doc, false);
    expect(tables.map((t) => t.table.format)).toEqual(['md', 'html']);
    const out = splice(doc, tables, new Map([[0, perturb('year-column') as Table]]), false) as string;
    expect(out).toContain('| Year | Method | Backbone | mAP | FID |');
    expect(out.endsWith(`${HTML}\n`)).toBe(true);
  });
});

describe('perturbations', () => {
  it('adds a leading Year column, a trailing download column and a venue column after the method', () => {
    expect(grid(perturb('year-column')).map((r) => r[0])).toEqual(['Year', '2017', '2018', '2019']);
    expect(grid(perturb('download-column'))[1]?.[4]).toBe('[ckpt](https://download.example.org/models/model_1.pth)');
    expect(grid(perturb('venue-column'))[0]).toEqual(['Method', 'Venue', 'Backbone', 'mAP', 'FID']);
  });

  it('turns the method into a link or cites it, leaving the values alone', () => {
    expect(grid(perturb('method-link'))[2]?.slice(0, 3)).toEqual(['[Beta](https://github.com/example/beta)', 'R101', '43.0']);
    expect(grid(perturb('method-cite')).map((r) => r[0])).toEqual(['Method', 'Alpha [12]', 'Beta [13]', 'Gamma [14]']);
  });

  it("bolds each column's best by its direction and underlines the second", () => {
    const g = grid(perturb('bold-best'));
    expect(g.map((r) => r[2])).toEqual(['mAP', '41.2', '**43.0**', '<u>42.5</u>']);
    expect(g.map((r) => r[3])).toEqual(['FID', '12.5', '**10.1**', '<u>11.3</u>']);
  });

  it('appends spreads to values and arrows to headers whose direction is known', () => {
    expect(grid(perturb('spread'))[1]).toEqual(['Alpha', 'R50', '41.2 ± 0.1', '12.5 ± 0.2']);
    expect(grid(perturb('arrows'))[0]).toEqual(['Method', 'Backbone', 'mAP ↑', 'FID ↓']);
  });

  it('reverses metric columns within their header group', () => {
    expect(grid(perturb('reorder-metrics'))[0]).toEqual(['Method', 'Backbone', 'FID', 'mAP']);
    const [d] = docTables(HTML, true);
    const r = perturb('reorder-metrics', d?.table);
    expect(toHtml(r as Table)).toContain('<tr><th>AP50</th><th>AP</th><th>mIoU</th></tr>');
  });

  it('prints a pipe table as HTML and a span-free HTML table as a pipe table', () => {
    const h = perturb('other-format') as Table;
    expect(toHtml(h)).toContain('<tr><td>Alpha</td><td>R50</td><td>41.2</td><td>12.5</td></tr>');
    const back = docTables(`<table><tr><th>Method</th><th>AP</th></tr><tr><td><b>Alpha</b></td><td>40.1</td></tr></table>`, true)[0]?.table as Table;
    expect(toMarkdown(perturb('other-format', back) as Table)).toBe('| Method | AP |\n| --- | --- |\n| **Alpha** | 40.1 |');
  });

  it('transposes: methods as columns, the label columns as header rows', () => {
    const t = perturb('transpose') as Table;
    expect(t.headerRows).toBe(2);
    expect(grid(t)).toEqual([
      ['Method', 'Alpha', 'Beta', 'Gamma'],
      ['Backbone', 'R50', 'R101', 'R101'],
      ['mAP', '41.2', '43.0', '42.5'],
      ['FID', '12.5', '10.1', '11.3'],
    ]);
    expect(toMarkdown(t)).toBeUndefined();
  });

  it('marks some labels and values with footnote marks, keeping their text', () => {
    const g = grid(perturb('footnote-marks'));
    expect(g[2]?.[0]).toBe('Beta†');
    expect(g.flat().filter((s) => s.endsWith('*'))).toHaveLength(1);
    expect(g.flat().map(plain).map((s) => s.replace(/[†*]$/, ''))).toEqual(grid(md()).flat());
  });

  it('reads a row of words under the header as heading the table, and leaves row-side changes out where the rows name no method', () => {
    const t = fromMarkdown(new Lexer({ gfm: true }).lex('|  | FUNSD | CORD |\n| --- | --- | --- |\n| **Architecture** | **Recall** | **Recall** |\n| db_r34 | 82.7 | 89.2 |\n| db_r50 | 83.5 | 92.6 |')[0] as Tokens.Table);
    expect(headRows(t)).toBe(2);
    expect(grid(perturb('year-column', t)).map((r) => r[0])).toEqual(['Year', '', '2017', '2018']);
    expect(PERTURBATIONS.find((p) => p.name === 'year-column')?.apply(t, { direction, method: null })).toBeUndefined();
    expect(grid(PERTURBATIONS.find((p) => p.name === 'spread')?.apply(t, { direction, method: null }))[3]).toEqual(['db_r50', '83.5 ± 0.3', '92.6 ± 0.4']);
  });

  it('skips a table without numeric columns', () => {
    const t = fromMarkdown(new Lexer({ gfm: true }).lex('| a | b |\n| --- | --- |\n| x | y |')[0] as Tokens.Table);
    for (const p of PERTURBATIONS.filter((q) => q.name !== 'identity' && q.name !== 'other-format')) expect(p.apply(t, { direction }), p.name).toBeUndefined();
  });
});
