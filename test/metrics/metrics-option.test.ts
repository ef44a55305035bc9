/** `audit score --metrics LIST`: only the metrics asked for are computed and reported, with the same values. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyOf, parseMetricList, pickMetrics } from '../../src/metrics/selection.js';
import { runCli, sharedDir } from '../helpers/cli.js';

const data = join(sharedDir, 'data', 'ssgpa-repro');
const gt = join(data, 'gt_spot_val.json');
const vit = join(data, 'pred_spot_val.json');
const resnet = join(data, 'pred_resnet_spot_val.json');

describe('parseMetricList', () => {
  it('reads families in any case, with aliases and spaces, duplicates once', () => {
    const r = parseMetricList('BLEU, rouge-L,cider,Rouge,METEOR~,spice');
    expect('families' in r && [...r.families]).toEqual(['bleu', 'rouge_l', 'cider', 'meteor', 'spice']);
  });

  it('says which item is wrong, and where', () => {
    expect(parseMetricList('bleu,rogue')).toEqual({ error: "item 2 of 2, 'rogue', is not a metric" });
    expect(parseMetricList('bleu,,cider')).toEqual({ error: 'item 2 of 3 is empty' });
    expect(parseMetricList('')).toEqual({ error: 'item 1 of 1 is empty' });
    expect(parseMetricList('Bleu_4')).toEqual({ error: "item 1 of 1, 'Bleu_4', is not a metric" });
  });

  it('maps every measured metric to its family and picks by family', () => {
    expect(['Bleu_1', 'Bleu_4', 'METEOR', 'METEOR~', 'ROUGE_L', 'CIDEr', 'SPICE'].map((m) => familyOf(m as never))).toEqual(['bleu', 'bleu', 'meteor', 'meteor', 'rouge_l', 'cider', 'spice']);
    expect(pickMetrics({ Bleu_1: 1, 'METEOR~': 2, CIDEr: 3 }, new Set(['bleu', 'cider'] as const))).toEqual({ Bleu_1: 1, CIDEr: 3 });
  });
});

describe('audit score --metrics', () => {
  const full = JSON.parse(runCli(['score', '--refs', gt, '--preds', vit, '--json']).stdout);

  it("bleu,rouge_l,cider (ref_score.py's metrics) gives exactly those values, and lists the others as not requested", () => {
    const r = runCli(['score', '--refs', gt, '--preds', vit, '--json', '--metrics', 'bleu,rouge_l,cider']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out.corpus)).toEqual(['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'ROUGE_L', 'CIDEr']);
    for (const m of Object.keys(out.corpus)) expect(out.corpus[m]).toBe(full.corpus[m]);
    expect(out.unavailable).toEqual([
      { metric: 'METEOR', reason: 'not requested (--metrics)' },
      { metric: 'SPICE', reason: 'not requested (--metrics)' },
    ]);
    // the same through yargs (the fast argument parser off)
    expect(runCli(['score', '--refs', gt, '--preds', vit, '--json', '--metrics', 'bleu,rouge_l,cider'], { env: { AUDIT_FAST_ARGS: 'off' } }).stdout).toBe(r.stdout);
  });

  it('meteor alone gives the same METEOR~; per-image files and intervals hold only the metrics asked for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-metrics-'));
    const csv = join(dir, 'per.csv');
    const r = runCli(['score', '--refs', gt, '--preds', vit, '--json', '--metrics', 'meteor', '--per-image', csv, '--bootstrap', '5']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.corpus).toEqual({ 'METEOR~': full.corpus['METEOR~'] });
    expect(Object.keys(out.intervals)).toEqual(['METEOR~']);
    expect(out.unavailable.map((u: { metric: string }) => u.metric)).toEqual(['METEOR', 'Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'ROUGE_L', 'CIDEr', 'SPICE']);
    expect(out.unavailable[0].reason).toMatch(/native approximation/);
    const lines = readFileSync(csv, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('image_id,METEOR~');
    expect(lines).toHaveLength(1490);
  });

  it('--vs and the text table keep to the list', () => {
    const r = runCli(['score', '--refs', gt, '--preds', vit, '--vs', resnet, '--bootstrap', '10', '--json', '--metrics', 'cider']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out.vs.metrics)).toEqual(['CIDEr']);
    expect(out.vs.metrics.CIDEr.a).toBe(full.corpus.CIDEr);
    const text = runCli(['score', '--refs', gt, '--preds', vit, '--metrics', 'cider']).stdout;
    expect(text).toMatch(/CIDEr\s+29\.51\n/);
    expect(text).not.toMatch(/BLEU-4|METEOR~ \(approx/);
    expect(text).toContain('ROUGE_L: not reported — not requested (--metrics)');
  });

  it('refuses a bad list with the item and the place, and a jar whose metric is left out', () => {
    const bad = runCli(['score', '--refs', gt, '--preds', vit, '--metrics', 'bleu,rogue']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--metrics 'bleu,rogue': item 2 of 2, 'rogue', is not a metric; expected a comma-separated list of bleu, meteor, rouge_l, cider, spice");
    const jar = runCli(['score', '--refs', gt, '--preds', vit, '--metrics', 'bleu', '--meteor-jar', 'meteor-1.5.jar']);
    expect(jar.code).toBe(2);
    expect(jar.stderr).toContain("--meteor-jar needs meteor in --metrics (got 'bleu')");
    const spice = runCli(['score', '--refs', gt, '--preds', vit, '--metrics', 'bleu', '--spice-jar', 'spice.jar']);
    expect(spice.code).toBe(2);
    expect(spice.stderr).toContain("--spice-jar needs spice in --metrics (got 'bleu')");
  });
});
