/** The sweep's counting (bench/sweep/count.ts, sources.ts): tables seen without the extractor, what was lost, totals. */
import { describe, expect, it } from 'vitest';
import { formatOf, formatReport, holdsNumbers, isMostlyNumeric, numericAttributeTables, namesLostTable, numbersIn, seenTableList, seenTables, reviewed, silentlyLost, totals, undrafted } from '../../bench/sweep/count.js';
import type { SweepRow } from '../../bench/sweep/count.js';
import { candidate, excludedRepos, repoKey } from '../../bench/sweep/sources.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('sweep: tables seen by an independent count', () => {
  it('counts the pipe tables and HTML tables of a Markdown file that hold a number, not code blocks or tables of names', () => {
    const md = [
      '# Results',
      '',
      '| Model | BLEU |',
      '| --- | --- |',
      '| ours | 31.2 |',
      '',
      '| Link | Licence |',
      '| --- | --- |',
      '| [weights](x) | MIT |',
      '',
      '```',
      '| a | b |',
      '| - | - |',
      '| c | 1.0 |',
      '```',
      '',
      '<table><tr><th>Model</th><th>mAP</th></tr><tr><td>net</td><td><b>45.1</b></td></tr></table>',
      '',
    ].join('\n');
    expect(seenTables(md, 'md')).toBe(2);
  });

  it('counts the outermost <table>s of an HTML page with a numeric body cell (a layout table around a table of numbers once)', () => {
    const html = '<html><body><table><tr><th>a</th><th>F1</th></tr><tr><td>x</td><td>88.0 ± 0.3</td></tr></table><table><tr><td>menu</td></tr><tr><td>home</td></tr></table><table><tr><th>k</th></tr><tr><td><table><tr><td>1</td></tr><tr><td>2</td></tr></table></td></tr></table></body></html>';
    expect(seenTables(html, 'html')).toBe(2);
  });

  it("counts a PDF's distinct Table N captions over rows of numbers (a continued caption once), not prose or a table of text", () => {
    const rows = ['  ours      91.2     88.0', '  base      90.1     87.5'];
    const text = [
      'Table 1: Results on GLUE.', ...rows, 'as shown in Table 1, ours wins', '',
      'Table 2. Ablation', ...rows, '\f', 'Table 2: (continued)', ...rows, '',
      '   TABLE IV', ...rows, '\f', 'Table A1: More results', ...rows, 'Tables 3 and 4 show', '\f',
      'Table 8: Prompt template for the tasks.', 'You are a helpful assistant.', 'Answer in 3 words.',
    ].join('\n');
    expect(seenTables(text, 'pdf')).toBe(4);
  });

  it('reads the format by the name, and keeps a document with numbers in its text', () => {
    expect([formatOf('a/README.md'), formatOf('p.PDF'), formatOf('index.htm'), formatOf('x.txt')]).toEqual(['md', 'pdf', 'html', undefined]);
    expect(holdsNumbers('Accuracy rises to 91.2 on test.', 'md')).toBe(true);
    expect(holdsNumbers('Install with pip. Version 2.', 'md')).toBe(false);
  });
});

describe('sweep: what the draft made of the tables', () => {
  it('knows the review lines that name a table left out or a caption read as no table', () => {
    expect(namesLostTable("table 'table-2' (results, table 2) left out: none of its rows is in the draft")).toBe(true);
    expect(namesLostTable('paper: Table 3 (page 5, "Table 3: Ablation"): a caption with rows of numbers near it, but no table was read there; its lines are kept as text: key it by hand')).toBe(true);
    expect(namesLostTable('readme: table 2 (section "Timings") left out: a grid of 2 rows (2 with numbers) was read, but no row has a label in its first column to draft it by; key it by hand')).toBe(true);
    expect(namesLostTable('no results table found')).toBe(false);
  });

  it('matches a seen table to the drafted ones by its numbers: fewer than half of them drafted is a table not drafted', () => {
    const seen = [{ label: 'Table 1', numbers: ['91.2', '88.0', '90.1', '87.5'] }, { label: 'Table 2', numbers: ['1.5', '2.5', '3.5'] }];
    expect(undrafted(seen, new Set(['91.2', '88.0', '7']))).toEqual(['Table 2']);
    expect(undrafted(seen, new Set(['91.2', '1.5']))).toEqual(['Table 1', 'Table 2']);
    expect(numbersIn('1,001 and 4,631.5 (12, 13)')).toEqual(['1001', '4631.5', '12', '13']);
    expect(seenTableList('| a | b |\n| - | - |\n| x | **31.2** |\n| y | [40](u) |\n', 'md')).toEqual([{ label: 'table 1 (order)', numbers: ['31.2', '40'] }]);
  });

  it('counts a seen table not drafted as reviewed when a review line names it or holds half its numbers, else as silently lost', () => {
    const seen = [{ label: 'Table 1', numbers: ['1.5', '2.5'] }, { label: 'Table 4', numbers: ['7.1', '8.2'] }, { label: 'table 3 (order)', numbers: ['3.3', '4.4'] }, { label: 'table 5 (order)', numbers: ['5.5', '6.6'] }];
    const lines = [
      '# review: paper: Table 4 (page 5, "Table 4: Ablation"): a caption with rows of numbers near it, but no table was read there; its lines are kept as text: key it by hand',
      "  # review: table 'table-3' (results, table 3) left out: none of its rows is in the draft",
      "    # review: row 'x' left out: its cells (5.5 6.6) are not on one line of readme",
    ];
    expect(reviewed(seen, lines)).toEqual({ reviewed: ['Table 4', 'table 3 (order)', 'table 5 (order)'], lost: ['Table 1'] });
    expect(silentlyLost({ lost: ['Table 1'] })).toBe(1);
  });

  it('adds the rows into totals and prints them slowest first', () => {
    const row = (path: string, o: Partial<SweepRow>): SweepRow => ({ repo: 'o/r', path, status: 'ok', ms: 10, seen: 0, lost: [], results: 0, attributes: 0, reviewOnly: 0, unfound: 0, ...o });
    const rows = [row('a.md', { seen: 3, results: 1, lost: ['table 2 (order)', 'table 3 (order)'], ms: 5 }), row('b.pdf', { status: 'crashed', error: 'boom', seen: 2, lost: ['Table 1', 'Table 2'], ms: 50 }), row('c.html', { invalid: '3: bad', unfound: 2, seen: 1, results: 1 }), row('d.md', { status: 'refused', error: 'no table' })];
    const t = totals(rows);
    expect(t).toMatchObject({ documents: 4, crashed: 1, refused: 1, invalid: 1, transcriptionFailing: 1, seen: 6, results: 2, lost: 4, docsLosing: 2, ms: 75 });
    const report = formatReport(rows);
    expect(report.indexOf('o/r:b.pdf')).toBeLessThan(report.indexOf('o/r:c.html'));
    expect(report.indexOf('o/r:c.html')).toBeLessThan(report.indexOf('o/r:a.md'));
    expect(report).toContain('| 2 (table 2 (order), table 3 (order)) |');
    expect(report).toContain('4 documents; 1 crashed');
    expect(report).toContain('4 silently lost (in 2 documents)');
  });
});

