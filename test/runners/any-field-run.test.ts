/**
 * `audit run` of a non-captioning paper: a command config runs a small script of ours that
 * computes accuracy and F1 of a threshold classifier on data it makes, and prints a WER; the JSON,
 * CSV and regex parsers map the printed names to registry ids with their scale; verdicts compare
 * with the claims using the metric's direction and the table's scale; `audit regress` judges a
 * higher WER as the regression.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

// 200 points x = i/200, label x ≥ 0.5; the classifier thresholds at 0.55 → 10 false negatives.
const SCRIPT = `
const fs = require('node:fs');
const out = process.argv[2];
const wer = process.argv[3];
let tp = 0, fp = 0, fn = 0, tn = 0;
for (let i = 0; i < 200; i++) {
  const x = i / 200, y = x >= 0.5, p = x >= 0.55;
  if (p && y) tp++; else if (p) fp++; else if (y) fn++; else tn++;
}
const acc = (tp + tn) / 200, prec = tp / (tp + fp), rec = tp / (tp + fn), f1 = 2 * prec * rec / (prec + rec);
fs.writeFileSync(out + '/metrics.json', JSON.stringify({ test_acc: acc, 'F1-score': f1, epoch: 3 }));
fs.writeFileSync(out + '/results.csv', 'split,Acc,Params\\ntrain,0.99,0.01\\ntest,' + acc + ',0.01\\n');
console.log('decoding done; WER: ' + wer + '%');
`;

function paper(claimedF1: string, wer: string): string {
  return `schemaVersion: 1
paper:
  id: thresh
  title: Thresholds are all you need
  docs: [{ id: paper, file: thresh.md, kind: paper }]
tolerance: { relative: 0.05 }
methods:
  - { id: thresh, name: Thresh, own: true }
datasets:
  - { id: toy, name: Toy }
tables:
  - id: main
    source: { doc: paper, table: 1 }
    dataset: toy
    split: test
    columns: [accuracy, f1]
    rows:
      - { method: thresh, values: [95.0, ${claimedF1}] }
  - id: frac
    source: { doc: paper, table: 2 }
    dataset: toy
    split: test
    scale: fraction
    columns: [accuracy]
    rows:
      - { method: thresh, values: [0.95] }
  - id: asr
    source: { doc: paper, table: 3 }
    dataset: toy
    split: test
    columns: [wer]
    rows:
      - { method: thresh, values: [12.0] }
configs:
  - id: run-json
    runner: command
    description: the classifier, metrics from its JSON and CSV files, WER from its log
    method: thresh
    dataset: toy
    split: test
    argv: [node, '{cwd}/thresh.js', '{out}', '${wer}']
    cwd: thresh
    metrics:
      - { from: json, file: '{out}/metrics.json' }
      - { from: regex, file: '{stdout}', pattern: 'WER: ([0-9.]+)%', metric: wer, printedScale: 100 }
`;
}

function setup(claimedF1: string, wer: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'audit-any-run-'));
  mkdirSync(join(dir, 'claims'));
  writeFileSync(join(dir, 'claims', 'thresh.yaml'), paper(claimedF1, wer));
  // the script is the paper's code: under ./data, a data root, as a checkout would be
  mkdirSync(join(dir, 'data', 'thresh'), { recursive: true });
  writeFileSync(join(dir, 'data', 'thresh', 'thresh.js'), SCRIPT);
  return dir;
}

interface Cell {
  table: string;
  metric: string;
  claimed: number;
  verdict: string;
  measured?: { printed: number };
}

describe('audit run on a classification paper', () => {
  it('reads accuracy, F1 and WER under registry ids, compares across scales and directions', () => {
    // acc = 190/200 = 0.95, F1 = 2·0.9/1.9 ≈ 0.947 (claimed 80.0: wrong), WER measured 10.5 against 12.0 printed
    const cwd = setup('80.0', '10.5');
    const r = runCli(['run', 'thresh', '--allow-commands', '--claims', 'claims', '--db', 'r.db', '--no-report', '--json'], { cwd, timeoutMs: 120_000 });
    expect(r.stderr).not.toMatch(/internal error/);
    const v = runCli(['verdicts', 'thresh', '--claims', 'claims', '--db', 'r.db', '--format', 'json'], { cwd });
    expect(v.code, v.stderr).toBe(0);
    const cells = (JSON.parse(v.stdout) as { papers: { verdicts: Cell[] }[] }).papers[0]!.verdicts;
    const by = (table: string, metric: string) => cells.find((c) => c.table === table && c.metric === metric);
    expect(by('main', 'accuracy')).toMatchObject({ verdict: 'reproduced', measured: { printed: 95 } });
    // the same measurement shown on the fraction-printed table's scale
    expect(by('frac', 'accuracy')).toMatchObject({ verdict: 'reproduced', measured: { printed: 0.95 } });
    expect(by('main', 'f1')?.verdict).toBe('discrepancy');
    expect(by('main', 'f1')?.measured?.printed).toBeCloseTo(94.74, 2);
    expect(by('asr', 'wer')).toMatchObject({ verdict: 'discrepancy', measured: { printed: 10.5 } });
    // the findings say which side of the claim: a lower WER is better than printed
    expect(runCli(['report', 'thresh', '--claims', 'claims', '--db', 'r.db', '--out', 'rep'], { cwd }).code).toBe(0);
    const html = readFileSync(join(cwd, 'rep', 'index.html'), 'utf8');
    expect(html).toMatch(/measured Word error rate 10\.5 \(↓12\.50%\) on test vs 12\.0 printed [^<]*; better than printed \(lower is better\)/);
    expect(html).toMatch(/measured F1 94\.7 \(↑18\.42%\)[^<]*; better than printed \(higher is better\)/);
  });

  it('audit regress: a higher WER is the regression, a lower one an improvement', () => {
    const cwd = setup('94.7', '10.5');
    expect(runCli(['run', 'thresh', '--allow-commands', '--claims', 'claims', '--db', 'r.db', '--no-report'], { cwd, timeoutMs: 120_000 }).code).toBe(0);
    writeFileSync(join(cwd, 'claims', 'thresh.yaml'), paper('94.7', '14.0'));
    runCli(['run', 'thresh', '--allow-commands', '--claims', 'claims', '--db', 'r.db', '--no-report'], { cwd, timeoutMs: 120_000 });
    const worse = runCli(['regress', 'thresh', '--claims', 'claims', '--db', 'r.db', '--json'], { cwd });
    expect(worse.code).toBe(1);
    expect(worse.stdout).toMatch(/wer/);
    writeFileSync(join(cwd, 'claims', 'thresh.yaml'), paper('94.7', '9.0'));
    runCli(['run', 'thresh', '--allow-commands', '--claims', 'claims', '--db', 'r.db', '--no-report'], { cwd, timeoutMs: 120_000 });
    const better = runCli(['regress', 'thresh', '--claims', 'claims', '--db', 'r.db', '--json', '--baseline', 'first'], { cwd });
    const out = JSON.parse(better.stdout) as { cases: { regressions: { key: string }[]; improvements: { key: string }[] }[] };
    expect(out.cases[0]?.regressions.map((c) => c.key)).toEqual([]);
    expect(out.cases[0]?.improvements.map((c) => c.key)).toEqual(['toy/test/total/wer']);
  });
});

describe('audit run reads CSV metric files', () => {
  it('takes the row a `where` names and maps its header to registry ids', () => {
    const cwd = setup('94.7', '10.5');
    const text = paper('94.7', '10.5')
      .replace("- { from: json, file: '{out}/metrics.json' }", "- { from: csv, file: '{out}/results.csv', where: { column: split, equals: test } }");
    writeFileSync(join(cwd, 'claims', 'thresh.yaml'), text);
    runCli(['run', 'thresh', '--allow-commands', '--claims', 'claims', '--db', 'r.db', '--no-report'], { cwd, timeoutMs: 120_000 });
    const v = runCli(['verdicts', 'thresh', '--claims', 'claims', '--db', 'r.db', '--format', 'json'], { cwd });
    const cells = (JSON.parse(v.stdout) as { papers: { verdicts: Cell[] }[] }).papers[0]!.verdicts;
    expect(cells.find((c) => c.table === 'main' && c.metric === 'accuracy')).toMatchObject({ verdict: 'reproduced', measured: { printed: 95 } });
  });
});
