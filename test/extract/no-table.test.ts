/**
 * A document with no results table but with checkable numbers in its text (a README or a project page
 * that states its results) is drafted from those statements, validates and checks; only a document with
 * neither a table nor a number-bearing claim is refused (test/extract/bad-input.test.ts).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const claims = join(repoRoot, 'claims');
const NO_TABLE = '# review: no results table was found: every number in this draft is from the text';

function extract(dir: string, file: string, id: string): { yaml: string; stderr: string } {
  const r = runCli(['extract', file, '--id', id, '--out', join('d', `${id}.yaml`), '--claims', claims], { cwd: dir });
  expect(r.code, r.stderr).toBe(0);
  return { yaml: readFileSync(join(dir, 'd', `${id}.yaml`), 'utf8'), stderr: r.stderr };
}

function validateAndCheck(dir: string, id: string, sources: string, verdict: string): string {
  const v = runCli(['validate', join('d', `${id}.yaml`), '--sources', sources], { cwd: dir });
  expect(v.code, v.stdout + v.stderr).toBe(0);
  expect(v.stdout).toMatch(/^ok {2}d\/\S+\.yaml {2}\(\S+: 0 tables, 0 rows, \d+ statements, \d+ hardware claims/);
  const c = runCli(['check', id, '--claims', join('d', `${id}.yaml`), '--claims-only'], { cwd: dir });
  expect(c.code, c.stdout + c.stderr).toBe(0);
  expect(c.stdout).toContain(`${id}  (d/${id}.yaml): ${verdict}`);
  return c.stdout;
}

describe('audit extract on a document with no results table', () => {
  it('a vision README stating its results in sentences: statements and hardware drafted, a header review line, validate ok, check runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-notable-'));
    writeFileSync(
      join(dir, 'README.md'),
      '# FooNet\n\nFooNet is an image classifier.\n\n## Results\n\nFooNet reaches 81.2% top-1 accuracy on ImageNet, 2.3 points above ResNet-50 (78.9%). We train on 8 A100 GPUs for 300 epochs.\nFooNet achieves the best top-1 accuracy among all compared models.\n\n## Training\n\nStep 1: pre-train as above. Step 2: fine-tune for 30 epochs.\n',
    );
    const { yaml, stderr } = extract(dir, 'README.md', 'foonet');
    expect(stderr).toMatch(/^extracted 1 document: 0 tables, 0 rows, 0 values, 4 statements, 3 hardware claims;/);
    expect(stderr).toContain('no results table found: every number in the draft is from the text');
    // the header says it, before the claims
    expect(yaml.indexOf(NO_TABLE)).toBeGreaterThan(0);
    expect(yaml.indexOf(NO_TABLE)).toBeLessThan(yaml.indexOf('schemaVersion:'));
    expect(yaml).toContain('tables: []');
    for (const v of ['value: 2.3', 'value: 81.2', 'value: 78.9', 'count: 8', 'value: 300', 'value: 30\n']) expect(yaml).toContain(v);
    // "Step 1:", "Step 2:" label the steps, they count nothing
    expect(yaml).not.toMatch(/value: [12]\n/);
    expect(yaml).toMatch(/kind: gpu\n.*\n {4}gpu: "A100"/);
    // the best claim has no table to resolve against: kept as qualitative with a review line saying so, no table picked
    expect(yaml).not.toMatch(/kind: best/);
    expect(yaml).toContain('# review: make it a `best` statement once its table and method are known: the document has no results table to resolve it against');
    const check = validateAndCheck(dir, 'foonet', '.', 'nothing checked');
    expect(check).toMatch(/coverage: tables 0\/0, cells 0\/0, printed deltas 0\/0, statements 0\/4, hardware claims 0\/3 checked/);
  });

  it('a speech project page (HTML) with a change and a training setup in its text: the change is checked against its printed values', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-notable-'));
    writeFileSync(
      join(dir, 'asr.html'),
      '<!doctype html><html><head><title>WhisperLite</title></head><body><h1>WhisperLite</h1><h2>Results</h2>' +
        '<p>WhisperLite reduces the word error rate on LibriSpeech test-clean from 5.2% to 4.1%, a relative improvement of 21.2% over the Conformer baseline.</p>' +
        '<h2>Training</h2><p>We train with a batch size of 256 and a learning rate of 3e-4 on 4 NVIDIA V100 GPUs with 32GB memory for 3 days.</p></body></html>',
    );
    const { yaml, stderr } = extract(dir, 'asr.html', 'whisperlite');
    expect(stderr).toMatch(/^extracted 1 document: 0 tables, 0 rows, 0 values, 2 statements, 5 hardware claims;/);
    expect(stderr).toContain('no results table found');
    expect(existsSync(join(dir, 'd', 'asr.txt'))).toBe(true);
    expect(yaml).toContain(NO_TABLE);
    expect(yaml).toMatch(/kind: change\n/);
    expect(yaml).toContain('# review: change from 5.2 to 4.1: not found in a table (no results table)');
    for (const k of ['batch-size', 'learning-rate', 'gpu-memory', 'training-time']) expect(yaml).toContain(`kind: ${k}\n`);
    // the relative improvement is read between the sentence's "from 5.2% to 4.1%" (statements-pair.ts): both statements are checked
    expect(yaml).toContain('# review: relative change read between the sentence\'s "from 5.2 to 4.1"');
    const check = validateAndCheck(dir, 'whisperlite', 'd', '0 errors');
    expect(check).toMatch(/statements 2\/2, hardware claims 0\/5 checked/);
  });

  it('a document with a results table gets no such header line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-notable-'));
    writeFileSync(join(dir, 'p.md'), '# P\n\n| Method | BLEU-4 |\n|---|---|\n| A | 30.1 |\n| B | 31.2 |\n\nWe train on 8 A100 GPUs.\n');
    const { yaml, stderr } = extract(dir, 'p.md', 'p');
    expect(yaml).not.toContain('no results table was found');
    expect(stderr).not.toContain('no results table found');
  });
});
