/**
 * Differential test: `audit score` against the COCO caption toolkit itself (ref_score.py's
 * pipeline: the Java PTBTokenizer 3.4.1 and pycocoevalcap's Python) on generated corpora of
 * several seeds and sizes, 1–15 references per image, duplicated captions, empty predictions and
 * every caption category of test/helpers/captions.ts. Bleu_1..4, ROUGE_L and CIDEr must agree
 * to 1e-12, corpus and per image. The CLI computes them with its WebAssembly core
 * (core-engine.test.ts checks it against the TypeScript engine bit for bit).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captionCorpus } from '../helpers/captions.js';
import { runCli } from '../helpers/cli.js';
import { toolkitScores } from '../helpers/cocoref.js';

const METRICS = ['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'ROUGE_L', 'CIDEr'] as const;
const TOL = 1e-12;

describe('audit score gives the toolkit scores', () => {
  it.each([
    { seed: 11, images: 30 },
    { seed: 12, images: 300 },
    { seed: 13, images: 1200 },
  ])('seed $seed, $images images: corpus and per image to 1e-12', ({ seed, images }) => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-score-diff-'));
    const corpus = captionCorpus(seed, images);
    const refs = join(dir, 'refs.json');
    const preds = join(dir, 'preds.json');
    writeFileSync(refs, JSON.stringify(corpus.refs));
    writeFileSync(preds, JSON.stringify(corpus.preds));
    expect(corpus.preds.some((p) => p.caption === '')).toBe(true);

    const want = toolkitScores(refs, preds);
    const perFile = join(dir, 'per-image.json');
    // the engine `audit score` runs when built (the WebAssembly core; an error if the build lacks it)
    const r = runCli(['score', '--refs', refs, '--preds', preds, '--json', '--per-image', perFile], { env: { AUDIT_SCORE_ENGINE: 'wasm' } });
    expect(r.code, r.stderr).toBe(0);
    const got = JSON.parse(r.stdout) as { corpus: Record<string, number> };
    const per = JSON.parse(readFileSync(perFile, 'utf8')) as ({ image_id: string } & Record<string, number>)[];

    const off: string[] = [];
    for (const m of METRICS) if (!(Math.abs(got.corpus[m]! - want.corpus[m]!) <= TOL)) off.push(`corpus ${m}: ours ${got.corpus[m]} toolkit ${want.corpus[m]}`);
    expect(per.length).toBe(images);
    for (const row of per) {
      const w = want.perImage[row.image_id]!;
      for (const m of METRICS) if (!(Math.abs(row[m]! - w[m]!) <= TOL)) off.push(`${row.image_id} ${m}: ours ${row[m]} toolkit ${w[m]}`);
    }
    expect(off.slice(0, 20).join('\n'), `${off.length} value(s) differ`).toBe('');
  }, 180_000);
});
