/**
 * The COCO caption toolkit's own numbers on the SSGPA reproduction's Spot-the-Diff predictions
 * (`../shared/tools/cocoref/README.md`: PTBTokenizer 3.4.1 + pycocoevalcap), reproduced by
 * `audit score` and stored by `audit run ssgpa`. Before americanization was removed, `grey`,
 * `centre` … were rewritten and CIDEr came out 0.29509213589615296 / 0.12416596709763518.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, sharedDir } from '../helpers/cli.js';

const data = join(sharedDir, 'data', 'ssgpa-repro');
const refs = join(data, 'gt_spot_val.json');
/** CIDEr printed by ../shared/tools/cocoref/ref_score.py (the toolkit's pipeline) on these files. */
const TOOLKIT = [
  { config: 'spot-vit-val', preds: 'pred_spot_val.json', cider: 0.2950527944541062 },
  { config: 'spot-resnet-vit-val', preds: 'pred_resnet_spot_val.json', cider: 0.12414952989315063 },
] as const;
// The toolkit averages per-image CIDEr with np.mean; one float64 ulp (≈1.4e-17 here) is the most
// a different but equally valid summation order of the per-n-gram dot products moves it.
const ULP = 2 ** -52 * 0.125;

describe('the toolkit CIDEr of the SSGPA Spot-the-Diff predictions', () => {
  it.each(TOOLKIT)('audit score reproduces it for $preds', ({ preds, cider }) => {
    const r = runCli(['score', '--refs', refs, '--preds', join(data, preds), '--json']);
    expect(r.code, r.stderr).toBe(0);
    const got = (JSON.parse(r.stdout) as { corpus: { CIDEr: number } }).corpus.CIDEr;
    expect(Math.abs(got - cider)).toBeLessThanOrEqual(ULP);
  });

  it('audit run ssgpa stores it', () => {
    const db = join(mkdtempSync(join(tmpdir(), 'audit-toolkit-values-')), 'results.db');
    for (const { config } of TOOLKIT) {
      const r = runCli(['run', 'ssgpa', '--only', config, '--smoke', '--no-report', '--db', db]);
      expect(r.code, r.stderr).toBe(0);
    }
    const raw = new Database(db, { readonly: true });
    const rows = raw
      .prepare("SELECT r.config_id AS config, m.value AS value FROM metrics m JOIN runs r ON r.id = m.run_id WHERE m.metric = 'CIDEr'")
      .all() as { config: string; value: number }[];
    raw.close();
    for (const { config, cider } of TOOLKIT) {
      const stored = rows.filter((x) => x.config === config);
      expect(stored.length, config).toBeGreaterThan(0);
      for (const s of stored) expect(Math.abs(s.value - cider), config).toBeLessThanOrEqual(ULP);
    }
  });
});

describe('tokens holding no-break spaces', () => {
  it('are several words for Bleu and CIDEr (str.split()) but one for ROUGE_L (split(" ")), as in the toolkit', () => {
    // PTBTokenizer joins "12 345 678" into one phone-number token with no-break spaces.
    const dir = mkdtempSync(join(tmpdir(), 'audit-nbsp-'));
    const r1 = join(dir, 'refs.json');
    const p1 = join(dir, 'preds.json');
    writeFileSync(r1, JSON.stringify({ a: ['call 12 345 678 now', 'the phone is 12 345 678'], b: ['a red cube'] }));
    writeFileSync(p1, JSON.stringify([{ image_id: 'a', caption: 'call 12 345 678' }, { image_id: 'b', caption: 'a red cube' }]));
    const r = runCli(['score', '--refs', r1, '--preds', p1, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const c = (JSON.parse(r.stdout) as { corpus: Record<string, number> }).corpus;
    // printed by ../shared/tools/cocoref/ref_score.py on these files
    expect(c.Bleu_4).toBe(0.8668778992630793);
    expect(c.ROUGE_L).toBe(0.8860759493670887);
    expect(c.CIDEr).toBe(6.650610879595935);
  });
});
