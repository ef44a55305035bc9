/**
 * One verdict for every view: a measured value beyond the tolerance whose printed value lies inside
 * the measurement's bootstrap 95% interval is `within-noise` in `audit run`'s output, in the
 * findings stored in results.db, in `audit verdicts` (JSON and CSV) and in the HTML report — the
 * comparison decides it once, no view re-decides. Databases whose findings were stored before the
 * verdict existed still read the same.
 */
import Database from 'better-sqlite3';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { clevrStyleSet, writeClevrStyleSet } from '../helpers/clevr-style.js';
import { parseCsv } from '../helpers/csv.js';

// 40 pairs scored with 100 bootstrap resamples: BLEU-4 42.75 [27.82, 60.37], ROUGE-L 55.34, CIDEr 231.04 [146.65, 331.06].
// Printed: BLEU-4 48.0 (↓10.9% beyond ±5%, inside the interval), ROUGE-L 55.0 (reproduced), CIDEr 340.0 (beyond both).
const CLAIMS = `schemaVersion: 1
paper: {id: noisy, title: A paper measured on few images, docs: [{id: paper, file: noisy.txt, kind: paper}]}
methods: [{id: ours, name: Ours, own: true}]
datasets: [{id: clevr-change, name: CLEVR-Change}]
tables:
  - id: main
    source: {doc: paper, table: 1}
    dataset: clevr-change
    split: test
    columns: [Bleu_4, ROUGE_L, CIDEr]
    rows: [{method: ours, values: [48.0, 55.0, 340.0]}]
configs:
  - id: few
    description: 40 test pairs re-scored with a bootstrap
    method: ours
    dataset: clevr-change
    split: test
    runner: predictions
    predictions: preds.json
    references: refs.json
    bootstrap: 100
`;

interface Cell {
  metric: string;
  verdict: string;
  noise?: { interval: [number, number]; printed: [number, number]; n?: number };
  measured?: { printed: number; ci?: [number, number] };
}

