/**
 * One fact, one finding: a number quoted from SCORER that differs from what SCORER prints in its
 * Table 1, its ablation Table 6 and its slides (all the same 126.8) is one finding listing every
 * printing; the terminal header, the JSON summary and the report count it once.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const quoting = (values: string) => `schemaVersion: 1
paper:
  id: newpaper
  title: A paper that quotes SCORER
  docs: [{ id: paper, file: new.txt, kind: paper }]
methods:
  - { id: ours, name: Ours, own: true }
  - { id: scorer+cbr, name: SCORER+CBR, paper: scorer }
datasets: [{ id: clevr-change, name: CLEVR-Change }]
tables:
  - id: main
    source: { doc: paper, table: 1 }
    dataset: clevr-change
    columns: [Bleu_4, CIDEr]
    rows:
      - { method: scorer+cbr, quoted: "[12]", values: [${values}] }
      - { method: ours, values: [57.0, 130.0] }
`;

function claims(values: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'audit-one-fact-'));
  copyFileSync(join(repoRoot, 'claims', 'scorer.yaml'), join(dir, 'scorer.yaml'));
  writeFileSync(join(dir, 'newpaper.yaml'), quoting(values));
  return dir;
}

interface Finding { id: string; check: string; severity: string; message: string; printings?: string[]; sources: { claimFile: { file: string; line: number } }[] }
interface Report { findings: Finding[]; summary: Record<string, { run: number; passed: number; failed: number }> }

describe('findings about the same fact through several printings', () => {
  const dir = claims('56.3, 125.8');

  it('are one finding listing every printing, counted once in the header and the summary', () => {
    const json = runCli(['check', 'newpaper', '--claims', dir, '--json']);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as Report;
    expect(report.findings).toHaveLength(1);
    const f = report.findings[0]!;
    expect(f.check).toBe('cross-paper');
    expect(f.printings).toEqual(expect.arrayContaining(['newpaper Table 1', 'scorer Table 1', 'scorer Table 6', 'scorer slides “5. Experimental Results (Comparison with existing methods)”']));
    expect(f.printings).toHaveLength(4);
    expect(f.message).toContain('CIDEr 125.8 vs 126.8');
    expect(f.message).toContain('The same fact is seen through 4 printings');
    // Every printing stays located: the quote and the three SCORER printings.
    expect(new Set(f.sources.map((s) => `${s.claimFile.file}:${s.claimFile.line}`)).size).toBe(4);
    expect(report.summary['cross-paper']).toEqual({ run: 1, passed: 0, failed: 1 });

    const terminal = runCli(['check', 'newpaper', '--claims', dir]);
    expect(terminal.stdout).toMatch(/^newpaper {2}\(.*newpaper\.yaml\): 1 error, 0 warnings$/m);
    expect(terminal.stdout.match(/^ {2}ERROR/gm)).toHaveLength(1);
    expect(terminal.stdout).toContain('printed in: ');
  });

  it('a quoting table whose split is not stated is still compared (never skipped), and says so', () => {
    const d = mkdtempSync(join(tmpdir(), 'audit-unknown-split-'));
    copyFileSync(join(repoRoot, 'claims', 'scorer.yaml'), join(d, 'scorer.yaml'));
    writeFileSync(join(d, 'newpaper.yaml'), quoting('56.3, 125.8').replace('    dataset: clevr-change\n', '    dataset: clevr-change\n    split: unknown\n'));
    const r = JSON.parse(runCli(['check', 'newpaper', '--claims', d, '--json']).stdout) as Report;
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]?.message).toContain('(newpaper Table 1 does not state the split: compared as the same split)');
  });

  it('the report counts the fact once too', () => {
    const out = join(dir, 'reports');
    const r = runCli(['report', 'newpaper', '--claims', dir, '--db', join(dir, 'results.db'), '--out', out]);
    expect(r.code).toBe(0);
    const html = readFileSync(join(out, 'newpaper.html'), 'utf8');
    expect(html).toMatch(/<div class="card error"><div class="n">1<\/div>/);
    expect(html.match(/<li class="error"[ >]/g)).toHaveLength(1);
  });

  it('different printed values are different facts: one finding per pair of values, each merged over its printings', () => {
    // SCORER prints its semantic-change BLEU-4 as 54.1 (Table 1 and slides) and 54.3 (Table 7 and
    // slides). A quote of 54.2 disagrees with both: two facts (54.2 vs 54.1, 54.2 vs 54.3), not four findings.
    const text = quoting('54.2').replace('columns: [Bleu_4, CIDEr]', 'columns: [{ metric: Bleu_4, subset: semantic-change }]').replace('scorer+cbr', 'scorer').replace('scorer+cbr', 'scorer').replace('values: [57.0, 130.0]', 'values: [57.0]');
    const d = mkdtempSync(join(tmpdir(), 'audit-two-facts-'));
    copyFileSync(join(repoRoot, 'claims', 'scorer.yaml'), join(d, 'scorer.yaml'));
    writeFileSync(join(d, 'newpaper.yaml'), text);
    const r = JSON.parse(runCli(['check', 'newpaper', '--claims', d, '--json']).stdout) as Report;
    const messages = r.findings.map((f) => f.message);
    expect(messages).toHaveLength(2);
    expect(messages.some((m) => m.includes('BLEU-4 (semantic-change) 54.2 vs 54.1'))).toBe(true);
    expect(messages.some((m) => m.includes('BLEU-4 (semantic-change) 54.2 vs 54.3'))).toBe(true);
    for (const f of r.findings) expect(f.printings).toHaveLength(3);
  });
});

describe('one fact through a paper and its slides, in the other checks', () => {
  const twoPrintings = `schemaVersion: 1
paper:
  id: copies
  title: Tables printed twice
  docs: [{ id: paper, file: p.txt, kind: paper }, { id: slides, file: s.txt, kind: slides }]
methods:
  - { id: a, name: A }
  - { id: b, name: B }
  - { id: ours, name: Ours, own: true }
datasets: [{ id: clevr-change, name: CLEVR-Change }]
reproductions:
  - { id: rep, doc: paper, method: ours }
tables:
${['paper', 'slides']
  .map(
    (doc) => `  - id: t-${doc}
    source: { doc: ${doc}, table: 2 }
    dataset: clevr-change
    columns: [Bleu_4, METEOR, ROUGE_L, CIDEr]
    rows:
      - { method: a, values: [50.1, 35.2, 70.3, 110.4] }
      - { method: b, values: [50.1, 35.2, 70.3, 110.4] }
      - { method: ours, values: [55.0, 37.0, 72.0, 120.0] }
      - { method: ours, reproduction: rep, values: [50.0, 36.0, 71.0, 100.0], deltas: [-9.09, -2.70, -1.39, -20.00], vs: ours }
`,
  )
  .join('')}`;

  it('a copied row and a wrong printed delta, each printed in the paper and its slides, are one finding each', () => {
    const d = mkdtempSync(join(tmpdir(), 'audit-copies-'));
    writeFileSync(join(d, 'copies.yaml'), twoPrintings);
    const r = JSON.parse(runCli(['check', '--claims', d, '--json']).stdout) as Report;
    expect(r.findings.map((f) => f.check).sort()).toEqual(['duplicate-row', 'printed-delta']);
    const dup = r.findings.find((f) => f.check === 'duplicate-row')!;
    expect(dup.printings).toEqual(expect.arrayContaining(['copies Table 2', 'copies slides Table 2']));
    const delta = r.findings.find((f) => f.check === 'printed-delta')!;
    expect(delta.message).toContain('-16.67%');
    expect(delta.printings).toHaveLength(2);
    expect(r.summary['duplicate-row']?.failed).toBe(1);
    expect(r.summary['printed-delta']).toEqual({ run: 7, passed: 6, failed: 1 });
  });
});
