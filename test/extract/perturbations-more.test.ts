/** The round-11 layout perturbations of the perturbation bench (bench/perturb/perturbations-more.ts). */
import { Lexer } from 'marked';
import type { Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { docTables } from '../../bench/perturb/doc-tables.js';
import type { DirectionOf } from '../../bench/perturb/perturbations.js';
import { MORE_PERTURBATIONS } from '../../bench/perturb/perturbations-more.js';
import type { Table } from '../../bench/perturb/table-model.js';
import { fromMarkdown, toHtml, toMarkdown } from '../../bench/perturb/table-model.js';

const MD = ['| Method | Backbone | Acc | FID |', '| --- | --- | --- | --- |', '| Alpha | R50 | 41.2 | 12.5 |', '| Beta | R101 | 43.0 | 10.1 |', '| Gamma | R101 | 42.5 | 11.3 |'].join('\n');
const md = (): Table => fromMarkdown(new Lexer({ gfm: true }).lex(MD)[0] as Tokens.Table);
const direction: DirectionOf = (h) => (/fid/i.test(h) ? 'lower' : /acc/i.test(h) ? 'higher' : undefined);
const perturb = (name: string, t: Table = md()): Table | undefined => MORE_PERTURBATIONS.find((p) => p.name === name)?.apply(t, { direction });
const grid = (t: Table | undefined): string[][] => (t ? t.grid.map((r) => r.map((s) => s.text)) : []);
const HTML = '<table><thead><tr><th>Method</th><th>Acc</th></tr></thead><tbody><tr><td>Alpha</td><td>40.1</td></tr><tr><td>Beta</td><td>41.5</td></tr><tr><td>Gamma</td><td>42.0</td></tr></tbody></table>';

describe('round-11 perturbations', () => {
  it('inserts group rows before the first and the middle body row, spanning the width in HTML', () => {
    expect(grid(perturb('group-rows')).map((r) => r[0])).toEqual(['Method', '**Supervised**', 'Alpha', '**Self-supervised**', 'Beta', 'Gamma']);
    expect(grid(perturb('group-rows'))[1]).toEqual(['**Supervised**', '', '', '']);
    const h = perturb('group-rows', docTables(HTML, true)[0]?.table) as Table;
    expect(toHtml(h)).toContain('<tr><td colspan="2"><i>Supervised</i></td></tr>');
  });

  it('adds % to the values and (%) to the header of higher-is-better columns in [0, 100] only', () => {
    expect(grid(perturb('percent-values')).map((r) => r[2])).toEqual(['Acc', '41.2%', '43.0%', '42.5%']);
    expect(grid(perturb('percent-values')).map((r) => r[3])).toEqual(['FID', '12.5', '10.1', '11.3']);
    expect(grid(perturb('header-percent'))[0]).toEqual(['Method', 'Backbone', 'Acc (%)', 'FID']);
    const big = fromMarkdown(new Lexer({ gfm: true }).lex('| Method | Acc |\n| --- | --- |\n| A | 140.2 |\n| B | 41.0 |')[0] as Tokens.Table);
    expect(perturb('percent-values', big)).toBeUndefined();
  });

  it('adds a Params column after the method', () => {
    expect(grid(perturb('params-column'))[0]).toEqual(['Method', 'Params (M)', 'Backbone', 'Acc', 'FID']);
    expect(grid(perturb('params-column'))[2]?.[1]).toBe('18.5M');
  });

  it('puts the backbone after the method, in parentheses or on a second line, and marks the last method as ours', () => {
    expect(grid(perturb('method-backbone')).map((r) => r[0])).toEqual(['Method', 'Alpha (ResNet-50)', 'Beta (ViT-B/16)', 'Gamma (Swin-T)']);
    expect(toMarkdown(perturb('method-linebreak') as Table)).toContain('| Beta<br>ViT-B/16 | R101 |');
    expect(grid(perturb('ours-marker')).map((r) => r[0])).toEqual(['Method', 'Alpha', 'Beta', 'Gamma (ours)']);
  });

  it('skips a table without a method column or numbers', () => {
    const t = fromMarkdown(new Lexer({ gfm: true }).lex('| a | b |\n| --- | --- |\n| x | y |')[0] as Tokens.Table);
    for (const p of MORE_PERTURBATIONS.filter((q) => q.name !== 'group-rows')) expect(p.apply(t, { direction }), p.name).toBeUndefined();
  });
});
