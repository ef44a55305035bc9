/**
 * Where `audit extract` puts a converted document's text (a PDF's, an HTML page's): beside the draft,
 * under the name the draft gives it — never in the documents' folder (shared, read-only, or holding a
 * `paper.txt` of the user's own), never over a file it did not write. `audit validate` finds the text
 * there; claim files written before (the text beside the document) keep validating. From the user's
 * side: the real CLI on real files in a temporary folder.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const claims = join(repoRoot, 'claims');
const page = join(repoRoot, 'test', 'fixtures', 'extract', 'difflens.html');
const pdf = join(repoRoot, 'test', 'fixtures', 'extract-corpus', 'lavis-report', 'LAVIS_technical_report.pdf');

/** A temporary folder with `papers/` holding the given files (name → source path). */
function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'extract-text-'));
  mkdirSync(join(dir, 'papers'));
  for (const [name, from] of Object.entries(files)) copyFileSync(from, join(dir, 'papers', name));
  return dir;
}

const extract = (dir: string, args: string[]) => runCli(['extract', ...args, '--claims', claims], { cwd: dir });

/** Every file under `dir` with its content, for "nothing changed here". */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) out[join(e.parentPath, e.name)] = readFileSync(join(e.parentPath, e.name), 'latin1');
  return out;
}

