/**
 * A first column printed as the body's header cells (`<th>12</th><td>beam</td><td>27.3</td>`) names the rows, even
 * when it prints numbers and the column after it prints words (row-header-column.ts). Checked on a machine-translation
 * README (an HTML table inside Markdown: "Layers" 6 / 12 / 24 with a decoding setting) and a materials-science
 * HTML page ("T (K)" 300 / 400 / 500 with a solvent setting), written here; a `<th rowspan>` grouping rows does not.
 */
import { describe, expect, it } from 'vitest';
import { firstColumnHeads } from '../../src/extract/row-header-column.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { settings?: { id: string; label: string }[]; rows: { label: string; values: (number | null)[]; settings?: Record<string, string> }[] }[] };

const row = (first: string, ...rest: string[]) => `<tr><th>${first}</th>${rest.map((c) => `<td>${c}</td>`).join('')}</tr>`;

describe('a body header cell names the row', () => {
  it('names machine-translation rows by the layer count printed in <th>, the decoding column a setting', () => {
    const table = [
      '<table><thead><tr><th>Layers</th><th>Decoding</th><th>BLEU (en-de)</th><th>BLEU (en-fr)</th></tr></thead><tbody>',
      row('6', 'greedy', '26.1', '38.0'),
      row('12', 'greedy', '27.0', '38.9'),
      row('24', 'greedy', '27.4', '39.2'),
      row('6', 'beam', '26.9', '38.7'),
      row('12', 'beam', '27.8', '39.6'),
      row('24', 'beam', '28.3', '40.1'),
      '</tbody></table>',
    ].join('\n');
    const { draft } = extractMarkdown<Draft>(['# Depth ablation', '', 'BLEU on WMT14 by encoder depth.', '', table, '']);
    const t = draft.tables[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['6', '12', '24', '6', '12', '24']);
    expect(t?.rows.map((r) => Object.values(r.settings ?? {})[0])).toEqual(['greedy', 'greedy', 'greedy', 'beam', 'beam', 'beam']);
    expect(t?.rows[4]?.values).toEqual([27.8, 39.6]);
  });

  it('names materials-science rows by the temperature printed in <th> on an HTML page', () => {
    const html = [
      '<html><body><h2>Solubility model, error by temperature</h2><p>Mean absolute error (MAE) of the predicted solubility.</p>',
      '<table><thead><tr><th>T (K)</th><th>Solvent</th><th>MAE train</th><th>MAE test</th></tr></thead><tbody>',
      row('300', 'water', '0.21', '0.34'),
      row('400', 'water', '0.25', '0.37'),
      row('300', 'ethanol', '0.19', '0.30'),
      row('400', 'ethanol', '0.22', '0.33'),
      '</tbody></table></body></html>',
    ].join('\n');
    const { draft } = extractMarkdown<Draft>(html, { name: 'index.html' });
    const t = draft.tables[0];
    expect(t?.rows.map((r) => r.label)).toEqual(['300', '400', '300', '400']);
    expect(t?.rows.map((r) => Object.values(r.settings ?? {})[0])).toEqual(['water', 'water', 'ethanol', 'ethanol']);
  });

  it('does not name rows by a <th rowspan> that groups them, nor by a first column of <td>', () => {
    const cells = (xs: string[]) => xs;
    expect(firstColumnHeads([
      { cells: cells(['ImageNet', 'ResNet', '76.1']), header: [true, false, false] },
      { cells: cells(['ImageNet', 'ViT', '81.8']), header: [true, false, false] },
    ])).toBe(false);
    expect(firstColumnHeads([
      { cells: cells(['6', 'greedy', '26.1']), header: [false, false, false] },
      { cells: cells(['12', 'greedy', '27.0']), header: [false, false, false] },
    ])).toBe(false);
    expect(firstColumnHeads([
      { cells: cells(['6', 'greedy', '26.1']), header: [true, false, false] },
      { cells: cells(['12', 'greedy', '27.0']), header: [true, false, false] },
    ])).toBe(true);
  });
});
