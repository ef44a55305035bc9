/**
 * A huge document given to `audit extract`: a page whose text is past what extract drafts from one
 * document is refused at once (exit 2, named, nothing written) instead of running for hours or
 * crashing with a stack ("Maximum call stack size exceeded" on a 200,000-row HTML table); a long
 * table under the limit drafts in seconds, not minutes (steps that were quadratic in the rows).
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadNameSources } from '../../src/claims/load.js';
import { extractDraft } from '../../src/extract/draft.js';
import { expandSpans } from '../../src/extract/grid-expand.js';
import { MAX_TEXT, readInputs } from '../../src/extract/read.js';
import { rowLabelsOf } from '../../src/extract/transpose.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { rawTable } from '../helpers/raw-table.js';

const claims = join(repoRoot, 'claims');

/** An HTML page with one results table of `n` rows. */
const tablePage = (n: number): string =>
  `<!doctype html><html><body><h1>Leaderboard</h1><table><caption>Table 1: Results on CLEVR-Change (test)</caption><tr><th>Method</th><th>BLEU-4</th><th>CIDEr</th></tr>${Array.from({ length: n }, (_, i) => `<tr><td>Model ${i}</td><td>${(i % 50) + 10}.${i % 10}</td><td>${(i % 70) + 60}.${(i * 7) % 10}</td></tr>`).join('')}</table></body></html>`;

function refused(name: string, body: string, message: RegExp): void {
  const dir = mkdtempSync(join(tmpdir(), 'extract-large-'));
  writeFileSync(join(dir, name), body);
  const t0 = Date.now();
  const r = runCli(['extract', name, '--id', 'x', '--out', 'drafts/x.yaml', '--claims', claims], { cwd: dir });
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toContain('internal error');
  expect(r.code).toBe(2);
  expect(readdirSync(dir)).toEqual([name]);
  // refused before any drafting work: reading and converting the page only
  expect(Date.now() - t0).toBeLessThan(60_000);
}

describe('audit extract on a huge document', () => {
  it('a page with more text than a paper has: refused, with the limit and what to give instead', () => {
    const para = `<p>${'The model improves accuracy on the benchmark by a margin we report below. '.repeat(8)}</p>`;
    const html = `<!doctype html><html><body><h1>A long page</h1>${para.repeat(Math.ceil((MAX_TEXT.chars * 1.2) / 600))}</body></html>`;
    refused('page.html', html, /^page\.html: [\d,]+ characters of text \(at most 500,000\), more than audit extract drafts from one document; expected a paper .*: give the part with the results/);
  });

  it('a page whose table has more rows than the line limit: refused the same way', () => {
    refused('board.html', tablePage(MAX_TEXT.lines + 500), /^board\.html: [\d,]+ lines of text \(at most 10,000\)/);
  });

  it('expanding a 200,000-row table does not overflow the stack', () => {
    // a row group each (as tbody elements): the width of the grid was Math.max(...one argument per row)
    const rows = Array.from({ length: 200_000 }, (_, i) => ({ cells: [{ text: `M${i}`, header: false, rowspan: 1, colspan: 1 }], group: i }));
    const t0 = Date.now();
    const grid = expandSpans(rows);
    expect(grid.cells.length).toBe(200_000);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('the row labels of a 10,000-row table are read in one pass', () => {
    const body = Array.from({ length: 10_000 }, (_, i) => [`Model ${i}`, '1.0']);
    const t = rawTable([['Method', 'B']], body, { numberFrom: 'order' });
    const t0 = Date.now();
    expect(rowLabelsOf(t)[9_999]).toBe('Model 9999');
    expect(Date.now() - t0).toBeLessThan(5_000);
  });

  it('a 5,000-row table under the limit drafts in well under a minute (minutes before: new method ids were matched against every earlier one, name by name)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-large-'));
    writeFileSync(join(dir, 'board.html'), tablePage(5000));
    const t0 = Date.now();
    const { summary } = extractDraft(readInputs([join(dir, 'board.html')]), 'x', loadNameSources(claims));
    expect(summary.rows).toBe(5000);
    expect(Date.now() - t0).toBeLessThan(60_000);
  }, 120_000);
});