describe('sweep: attribute tables that are mostly numbers', () => {
  const n = (x: string) => ({ n: x });
  const s = (x: string) => ({ s: x });
  const table = (id: string, rows: ({ n: string } | { s: string } | null)[][], caption?: string) => ({ id, ...(caption ? { caption } : {}), rows: rows.map((values) => ({ values })) });

  it('counts a table as mostly numbers at half its non-empty cells numeric and four numeric cells, text that reads as a number included', () => {
    // a results grid drafted as attributes: four scores, two of them printed with a spread or a percent
    expect(isMostlyNumeric(table('t1', [[n('91.2'), s('88.0 ± 0.3')], [n('90.1'), s('87.5%')]]))).toBe(true);
    // exactly half numeric (dashes do not count either way)
    expect(isMostlyNumeric(table('t2', [[n('1'), s('ResNet-50'), null], [n('2'), s('ViT-B')], [n('3'), s('Swin')], [n('4'), s('DeiT')]]))).toBe(true);
  });

  it('does not count a table of names and links, or a numeric table too small to judge', () => {
    expect(isMostlyNumeric(table('t3', [[s('MIT'), s('[weights](u)'), n('2023')], [s('Apache'), s('[code](v)'), n('2024')], [s('BSD'), s('x'), n('1')]]))).toBe(false);
    expect(isMostlyNumeric(table('t4', [[n('1.5'), n('2.5'), n('3.5')]]))).toBe(false);
    // numbers with words or units around them are text
    expect(isMostlyNumeric(table('t5', [[s('8 GPUs'), s('3 days')], [s('4x A100'), s('12 h')], [n('1'), n('2')]]))).toBe(false);
  });

  it('names the tables found, with the first words of their captions, and adds them into the totals and the report', () => {
    const tables = [table('table-1', [[n('1'), n('2')], [n('3'), n('4')]], 'Table 1: Results on   the test set'), table('table-2', [[s('a'), s('b')]]), table('table-3', [[n('5'), n('6'), n('7'), n('8')]])];
    expect(numericAttributeTables(tables)).toEqual(['table-1 "Table 1: Results on the test set"', 'table-3']);
    const row = (path: string, numericAttributes?: string[]): SweepRow => ({ repo: 'o/r', path, status: 'ok', ms: 1, seen: 0, lost: [], results: 0, attributes: 2, reviewOnly: 0, unfound: 0, ...(numericAttributes ? { numericAttributes } : {}) });
    const rows = [row('a.md', ['table-1', 'table-3']), row('b.md', []), row('c.md')];
    expect(totals(rows)).toMatchObject({ attributes: 6, numericAttributes: 2, docsNumericAttributes: 1 });
    const report = formatReport(rows);
    expect(report).toContain('| 2 | 2 (table-1, table-3) |');
    expect(report).toContain('6 attribute (2 of them mostly numbers, in 1 documents)');
  });
});

describe('sweep: sources', () => {
  it('leaves out the blind lists’ repositories, however they are written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweep-'));
    writeFileSync(join(dir, 'a.txt'), '"Owner/Repo"\n# a comment\n\nother/x\n');
    const ex = excludedRepos([join(dir, 'a.txt'), join(dir, 'missing.txt')]);
    expect(ex.has(repoKey('owner+repo'))).toBe(true);
    expect(ex.has(repoKey('other/x'))).toBe(true);
    expect(ex.size).toBe(2);
  });

  it('reads READMEs, docs pages, HTML and PDFs, not vendored files or other Markdown', () => {
    expect(candidate('README.md', 5000)).toBe(true);
    expect(candidate('sub/README_zh.md', 5000)).toBe(true);
    expect(candidate('docs/results.md', 5000)).toBe(true);
    expect(candidate('notes/results.md', 5000)).toBe(false);
    expect(candidate('node_modules/x/README.md', 5000)).toBe(false);
    expect(candidate('paper.pdf', 40_000_000)).toBe(false);
    expect(candidate('index.html', 100)).toBe(false);
  });
});
