/** `audit validate --sources`: every document a claim file names must be found; none is skipped silently. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const claim = (main: string, docs = '    - { id: paper, file: new-paper.txt, kind: paper }\n    - { id: slides, file: new-slides.txt, kind: slides }\n') => `schemaVersion: 1
paper:
  id: newpaper
  title: A paper the project has never seen
  docs:
${docs}methods:
  - { id: ours, name: Ours, own: true }
  - { id: base, name: Baseline }
datasets:
  - { id: clevr-change, name: CLEVR-Change }
tables:
  - id: main
    source: { doc: paper, table: 1 }
    dataset: clevr-change
    columns: [Bleu_4, CIDEr]
    rows:
      - { method: base, values: [50.0, 110.0] }
      - { method: ours, values: [${main}] }
  - id: slides-main
    source: { doc: slides, section: Results }
    dataset: clevr-change
    columns: [Bleu_4, CIDEr]
    rows:
      - { method: ours, values: [55.0, 125.1] }
`;

function setup(main = '55.0, 125.1', docs?: string) {
  const root = mkdtempSync(join(tmpdir(), 'audit-sources-'));
  const paperDir = join(root, 'papers');
  const slidesDir = join(root, 'slides');
  mkdirSync(paperDir);
  mkdirSync(slidesDir);
  writeFileSync(join(paperDir, 'new-paper.txt'), 'Table 1\nBaseline 50.0 110.0\nOurs 55.0 125.1\n');
  writeFileSync(join(slidesDir, 'new-slides.txt'), 'Results\nOurs | 55.0 | 125.1\n');
  const file = join(root, 'new.yaml');
  writeFileSync(file, claim(main, docs));
  return { root, file, paperDir, slidesDir };
}

describe('audit validate --sources', () => {
  it('fails with exit 2 naming a document that no --sources folder holds, instead of printing ok', () => {
    const { file, paperDir } = setup();
    const r = runCli(['validate', file, '--sources', paperDir]);
    expect(r.code).toBe(2);
    expect(r.stdout).not.toMatch(/^ok/m);
    expect(r.stderr).toMatch(/new\.yaml:7:\d+: document 'slides' \(new-slides\.txt\) is not in the sources folder '.*papers', nor beside the claim file \(in '[^']+'\); expected a file new-slides\.txt in/);
  });

  it('fails when the documents are nowhere (the silent pass of the issue), naming each of them', () => {
    const { file, root } = setup();
    const r = runCli(['validate', file, '--sources', root]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("document 'paper' (new-paper.txt)");
    expect(r.stderr).toContain("document 'slides' (new-slides.txt)");
  });

  it('finds documents across several --sources folders and says how much it checked', () => {
    const { file, paperDir, slidesDir } = setup();
    const r = runCli(['validate', file, '--sources', paperDir, '--sources', slidesDir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ok {2}.*new\.yaml {2}\(newpaper: .*; transcription: 3 rows found in 2 documents\)$/m);
    const j = runCli(['validate', file, '--sources', paperDir, '--sources', slidesDir, '--json']);
    expect(JSON.parse(j.stdout)).toMatchObject({ ok: true, transcription: [{ docs: 2, rowsChecked: 3 }] });
  });

  it('fails with exit 1 (the check failed), located by file, line and field, on a typo (125.1 typed as 124.1) once the documents are found', () => {
    const { file, paperDir, slidesDir } = setup('55.0, 124.1');
    const r = runCli(['validate', file, '--sources', paperDir, '--sources', slidesDir]);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toMatch(/^ok/m);
    expect(r.stderr).toMatch(/new\.yaml:20:\d+: tables\[0\]\.rows\[1\]\.values: row 'ours' of table 'main' not found in document 'paper'; expected the numbers 55\.0 124\.1 in this order/);
    const j = runCli(['validate', file, '--sources', paperDir, '--sources', slidesDir, '--json']);
    expect(j.code).toBe(1);
    expect(JSON.parse(j.stdout)).toMatchObject({ ok: false, issues: [{ line: 20, kind: 'check', problem: "tables[0].rows[1].values: row 'ours' of table 'main' not found in document 'paper'" }] });
  });

  it('keeps exit 2 when a document cannot be read, even with a row not found in another one, and prints both', () => {
    const { file, paperDir } = setup('55.0, 124.1');
    const r = runCli(['validate', file, '--sources', paperDir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("document 'slides' (new-slides.txt) is not in the sources folder");
    expect(r.stderr).toMatch(/new\.yaml:20:\d+: tables\[0\]\.rows\[1\]\.values: row 'ours' of table 'main' not found in document 'paper'/);
  });

  it('treats a document named by a URL as not found (its text cannot be checked), in JSON too', () => {
    const { file, paperDir, slidesDir } = setup('55.0, 125.1', '    - { id: paper, file: new-paper.txt, kind: paper }\n    - { id: slides, file: "https://example.org/slides.pdf", kind: slides }\n');
    const r = runCli(['validate', file, '--sources', paperDir, '--sources', slidesDir, '--json']);
    expect(r.code).toBe(2);
    const out = JSON.parse(r.stdout) as { ok: boolean; issues: { line: number; problem: string }[] };
    expect(out.ok).toBe(false);
    expect(out.issues).toEqual([expect.objectContaining({ line: 7, problem: "document 'slides' is named by a URL (https://example.org/slides.pdf): its text cannot be checked" })]);
  });
});
