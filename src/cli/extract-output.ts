/**
 * What `audit extract` writes, and only that: the draft (`--out`) and, in the draft's folder, the text
 * of each converted document (a PDF's, an HTML page's) under the name the draft gives it in
 * `paper.docs[].file`. Never a file in the documents' own folders (a shared or read-only folder, a
 * `paper.txt` of the user's own), never a file it did not write: a text whose name is taken by a
 * different file is refused (exit 2) before anything is written, and a failed write removes what this
 * run wrote.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { InputError } from '../core/errors.js';
import { errnoCode, fileProblemInWords } from '../core/file-errors.js';

/** A document of the draft as `readInputs` made it, with the path it was read from. */
export interface ExtractedDoc {
  readonly input: string;
  readonly file: string;
  readonly text: string;
  readonly pdf: boolean;
  readonly html?: boolean;
}

/** A converted document's text and where it goes. */
export interface TextOut {
  readonly path: string;
  readonly text: string;
  /** "PDF", "HTML page", "Markdown file": what it is the text of. */
  readonly what: string;
  readonly input: string;
}

const whatOf = (d: ExtractedDoc): string => (d.pdf ? 'PDF' : /\.(?:md|markdown|mdown)$|(?:^|[/\\])readme$/i.test(d.input) ? 'Markdown file' : 'HTML page');

/** The texts of the converted documents, in `folder` (the draft's) under their `paper.docs[].file` names. */
export function convertedTexts(docs: readonly ExtractedDoc[], folder: string): TextOut[] {
  return docs.filter((d) => d.pdf || d.html).map((d) => ({ path: join(folder, d.file), text: d.text, what: whatOf(d), input: d.input }));
}

/** The folders `audit validate --sources` needs for this draft: the draft's own (converted texts), then each plain document's. */
export function sourceFolders(docs: readonly ExtractedDoc[], out: string): string[] {
  return [...new Set(docs.map((d) => (d.pdf || d.html ? dirname(out) : dirname(d.input))))];
}

/**
 * Splits the texts into those to write and those already there with the very same content (a second
 * draft of the same paper in the same folder); throws, naming the file, when a file of the name exists
 * with other content or is not a file.
 */
export function texts(planned: readonly TextOut[]): { write: TextOut[]; present: TextOut[] } {
  const write: TextOut[] = [];
  const present: TextOut[] = [];
  for (const t of planned) {
    if (!existsSync(t.path)) {
      write.push(t);
      continue;
    }
    let have: string;
    try {
      if (!statSync(t.path).isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
      have = readFileSync(t.path, 'utf8');
    } catch (e) {
      throw new InputError(`${t.path}: ${fileProblemInWords(errnoCode(e))}; expected no file there, or the text of ${t.input} that audit extract wrote (the draft names it in paper.docs[].file): choose another --out folder`, 'text-exists');
    }
    if (have !== t.text)
      throw new InputError(
        `${t.path}: the file exists and is not the text of ${t.input} (its content differs); audit extract writes the ${t.what}'s text beside the draft under this name and never overwrites a file it did not write: move or rename that file, or choose another --out folder`,
        'text-exists',
      );
    present.push(t);
  }
  return { write, present };
}

/** Why the draft cannot go to `out` (a part of its folder path is a file), or undefined: found before any work. */
export function outFolderProblem(out: string): string | undefined {
  for (let dir = dirname(out); ; dir = dirname(dir)) {
    if (existsSync(dir)) return statSync(dir).isDirectory() ? undefined : `--out ${out}: ${dir} is a file, not a folder; expected a path whose folders are folders (or do not exist yet)`;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Writes the texts, then the draft; on a failure removes what it wrote (folders it made included) and rethrows. */
export function writeAll(out: string, yaml: string, write: readonly TextOut[]): void {
  const made = mkdirSync(dirname(out), { recursive: true });
  const done: string[] = [];
  // 'wx': a file that appeared since the checks is not overwritten either
  const create = (path: string, text: string): void => {
    try {
      writeFileSync(path, text, { flag: 'wx' });
    } catch (e) {
      if (errnoCode(e) === 'EEXIST') throw new InputError(`${path}: a file of this name appeared while audit extract ran; it was not overwritten, and nothing was written`, 'text-exists');
      throw e;
    }
    done.push(path);
  };
  try {
    for (const t of write) create(t.path, t.text);
    create(out, yaml);
  } catch (e) {
    for (const p of done) rmSync(p, { force: true });
    if (made) rmSync(made, { recursive: true, force: true });
    throw e;
  }
}

/** 1-based line of the draft's first "# review:" comment, if any. */
export function firstReviewLine(yaml: string): number | undefined {
  // a comment of its own (the header's "# review:" in quotes is not one)
  const i = yaml.split('\n').findIndex((l) => /(?:^|\s)# review:/.test(l));
  return i < 0 ? undefined : i + 1;
}
