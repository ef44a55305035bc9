/**
 * A short speech-recognition paper in Markdown (not captioning) with planted wrong statements and
 * correct look-alikes goes straight from `audit extract` to `audit check --json`, with no hand
 * edit: every planted error is found, no correct statement is reported, noise makes no statement.
 * The planted and correct sentences are listed here as the key; the paper is
 * test/fixtures/statements/asr-paper.md.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, runCli } from '../helpers/cli.js';

interface Finding {
  id: string;
  check: string;
  severity: 'error' | 'warning' | 'info';
  message: string;
}

/** Planted errors: the sentence, and what the finding must say. */
const PLANTED: [string, RegExp][] = [
  ['On CER, TinyConformer is 0.7 points below the LSTM baseline.', /difference −0\.50 points .* not 0\.7 points lower/],
  ['Against Whisper-S, TinyConformer lowers CER by 20%.', /relative change −10\.26% .* not 20% \(points or relative\) lower/],
  ['TinyConformer is 10× faster than Whisper-S.', /Latency \(lower is better\) .* factor of 80\/10 = 8\.00 .* not 10×/],
  ['WER falls from 8.0 to 7.0 when the LSTM baseline is replaced by TinyConformer.', /prints 7\.0 where .*Table 1 prints TinyConformer \(ours\) Word error rate = 7\.2/],
  ['TinyConformer improves F1 by 0.031 over KWS-CNN.', /0\.871 vs KWS-CNN 0\.850 .* difference \+0\.0210 .* not 0\.031 higher/],
  ['TinyConformer is state of the art on every metric of Table 2.', /strictly best on 1 of 2 columns .*Accuracy 0\.912 < Conformer-L 0\.925/],
  ['Its recall is also significantly better than that of KWS-CNN (p < 0.05).', /Welch's t-test gives t = 0\.70, df = 7\.6, p = 0\.50\d \(two-sided\)/],
  ['We collected a total of 12,000 utterances: 10,000 for training and 2,500 for testing.', /10000 \+ 2500 = 12500/],
];

/** Correct look-alikes: a relative change of a lower-is-better metric, fraction-scale gains, "best" and "lowest" claims, ratios, significance. */
const CORRECT = [
  'TinyConformer reduces WER by 10% relative to the LSTM baseline on LibriSpeech test-clean, and it is 4× faster than the LSTM baseline.',
  'Compared with Whisper-S, TinyConformer has 3× fewer parameters.',
  'TinyConformer achieves the lowest WER and CER on both test sets.',
  'TinyConformer lowers WER by 0.4 points compared with Whisper-S.',
  'TinyConformer needs 40% fewer parameters than the LSTM baseline.',
  'TinyConformer beats Whisper-S on all metrics.',
  'On Speech Commands, TinyConformer is 3.2 points above KWS-CNN in accuracy.',
  'In Table 2, its F1 is 2.1 points above KWS-CNN.',
  'In accuracy, TinyConformer achieves a 3.6% relative gain over KWS-CNN.',
  'In Table 3, TinyConformer has a significantly higher precision than KWS-CNN (p < 0.05).',
];

describe('audit extract → audit check on a speech paper, no hand edit', () => {
  let dir: string;
  let findings: Finding[];
  let draft: { statements: { kind: string; source: { quote: string } }[]; hardware: { kind: string; gpu?: string }[] };
  let checkCode: number;
  let summary: Record<string, { run: number; failed: number }>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-statements-'));
    copyFileSync(join(repoRoot, 'test', 'fixtures', 'statements', 'asr-paper.md'), join(dir, 'asr-paper.md'));
    const extract = runCli(['extract', 'asr-paper.md', '--id', 'tinyconformer-paper', '--out', 'claims/tinyconformer-paper.yaml'], { cwd: dir });
    expect(extract.code, extract.stderr).toBe(0);
    draft = parse(readFileSync(join(dir, 'claims', 'tinyconformer-paper.yaml'), 'utf8'));
    const check = runCli(['check', '--claims', 'claims', '--json'], { cwd: dir });
    checkCode = check.code;
    expect(check.stderr).toBe('');
    const out = JSON.parse(check.stdout) as { findings: Finding[]; summary: typeof summary };
    findings = out.findings;
    summary = out.summary;
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every planted error, with the recomputation in its message', () => {
    expect(checkCode).toBe(0);
    for (const [quote, says] of PLANTED) {
      const f = findings.filter((x) => x.message.includes(`“${quote}”`));
      expect(f, quote).toHaveLength(1);
      expect(f[0]!.message, quote).toMatch(says);
    }
  });

  it('reports no correct statement and nothing else', () => {
    for (const quote of CORRECT) expect(findings.filter((x) => x.message.includes(quote)), quote).toEqual([]);
    expect(findings).toHaveLength(PLANTED.length);
    expect(findings.filter((f) => f.severity === 'error').map((f) => f.check).sort()).toEqual(['dataset-arithmetic', 'statement', 'statement', 'statement', 'statement', 'statement']);
  });

  it('checked the correct statements too (they are in the draft as checkable kinds, not quantities)', () => {
    for (const quote of CORRECT) {
      const kinds = draft.statements.filter((s) => s.source.quote === quote).map((s) => s.kind);
      expect(kinds.length, quote).toBeGreaterThan(0);
      expect(kinds.filter((k) => k === 'quantity' || k === 'qualitative'), quote).toEqual([]);
    }
    // 11 correct statements (the first sentence holds two) and 7 planted ones the statement check owns (the sum is dataset-arithmetic's)
    expect(summary.statement!.run).toBe(11 + 7);
    expect(summary['dataset-arithmetic']!.run).toBe(1);
  });

  it('makes no statement of the address, the arXiv id or the citations, and reads the GPU named without memory', () => {
    for (const s of draft.statements) expect(s.source.quote, s.kind).not.toMatch(/Stanford|arXiv|\[3, 7\]/);
    expect(draft.hardware.filter((h) => h.kind === 'gpu').map((h) => h.gpu)).toEqual(['A100']);
  });
});

