/**
 * The corpus scorer's honest precision (src/extract/corpus-key.ts, src/extract/corpus-regions.ts): a drafted
 * table is matched to the document's table by its caption's "Table N", else by its order; precision counts the
 * drafted cells of keyed tables and keyed rows/columns, and every cell of a drafted table that is no result table
 * of the document; cells of result tables (or parts) the key leaves unkeyed are counted apart. Also the corpus
 * loader's `set` (dev, holdout) and the bench's totals per set, on a small corpus in a temporary folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCorpus } from '../../bench/extract-corpus.js';
import { printCorpus } from '../../bench/extract-corpus-table.js';
import { parseClaimText } from '../../src/claims/parse.js';
import { scoreAgainstKey } from '../../src/extract/corpus-key.js';
import type { KeyTable } from '../../src/extract/corpus-regions.js';
import { matchTable, parseKeyTables } from '../../src/extract/corpus-regions.js';

const draft = (tables: string) => {
  const p = parseClaimText(
    `schemaVersion: 1
paper: { id: p, title: P, docs: [{ id: paper, file: paper.pdf, kind: paper }] }
methods:
  - { id: bm25, name: BM25 }
  - { id: dense, name: Dense, own: true }
  - { id: avg, name: Avg }
  - { id: fr, name: fr }
tables:
${tables}`,
    'p.yaml',
  );
  if (!p.ok) throw new Error(p.issues.map((i) => `${i.pos.line}: ${i.problem}`).join('; '));
  return p.file.data;
};

// Table 2: languages as columns, keyed on its Avg column only. Table 3: methods printed as columns, keyed on its
// Avg row, drafted the other way round (rows are languages). Table 4: a result table left unkeyed. Table 9: no
// result table of the document (a paragraph read as a grid).
const four = draft(`  - id: table-2
    source: { doc: paper, table: 2 }
    columns: [{ metric: ndcg@10, label: Avg }, { metric: ndcg@10, label: fr }, { metric: ndcg@10, label: de }]
    rows:
      - { method: bm25, values: [31.9, 40.0, 41.0] }
      - { method: dense, values: [67.8, 70.0, null] }
  - id: table-3
    source: { doc: paper, table: 3 }
    columns: [{ metric: r@100, label: BM25 }, { metric: r@100, label: Dense }]
    rows:
      - { method: fr, values: [40.0, 75.0] }
      - { method: avg, label: Avg, values: [39.9, 75.1] }
  - id: table-4
    source: { doc: paper, table: 4 }
    columns: [ndcg@10]
    rows:
      - { method: dense, values: [52.5] }
  - id: table-5
    source: { doc: paper, table: 9, note: "no caption found: table numbered in order of appearance" }
    columns: [accuracy]
    rows:
      - { method: bm25, values: [2019] }
      - { method: dense, values: [8192] }
`);
const keyTables: KeyTable[] = [
  { table: 2, keyed: { columns: ['Avg'] }, where: 'Table 2' },
  { table: 3, keyed: { rows: ['Avg'] }, where: 'Table 3' },
  { table: 4, keyed: 'none', where: 'Table 4' },
];
const cells = [
  { table: 2, row: 'BM25', metric: 'ndcg@10', value: 31.9 },
  { table: 2, row: 'Dense', metric: 'ndcg@10', value: 67.8 },
  { table: 3, row: 'BM25', metric: 'r@100', value: 39.9 },
  { table: 3, row: 'Dense', metric: 'r@100', value: 75.1 },
];

describe('corpus scorer: which drafted cells precision counts', () => {
  const s = scoreAgainstKey(four, { cells, tables: keyTables });

  it('counts the keyed column, the keyed row in either orientation, and every cell of a table that is no result table', () => {
    // scored: Table 2 Avg column (2 cells), Table 3 Avg row (2 cells, drafted transposed: wrong rows), Table 9 (2 cells)
    expect(s.scored).toBe(6);
    expect(s.matched).toBe(2);
    expect(s.precision).toBeCloseTo(2 / 6);
    expect(s.notResultTable).toBe(2);
    expect(s.extra).toContain('table 9 (not a result table) | bm25 | accuracy | total | 2019');
    expect(s.extra.filter((e) => e.startsWith('table 3 |'))).toHaveLength(2);
  });

  it('reports the cells of unkeyed tables and unkeyed columns apart, never in precision', () => {
    // Table 2: fr and de columns (3 non-null cells); Table 3: the fr row (2); Table 4: all of it (1)
    expect(s.notScored).toBe(6);
    expect(s.draftCells).toBe(s.scored + s.notScored);
    expect(s.tables.map((t) => `${t.id}:${t.table}:${t.from}:${t.status}:${t.cells}`)).toEqual(['table-2:2:caption:keyed in part:5', 'table-3:3:caption:keyed in part:4', 'table-4:4:caption:unkeyed:1', 'table-5:9:order:not a result table:2']);
  });

  it('keeps a matched cell in precision even when it lies outside the keyed part', () => {
    const r = scoreAgainstKey(four, { cells: [...cells, { table: 2, row: 'BM25', metric: 'ndcg@10', value: 40.0 }], tables: keyTables });
    expect(r.matched).toBe(3);
    expect(r.scored).toBe(7);
    expect(r.notScored).toBe(5);
  });

  it('with every table keyed in full, precision is over all drafted results cells', () => {
    const all = keyTables.map((t) => ({ ...t, keyed: 'all' as const }));
    const r = scoreAgainstKey(four, { cells, tables: [...all, { table: 9, keyed: 'all', where: 'Table 9' }] });
    expect(r.scored).toBe(r.draftCells);
    expect(r.notScored).toBe(0);
  });
});

describe('corpus scorer: matching a drafted table to the document table', () => {
  it('takes the caption\'s "Table N", else the order of appearance, and says which', () => {
    const [t2, , , t5] = four.tables;
    expect(matchTable(t2 as (typeof four.tables)[number])).toEqual({ id: 'table-2', table: 2, from: 'caption' });
    expect(matchTable(t5 as (typeof four.tables)[number])).toEqual({ id: 'table-5', table: 9, from: 'order' });
  });

  it('matches by number, not by the drafted table id: a table drafted as "table-11b" is Table 11', () => {
    const d = draft(`  - id: table-11b
    source: { doc: paper, table: 11, note: "no caption found: table numbered in order of appearance" }
    columns: [ndcg@10]
    rows:
      - { method: bm25, values: [38.5] }
`);
    const r = scoreAgainstKey(d, { cells: [{ table: 11, row: 'BM25', metric: 'ndcg@10', value: 38.5 }], tables: [{ table: 11, keyed: 'all', where: 'Table 11' }] });
    expect(r.matched).toBe(1);
    expect(r.precision).toBe(1);
    // the same cell keyed under another table number is not recalled, and the drafted table is no result table
    const other = scoreAgainstKey(d, { cells: [{ table: 12, row: 'BM25', metric: 'ndcg@10', value: 38.5 }], tables: [{ table: 12, keyed: 'all', where: 'Table 12' }] });
    expect(other.matched).toBe(0);
    expect(other.notResultTable).toBe(1);
  });
});

describe('corpus key: the tables list', () => {
  it('accepts all, none, rows and columns, and refuses anything else with its place', () => {
    expect(parseKeyTables([{ table: 1, keyed: 'all', where: 'a' }, { table: 2, keyed: { rows: ['Janus', 7] }, where: 'b' }], 'k.yaml')[1]?.keyed).toEqual({ rows: ['Janus', '7'] });
    expect(() => parseKeyTables(undefined, 'k.yaml')).toThrow(/k\.yaml: tables: expected the list/);
    expect(() => parseKeyTables([{ table: 1, keyed: 'column Avg only', where: 'a' }], 'k.yaml')).toThrow(/k\.yaml: tables\[0\]: keyed/);
    expect(() => parseKeyTables([{ table: 1, keyed: { rows: [] }, where: 'a' }], 'k.yaml')).toThrow(/tables\[0\]/);
    expect(() => parseKeyTables([{ table: 1, keyed: 'all', where: 'a' }, { table: 1, keyed: 'none', where: 'b' }], 'k.yaml')).toThrow(/tables\[1\]: table 1 is listed twice/);
  });
});

describe('corpus loader and the bench table: sets', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'corpus-sets-'));
  const doc = (name: string, set: string | undefined, table = 1) => {
    mkdirSync(join(tmp, 'c', name), { recursive: true });
    writeFileSync(join(tmp, 'c', name, 'README.md'), '# Results\n\n| Method | BLEU-4 |\n| --- | --- |\n| Ours | 12.3 |\n| Base | 10.1 |\n');
    writeFileSync(join(tmp, 'c', name, 'source.yaml'), `repository: a/b\npath: README.md\ncommit: ${'0'.repeat(40)}\nlicence: MIT\ndocument: README.md\nkind: readme\n${set ? `set: ${set}\n` : ''}`);
    writeFileSync(
      join(tmp, 'c', name, 'key.yaml'),
      `tables:\n  - {table: 1, keyed: all, where: "the table"}\ncells:\n  - {table: ${table}, row: Ours, metric: bleu4, value: 12.3}\n  - {table: ${table}, row: Base, metric: bleu4, value: 10.1}\nstatements: []\n`,
    );
  };
  afterEach(() => vi.restoreAllMocks());

  it('reads set (default dev), refuses an unknown set, and refuses a cell in a table the list does not key', () => {
    doc('a', undefined);
    doc('b', 'holdout');
    expect(loadCorpus(join(tmp, 'c'), join(tmp, 'cache')).map((d) => `${d.name}:${d.set}`)).toEqual(['a:dev', 'b:holdout']);
    doc('z', 'test');
    expect(() => loadCorpus(join(tmp, 'c'), join(tmp, 'cache'))).toThrow(/z[/\\]source\.yaml: set: "test"; expected one of dev, holdout/);
    doc('z', 'dev', 2);
    expect(() => loadCorpus(join(tmp, 'c'), join(tmp, 'cache'))).toThrow(/z[/\\]key\.yaml: cell "Ours \| bleu4" is in table 2, which tables does not list/);
    doc('z', 'dev');
    const keyFile = join(tmp, 'c', 'z', 'key.yaml');
    writeFileSync(keyFile, readFileSync(keyFile, 'utf8').replace('keyed: all', 'keyed: {rows: [Ours]}'));
    expect(() => loadCorpus(join(tmp, 'c'), join(tmp, 'cache'))).toThrow(/cell "Base \| bleu4" of table 1 names none of its keyed rows \(Ours\)/);
  });

  it('prints totals per set: dev, holdout and all', () => {
    doc('z', 'holdout');
    const out: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
    printCorpus(false, loadCorpus(join(tmp, 'c'), join(tmp, 'cache')));
    const row = (first: string) => out.find((l) => l.startsWith(`| ${first} |`))?.split('|').map((c) => c.trim());
    expect(row('dev')?.[2]).toBe('a');
    expect(row('holdout')?.[2]).toBe('b');
    // each document: 2 key cells; dev holds one document, holdout two, all three
    expect(row('**dev**')?.slice(2, 5)).toEqual(['1 document', '', '2']);
    expect(row('**holdout**')?.slice(2, 5)).toEqual(['2 documents', '', '4']);
    expect(row('**all**')?.slice(2, 5)).toEqual(['3 documents', '', '6']);
  }, 60_000);
});
