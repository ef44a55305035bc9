/**
 * Held-out failure classes of `audit extract` → `audit check` (issue 26 item 3), on a paper written
 * for them (test/fixtures/statements/clauses-paper.md), straight through with no hand edit:
 * several claims in one sentence each resolved in their own clause (figure, metric, subset,
 * baseline), generic subjects ("It", "This model", "Our model", "The proposed method") read as the
 * paper's own method, never as another clause's baseline; a clause's metric word wins over an
 * unrelated column ("sampling steps" is no "Training steps" column); "the best X and Y" over
 * several columns; hours of a dataset as data size, not training time.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, runCli } from '../helpers/cli.js';

interface Finding {
  check: string;
  severity: 'error' | 'warning' | 'info';
  message: string;
}
interface Statement {
  kind: string;
  source: { quote: string };
  of?: { table: string; method: string; column: number };
  over?: string;
  method?: string;
  columns?: number[];
  stated?: number;
  operands?: number[];
  result?: number;
}

/** Planted errors: the sentence, and what each of its findings must say (one per wrong clause). */
const PLANTED: [string, RegExp[]][] = [
  [
    'It lowers the WER on test-clean by 0.5 points over Conformer-S, and brings a 27.5% relative WER reduction over the Transformer on test-other.',
    [/FastSpeechNet \(ours\) 2\.2 vs Conformer-S 2\.5 on (?:Word e|E)rror rate \(test-clean\).*not 0\.5 points lower/, /FastSpeechNet \(ours\) 5\.6 vs Transformer 7\.0 on (?:Word e|E)rror rate \(test-other\).*−20\.00%.*not 27\.5% lower/],
  ],
  ['FastDiff lowers FID by 50% relative to DDPM while using 10 times fewer sampling steps than DDIM.', [/FastDiff \(ours\) 2\.00 vs DDPM 3\.00 on FID .*−33\.33%.*not 50% lower/]],
  ['For the noisy condition we use a set of 120 hours: 50 hours of clean read speech and 60 hours of noisy speech.', [/50 \+ 60 = 110/]],
];

/** Correct claims, several per sentence, in different phrasings; [quote, the changes it must hold: method, over, column]. */
const CORRECT_CHANGES: [string, [string, string, number][]][] = [
  ['It reduces the WER on test-other by 20% relative to the Transformer baseline, and brings a 12% relative WER reduction over Conformer-S on test-clean.', [['fastspeechnet', 'transformer', 1], ['fastspeechnet', 'conformer-s', 0]]],
  ['Our model lowers the WER on test-clean by 0.3 points compared with Conformer-S, while it reduces the WER on test-other by 1.4 points relative to the Transformer.', [['fastspeechnet', 'conformer-s', 0], ['fastspeechnet', 'transformer', 1]]],
  ['The proposed method cuts the WER on test-other by 0.4 points over Conformer-S; it also reduces the WER on test-clean by 0.8 points compared with the Transformer.', [['fastspeechnet', 'conformer-s', 1], ['fastspeechnet', 'transformer', 0]]],
  ['This model improves the WER on test-other by 0.4 points over Conformer-S whereas the Transformer trails it by 0.8 points on test-clean.', [['fastspeechnet', 'conformer-s', 1]]],
  ['FastDiff lowers FID by 33% relative to DDPM while using 10 times fewer sampling steps than DDIM.', [['fastdiff', 'ddpm', 0]]],
  ['FastDiff lowers FID by 50% relative to DDIM, whereas it needs 100 times fewer sampling steps than DDPM.', [['fastdiff', 'ddim', 0]]],
  ['FastDiff reduces FID by 1.0 compared with DDPM, and uses 10x fewer sampling steps than DDIM.', [['fastdiff', 'ddpm', 0]]],
  ['It is 3.7 points below ViT-S in top-1 accuracy.', [['resnet-50', 'vit-s', 0]]],
];

