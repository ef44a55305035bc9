/**
 * A new user brings a paper the project never saw (DiffLens, image difference captioning, printed to
 * PDF by Chromium) and follows the README: extract → review → validate → check → run (own
 * predictions and references under ./data) → report → verdicts, in an empty folder.
 * Its two tables are laid out as pdftotext prints narrow columns: a header of single-spaced metric
 * names, an ablation row whose cells (with printed deltas) are single-spaced, and an ablation
 * whose deltas are relative to a "full" row that is not marked "(Ours)".
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, runCli } from '../helpers/cli.js';
import { printToPdf } from './pdf-helper.js';

interface Draft {
  paper: { title: string };
  datasets: { id: string }[];
  tables: { id: string; kind: string; dataset: string; split: string; columns: { metric: string }[]; rows: { method: string; values: number[]; vs?: string; deltas?: number[] }[] }[];
  statements: { id: string; kind: string; source: { quote: string } }[];
  hardware: { kind: string; value?: number; gpu?: string; memoryGB?: number }[];
}

/** What a reviewer does with this draft once every "# review:" line is checked against the paper (all guesses hold), plus a config (step 5). */
function review(draft: string): string {
  return `${draft
    .split('\n')
    .filter((l) => !/^\s*# review:/.test(l))
    .map((l) => l.replace(/\s+# review:.*$/, ''))
    .join('\n')}
configs:
  - id: difflens-test
    runner: predictions
    description: Re-score DiffLens's released test predictions.
    method: difflens
    dataset: spot-the-diff
    split: test
    predictions: difflens/preds.json
    references: difflens/refs.json
    bootstrap: 100
`;
}

