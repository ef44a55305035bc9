/**
 * Methods printed as sub-columns under metric spans, datasets as rows, in a PDF whose corner does not name the row
 * axis (issue 25, ninth held-out set, in-sample: `outlier-exposure-pdf` prints `FPR95 ↓ | AUROC ↑ | AUPR ↑` over
 * `MSP | +OE` under a corner `Din`). Read as printed, the datasets became the methods and the methods only the
 * columns' subsets. A small code-clone-detection paper printed by Chromium: the sub-columns are read as methods
 * when the caption names them all and speaks of a comparison, or when one adds a component to the one before it
 * (`TM | +AST | +Flow`); conditions the caption names without either (`Easy | Hard`) keep the table as printed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/cli.js';
import { printToPdf } from './pdf-helper.js';

const spans = (metrics: readonly string[], leaves: readonly string[]): string =>
  `<tr><th></th>${metrics.map((m) => `<th colspan="${leaves.length}">${m}</th>`).join('')}</tr>
<tr><th>Source</th>${metrics.map(() => leaves.map((l) => `<th>${l}</th>`).join('')).join('')}</tr>`;
const rows = (r: readonly (readonly [string, ...number[]])[]): string =>
  r.map(([label, ...v]) => `<tr><td>${label}</td>${v.map((x) => `<td>${x.toFixed(1)}</td>`).join('')}</tr>`).join('\n');
const table = (head: string, body: string): string => `<table style="border-spacing: 22px 2px">${head}\n${body}</table>`;

const page = `<!doctype html><html><body style="font-family: serif; width: 640px">
<h1>Lexical and Structural Signals for Code Clone Detection</h1>
<h2>Abstract</h2><p>We study clone detection on code corpora.</p>
<h2>4 Results</h2>
<p>We score candidate pairs with token matching and with an AST kernel.</p>
${table(spans(['Precision ↑', 'Recall ↑', 'F1 ↑'], ['TM', 'ASTK']), rows([['BigCloneBench', 81.2, 86.4, 70.3, 77.9, 75.4, 81.9], ['POJ-104', 64.8, 72.1, 58.6, 66.0, 61.5, 68.9], ['GCJ', 55.3, 69.7, 49.2, 61.8, 52.1, 65.5]]))}
<p>Table 1: Comparison between the token matching (TM) and AST kernel (ASTK) detection methods. Scores are percentages.</p>
<p>Adding structure helps on every corpus.</p>
${table(spans(['Precision ↑', 'F1 ↑'], ['TM', '+AST', '+Flow']), rows([['BigCloneBench', 81.2, 85.0, 88.7, 75.4, 79.6, 83.3], ['POJ-104', 64.8, 70.2, 74.5, 61.5, 66.4, 70.8]]))}
<p>Table 2: Token matching, then with AST features added, then with data flow added. Scores are percentages.</p>
<p>Harder pairs lower every score.</p>
${table(spans(['Precision ↑', 'F1 ↑'], ['Easy', 'Hard']), rows([['BigCloneBench', 90.1, 71.4, 86.2, 63.0], ['POJ-104', 77.5, 52.3, 72.9, 48.8]]))}
<p>Table 3: Results of the AST kernel on easy and hard clone pairs. Scores are percentages.</p>
</body></html>`;

interface Draft { tables: { source: { table: number }; columns: { metric: string; subset?: string }[]; rows: { label: string; values: unknown[] }[] }[] }
const num = (v: unknown): unknown => (v && typeof v === 'object' && 'n' in v ? Number((v as { n: unknown }).n) : v);

describe('PDF: methods as sub-columns under metric spans, datasets as rows', () => {
  it('reads a row per method when the caption compares them or a sub-column adds to the one before; keeps conditions as printed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-pdf-subcols-'));
    writeFileSync(join(dir, 'paper.html'), page);
    printToPdf(join(dir, 'paper.html'), join(dir, 'clone.pdf'));
    const r = runCli(['extract', 'clone.pdf', '--id', 'clone', '--out', 'clone.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    const draft = parse(readFileSync(join(dir, 'clone.yaml'), 'utf8')) as Draft;
    const byNo = (n: number) => draft.tables.find((t) => t.source.table === n);
    // Table 1: the caption compares TM with ASTK (TM as "token matching", its initials)
    const t1 = byNo(1);
    expect(t1?.rows.map((x) => x.label)).toEqual(['TM', 'ASTK']);
    expect(t1?.columns.map((c) => `${c.metric}/${c.subset}`).slice(0, 4)).toEqual(['precision/bigclonebench', 'recall/bigclonebench', 'f1/bigclonebench', 'precision/poj-104']);
    expect(t1?.rows[1]?.values.map(num)).toEqual([86.4, 77.9, 81.9, 72.1, 66.0, 68.9, 69.7, 61.8, 65.5]);
    // Table 2: "+AST", "+Flow" add to "TM"; no comparison word in the caption
    const t2 = byNo(2);
    expect(t2?.rows.map((x) => x.label)).toEqual(['TM', '+AST', '+Flow']);
    expect(t2?.rows[2]?.values.map(num)).toEqual([88.7, 83.3, 74.5, 70.8]);
    expect(t2?.columns.map((c) => c.subset)).toEqual(['bigclonebench', 'bigclonebench', 'poj-104', 'poj-104']);
    // Table 3: conditions, named in the caption without a comparison or an add-on: as printed
    expect(byNo(3)?.rows.map((x) => x.label)).toEqual(['BigCloneBench', 'POJ-104']);
  }, 60_000);
});
