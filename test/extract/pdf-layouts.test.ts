/**
 * The page layouts of the PDF perturbation bench (bench/pdf-perturb/, npm run bench:extract-pdf-perturb) and the
 * words it sets around a table: pure renderers, checked on the pages they write.
 */
import { Lexer } from 'marked';
import type { Tokens } from 'marked';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { PageInput } from '../../bench/pdf-perturb/layouts.js';
import { datasetRow, LAYOUTS, markdownPage } from '../../bench/pdf-perturb/layouts.js';
import { FILLER, surroundings } from '../../bench/pdf-perturb/surroundings.js';
import type { Table } from '../../bench/perturb/table-model.js';
import { fromMarkdown, toHtml } from '../../bench/perturb/table-model.js';

const MD = ['| Method | Backbone | mAP | FID |', '| --- | --- | --- | --- |', '| **Alpha** | R50 | 41.2 | 12.5 |', '| Beta | R101 | 43.0 | 10.1 |'].join('\n');
const table = (): Table => fromMarkdown(new Lexer({ gfm: true }).lex(MD)[0] as Tokens.Table);
const input = (over: Partial<PageInput> = {}): PageInput => ({
  table: table(),
  number: 4,
  caption: 'Detection on COCO.',
  before: ['We compare detectors trained for twelve epochs.'],
  after: ['The larger backbone helps both metrics.'],
  dataset: 'COCO val2017',
  ctx: { direction: (h) => (/fid/i.test(h) ? 'lower' : /map/i.test(h) ? 'higher' : undefined), method: 0 },
  ...over,
});
const page = (name: string, over: Partial<PageInput> = {}): string | undefined => LAYOUTS.find((l) => l.name === name)?.page(input(over));
/** The page's text in document order, tags dropped. */
const text = (html: string): string => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('PDF perturbation layouts', () => {
  it('every layout writes a whole HTML page with the caption, the cells (Markdown converted) and the running text', () => {
    for (const l of LAYOUTS) {
      const html = l.page(input()) as string;
      expect(html, l.name).toMatch(/^<!DOCTYPE html>/);
      expect(parse(html).childNodes.length, l.name).toBeGreaterThan(0);
      const t = text(html);
      expect(t, l.name).toContain('Table 4: Detection on COCO.');
      expect(t, l.name).toContain('We compare detectors trained for twelve epochs.');
      for (const cell of ['Alpha', 'R101', '41.2', '10.1']) expect(t, `${l.name} ${cell}`).toContain(cell);
      expect(html, l.name).toContain('<strong>Alpha</strong>');
    }
  });

  it('puts the caption above the table, or below it in caption-below; beside-text floats it before all the text', () => {
    const above = page('booktabs') as string;
    expect(above.indexOf('Table 4:')).toBeLessThan(above.indexOf('<table>'));
    const below = page('caption-below') as string;
    expect(below.indexOf('Table 4:')).toBeGreaterThan(below.indexOf('</table>'));
    const beside = page('beside-text') as string;
    expect(beside.indexOf('<div class="float">')).toBeLessThan(beside.indexOf('We compare detectors'));
    expect(beside).toMatch(/\.float \{ float: left/);
  });

  it('sets the page styles each layout names: rules, two columns, small print', () => {
    expect(page('plain')).not.toMatch(/border-top/);
    expect(page('booktabs')).toMatch(/border-top: 1\.5px solid/);
    expect(page('two-column')).toMatch(/column-count: 2/);
    expect(page('small-font')).toMatch(/font-size: 7pt/);
  });

  it('dataset-row adds a header row naming the dataset across the result columns, the label headers spanning both rows', () => {
    const t = datasetRow(table(), 'COCO val2017', { direction: () => undefined, method: 0 }) as Table;
    expect(t.headerRows).toBe(2);
    const html = toHtml(t) as string;
    expect(html).toContain('<th rowspan="2">Method</th><th rowspan="2">Backbone</th><th colspan="2">COCO val2017</th>');
    expect(html).toContain('<tr><th>mAP</th><th>FID</th></tr>');
    expect(page('dataset-row', { dataset: undefined })).toBeUndefined();
  });

  it("bold-best marks each column's best value by the metric's direction", () => {
    const html = page('bold-best') as string;
    expect(html).toMatch(/<strong>43\.0<\/strong>/);
    expect(html).toMatch(/<strong>10\.1<\/strong>/);
    expect(html).not.toMatch(/<strong>41\.2<\/strong>/);
  });

  it('the Markdown baseline prints the same caption, the pipe table as written and the text', () => {
    const md = markdownPage(input()) as string;
    expect(md).toContain('Table 4: Detection on COCO.\n\n| Method | Backbone | mAP | FID |');
    expect(md).toContain('| **Alpha** | R50 | 41.2 | 12.5 |');
    expect(md.indexOf('twelve epochs')).toBeLessThan(md.indexOf('Table 4'));
  });
});

describe('the words around a table', () => {
  const doc = [
    '# Project',
    '',
    '```bash',
    'pip install project  # a command, not prose',
    '```',
    '',
    '## Results on [COCO](https://cocodataset.org)',
    '',
    'We evaluate every detector on the validation split, with the same schedule and the same augmentations.',
    '',
    '| Other | 1 |',
    '| --- | --- |',
    '| x | 2 |',
    '',
    'TABLE',
    '',
    'The larger backbone helps both metrics, as the <b>second row</b> shows clearly enough here.',
  ].join('\n');
  const at = doc.indexOf('TABLE');

  it('takes the last heading as the caption and the prose paragraphs before and after, code and other tables dropped', () => {
    const s = surroundings(doc, at, at + 5, false);
    expect(s.heading).toBe('Results on COCO');
    expect(s.before.join(' ')).toContain('We evaluate every detector on the validation split');
    expect(s.before.join(' ')).not.toMatch(/pip install|Other/);
    expect(s.after.join(' ')).toContain('as the second row shows');
  });

  it('adds neutral filler where the document has little prose, and reads HTML pages', () => {
    const html = '<h3>Scores</h3><p>Short.</p><table><tr><td>1</td></tr></table><p>Also short.</p>';
    const s = surroundings(html, html.indexOf('<table>'), html.indexOf('</table>') + 8, true);
    expect(s.heading).toBe('Scores');
    expect(s.before).toContain(FILLER[0]);
    expect(s.after).toContain(FILLER[1]);
  });
});
