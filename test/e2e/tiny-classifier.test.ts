/**
 * A non-captioning paper audited end to end with a real run (examples/tiny-classifier): its
 * printed table is drafted by `audit extract` (accuracy and F1, read as fractions), the reviewed
 * claim file adds a command config that runs the paper's own script (train.mjs: logistic
 * regression on a seeded synthetic data set it makes), and `audit run` → verdicts → report compare
 * what the script measures with what the paper prints: the accuracy is reproduced, the F1 (printed
 * 0.850) is a discrepancy. Nothing here is a fixed expected number: the measured values are read
 * from the script's own output in the same test.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, runCli } from '../helpers/cli.js';

interface Verdict { metric: string; claimed: number; verdict: string; measured?: { printed: number } }

describe('examples/tiny-classifier: extract → review → run → verdicts → report, as a user does', () => {
  it('drafts the table as fractions, runs the script with consent, reproduces the accuracy and finds the F1 discrepancy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tiny-classifier-'));
    cpSync(join(repoRoot, 'examples'), join(dir, 'examples'), { recursive: true });
    const cli = (args: string[]) => runCli(args, { cwd: dir, timeoutMs: 120_000 });

    // 1. extract: the printed table, with its metrics from the registry and its fraction scale
    const ex = cli(['extract', 'examples/tiny-classifier/paper.md', '--id', 'logreg8', '--out', 'drafts/logreg8.yaml']);
    expect(ex.code, ex.stderr).toBe(0);
    const draft = parse(readFileSync(join(dir, 'drafts/logreg8.yaml'), 'utf8')) as { tables: { scale?: string; columns: { metric: string }[]; rows: { values: number[] }[] }[] };
    expect(draft.tables[0]!.columns.map((c) => c.metric)).toEqual(['accuracy', 'f1']);
    expect(draft.tables[0]!.scale).toBe('fraction');
    expect(draft.tables[0]!.rows[0]!.values).toEqual([0.8, 0.85]);

    // 2. the reviewed claim file validates against its document
    const claims = 'examples/tiny-classifier/claims';
    expect(cli(['validate', `${claims}/logreg8.yaml`, '--sources', 'examples/tiny-classifier']).code).toBe(0);

    // 3. without consent the command is not run
    const refused = cli(['run', 'logreg8', '--claims', claims, '--claims-only', '--data-root', 'examples', '--db', 'r.db', '--no-report']);
    expect(refused.code).toBe(0);
    expect(refused.stderr.replace(/\s+/g, ' ')).toMatch(/pass --allow-commands/);

    // 4. with consent: the script runs and its metrics are compared with the printed ones
    const run = cli(['run', 'logreg8', '--claims', claims, '--claims-only', '--data-root', 'examples', '--db', 'r.db', '--allow-commands']);
    expect(run.code, run.stderr).toBe(0);
    // its static checks applied to nothing: the headline says so instead of "every check passes"
    expect(run.stdout.replace(/\s+/g, ' ')).toContain('No static check applied to this paper\'s claims: nothing was checked');
    expect(run.stdout).not.toMatch(/Every static check passes/);
    const measured = JSON.parse(execFileSync(process.execPath, [join(dir, 'examples/tiny-classifier/train.mjs'), '--seed', '7', '--epochs', '200'], { encoding: 'utf8' })) as { accuracy: number; f1: number };
    const v = cli(['verdicts', 'logreg8', '--claims', claims, '--claims-only', '--db', 'r.db', '--format', 'json']);
    const cells = (JSON.parse(v.stdout) as { papers: { verdicts: Verdict[] }[] }).papers[0]!.verdicts;
    const acc = cells.find((c) => c.metric === 'accuracy')!;
    const f1 = cells.find((c) => c.metric === 'f1')!;
    expect(acc.measured?.printed).toBeCloseTo(measured.accuracy, 9);
    expect(f1.measured?.printed).toBeCloseTo(measured.f1, 9);
    // the verdicts follow from the measured values and the ±5% tolerance, whatever they are
    const verdictOf = (claimed: number, m: number) => (Math.abs(m - claimed) / claimed <= 0.05 ? 'reproduced' : 'discrepancy');
    expect(acc.verdict).toBe(verdictOf(0.8, measured.accuracy));
    expect(f1.verdict).toBe(verdictOf(0.85, measured.f1));
    expect([acc.verdict, f1.verdict]).toEqual(['reproduced', 'discrepancy']);

    // 5. the report says so
    const html = readFileSync(join(dir, 'reports', 'logreg8.html'), 'utf8');
    expect(html).toMatch(/contradict 1 printed value/);
    expect(existsSync(join(dir, 'reports', 'index.html'))).toBe(true);
  }, 180_000);
});
