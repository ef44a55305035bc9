/**
 * PDF tables whose row groups are named by long label lines ("Deep Relevance Ranking with Extra Features in Section 4",
 * "Ours with Extra Features in Section 4: In-Language Training"): a label line of more than eight words, or one the
 * columns cut into three cells, ended the table there, so the rows above it lost the rest and the rows below it their
 * header (a cross-lingual retrieval paper of the robustness sweep, round 16: its Table 2 kept 4 of 14 rows, and the
 * others were lost without a line). Such a line is a row-group label when a row follows it: capitalised, not a
 * sentence, twelve words and one number at most; just under the header, a phrase joined by a function word is one too.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/cli.js';
import { printToPdf } from './pdf-helper.js';

const group = (text: string) => `<tr><td colspan="4" style="text-align:left">${text}</td></tr>`;
const row = (name: string, ...v: string[]) => `<tr><td>${name}</td>${v.map((x) => `<td>${x}</td>`).join('')}</tr>`;
const page = `<!doctype html><html><body style="font-family: serif; width: 640px; font-size: 11px">
<h1>Cross-lingual retrieval</h1><h2>4 Experiments</h2><p>We compare query translation, document translation and neural ranking models.</p>
<table style="border-spacing: 12px 1px"><tr><th></th><th>MAP</th><th>P@20</th><th>NDCG@20</th></tr>
${group('Query Translation and Document Translation with Indri')}${row('Dictionary-Based Query Translation', '20.93', '4.86', '28.65')}${row('Probabilistic Structured Query', '27.16', '5.81', '36.03')}
${group('Deep Relevance Ranking with Extra Features from the Second Stage')}${row('PACRR', '27.03', '5.34', '35.36')}${row('POSIT-DRMM', '26.10', '5.26', '34.27')}
${group('Ours with Extra Features from the Second Stage and In-Language Training')}${row('Bilingual PACRR', '29.64', '5.75', '38.27')}${row('Bilingual POSIT-DRMM', '30.13', '6.28', '39.68')}
</table><p>Table 2: Test set results on English to Swahili.</p><p>Our bilingual models outperform all baselines.</p></body></html>`;

interface Draft { tables: { columns: { metric: string }[]; rows: { method: string; values: number[]; settings?: Record<string, string> }[] }[] }

describe('long row-group label lines in a PDF table', () => {
  it('keep every row in one table under its header, each group a setting (CLI)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-pdf-groups-'));
    writeFileSync(join(dir, 'paper.html'), page);
    printToPdf(join(dir, 'paper.html'), join(dir, 'clir.pdf'));
    const r = runCli(['extract', 'clir.pdf', '--id', 'clir', '--out', 'clir.yaml'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const draft = parse(readFileSync(join(dir, 'clir.yaml'), 'utf8')) as Draft;
    expect(draft.tables).toHaveLength(1);
    const t = draft.tables[0];
    expect(t?.columns.map((c) => c.metric)).toEqual(['map', 'p@20', 'ndcg@20']);
    expect(t?.rows.map((x) => x.method)).toEqual(['dictionary-based-query-translation', 'probabilistic-structured-query', 'pacrr', 'posit-drmm', 'bilingual-pacrr', 'bilingual-posit-drmm']);
    expect(t?.rows[5]?.values).toEqual([30.13, 6.28, 39.68]);
    expect(Object.values(t?.rows[0]?.settings ?? {})).toEqual(['Query Translation and Document Translation with Indri']);
    expect(Object.values(t?.rows[4]?.settings ?? {})).toEqual(['Ours with Extra Features from the Second Stage and In-Language Training']);
    expect(runCli(['validate', 'clir.yaml', '--sources', dir], { cwd: dir }).code).toBe(0);
  }, 60_000);
});
