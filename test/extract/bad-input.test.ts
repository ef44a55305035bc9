/** Bad input to `audit extract`: a clear message, exit 2, nothing written. */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import { printToPdf } from './pdf-helper.js';

const claims = join(repoRoot, 'claims');

function expectRefused(dir: string, args: string[], message: RegExp, env?: NodeJS.ProcessEnv): void {
  const before = readdirSync(dir).sort();
  const r = runCli(['extract', ...args, '--id', 'x', '--out', join(dir, 'x.yaml'), '--claims', claims], { cwd: dir, ...(env ? { env } : {}) });
  expect(r.stderr).toMatch(message);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(readdirSync(dir).sort()).toEqual(before);
}

describe('audit extract on bad input', () => {
  it('an empty file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    writeFileSync(join(dir, 'empty.txt'), '');
    expectRefused(dir, ['empty.txt'], /empty\.txt: the file is empty; expected a paper as PDF, HTML, plain text or Markdown/);
  });

  it('a binary file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    writeFileSync(join(dir, 'paper.txt'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    expectRefused(dir, ['paper.txt'], /paper\.txt: binary file \(not text, not a PDF\)/);
  });

  // a document with no table but with numbers its text states is drafted from them (test/extract/no-table.test.ts);
  // one with neither a table nor a number-bearing claim is still refused
  it('a document with no table and no number-bearing claim', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    writeFileSync(join(dir, 'essay.md'), '# An essay\n\nThis text has no table and states no result; the method is described in words only.\n');
    expectRefused(dir, ['essay.md'], /^essay\.md: no table and no number-bearing claim found; audit extract drafts a claim file from a paper's result tables/);
  });

  it('a setup README whose only numbers label its options ("Option 1: Download …"): nothing to draft, refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    writeFileSync(join(dir, 'README.md'), '# Tool\n\n## Data\n\n- Option 1: Download the pre-computed splits and place them in the datasets folder.\n- Option 2: Re-create the splits with the SDK.\n');
    expectRefused(dir, ['README.md'], /^README\.md: no table and no number-bearing claim found/);
  });

  it('an HTML page with no table and only numbers that are no claim (a licence version, a year): the message names the page as given, not its text (which exists nowhere)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    writeFileSync(join(dir, 'notes.html'), '<!doctype html><html><body><h1>Notes</h1><p>Released under the Apache License 2.0. Copyright 2024 the authors.</p></body></html>');
    expectRefused(dir, ['notes.html'], /^notes\.html: no table and no number-bearing claim found/);
  });

  it('a binary file named .md', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    writeFileSync(join(dir, 'paper.md'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    expectRefused(dir, ['paper.md'], /^paper\.md: binary file \(not text, not a PDF\)/);
  });

  it('a folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    mkdirSync(join(dir, 'papers'));
    expectRefused(dir, ['papers'], /^papers: is a folder, not a file; expected a paper as PDF, HTML, plain text or Markdown \(name the files inside the folder\)/);
  });

  it('the same document given twice', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    writeFileSync(join(dir, 'p.md'), '| Method | B |\n|---|---|\n| A | 1.0 |\n| B | 2.0 |\n');
    expectRefused(dir, ['p.md', './p.md'], /^audit: \.\/p\.md: given twice; expected each document once/);
  });

  it('a missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    expectRefused(dir, ['nope.pdf'], /nope\.pdf: no such file/);
  });

  it('an image-only PDF (no text layer)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    const work = mkdtempSync(join(tmpdir(), 'extract-pdf-'));
    const html = join(work, 'scan.html');
    writeFileSync(html, '<!doctype html><html><body><div style="width:12cm;height:16cm;background:repeating-linear-gradient(0deg,#000 0 2px,#fff 2px 9px)"></div></body></html>');
    printToPdf(html, join(work, 'scan.pdf'));
    copyFileSync(join(work, 'scan.pdf'), join(dir, 'scan.pdf'));
    expectRefused(dir, ['scan.pdf'], /scan\.pdf: the PDF has no text layer \(an image-only or scanned PDF\?\); run OCR first/);
  });

  it('a PDF without pdftotext installed names poppler-utils', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    writeFileSync(join(dir, 'paper.pdf'), '%PDF-1.4\n%fake\n');
    expectRefused(dir, ['paper.pdf'], /paper\.pdf: reading a PDF needs the 'pdftotext' command, which is not installed; install Debian's poppler-utils/, { PATH: join(dir, 'no-bin') });
    expect(existsSync(join(dir, 'paper.txt'))).toBe(false);
  });

  it('an existing --out file is never overwritten', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-bad-'));
    writeFileSync(join(dir, 'x.yaml'), 'keep');
    writeFileSync(join(dir, 'p.md'), '| Method | B |\n|---|---|\n| A | 1.0 |\n| B | 2.0 |\n');
    expectRefused(dir, ['p.md'], /--out .*x\.yaml: the file exists/);
  });
});