describe('audit extract writes a document\'s text beside the draft, never beside the document', () => {
  it('a PDF in a read-only folder: the folder is left as it was, the text is beside the draft, validate finds it', () => {
    const dir = workspace({ 'paper.pdf': pdf });
    const before = snapshot(join(dir, 'papers'));
    chmodSync(join(dir, 'papers'), 0o555);
    try {
      const r = extract(dir, ['papers/paper.pdf', '--id', 'lavis', '--out', 'drafts/lavis.yaml']);
      expect(r.code, r.stderr).toBe(0);
      expect(snapshot(join(dir, 'papers'))).toEqual(before);
      expect(readdirSync(join(dir, 'drafts')).sort()).toEqual(['lavis.yaml', 'paper.txt']);
      expect(readFileSync(join(dir, 'drafts', 'lavis.yaml'), 'utf8')).toContain('file: "paper.txt"');
      // the header names the document given, then the text written for it (still one line: no line of the draft moves)
      expect(readFileSync(join(dir, 'drafts', 'lavis.yaml'), 'utf8').split('\n')[0]).toBe('# Draft claim file written by `audit extract` from paper.pdf (its text: paper.txt).');
      expect(r.stderr).toContain("wrote the PDF's text to drafts/paper.txt");
      // the summary says what to review first and the validate line that finds the text
      expect(r.stderr).toMatch(/review every "# review:" line \(the first: drafts\/lavis\.yaml:\d+\), then: audit validate drafts\/lavis\.yaml --sources drafts\n/);
      const first = Number(/lavis\.yaml:(\d+)\)/.exec(r.stderr)?.[1]);
      expect(readFileSync(join(dir, 'drafts', 'lavis.yaml'), 'utf8').split('\n')[first - 1]).toMatch(/(?:^|\s)# review: /);
      const v = runCli(['validate', 'drafts/lavis.yaml', '--sources', 'drafts'], { cwd: dir });
      expect(v.code, v.stderr).toBe(0);
      expect(v.stdout).toMatch(/transcription: \d+ rows found in 1 document/);
      // the documents' folder as --sources (the habit of drafts made before): the text is found beside the claim file
      const old = runCli(['validate', 'drafts/lavis.yaml', '--sources', 'papers'], { cwd: dir });
      expect(old.code, old.stderr).toBe(0);
    } finally {
      chmodSync(join(dir, 'papers'), 0o755);
    }
  });

  it('a paper.txt of the user\'s own where the text would go: refused, located, exit 2, nothing written, theirs unchanged', () => {
    const dir = workspace({ 'difflens.html': page });
    mkdirSync(join(dir, 'drafts'));
    writeFileSync(join(dir, 'drafts', 'difflens.txt'), 'my own notes on DiffLens\n');
    const before = snapshot(dir);
    const r = extract(dir, ['papers/difflens.html', '--id', 'difflens', '--out', 'drafts/difflens.yaml']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^drafts\/difflens\.txt: the file exists and is not the text of papers\/difflens\.html \(its content differs\); .*never overwrites a file it did not write: move or rename that file, or choose another --out folder\n$/);
    expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('a foreign file beside the document is neither read as the text nor overwritten (the draft names the text it wrote)', () => {
    const dir = workspace({ 'difflens.html': page });
    writeFileSync(join(dir, 'papers', 'difflens.txt'), 'an older conversion by some other tool\n');
    const r = extract(dir, ['papers/difflens.html', '--id', 'difflens', '--out', 'drafts/difflens.yaml']);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, 'papers', 'difflens.txt'), 'utf8')).toBe('an older conversion by some other tool\n');
    const v = runCli(['validate', 'drafts/difflens.yaml', '--sources', 'drafts'], { cwd: dir });
    expect(v.code, v.stderr).toBe(0);
  });

  it('a second draft of the same page in the same folder keeps the text already there (the same text)', () => {
    const dir = workspace({ 'difflens.html': page });
    expect(extract(dir, ['papers/difflens.html', '--id', 'difflens', '--out', 'drafts/a.yaml']).code).toBe(0);
    const r = extract(dir, ['papers/difflens.html', '--id', 'difflens', '--out', 'drafts/b.yaml']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("the HTML page's text is already in drafts/difflens.txt (the same text; left as it is)");
    expect(readdirSync(join(dir, 'drafts')).sort()).toEqual(['a.yaml', 'b.yaml', 'difflens.txt']);
  });

  it('two pages of the same name from two folders: two texts of their own, both found by validate', () => {
    const dir = workspace({});
    for (const d of ['a', 'b']) {
      mkdirSync(join(dir, d));
      copyFileSync(page, join(dir, d, 'page.html'));
    }
    const r = extract(dir, ['a/page.html', 'b/page.html', '--id', 'difflens', '--out', 'drafts/d.yaml']);
    expect(r.code, r.stderr).toBe(0);
    const yaml = readFileSync(join(dir, 'drafts', 'd.yaml'), 'utf8');
    expect(yaml).toContain('file: "page.txt"');
    expect(yaml).toContain('file: "page-2.txt"');
    expect(yaml.split('\n')[0]).toBe('# Draft claim file written by `audit extract` from page.html (its text: page.txt), page.html (its text: page-2.txt).');
    expect(readdirSync(join(dir, 'drafts')).sort()).toEqual(['d.yaml', 'page-2.txt', 'page.txt']);
    expect(runCli(['validate', 'drafts/d.yaml', '--sources', 'drafts'], { cwd: dir }).code).toBe(0);
  });

  it('a claim file written before, its text beside the document, still validates with --sources <that folder>', () => {
    const dir = workspace({ 'difflens.html': page });
    expect(extract(dir, ['papers/difflens.html', '--id', 'difflens', '--out', 'claims/difflens.yaml']).code).toBe(0);
    // where extract used to write it
    renameSync(join(dir, 'claims', 'difflens.txt'), join(dir, 'papers', 'difflens.txt'));
    const v = runCli(['validate', 'claims/difflens.yaml', '--sources', 'papers'], { cwd: dir });
    expect(v.code, v.stderr).toBe(0);
    expect(v.stdout).toMatch(/transcription: [1-9]\d* rows found in 1 document/);
    // and with neither place holding it: the message names both places
    renameSync(join(dir, 'papers', 'difflens.txt'), join(dir, 'elsewhere.txt'));
    const gone = runCli(['validate', 'claims/difflens.yaml', '--sources', 'papers'], { cwd: dir });
    expect(gone.code).toBe(2);
    expect(gone.stderr).toMatch(/claims\/difflens\.yaml:\d+:\d+: document 'paper' \(difflens\.txt\) is not in the sources folder 'papers', nor beside the claim file \(in 'claims'\)/);
  });

  it('without --out nothing is written anywhere, and the summary says the text was not saved', () => {
    const dir = workspace({ 'difflens.html': page });
    const before = snapshot(dir);
    const r = extract(dir, ['papers/difflens.html', '--id', 'difflens']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('file: "difflens.txt"');
    expect(r.stderr).toContain("the draft names difflens.txt (the HTML page's text), not saved: without --out nothing is written");
    expect(snapshot(dir)).toEqual(before);
  });

  it('an --out that cannot be a file: a folder, or a path through a file; exit 2 before any work, no stack', () => {
    const dir = workspace({ 'difflens.html': page });
    mkdirSync(join(dir, 'drafts'));
    const folder = extract(dir, ['papers/difflens.html', '--id', 'difflens', '--out', 'drafts']);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toContain('--out drafts: is a folder; expected the draft\'s file name (e.g. --out drafts/difflens.yaml)');
    const through = extract(dir, ['papers/difflens.html', '--id', 'difflens', '--out', 'papers/difflens.html/d.yaml']);
    expect(through.code).toBe(2);
    expect(through.stderr).toContain('--out papers/difflens.html/d.yaml: papers/difflens.html is a file, not a folder');
    expect(through.stderr).not.toContain('internal error');
    // the draft under the name of the text it names
    const same = extract(dir, ['papers/difflens.html', '--id', 'difflens', '--out', 'drafts/difflens.txt']);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain("--out drafts/difflens.txt: that is where the HTML page's text goes (the draft names it); expected another name for the draft (e.g. drafts/difflens.yaml)");
    expect(existsSync(join(dir, 'drafts', 'difflens.txt'))).toBe(false);
  });
});
