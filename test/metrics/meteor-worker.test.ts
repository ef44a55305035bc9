/**
 * `AUDIT_SCORE_WORKER=on audit score` computes METEOR~ on a worker thread: the output must be byte-identical to the single-threaded run (corpus, per image, bootstrap
 * intervals), the worker must really run (AUDIT_SCORE_WORKER=on warns when it falls back), and
 * an error before METEOR~ must not leave the process waiting on the thread.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captionCorpus } from '../helpers/captions.js';
import { runCli } from '../helpers/cli.js';
import { clevrStyleSet } from '../helpers/clevr-style.js';

function writeSet(refs: Record<string, string[]>, preds: readonly { image_id: string; caption: string }[]) {
  const dir = mkdtempSync(join(tmpdir(), 'audit-meteor-worker-'));
  writeFileSync(join(dir, 'refs.json'), JSON.stringify(refs));
  writeFileSync(join(dir, 'preds.json'), JSON.stringify(preds));
  return dir;
}

function score(dir: string, mode: 'on' | 'off', extra: readonly string[] = []) {
  const perImage = join(dir, `per-image-${mode}.csv`);
  const r = runCli(['score', '--refs', join(dir, 'refs.json'), '--preds', join(dir, 'preds.json'), '--json', '--per-image', perImage, ...extra], {
    env: { AUDIT_SCORE_WORKER: mode },
  });
  return { ...r, perImage: r.code === 0 ? readFileSync(perImage, 'utf8') : '' };
}

describe('METEOR~ on a worker thread', () => {
  const clevr = clevrStyleSet(2500, 3, { refsPerPair: 5 });
  const mixed = captionCorpus(43, 250);

  it.each([
    ['a CLEVR-Change-style set of 2,500 images', clevr.refs, clevr.preds, []],
    ['a corpus of every caption category, with bootstrap intervals', mixed.refs, mixed.preds, ['--bootstrap', '20']],
  ] as const)('gives byte-identical output to the single-threaded run on %s', (_, refs, preds, extra) => {
    const dir = writeSet(refs, preds);
    const threaded = score(dir, 'on', extra);
    const single = score(dir, 'off', extra);
    expect(threaded.code, threaded.stderr).toBe(0);
    expect(threaded.stderr).toBe('');
    expect(single.code, single.stderr).toBe(0);
    expect(JSON.parse(threaded.stdout).corpus['METEOR~']).toBeGreaterThan(0);
    expect(threaded.stdout).toBe(single.stdout);
    expect(threaded.perImage).toBe(single.perImage);
  });

  it('exits 2 with a located error on bad input under AUDIT_SCORE_WORKER=on, without waiting on a thread', () => {
    const dir = writeSet({ a: ['a cat'] }, [{ image_id: 'a', caption: 'a cat' }]);
    writeFileSync(join(dir, 'preds.json'), '[{"image_id": "a", "caption": 3}]');
    const r = runCli(['score', '--refs', join(dir, 'refs.json'), '--preds', join(dir, 'preds.json'), '--json'], { env: { AUDIT_SCORE_WORKER: 'on' }, timeoutMs: 30_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('[0].caption');
  });
});