/** "best" over several named metrics: [quote, method]; every one over both columns of its table. */
const CORRECT_BEST: [string, string][] = [
  ['FastDiff achieves the best FID and IS among all methods.', 'fastdiff'],
  ['FastDiff has the best FID and the best IS among all methods.', 'fastdiff'],
  ['FastDiff offers the best FID and Inception Score of all methods.', 'fastdiff'],
  ['SmallViT obtains the best top-1 and top-5 accuracy.', 'smallvit'],
  ['SmallViT has the best Top-1 and Top-5 among all methods.', 'smallvit'],
  ['With the best top-1 and top-5 accuracy of all models, SmallViT is our default backbone.', 'smallvit'],
];

describe('audit extract → audit check: one claim per clause, generic subjects, metric words, multi-metric best, dataset sizes', () => {
  let dir: string;
  let findings: Finding[];
  let draft: { statements: Statement[]; hardware: { kind: string; value?: number; source: { quote: string } }[] };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-clauses-'));
    copyFileSync(join(repoRoot, 'test', 'fixtures', 'statements', 'clauses-paper.md'), join(dir, 'paper.md'));
    const extract = runCli(['extract', 'paper.md', '--id', 'fast', '--out', 'claims/fast.yaml'], { cwd: dir });
    expect(extract.code, extract.stderr).toBe(0);
    draft = parse(readFileSync(join(dir, 'claims', 'fast.yaml'), 'utf8'));
    const check = runCli(['check', '--claims', 'claims', '--json'], { cwd: dir });
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
    findings = (JSON.parse(check.stdout) as { findings: Finding[] }).findings;
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every planted error, against the baseline and column of its own clause', () => {
    for (const [quote, says] of PLANTED) {
      const f = findings.filter((x) => x.message.includes(`“${quote}”`));
      expect(f.map((x) => x.severity), quote).toEqual(says.map(() => 'error'));
      for (const re of says) expect(f.some((x) => re.test(x.message)), `${quote} ${re}`).toBe(true);
    }
    expect(findings).toHaveLength(PLANTED.flatMap(([, s]) => s).length);
  });

  it('resolves each clause of a correct sentence to its own subject, baseline and column, and reports none of them', () => {
    for (const [quote, want] of CORRECT_CHANGES) {
      const got = draft.statements.filter((s) => s.source.quote === quote && (s.kind === 'change' || s.kind === 'relative-improvement')).map((s) => [s.of?.method, s.over, s.of?.column]);
      expect(got, quote).toEqual(want);
      expect(findings.filter((x) => x.message.includes(quote)), quote).toEqual([]);
    }
  });

  it('checks a ratio only against the column the clause names ("sampling steps" is no "Training steps")', () => {
    // "10 times fewer sampling steps than DDIM": a ratio on the Sampling steps column (2), never on Training steps (3)
    const ratios = draft.statements.filter((s) => s.kind === 'ratio');
    expect(ratios.length).toBe(4);
    for (const r of ratios) {
      expect(r.source.quote).toMatch(/sampling steps/);
      expect(r.of).toMatchObject({ method: 'fastdiff', column: 2 });
    }
    expect(ratios.map((r) => r.over).sort()).toEqual(['ddim', 'ddim', 'ddim', 'ddpm']);
  });

  it('reads "the best X and Y" as a best statement over each named column', () => {
    for (const [quote, method] of CORRECT_BEST) {
      const best = draft.statements.filter((s) => s.source.quote === quote && s.kind === 'best');
      expect(best.map((b) => [b.method, b.columns]), quote).toEqual([[method, [0, 1]]]);
    }
  });

  it('reads hours of a dataset as data size (a sum of its parts), and a training run\'s hours as training time', () => {
    expect(draft.hardware.filter((h) => h.kind === 'training-time').map((h) => h.value)).toEqual([36]);
    const sums = draft.statements.filter((s) => s.kind === 'arithmetic').map((s) => [s.operands, s.result]);
    expect(sums).toEqual([
      [[100, 360, 500], 960],
      [[50, 60], 120],
    ]);
  });
});
