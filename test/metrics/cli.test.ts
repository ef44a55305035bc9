/** `audit score` as a user runs it, on the SSGPA reproduction's real files. */
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, sharedDir } from '../helpers/cli.js';

const data = join(sharedDir, 'data', 'ssgpa-repro');
const gt = join(data, 'gt_spot_val.json');
const vit = join(data, 'pred_spot_val.json');
const resnet = join(data, 'pred_resnet_spot_val.json');
const tmp = () => mkdtempSync(join(tmpdir(), 'audit-score-'));

describe('audit score', () => {
  it('prints the table ×100 with the toolkit metrics and says what is not reported', () => {
    const r = runCli(['score', '--refs', gt, '--preds', vit]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1489 images');
    expect(r.stdout).toMatch(/BLEU-4\s+9\.57\n/);
    expect(r.stdout).toMatch(/ROUGE-L\s+30\.51\n/);
    expect(r.stdout).toMatch(/CIDEr\s+29\.51\n/);
    expect(r.stdout).toMatch(/METEOR~ \(approx\.\)\s+\d+\.\d\d\n/);
    expect(r.stdout).toContain('SPICE: not reported');
    expect(r.stdout).toContain("never compare it with a paper's METEOR");
  });

  it('--json gives toolkit scale and names, with intervals under --bootstrap', () => {
    const r = runCli(['score', '--refs', gt, '--preds', vit, '--json', '--bootstrap', '20', '--seed', '5']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.n).toBe(1489);
    expect(Object.keys(out.corpus)).toEqual(['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'METEOR~', 'ROUGE_L', 'CIDEr']);
    expect(out.corpus.CIDEr).toBeCloseTo(0.2951, 4);
    expect(out.corpus.Bleu_4).toBeCloseTo(0.0957, 4);
    expect(Object.keys(out.intervals).sort()).toEqual(Object.keys(out.corpus).sort());
    expect(out.intervals.CIDEr[0]).toBeLessThan(out.corpus.CIDEr);
    expect(out.unavailable.map((u: { metric: string }) => u.metric)).toEqual(['METEOR', 'SPICE']);
    const again = JSON.parse(runCli(['score', '--refs', gt, '--preds', vit, '--json', '--bootstrap', '20', '--seed', '5']).stdout);
    expect(again.intervals).toEqual(out.intervals);
  });

  it('--vs runs the paired bootstrap and prints the difference, its interval and p', () => {
    const r = runCli(['score', '--refs', gt, '--preds', vit, '--vs', resnet, '--bootstrap', '10']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('paired bootstrap');
    // the paired table's first column is the same METEOR~ as the main table (same synonyms)
    const main = /METEOR~ \(approx\.\)\s+(\d+\.\d\d)\s/.exec(r.stdout)![1];
    expect(r.stdout).toMatch(new RegExp(`METEOR~ \\(approx\\.\\)\\s+${main}\\s+\\d+\\.\\d\\d\\s+-`));
    expect(r.stdout).toMatch(/CIDEr\s+29\.51\s+12\.41\s+-17\.09\s+\[-\d+\.\d\d, -\d+\.\d\d\]\s+0\.\d\d\d\n/);
    const j = JSON.parse(runCli(['score', '--refs', gt, '--preds', vit, '--vs', resnet, '--bootstrap', '10', '--json']).stdout);
    expect(j.vs.metrics.CIDEr.delta).toBeCloseTo(j.vs.metrics.CIDEr.b - j.vs.metrics.CIDEr.a, 12);
    expect(j.vs.metrics.CIDEr.p).toBeCloseTo(2 / 11, 12); // no resample of 10 goes the other way
  });

  it('--per-image writes one row per image (JSON or CSV)', () => {
    const dir = tmp();
    const json = join(dir, 'per.json');
    const csv = join(dir, 'per.csv');
    expect(runCli(['score', '--refs', gt, '--preds', vit, '--per-image', json]).code).toBe(0);
    const rows = JSON.parse(readFileSync(json, 'utf8'));
    expect(rows).toHaveLength(1489);
    expect(rows[0].image_id).toBe('5406.png');
    expect(Object.keys(rows[0])).toEqual(['image_id', 'Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'METEOR~', 'ROUGE_L', 'CIDEr']);
    expect(runCli(['score', '--refs', gt, '--preds', vit, '--per-image', csv]).code).toBe(0);
    const lines = readFileSync(csv, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(1490);
    expect(lines[0]).toBe('image_id,Bleu_1,Bleu_2,Bleu_3,Bleu_4,METEOR~,ROUGE_L,CIDEr');
  });

  it('scores captions made of control characters (CLEVR-Change predictions) as zero, without crashing', () => {
    const dir = tmp();
    const preds = JSON.parse(readFileSync(join(data, 'pred_clevr_val.json'), 'utf8')) as { image_id: string }[];
    const refs = join(dir, 'refs.json');
    writeFileSync(refs, JSON.stringify(Object.fromEntries(preds.map((p) => [p.image_id, ['the small cube has moved', 'the cube moved']]))));
    const r = runCli(['score', '--refs', refs, '--preds', join(data, 'pred_clevr_val.json'), '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.n).toBe(preds.length);
    for (const v of Object.values(out.corpus)) expect(v).toBe(0);
  });

  it('refuses ids missing from either file, listing the first ones; --allow-missing scores the rest', () => {
    const dir = tmp();
    const partial = join(dir, 'partial.json');
    const all = JSON.parse(readFileSync(vit, 'utf8')) as unknown[];
    writeFileSync(partial, JSON.stringify(all.slice(0, 1000)));
    const r = runCli(['score', '--refs', gt, '--preds', partial]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/partial\.json: no prediction for 489 image\(s\) of .*gt_spot_val\.json: "\d+\.png", /);
    expect(r.stderr).toContain('--allow-missing');
    const ok = runCli(['score', '--refs', gt, '--preds', partial, '--allow-missing']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('1000 images');
    expect(ok.stderr).toContain('dropped 489 image(s) without a prediction');
  });

  it.each([
    ['a file that does not exist', ['--preds', '/nonexistent/preds.json'], '/nonexistent/preds.json: cannot read the file (ENOENT)'],
    ['bad JSON', ['--preds', 'BAD'], 'preds.json:1:14: invalid JSON'],
    ['a wrong shape', ['--preds', 'SHAPE'], 'preds.json: [0].caption: expected a string, got number 12'],
    ['a negative --bootstrap', ['--preds', vit, '--bootstrap', '-1'], '--bootstrap must be an integer ≥ 0'],
    ['--refs given twice', ['--refs', gt, '--preds', vit], '--refs was given more than once'],
    ['a missing --meteor-jar', ['--preds', vit, '--meteor-jar', '/nonexistent/meteor-1.5.jar'], '--meteor-jar /nonexistent/meteor-1.5.jar: no such file'],
  ])('exits 2 with a located message on %s, writing nothing', (_what, args, message) => {
    const dir = tmp();
    const fixed = args.map((a) => (a === 'BAD' || a === 'SHAPE' ? join(dir, 'preds.json') : a));
    if (args.includes('BAD')) writeFileSync(join(dir, 'preds.json'), '[{"image_id" 1}]');
    if (args.includes('SHAPE')) writeFileSync(join(dir, 'preds.json'), '[{"image_id": "1", "caption": 12}]');
    const per = join(dir, 'per.json');
    const r = runCli(['score', '--refs', gt, ...fixed, '--per-image', per]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(existsSync(per)).toBe(false);
  });

  it('runs a METEOR jar with coco-caption\'s command line and protocol when Java is there', () => {
    // A stand-in `java` that checks the arguments and answers the METEOR 1.5 -stdio protocol.
    const dir = tmp();
    const jar = join(dir, 'meteor-1.5.jar');
    writeFileSync(jar, '');
    const java = join(dir, 'java');
    writeFileSync(
      java,
      `#!${process.execPath}
const args = process.argv.slice(2);
if (args[0] === '-version') process.exit(0);
if (args.join(' ') !== '-jar -Xmx2G meteor-1.5.jar - - -stdio -l en -norm' || process.cwd() !== ${JSON.stringify(dir)}) { console.error('bad call ' + args.join(' ')); process.exit(9); }
const rl = require('node:readline').createInterface({ input: process.stdin });
rl.on('line', (l) => {
  const parts = l.split(' ||| ');
  if (parts[0] === 'SCORE') console.log(String(parts.length - 2) + ' ' + parts[parts.length - 1].split(' ').length);
  else { const stats = parts.slice(1); for (const s of stats) console.log(String(Number(s.split(' ')[1]) / 100)); console.log('0.4242'); }
});
`,
    );
    chmodSync(java, 0o755);
    const refs = join(dir, 'refs.json');
    const preds = join(dir, 'preds.json');
    writeFileSync(refs, JSON.stringify({ a: ['the cube moved', 'a cube moved'], b: ['the ball is gone'] }));
    writeFileSync(preds, JSON.stringify([{ image_id: 'a', caption: 'The cube, it moved!' }, { image_id: 'b', caption: 'gone' }]));
    const r = runCli(['score', '--refs', refs, '--preds', preds, '--meteor-jar', jar, '--json', '--per-image', join(dir, 'per.json')], {
      env: { PATH: `${dir}:${process.env.PATH}` },
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.corpus.METEOR).toBe(0.4242);
    expect(out.corpus['METEOR~']).toBeUndefined();
    expect(out.unavailable.map((u: { metric: string }) => u.metric)).toEqual(['SPICE']);
    const per = JSON.parse(readFileSync(join(dir, 'per.json'), 'utf8'));
    expect(per.map((p: { METEOR: number }) => p.METEOR)).toEqual([0.04, 0.01]); // tokenised hypotheses: 4 and 1 words
  });
});
