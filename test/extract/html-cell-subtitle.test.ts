/**
 * HTML reader (pure): a leaderboard cell that prints an entry's organisation in a `<p>` under its linked
 * name (a weather-forecasting leaderboard here) gives the row the name alone; a `<p>` holding a number
 * ("<p>12.1</p>") is cell content and stays.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readHtml } from '../../src/extract/read-html.js';

const html = `<html><body><h2>Leaderboard</h2><p>Forecast skill (RMSE) at day 5.</p>
<table><thead><tr><th>#</th><th>Model</th><th>Z500</th><th>T850</th></tr></thead><tbody>
<tr><td></td><td><b><a href="https://example.org/a">StormNet v2</a><p style="font-size: 12px">Met Office &amp; Partners</p></b></td><td>312</td><td><p>1.52</p></td></tr>
<tr><td></td><td><b><a href="https://example.org/b">Cirrus-L</a><p>Open Weather Lab</p></b></td><td>335</td><td><p>1.61</p></td></tr>
</tbody></table></body></html>`;

describe('HTML tables: a subtitle under a row name', () => {
  it('keeps the name and leaves out the organisation printed under it', () => {
    const [t] = rawTables('page', readHtml(html));
    expect(t?.body.map((r) => r[1])).toEqual(['**StormNet v2**', '**Cirrus-L**']);
    expect(t?.body.map((r) => r[3])).toEqual(['1.52', '1.61']);
  });
});
