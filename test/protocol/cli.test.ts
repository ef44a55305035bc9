/**
 * The no-change substitution measured through the real CLI: `audit score --protocol` on a
 * CLEVR-Change-style set, and `audit run` of a predictions config with `protocol:` whose stored
 * effect the HTML report shows.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { clevrStyleSet, writeClevrStyleSet } from '../helpers/clevr-style.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'audit-protocol-cli-'));

describe('audit score --protocol', () => {
  const dir = tmp();
  const set = clevrStyleSet(600, 3);
  const files = writeClevrStyleSet(dir, set);

  it('reports the standard scores, the substituted ones and their paired difference, on all pairs and on no-change pairs', () => {
    const r = runCli(['score', '--refs', files.refs, '--preds', files.preds, '--protocol', 'no-change-substitution', '--bootstrap', '200', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const std = JSON.parse(runCli(['score', '--refs', files.refs, '--preds', files.preds, '--json']).stdout);
    // The standard scores are unchanged by asking for the protocol.
    expect(out.corpus).toEqual(std.corpus);
    const p = out.protocol;
    expect(p.protocol).toBe('no-change-substitution');
    expect(p.pairs).toBe(600);
    expect(p.noChangePairs).toBe(set.noChange.length);
    // Substituted: no-change pairs whose prediction is a stock phrase.
    const predOf = new Map(set.preds.map((x) => [x.image_id, x.caption]));
    const expected = set.noChange.filter((id) => predOf.get(id) === 'there is no change').length;
    expect(p.substituted).toBe(expected);
    expect(p.subsets.map((s: { subset: string; n: number }) => [s.subset, s.n])).toEqual([['total', 600], ['no-change', set.noChange.length]]);
    for (const s of p.subsets) {
      for (const m of ['Bleu_4', 'CIDEr', 'ROUGE_L']) {
        const x = s.metrics[m];
        expect(x.a).toBeCloseTo(s.subset === 'total' ? out.corpus[m] : x.a, 12);
        expect(x.b - x.a).toBeCloseTo(x.delta, 12);
        // A prediction scored as one of its own references: the inflation is beyond resampling noise.
        expect(x.interval[0]).toBeGreaterThan(0);
      }
    }
  });

  it('prints the effect as tables ×100 for people', () => {
    const r = runCli(['score', '--refs', files.refs, '--preds', files.preds, '--protocol', 'no-change-substitution', '--bootstrap', '100']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('protocol no-change-substitution: a pair whose references include one of the eight stock no-change phrases');
    expect(r.stdout).toMatch(new RegExp(`${set.noChange.length} of 600 pairs are no-change pairs; \\d+ prediction\\(s\\) replaced by one of their own references \\(seed 1\\)`));
    expect(r.stdout).toMatch(/metric\s+standard\s+no-change-substitution\s+inflation\s+95% CI\s+p/);
    expect(r.stdout).toMatch(/\nno-change \(\d+ pairs\)\n/);
  });

  it('refuses an unknown protocol and the combination with --vs, writing nothing', () => {
    for (const args of [['--protocol', 'cherry-picking'], ['--protocol', 'no-change-substitution', '--vs', files.preds]]) {
      const r = runCli(['score', '--refs', files.refs, '--preds', files.preds, ...args], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/protocol/);
    }
    expect(readdirSync(dir).sort()).toEqual(['preds.json', 'refs.json']);
  });
});

describe('a predictions config with protocol:', () => {
  it('stores the standard scores as measurements, the protocol effect as the run\'s fact, and the report shows both', () => {
    const root = tmp();
    const data = join(root, 'data');
    mkdirSync(data);
    writeClevrStyleSet(data, clevrStyleSet(300, 5));
    const claims = join(root, 'claims');
    mkdirSync(claims);
    writeFileSync(
      join(claims, 'toy.yaml'),
      `schemaVersion: 1
paper: {id: toy, title: A toy paper, docs: [{id: paper, file: toy.txt, kind: paper}]}
methods: [{id: ours, name: Ours, own: true}]
datasets: [{id: clevr-change, name: CLEVR-Change}]
tables:
  - id: main
    source: {doc: paper, table: 1}
    dataset: clevr-change
    columns: [Bleu_4, CIDEr]
    rows: [{method: ours, values: [55.0, 121.0]}]
protocols:
  - id: nc-sub
    rule: no-change-substitution
    repository: https://github.com/example/toy
    commit: 0123abc
    path: eval.py
    lines: [3, 3]
    code: pred = random.choice(refs) if pred in STOCK else pred
    does: replaces stock no-change predictions by a reference.
    affects: [{dataset: clevr-change, subsets: [total]}]
configs:
  - id: toy-preds
    description: toy predictions scored both ways
    method: ours
    dataset: clevr-change
    split: test
    runner: predictions
    predictions: preds.json
    references: refs.json
    bootstrap: 100
    protocol: no-change-substitution
`,
    );
    const db = join(root, 'results.db');
    const out = join(root, 'reports');
    const r = runCli(['run', 'toy', '--claims', claims, '--data-root', data, '--db', db, '--out', out], { cwd: root });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/under the no-change-substitution protocol \d+ of \d+ no-change predictions are replaced by a reference: BLEU-4 [\d.]+ → [\d.]+ \(\+[\d.]+, 95% CI \[[\d.]+, [\d.]+\]\)/);
    const sql = new Database(db, { readonly: true });
    const env = JSON.parse((sql.prepare("SELECT environment_json FROM runs WHERE config_id = 'toy-preds'").get() as { environment_json: string }).environment_json);
    const metrics = sql.prepare("SELECT metric, value FROM metrics").all() as { metric: string; value: number }[];
    sql.close();
    expect(env.protocol.protocol).toBe('no-change-substitution');
    expect(env.protocol.subsets[0].metrics.CIDEr.delta).toBeGreaterThan(0);
    // The measurements are the standard scores, never the substituted ones.
    const cider = metrics.find((m) => m.metric === 'CIDEr')!.value;
    expect(cider).toBeCloseTo(env.protocol.subsets[0].metrics.CIDEr.a, 12);
    const html = readFileSync(join(out, 'toy.html'), 'utf8');
    expect(html).toContain('<section id="protocol"><h2>Evaluation protocol</h2>');
    expect(html).toContain('href="https://github.com/example/toy/blob/0123abc/eval.py#L3"');
    expect(html).toContain('Run #1 (<code>toy-preds</code>) scored its predictions the standard way and under <b>no-change-substitution</b>');
    expect(html).toContain('beyond noise');
  });
});
