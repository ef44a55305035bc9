import { mkdtempSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

describe('audit check on the real claim files', () => {
  const json = runCli(['check', '--json']);
  const report = JSON.parse(json.stdout) as { findings: { id: string; paper: string; check: string; severity: string; source: { claimFile: { file: string; line: number } } }[]; summary: Record<string, { run: number; passed: number; failed: number }> };

  it('finds the known discrepancies of the three papers, each located', () => {
    expect(json.code).toBe(0);
    const ids = report.findings.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining([
      'ssgpa/printed-delta/clevr-change/repro-resnet-vit/total/bleu_4',
      'ssgpa/printed-delta/clevr-change/repro-vit/total/cider',
      'scorer/duplicate-row/clevr-change-types/srdrl+avs/bdlscr',
      'scorer/cross-table/scorer',
      'blip2idc/statement/clevr-move-10pct',
      'scorer/cross-paper/bdlscr/blip2idc.clevr-change-types/scorer.clevr-change-types',
    ]));
    for (const f of report.findings) expect(f.source.claimFile.file).toMatch(/^claims\/(ssgpa|scorer|blip2idc)\.yaml$/);
  });

  it('answers "does SSGPA fit a 24 GB card" with the reproduction code\'s estimate at batch 2 and batch 1, and BLIP2IDC\'s claims with the released reading', () => {
    const msg = (id: string) => (report.findings.find((f) => f.id === id) as { message?: string } | undefined)?.message ?? '';
    const ssgpa = msg('ssgpa/hardware-estimate/gpu-rtx3090--ssgpa-vit-memory');
    expect(ssgpa).toMatch(/cannot hold a training step of 'ssgpa-vit-memory' at batch 2: the estimate needs at least 3\d\.\d GiB \(3\d\.\d–4\d\.\d GiB, expected (39|40|41)\.\d GiB/);
    expect(ssgpa).toMatch(/At batch 1 the same setup needs 3\d\.\d–3\d\.\d GiB \(expected 3[34]\.\d GiB\): it does not fit either/);
    expect(msg('blip2idc/hardware-estimate/lora-parameter-fraction--blip2idc-as-released')).toContain('0.1674% of the 3,744,679,936 base parameters');
    expect(msg('blip2idc/hardware-estimate/lora-adapter-size--blip2idc-as-released')).toContain('25.07 MB');
  });

  it('finds exactly the hand-verified findings listed in the README, and nothing else', () => {
    expect(report.findings.map((f) => `${f.severity} ${f.id}`).sort()).toEqual(
      [
        'warning blip2idc/hardware-estimate/lora-adapter-size--blip2idc-lora-llm-only',
        'warning blip2idc/hardware-estimate/lora-parameter-fraction--blip2idc-lora',
        'warning blip2idc/hardware-estimate/lora-adapter-size--blip2idc-as-released',
        'warning blip2idc/hardware-estimate/lora-parameter-fraction--blip2idc-as-released',
        'warning blip2idc/statement/clevr-move-10pct',
        'warning blip2idc/statement/real-world-at-most-10k',
        'warning blip2idc/statement/syned-ee-best-except-text',
        'error blip2idc/protocol/clevr-no-change-substitution',
        'error scorer/cross-paper/bdlscr/blip2idc.clevr-change-types/scorer.clevr-change-types',
        'error scorer/cross-table/scorer',
        'warning scorer/duplicate-row/clevr-change-types/srdrl+avs/bdlscr',
        'warning scorer/duplicate-row/clevr-dc/mccformers-d/ablation-clevr-dc/rr',
        'warning scorer/duplicate-row/image-editing-request/mccformers-d/ablation-image-editing-request/rr',
        'warning scorer/statement/ablation-sc-pc-rr-cbr-vs-rr',
        'warning scorer/statement/ablation-sc-pc-scorer-vs-rr',
        'warning scorer/statement/change-types-cbr-boost',
        'warning scorer/statement/clevr-change-vs-pretraining',
        'warning scorer/statement/clevr-dc-ablation-scorer-cbr-vs-scorer',
        'warning scorer/statement/clevr-dc-cbr-boost',
        'warning scorer/statement/ier-best-most',
        'warning scorer/statement/spot-the-diff-ablation-rr-vs-subtraction',
        'warning scorer/statement/spot-the-diff-best-most',
        'error ssgpa/hardware-estimate/gpu-rtx3090--ssgpa-vit-memory',
        'error ssgpa/printed-delta/clevr-change/repro-resnet-vit/total/bleu_4',
        'error ssgpa/printed-delta/clevr-change/repro-resnet-vit/total/cider',
        'error ssgpa/printed-delta/clevr-change/repro-vit/total/cider',
        'warning ssgpa/hardware-evidence/gpu-rtx3090/repro-resnet-vit',
      ].sort(),
    );
  });

  it('keeps the rounding edges quiet (SSGPA ROUGE-L -37.29 vs -37.28) and counts what passed', () => {
    expect(report.findings.map((f) => f.id)).not.toContain('ssgpa/printed-delta/clevr-change/repro-vit/total/rouge_l');
    expect(report.summary['printed-delta']!.run).toBe(16);
    expect(report.summary['printed-delta']!.passed).toBe(13);
  });

  it('prints a table grouped by paper, then the per-kind summary; --fail-on sets the exit code', () => {
    const text = runCli(['check', 'ssgpa']);
    expect(text.stdout).toMatch(/^ssgpa {2}\(claims\/ssgpa\.yaml\): 4 errors, 1 warning/);
    expect(text.stdout).toMatch(/printed-delta\s+16\s+13\s+3/);
    expect(text.stdout).not.toMatch(/^scorer/m);
    expect(runCli(['check', 'ssgpa', '--fail-on', 'error']).code).toBe(1);
    expect(runCli(['check', 'ssgpa', '--fail-on', 'warning']).code).toBe(1);
  });

  it('rejects an unknown paper and a bad claim file with exit 2', () => {
    expect(runCli(['check', 'nope']).code).toBe(2);
    const dir = mkdtempSync(join(tmpdir(), 'check-'));
    copyFileSync(join(repoRoot, 'test', 'fixtures', 'audits', 'arithmetic.yaml'), join(dir, 'a.yaml'));
    writeFileSync(join(dir, 'b.yaml'), 'schemaVersion: 1\npaper: {id: b, title: B, docs: []}\nmethods: []\n');
    const r = runCli(['check', '--claims', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/b\.yaml:2:/);
    // the broken file is reported and skipped: the other paper of the folder is still checked (issue 29)
    expect(r.stdout).not.toMatch(/^b {2}\(/m);
    expect(r.stdout).toMatch(/a\.yaml\): \d+ errors?/);
  });

  it('exits 1 with --fail-on error on fixture claims that have an error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-'));
    copyFileSync(join(repoRoot, 'test', 'fixtures', 'audits', 'arithmetic.yaml'), join(dir, 'a.yaml'));
    expect(runCli(['check', '--claims', dir, '--fail-on', 'error']).code).toBe(1);
    expect(runCli(['check', '--claims', dir]).code).toBe(0);
  });
});
