/**
 * `audit check` on claim files outside captioning, from the CLI in a temp folder: ImageNet
 * accuracy printed as fractions next to a percent-printed table, word error rates (lower is
 * better) with relative and absolute deltas, and a paper where nothing can be checked.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const IMAGENET = `schemaVersion: 1
paper:
  id: tinynet
  title: TinyNet, a small image classifier
  docs: [{ id: paper, file: tinynet.md, kind: paper }]
metrics:
  - { id: robust-acc, name: Robust accuracy, direction: higher, scale: fraction, field: classification }
methods:
  - { id: resnet50, name: ResNet-50 }
  - { id: vit-s, name: ViT-S }
  - { id: tinynet, name: TinyNet, own: true }
datasets:
  - { id: imagenet, name: ImageNet-1k }
tables:
  - id: main
    source: { doc: paper, table: 1 }
    caption: "Top-1 / top-5 accuracy on ImageNet-1k (mean ± std over 3 seeds); deltas relative to ResNet-50."
    dataset: imagenet
    split: val
    scale: fraction
    spread: { kind: std, n: 3 }
    base: resnet50
    columns: [top1-acc, top5-acc, params, robust-acc]
    rows:
      - { method: resnet50, values: [0.761, 0.929, 25.6, 0.402], spreads: [0.002, 0.001, null, null] }
      - { method: vit-s, values: [0.798, 0.950, 22.1, 0.455] }
      - method: tinynet
        values: [0.783, 0.941, 12.3, 0.431]
        spreads: [0.003, 0.002, null, null]
        deltas: [2.9, 2.3, -52.0, 7.2]
  - id: summary
    source: { doc: paper, table: 2 }
    dataset: imagenet
    split: val
    columns: [top1-acc, top5-acc]
    rows:
      - { method: tinynet, values: [78.3, 94.5] }
statements:
  - id: best-all
    kind: best
    source: { doc: paper, section: "4", quote: "TinyNet is the most accurate model on ImageNet." }
    method: tinynet
    tables: [main]
    quantifier: all
    competitors: { ownIncluded: false }
`;

const SPEECH = `schemaVersion: 1
paper:
  id: quietasr
  title: QuietASR
  docs: [{ id: paper, file: quietasr.txt, kind: paper }]
methods:
  - { id: conformer, name: Conformer }
  - { id: quiet, name: QuietASR, own: true }
  - { id: quiet-large, name: QuietASR-L, own: true }
datasets:
  - { id: librispeech, name: LibriSpeech }
tables:
  - id: wer
    source: { doc: paper, table: 1 }
    caption: "WER (%) on LibriSpeech; lower is better."
    dataset: librispeech
    base: conformer
    columns:
      - { metric: wer, condition: test-clean, label: "test-clean" }
      - { metric: wer, condition: test-other, label: "test-other" }
      - latency
    rows:
      - { method: conformer, values: [4.2, 10.1, 35] }
      - { method: quiet, values: [3.8, 9.0, 30], deltas: [-9.5, -10.9, null] }
      - { method: quiet-large, values: [3.5, 8.7, 52], deltas: [-0.7, -1.2, null], deltaKind: absolute }
statements:
  - id: best-wer
    kind: best
    source: { doc: paper, section: "5", quote: "QuietASR-L has the lowest error rate on both test sets." }
    method: quiet-large
    tables: [wer]
    quantifier: all
    competitors: { ownIncluded: false }
`;

const NOTHING = `schemaVersion: 1
paper:
  id: vague
  title: A paper with nothing to check
  docs: [{ id: paper, file: vague.txt, kind: paper }]
methods:
  - { id: ours, name: Ours, own: true }
statements:
  - { id: q1, kind: quantity, source: { doc: paper, section: "1" }, what: "training images", value: 1200000 }
  - { id: q2, kind: qualitative, source: { doc: paper, section: "5" }, why: "no number" }
`;

function claimsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'audit-any-field-'));
  mkdirSync(join(dir, 'claims'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'claims', name), text);
  return dir;
}

interface JsonOut {
  findings: { id: string; check: string; severity: string; stated?: number; computed?: number; message: string }[];
  coverage: { paper: string; nothingChecked: boolean; why?: string; deltas: { total: number; checked: number }; statements: { total: number; checked: number }; unchecked: { item: string; reason: string; claim: boolean }[] }[];
}

describe('audit check on papers of other fields', () => {
  it('validates the any-field format (declared metric, fraction scale, ± spreads, table base, conditions)', () => {
    const cwd = claimsDir({ 'tinynet.yaml': IMAGENET, 'quietasr.yaml': SPEECH });
    const r = runCli(['validate', 'claims/tinynet.yaml', 'claims/quietasr.yaml'], { cwd });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('finds the planted wrong delta, the wrong best claim and the scale-aware quote mismatch, and nothing else', () => {
    const cwd = claimsDir({ 'tinynet.yaml': IMAGENET });
    const r = runCli(['check', '--claims', 'claims', '--json'], { cwd });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as JsonOut;
    const ids = out.findings.map((f) => f.id).sort();
    // top-5: (0.941 − 0.929)/0.929 = 1.29%, printed 2.3; top-1 2.9, params −52.0 and robust-acc 7.2 are right
    expect(ids).toEqual(['tinynet/cross-table/tinynet', 'tinynet/printed-delta/main/tinynet/total/top5-acc', 'tinynet/statement/best-all']);
    const delta = out.findings.find((f) => f.check === 'printed-delta');
    expect(delta?.computed).toBeCloseTo(1.29, 2);
    // 0.783 (fraction) and 78.3 (percent) are one number; 0.941 and 94.5 are not
    const quote = out.findings.find((f) => f.check === 'cross-table');
    expect(quote?.message).toContain('top-5'.replace('top-5', 'Top-5'));
    expect(quote?.message).not.toContain('Top-1');
    // best on performance only: params (cost) is not a column TinyNet must win; ViT-S beats it on accuracy
    const best = out.findings.find((f) => f.check === 'statement');
    expect(best?.message).toContain('ViT-S');
    expect(best?.message).not.toContain('Parameters');
    expect(out.coverage[0]).toMatchObject({ paper: 'tinynet', nothingChecked: false, deltas: { total: 4, checked: 4 }, statements: { total: 1, checked: 1 } });
  });

  it('a quote in another paper printed in percent agrees with the fraction it quotes, and a misquote is found', () => {
    const quoting = (top1: string) => `schemaVersion: 1
paper:
  id: later
  title: A later paper quoting TinyNet
  docs: [{ id: paper, file: later.md, kind: paper }]
methods:
  - { id: tinynet, name: TinyNet, paper: tinynet }
  - { id: newnet, name: NewNet, own: true }
datasets:
  - { id: imagenet, name: ImageNet-1k }
tables:
  - id: compare
    source: { doc: paper, table: 1 }
    dataset: imagenet
    split: val
    columns: [top1-acc, top5-acc]
    rows:
      - { method: tinynet, values: [${top1}, 94.1] }
      - { method: newnet, values: [80.0, 95.0] }
`;
    // (TinyNet's own summary table printed consistently here: 94.1, not the planted 94.5)
    const own = IMAGENET.replace('values: [78.3, 94.5]', 'values: [78.3, 94.1]');
    const right = JSON.parse(runCli(['check', '--claims', 'claims', '--json', 'later'], { cwd: claimsDir({ 'tinynet.yaml': own, 'later.yaml': quoting('78.3') }) }).stdout) as JsonOut;
    expect(right.findings.filter((f) => f.check === 'cross-paper')).toEqual([]);
    const wrong = JSON.parse(runCli(['check', '--claims', 'claims', '--json', 'later'], { cwd: claimsDir({ 'tinynet.yaml': own, 'later.yaml': quoting('78.5') }) }).stdout) as JsonOut;
    // one finding per printing of TinyNet's result (its fraction table and its percent table)
    const misquotes = wrong.findings.filter((f) => f.check === 'cross-paper').map((f) => f.message);
    expect(misquotes).toHaveLength(2);
    expect(misquotes.some((m) => /Top-1 accuracy 78\.5 vs 0\.783/.test(m))).toBe(true);
    expect(misquotes.every((m) => /78\.5/.test(m) && !/Top-5/.test(m))).toBe(true);
  });

  it('lower-is-better: right relative and absolute WER deltas pass, the wrong absolute one is found, the lowest WER is best', () => {
    const cwd = claimsDir({ 'quietasr.yaml': SPEECH });
    const r = runCli(['check', '--claims', 'claims', '--json'], { cwd });
    const out = JSON.parse(r.stdout) as JsonOut;
    // 8.7 − 10.1 = −1.4 points, printed −1.2; −0.7, −9.5% and −10.9% are right
    expect(out.findings.map((f) => f.id)).toEqual(['quietasr/printed-delta/wer/quiet-large/total/wer']);
    expect(out.findings[0]?.message).toMatch(/absolute delta printed for QuietASR-L on Word error rate \(test-other\) against Conformer is -1\.2, but 8\.7 − 10\.1 = -1\.4/);
    expect(out.coverage[0]?.deltas).toEqual({ total: 4, checked: 4 });
  });

  it('says "nothing checked" instead of "0 errors", and --fail-on unchecked exits 1', () => {
    const cwd = claimsDir({ 'vague.yaml': NOTHING });
    const text = runCli(['check', '--claims', 'claims'], { cwd });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^vague {2}\(claims\/vague\.yaml\): nothing checked$/m);
    expect(text.stdout).not.toMatch(/0 errors/);
    expect(text.stdout).toContain('NOTHING CHECKED: 1 × a bare quantity');
    expect(text.stdout).toMatch(/claims\/vague\.yaml:9:5 {2}statements\[0\] \(q1\): a bare quantity/);
    const fail = runCli(['check', '--claims', 'claims', '--fail-on', 'unchecked'], { cwd });
    expect(fail.code).toBe(1);
    for (const format of ['sarif', 'junit', 'github', 'csv', 'markdown', 'json']) {
      const r = runCli(['check', '--claims', 'claims', '--format', format, '--fail-on', 'unchecked', 'vague'], { cwd });
      expect(r.code, format).toBe(1);
      expect(r.stdout, format).toMatch(/nothing checked|"nothingChecked": true/i);
    }
    const junit = runCli(['check', '--claims', 'claims', '--format', 'junit', '--fail-on', 'unchecked'], { cwd });
    expect(junit.stdout).toMatch(/<failure type="unchecked" message="vague: nothing checked/);
  });

  it('--fail-on unchecked passes when every claim was checked, and counts a claim it could not check', () => {
    const ok = claimsDir({ 'quietasr.yaml': SPEECH.replace('deltas: [-0.7, -1.2, null]', 'deltas: [-0.7, -1.4, null]') });
    expect(runCli(['check', '--claims', 'claims', '--fail-on', 'unchecked', 'quietasr'], { cwd: ok }).code).toBe(0);
    // unchecked is the strictest level: the planted wrong delta alone fails it
    expect(runCli(['check', '--claims', 'claims', '--fail-on', 'unchecked'], { cwd: claimsDir({ 'quietasr.yaml': SPEECH }) }).code).toBe(1);
    // the same paper with a delta whose base row prints no value: that delta is not checked
    const cwd = claimsDir({ 'quietasr.yaml': SPEECH.replace('values: [4.2, 10.1, 35]', 'values: [4.2, null, 35]').replace('deltas: [-0.7, -1.2, null]', 'deltas: [-0.7, -1.4, null]') });
    const r = runCli(['check', '--claims', 'claims', '--fail-on', 'unchecked', '--json'], { cwd });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as JsonOut;
    expect(out.coverage[0]?.unchecked.filter((u) => u.claim).map((u) => u.reason)).toEqual([
      'baseline not resolved: the base row prints no value in this column',
      'baseline not resolved: the base row prints no value in this column',
    ]);
  });
});