/** The same, for a machine-translation paper in plain text (space-aligned tables, wrapped lines). */
describe('audit extract → audit check on a translation paper in plain text, no hand edit', () => {
  const planted: [string, RegExp][] = [
    ['LexiMT outperforms DBA by 0.8 BLEU and by 0.9 chrF.', /58\.6 vs DBA 57\.9 on chrF .* difference \+0\.70 .* not 0\.9 higher/],
    ['LexiMT is 5 times faster than the Transformer-Base baseline.', /Throughput \(higher is better\) .* factor of 180\/120 = 1\.50 .* not 5×/],
    ['Its BLEU is 8% higher than that of DBA.', /the difference \+0\.80 .* and the relative change \+2\.80% .* not 8% \(points or relative\) higher/],
  ];
  const correct = [
    'On WMT14 En-De, LexiMT obtains 29.4 BLEU, an improvement of 1.3 BLEU over the Transformer-Base baseline, while decoding 1.5x faster.',
    'Compared to the Transformer-Base baseline, the chrF score increases from 57.2 to 58.6.',
    'LexiMT is 4.5 times faster than DBA.',
    'LexiMT improves BLEU by 4.6% over the Transformer-Base baseline.',
    'LexiMT obtains the highest BLEU and chrF in Table 1.',
  ];
  let dir: string;
  let findings: Finding[];
  let draft: { statements: { kind: string; source: { quote: string } }[] };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-statements-'));
    copyFileSync(join(repoRoot, 'test', 'fixtures', 'statements', 'mt-paper.txt'), join(dir, 'mt-paper.txt'));
    const extract = runCli(['extract', 'mt-paper.txt', '--id', 'leximt', '--out', 'claims/leximt.yaml'], { cwd: dir });
    expect(extract.code, extract.stderr).toBe(0);
    draft = parse(readFileSync(join(dir, 'claims', 'leximt.yaml'), 'utf8'));
    const check = runCli(['check', '--claims', 'claims', '--json'], { cwd: dir });
    expect(check.stderr).toBe('');
    findings = (JSON.parse(check.stdout) as { findings: Finding[] }).findings;
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every planted error and reports nothing else', () => {
    for (const [quote, says] of planted) {
      const f = findings.filter((x) => x.message.includes(`“${quote}”`));
      expect(f, quote).toHaveLength(1);
      expect(f[0]!.message, quote).toMatch(says);
    }
    expect(findings).toHaveLength(planted.length);
  });

  it('checked the correct look-alikes (checkable kinds, no finding)', () => {
    for (const quote of correct) {
      expect(findings.filter((x) => x.message.includes(quote)), quote).toEqual([]);
      const kinds = draft.statements.filter((s) => s.source.quote === quote).map((s) => s.kind);
      expect(kinds.filter((k) => k !== 'quantity' && k !== 'qualitative').length, quote).toBeGreaterThan(0);
    }
    // a table's cells in the text are no statements; the URL and its version make none either
    for (const s of draft.statements) expect(s.source.quote).not.toMatch(/Transformer-Base {2,}|github|v1\.2\.0/);
  });
});