describe('a value inside its 95% interval but beyond the tolerance', () => {
  let root: string;
  let claims: string;
  let db: string;
  let run: ReturnType<typeof runCli>;
  // a wide terminal: audit run's tables as grids
  const cli = (args: string[], dbFile = db) => runCli([...args, '--claims', claims, '--db', dbFile], { cwd: root, env: { COLUMNS: '400' } });

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'audit-noise-'));
    const data = join(root, 'data');
    claims = join(root, 'claims');
    mkdirSync(data);
    mkdirSync(claims);
    writeClevrStyleSet(data, clevrStyleSet(40, 7));
    writeFileSync(join(claims, 'noisy.yaml'), CLAIMS);
    db = join(root, 'results.db');
    run = cli(['run', 'noisy', '--data-root', data, '--out', join(root, 'reports')]);
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is within-noise in audit run\'s output, with the interval that justifies it', () => {
    expect(run.code, run.stderr).toBe(0);
    const ci = String.raw`\[(\d+\.\d\d), (\d+\.\d\d)\]`;
    const bleu = new RegExp(String.raw`few\s+ours\s+BLEU-4\s+48\.0\s+42\.75 ${ci}\s+↓10\.93%\s+within-noise\s+beyond ±5%, but the printed 48\.0 lies inside the measurement's 95% interval ${ci}: within noise`).exec(run.stdout);
    expect(bleu, run.stdout).not.toBeNull();
    expect(Number(bleu![1])).toBeLessThan(48);
    expect(Number(bleu![2])).toBeGreaterThan(48);
    expect(run.stdout).toMatch(/few\s+ours\s+ROUGE-L\s+55\.0\s+.*reproduced\s+within ±5%/);
    expect(run.stdout).toMatch(/few\s+ours\s+CIDEr\s+340\.0\s+231\.04 \[.*\]\s+↓32\.05%\s+discrepancy\s+beyond ±5% and outside the measurement's 95% interval/);
    expect(run.stdout).toContain('values: 1 reproduced, 1 within noise, 1 discrepant, 0 not comparable, 0 not run');
    expect(run.stdout).toContain('1 discrepancy finding(s) and 1 within-noise warning(s) stored in session #1');
  });

  it('is stored in results.db as a warning finding carrying the interval; the discrepancy stays an error', () => {
    const sql = new Database(db, { readonly: true });
    const rows = sql.prepare("SELECT finding_id, severity, finding_json FROM findings WHERE check_kind = 'claim-vs-measurement' ORDER BY finding_id").all() as { finding_id: string; severity: string; finding_json: string }[];
    sql.close();
    expect(rows.map((r) => [r.finding_id, r.severity])).toEqual([
      ['noisy/claim-vs-measurement/few/main/0/Bleu_4', 'warning'],
      ['noisy/claim-vs-measurement/few/main/0/CIDEr', 'error'],
    ]);
    const noisy = JSON.parse(rows[0]!.finding_json) as { withinNoise?: { interval: number[]; printed: number[]; n: number }; message: string };
    expect(noisy.withinNoise?.printed).toEqual([47.95, 48.05]);
    expect(noisy.withinNoise?.n).toBe(40);
    expect(noisy.withinNoise!.interval[0]).toBeLessThan(47.95);
    expect(noisy.withinNoise!.interval[1]).toBeGreaterThan(48.05);
    expect(noisy.message).toContain('within noise');
    expect(JSON.parse(rows[1]!.finding_json)).not.toHaveProperty('withinNoise');
  });

  const verdicts = (dbFile: string) => {
    const r = cli(['verdicts', 'noisy', '--format', 'json'], dbFile);
    expect(r.code, r.stderr).toBe(0);
    return (JSON.parse(r.stdout) as { papers: { verdicts: Cell[] }[] }).papers[0]!.verdicts;
  };

  it('is within-noise in audit verdicts --format json and csv, the same cell as audit run printed', () => {
    const cells = verdicts(db);
    expect(cells.map((c) => [c.metric, c.verdict])).toEqual([['Bleu_4', 'within-noise'], ['ROUGE_L', 'reproduced'], ['CIDEr', 'discrepancy']]);
    expect(cells[0]!.noise).toMatchObject({ printed: [47.95, 48.05], n: 40, interval: cells[0]!.measured!.ci });
    const csv = cli(['verdicts', 'noisy']);
    const [header, ...rows] = parseCsv(csv.stdout);
    expect(rows.map((r) => r[header!.indexOf('verdict')])).toEqual(['within-noise', 'reproduced', 'discrepancy']);
  });

  it('is within-noise in the HTML report: the cell, the summary card, and the finding as a warning', () => {
    const html = readFileSync(join(root, 'reports', 'noisy.html'), 'utf8');
    expect(html).toMatch(/<td class="num cell v-within-noise[^"]*"[^>]*>42\.8<span class="delta">\(↓10\.9\d%\)<\/span><span class="noise">within noise<\/span>/);
    expect(html).toMatch(/<td class="num cell v-discrepancy[^"]*"[^>]*>231\.0/);
    expect(html).toMatch(/<div class="card within-noise"><div class="n">1<\/div>/);
    expect(html).toMatch(/<span class="pill warning">warning<\/span><span class="pill check">claim-vs-measurement<\/span><span class="pill within-noise">within noise<\/span>/);
    // The finding's text says it once: the stored message carries the interval, the page adds no second sentence.
    const msg = /<p class="msg">([^<]*within noise[^<]*)<\/p>/.exec(html)?.[1] ?? '';
    expect(msg).toMatch(/lies inside the measurement(?:'|&#x27;)s 95% interval \[[\d.]+, [\d.]+\]/);
    expect(msg.split('within noise').length - 1).toBe(1);
  });

  it('is within-noise in the Markdown report, counted as such', () => {
    const out = join(root, 'md');
    const r = cli(['report', 'noisy', '--format', 'md', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(join(out, 'noisy.md'), 'utf8');
    expect(md).toContain('| 1 | 1 | 1 | 0 | 0 | 0 | 0 |');
    expect(md).toContain("The value counts are of the 3 printed values (the paper's own and its published reproductions') that a config measures: 3 compared by a run, 0 not run.");
    expect(md).toMatch(/\| ↳ Measured · run \\#1 \\\(few\\\) \| 〰️ 42\.8 \*\*\(↓10\.93%\)\*\* within noise \| ✅ 55\.3/);
    expect(md).toMatch(/#### R\d · warning · claim-vs-measurement\n\n_\(within noise\)_ few: measured BLEU-4/);
  });

  it('reads a database whose findings were stored before the verdict existed (all errors, no interval) the same way', () => {
    const old = join(root, 'old.db');
    copyFileSync(db, old);
    const sql = new Database(old);
    for (const r of sql.prepare("SELECT id, finding_json FROM findings WHERE check_kind = 'claim-vs-measurement'").all() as { id: number; finding_json: string }[]) {
      const f = JSON.parse(r.finding_json) as Record<string, unknown>;
      delete f.withinNoise;
      sql.prepare("UPDATE findings SET severity = 'error', finding_json = ? WHERE id = ?").run(JSON.stringify({ ...f, severity: 'error' }), r.id);
    }
    sql.close();
    expect(verdicts(old)).toEqual(verdicts(db));
    const out = join(root, 'old-reports');
    const r = cli(['report', 'noisy', '--out', out], old);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(out, 'noisy.html'), 'utf8')).toMatch(/<div class="card within-noise"><div class="n">1<\/div>/);
  });

  describe('audit regress', () => {
    // a second run of the same config, then the stored values edited as a later run would have changed them
    let second: string;
    beforeAll(() => {
      second = join(root, 'second.db');
      copyFileSync(db, second);
      const r = cli(['run', 'noisy', '--no-report', '--quiet', '--data-root', join(root, 'data')], second);
      expect(r.code, r.stderr).toBe(0);
    }, 60_000);
    const edited = (name: string, sql: string) => {
      const f = join(root, name);
      copyFileSync(second, f);
      const w = new Database(f);
      w.prepare(sql).run();
      w.close();
      return f;
    };
    type Case = { status: string; message: string; verdictChanges: { label: string; from: string; to: string; kind: string }[] };
    const regress = (f: string, extra: string[] = []) => {
      const r = cli(['regress', 'noisy', '--json', ...extra], f);
      return { code: r.code, stderr: r.stderr, case: (JSON.parse(r.stdout || '{"cases":[]}') as { cases: Case[] }).cases[0] };
    };

    it('passes an unchanged re-run, within-noise cells included', () => {
      const r = regress(second);
      expect(r.code, r.stderr).toBe(0);
      expect(r.case).toMatchObject({ status: 'passed', verdictChanges: [] });
    });

    it('fails when a within-noise value becomes a discrepancy although no metric moved beyond the tolerance', () => {
      // the same BLEU-4, now with a narrow interval that excludes the printed 48.0
      const f = edited('narrow.db', "UPDATE metrics SET ci_low = 0.42, ci_high = 0.435 WHERE run_id = 2 AND metric = 'Bleu_4'");
      const r = regress(f);
      expect(r.code, r.stderr).toBe(1);
      expect(r.case?.status).toBe('regressed');
      expect(r.case?.verdictChanges).toEqual([{ key: 'main/0/0', label: 'BLEU-4 of "ours" in main', from: 'within-noise', to: 'discrepancy', kind: 'regressed' }]);
      expect(r.case?.message).toBe('run #2 vs run #1: 1 printed value(s) no longer reproduced: BLEU-4 of "ours" in main within-noise → discrepancy; 7 metric(s) within 1.0%');
      const summary = join(root, 'summary.md');
      const text = cli(['regress', 'noisy', '--markdown', summary], f);
      expect(text.stdout).toMatch(/noisy\s+few\s+REGRESSED\s+run #2 vs run #1: 1 printed value\(s\) no longer reproduced/);
      expect(readFileSync(summary, 'utf8')).toContain('### ❌ noisy / few\n\n- BLEU-4 of "ours" in main: within-noise → **discrepancy**\n');
    });

    it('reports a reproduced value that moved into noise without failing', () => {
      // ROUGE-L 55.34 → 52.00 (↓5.45% from the printed 55.0, inside its interval); a 6% metric change, under --tolerance 0.1
      const f = edited('drift.db', "UPDATE metrics SET value = 0.52 WHERE run_id = 2 AND metric = 'ROUGE_L'");
      const r = regress(f, ['--tolerance', '0.1']);
      expect(r.code, r.stderr).toBe(0);
      expect(r.case?.status).toBe('passed');
      expect(r.case?.verdictChanges).toEqual([{ key: 'main/0/1', label: 'ROUGE-L of "ours" in main', from: 'reproduced', to: 'within-noise', kind: 'into-noise' }]);
      expect(r.case?.message).toContain('1 printed value(s) moved into noise (not a regression): ROUGE-L of "ours" in main reproduced → within-noise');
    });
  });
});
