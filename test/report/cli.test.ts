/** `audit report` as a user runs it: real claim files, a real results.db on disk, files written. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultsStore } from '../../src/store/index.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { claimYaml, samples } from './fixtures.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'report-cli-'));

describe('audit report', () => {
  it('writes the SSGPA report with recomputed deltas and the printed ones it contradicts', () => {
    const dir = tmp();
    const r = runCli(['report', 'ssgpa', '--claims', join(repoRoot, 'claims'), '--db', join(dir, 'none.db'), '--out', join(dir, 'reports')], { cwd: dir });
    expect(r.stderr).toContain('no results store at');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual(['reports/ssgpa.html', 'reports/index.html']);
    expect(readdirSync(join(dir, 'reports')).sort()).toEqual(['index.html', 'ssgpa.html']);
    expect(existsSync(join(dir, 'none.db'))).toBe(false);
    const html = readFileSync(join(dir, 'reports', 'ssgpa.html'), 'utf8');
    expect(html).toContain('65.3<span class="delta">(↓58.96%)</span>');
    expect(html).toContain('<span class="printed bad">⚠ printed <s>↓58.74%</s></span>');
    expect(html).toContain('3 printed deltas differ from the recomputed one');
    // the index lists every paper, not only the one re-rendered, but links only to pages that exist
    const index = readFileSync(join(dir, 'reports', 'index.html'), 'utf8');
    expect(index).toContain('<b>scorer</b>');
    expect(index).not.toContain('href="scorer.html"');
    expect(index).toContain('href="ssgpa.html"');
  });

  it('writes Markdown for pull-request comments with --format md', () => {
    const dir = tmp();
    const r = runCli(['report', 'ssgpa', '--claims', join(repoRoot, 'claims'), '--db', join(dir, 'none.db'), '--out', 'md', '--format', 'md', '--quiet'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const text = readFileSync(join(dir, 'md', 'ssgpa.md'), 'utf8');
    expect(text).toContain('| Reproduction - \\(ViT-based\\) | ❌ 33.5 **(↓44.99%)** | ❌ 17.0 **(↓61.54%)** | ❌ 65.3 **(↓58.96%)** ⚠ printed ~~↓58.74%~~ [F4](#f4--error--printed-delta) | ❌ 50.3 **(↓37.28%)** |');
    // the mark links to the finding's heading by GitHub's anchor (markdown-anchors.test.ts checks every link)
    expect(text).toContain('\n#### F4 · error · printed-delta\n');
  });

  it('shows the runs of a real results.db: measured rows, the memory timeline and provenance', () => {
    const dir = tmp();
    mkdirSync(join(dir, 'claims'));
    writeFileSync(join(dir, 'claims', 'demo.yaml'), claimYaml());
    const db = join(dir, 'results.db');
    const store = ResultsStore.open(db);
    const sha = 'c'.repeat(64);
    const session = store.startSession({ paper: 'demo', claimFile: { path: 'claims/demo.yaml', sha256: sha }, command: 'audit run demo', pid: 1, host: 'ci', environment: {} }, 1_000);
    const base = { sessionId: session, paper: 'demo', configId: 'pred', runner: 'predictions', pid: 1, host: 'ci', seed: 0, smoke: false, config: {}, environment: { harness: { commit: 'deadbeef' } } };
    for (const [i, bleu] of [0.59, 0.41].entries()) {
      const id = store.startRun(base, 10_000 + i * 60_000);
      store.addMeasurements(id, [
        { dataset: 'clevr-change', split: 'test', subset: 'total', metric: 'Bleu_4', value: bleu, ciLow: bleu - 0.01, ciHigh: bleu + 0.01 },
        { dataset: 'clevr-change', split: 'test', subset: 'total', metric: 'CIDEr', value: 1.19 },
      ]);
      if (i === 0) store.addGpuSamples(id, samples(26_000));
      store.finishRun(id, { status: 'succeeded' }, {}, 20_000 + i * 60_000);
    }
    store.close();
    const r = runCli(['report', '--db', db, '--out', 'out'], { cwd: dir });
    expect(r.code).toBe(0);
    const html = readFileSync(join(dir, 'out', 'demo.html'), 'utf8');
    // the table shows the latest run of the config; run #1 is history (chart, folded runs list)
    expect(html).toContain('Measured · run #2 (pred)');
    expect(html).not.toContain('Measured · run #1 (pred)');
    expect(html).toContain('1 earlier run (history)');
    // the discrepancy the run stored is a finding of the report, marked on the printed cell
    expect(html).toContain('<li class="error" id="finding-R1">');
    expect(html).toMatch(/<a class="mark error" href="#finding-R1"/);
    expect(html).toMatch(/<td class="num cell v-discrepancy" title="[^"]*">41\.0<span class="delta">\(↓31\.67%\)<\/span>/);
    expect(html).toContain('GPU memory over time, run #1 (pred); peak 25.4 GiB');
    expect(html).toContain('Metrics over the runs of pred');
    expect(html).toContain('<code title="sha256 cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc">cccccccccccc</code> <span class="stale">differs from the current file</span>');
    expect(html).toContain('<span class="muted">harness commit:</span> deadbeef');
    expect(readFileSync(join(dir, 'out', 'index.html'), 'utf8')).toMatch(/session #\d+ · \d succeeded · 1970-01-01 00:0\d UTC/);
  });

  it('rejects an unknown paper with exit code 2 and writes nothing', () => {
    const dir = tmp();
    const r = runCli(['report', 'nope', '--claims', join(repoRoot, 'claims'), '--out', 'reports'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown paper 'nope'; known papers:");
    expect(existsSync(join(dir, 'reports'))).toBe(false);
  });

  it.each([
    ['a folder the kernel will not create (procfs)', '/proc/audit-nope/reports', /cannot write the reports into \/proc\/audit-nope\/reports: ENOENT/],
    ['a path below a file', 'file/reports', /cannot write the reports into file\/reports: .*exists and is not a folder/],
  ])('--out naming %s: exit 2 with one clear line, at once', (_what, out, message) => {
    // Node's mkdirSync({ recursive: true }) never returned for /proc/…: the command spun at 100% CPU
    const dir = tmp();
    writeFileSync(join(dir, 'file'), 'not a folder');
    const r = runCli(['report', 'ssgpa', '--claims', join(repoRoot, 'claims'), '--out', out, '--quiet'], { cwd: dir, timeoutMs: 30_000 });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