describe('a paper the project never saw, from PDF to verdicts, as the README says', () => {
  let dir: string;
  let draft: Draft;
  let extract: ReturnType<typeof runCli>;
  // a wide terminal: audit run's tables as grids (at 80 columns they become one paragraph per row)
  const cli = (args: string[]) => runCli(args, { cwd: dir, env: { COLUMNS: '400' } });
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-new-paper-'));
    mkdirSync(join(dir, 'papers'));
    mkdirSync(join(dir, 'claims'));
    copyFileSync(join(repoRoot, 'test', 'fixtures', 'extract', 'difflens.html'), join(dir, 'papers', 'difflens.html'));
    printToPdf(join(dir, 'papers', 'difflens.html'), join(dir, 'papers', 'difflens.pdf'));
    extract = cli(['extract', 'papers/difflens.pdf', '--id', 'difflens', '--out', 'claims/difflens.yaml']);
    if (extract.code === 0) draft = parse(readFileSync(join(dir, 'claims', 'difflens.yaml'), 'utf8')) as Draft;
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('drafts both tables, the packed header and the packed ablation row included, with the deltas\' reference guessed', () => {
    expect(extract.code, extract.stderr).toBe(0);
    expect(extract.stderr).toContain('draft written to claims/difflens.yaml');
    const [main, ablation] = draft.tables;
    // the caption names the dataset and the split; the dataset id is the project's (from its own claim files, beside the user's ./claims)
    expect(draft.datasets.map((d) => d.id)).toEqual(['spot-the-diff']);
    expect(draft.tables.map((t) => [t.dataset, t.split])).toEqual([['spot-the-diff', 'test'], ['spot-the-diff', 'test']]);
    expect(main).toMatchObject({ id: 'table-1', kind: 'results', columns: [{ metric: 'Bleu_4' }, { metric: 'METEOR' }, { metric: 'ROUGE_L' }, { metric: 'CIDEr' }] });
    expect(main!.rows.map((r) => [r.method, r.values])).toEqual([['duda', [8.1, 11.5, 28.3, 34.0]], ['vard', [10.0, 12.5, 29.8, 41.7]], ['difflens', [10.9, 13.1, 31.2, 44.8]]]);
    // "DiffLens (full)" is the paper's own method, the row the ablation's deltas are relative to
    expect(ablation!.rows.map((r) => [r.method, r.values, r.vs, r.deltas])).toEqual([
      ['difflens', [10.9, 44.8], undefined, undefined],
      ['w-o-second-pass', [10.2, 41.9], 'difflens', [-6.42, -6.47]],
      ['w-o-lens-attention', [9.8, 40.1], 'difflens', [-10.09, -10.49]],
    ]);
    expect(draft.paper.title).toBe('DiffLens: Looking Twice for Image Difference Captioning');
  });

  it('reads no statement out of the tables\' cells; resolves the "best on all metrics" sentence after the table and the abstract\'s relative improvement', () => {
    expect(draft.statements.find((s) => s.kind === 'relative-improvement')).toMatchObject({ stated: 7.4, of: { table: 'table-1', method: 'difflens', column: 3 }, over: 'vard' });
    for (const s of draft.statements) expect(s.source.quote, s.id).not.toMatch(/\b8\.1 11\.5\b|↓6\.42%/);
    expect(draft.statements.find((s) => s.kind === 'best')).toMatchObject({ method: 'difflens', tables: ['table-1'], source: { quote: 'DiffLens outperforms all compared methods on all metrics.' } });
    expect(draft.hardware.map((h) => [h.kind, h.value ?? h.gpu])).toEqual([['gpu', 'RTX 3090'], ['training-time', 6], ['batch-size', 32], ['epochs', 40], ['learning-rate', 1e-4], ['hidden-size', 512]]);
    // "one RTX 3090 24GB": the card's memory is part of the claim
    expect(draft.hardware[0]).toMatchObject({ gpu: 'RTX 3090', count: 1, memoryGB: 24 });
  });

  it('reads the HTML page itself the same way: the same tables, its text saved beside the draft for validate', () => {
    copyFileSync(join(dir, 'papers', 'difflens.html'), join(dir, 'papers', 'page.html'));
    const r = cli(['extract', 'papers/page.html', '--id', 'difflens', '--out', 'drafts/from-html.yaml']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("wrote the HTML page's text to drafts/page.txt");
    expect(existsSync(join(dir, 'papers', 'page.txt'))).toBe(false);
    const html = parse(readFileSync(join(dir, 'drafts', 'from-html.yaml'), 'utf8')) as Draft;
    const rows = (d: Draft) => d.tables.map((t) => [t.id, t.dataset, t.split, t.columns, t.rows.map((x) => [x.method, x.values, x.vs, x.deltas])]);
    expect(rows(html)).toEqual(rows(draft));
    expect(html.paper.title).toBe(draft.paper.title);
    const validate = cli(['validate', 'drafts/from-html.yaml', '--sources', 'drafts']);
    expect(validate.code, validate.stdout + validate.stderr).toBe(0);
  });

  it('after review: validates, checks clean, runs, reports and exports the verdicts', () => {
    expect(extract.code, extract.stderr).toBe(0);
    writeFileSync(join(dir, 'claims', 'difflens.yaml'), review(readFileSync(join(dir, 'claims', 'difflens.yaml'), 'utf8')));
    const validate = cli(['validate', 'claims/difflens.yaml', '--sources', 'papers']);
    expect(validate.code, validate.stdout + validate.stderr).toBe(0);
    expect(validate.stdout).toContain('transcription: 6 rows found in 1 document');
    const check = cli(['check', 'difflens']);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/printed-delta\s+4\s+4\s+0/);
    expect(check.stdout).toMatch(/statement\s+2\s+2\s+0/);
    // DiffLens's row in both tables: the same printed values
    expect(check.stdout).toMatch(/cross-table\s+1\s+1\s+0/);
    // predictions equal to a reference: every caption metric is far above the printed values
    mkdirSync(join(dir, 'data', 'difflens'), { recursive: true });
    const refs = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [String(i), [`the car ${i % 5} has moved`, `a car ${i % 5} moved away`]]));
    writeFileSync(join(dir, 'data', 'difflens', 'refs.json'), JSON.stringify(refs));
    writeFileSync(join(dir, 'data', 'difflens', 'preds.json'), JSON.stringify(Object.entries(refs).map(([id, r]) => ({ image_id: id, caption: r[0] }))));
    const run = cli(['run', 'difflens']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/difflens-test\s+DiffLens \(Ours\)\s+CIDEr\s+44\.8\s+.*discrepancy/);
    expect(run.stdout).toContain('report: reports/difflens.html');
    expect(run.stdout.split('\n')[0]).toBe('difflens — DiffLens: Looking Twice for Image Difference Captioning');
    const report = cli(['report']);
    expect(report.code, report.stderr).toBe(0);
    expect(existsSync(join(dir, 'reports', 'index.html'))).toBe(true);
    const verdicts = cli(['verdicts', 'difflens', '--format', 'json']);
    expect(verdicts.code, verdicts.stderr).toBe(0);
    const cells = (JSON.parse(verdicts.stdout) as { papers: { verdicts: { table: string; metric: string; verdict: string }[] }[] }).papers[0]!.verdicts;
    // DiffLens's printed values in both tables, each compared with the measurement
    expect(cells.map((c) => [c.table, c.metric, c.verdict])).toEqual([
      ['table-1', 'Bleu_4', 'discrepancy'],
      ['table-1', 'METEOR', 'not-comparable'],
      ['table-1', 'ROUGE_L', 'discrepancy'],
      ['table-1', 'CIDEr', 'discrepancy'],
      ['table-2', 'Bleu_4', 'discrepancy'],
      ['table-2', 'CIDEr', 'discrepancy'],
    ]);
  });
});
