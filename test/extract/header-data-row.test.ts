/**
 * Header rows of an HTML table decided by what they print, not by their tags (src/extract/header-data-row.ts, read by
 * read-html.ts): a method row put inside `<thead>` is a row of the table, not a header level (its numbers became
 * subsets `76.1` … and the row was lost), and in a table whose every cell is `<th>` the header ends at the first row
 * of a name and numbers (before, only the first row was the header, so a second header level became a row without
 * numbers and its names were lost). Checked on a remote-sensing page and a document-layout page written here; a header
 * row of thresholds under a spanning name stays a header.
 */
import { describe, expect, it } from 'vitest';
import { readsAsDataRow } from '../../src/extract/header-data-row.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { kind: string; columns: { metric?: string; label?: string; subset?: string }[]; rows: { label: string; values: (number | null)[] }[] }[] };

const sceneClassification = [
  '<html><body><h1>RS-Scene</h1><h2>Scene classification</h2><p>Overall accuracy (%) on each dataset:</p>',
  '<table><thead>',
  '<tr><th>Method</th><th>UC Merced</th><th>AID</th><th>NWPU-RESISC45</th></tr>',
  '<tr><th>ResNet-50</th><th>97.6</th><th>94.4</th><th>91.9</th></tr>',
  '</thead><tbody>',
  '<tr><td>ViT-B/16</td><td>98.1</td><td>95.6</td><td>93.2</td></tr>',
  '<tr><td>RS-Scene</td><td>99.0</td><td>96.8</td><td>94.7</td></tr>',
  '</tbody></table></body></html>',
];

const layout = [
  '<html><body><h1>LayoutDet</h1><h2>Document layout analysis</h2><p>Detection results on PubLayNet:</p>',
  '<table>',
  '<tr><th rowspan="2">Model</th><th colspan="2">Val</th><th colspan="2">Test</th></tr>',
  '<tr><th>mAP</th><th>AP50</th><th>mAP</th><th>AP50</th></tr>',
  '<tr><th>Faster R-CNN</th><th>90.2</th><th>95.9</th><th>90.0</th><th>95.7</th></tr>',
  '<tr><th>LayoutDet</th><th>93.1</th><th>97.2</th><th>92.8</th><th>97.0</th></tr>',
  '</table></body></html>',
];

describe('HTML header rows by content, not by tag', () => {
  it('a method row inside <thead> is a row of the table', () => {
    const { draft } = extractMarkdown<Draft>(sceneClassification, { name: 'index.html' });
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.label)).toEqual(['UC Merced', 'AID', 'NWPU-RESISC45']);
    expect(t?.rows.map((r) => r.label)).toEqual(['ResNet-50', 'ViT-B/16', 'RS-Scene']);
    expect(t?.rows[0]?.values).toEqual([97.6, 94.4, 91.9]);
  });

  it('a table of <th> cells only keeps both header levels and every row', () => {
    const { draft } = extractMarkdown<Draft>(layout, { name: 'index.html' });
    const t = draft.tables[0];
    expect(t?.columns.map((c) => `${c.metric}/${c.subset}`)).toEqual(['map/val', 'ap50/val', 'map/test', 'ap50/test']);
    expect(t?.rows.map((r) => r.label)).toEqual(['Faster R-CNN', 'LayoutDet']);
  });

  it('is pure: a name then numbers with decimals is data; thresholds, cut-offs and label words are headers', () => {
    expect(readsAsDataRow(['ResNet-50', '97.6', '94.4', '91.9'])).toBe(true);
    expect(readsAsDataRow(['<b>Ours</b>', '**98.1**', '95.6', '-'])).toBe(true);
    expect(readsAsDataRow(['0.5', '0.75', '0.95'])).toBe(false);
    expect(readsAsDataRow(['Method', '0.5', '0.75'])).toBe(false);
    expect(readsAsDataRow(['IoU', '0.5', '0.75'])).toBe(false);
    expect(readsAsDataRow(['Model', '1', '5', '10'])).toBe(false);
    expect(readsAsDataRow(['ResNet-50', '1', '5', '10'])).toBe(false);
    expect(readsAsDataRow(['Backbone', 'Params', 'FLOPs'])).toBe(false);
    // a ranking: the rank before the name, one value among words
    expect(readsAsDataRow(['1', 'SpecAug-Net', 'Audio only', 'Code', '47.3 %'])).toBe(true);
    expect(readsAsDataRow(['1', 'Top-1', '0.5'])).toBe(false);
  });
});
