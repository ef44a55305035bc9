/**
 * The block many extract tests share: a Markdown document (a README) written in a temp dir,
 * `audit extract <it> --id paper --out claims/paper.yaml --claims <the repository's claims>`,
 * exit 0 expected, the draft read and parsed.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { parse } from 'yaml';
import { checkClaimsJson, repoRoot, runCli } from './cli.js';

export interface ExtractedMarkdown<D> {
  /** The temp dir: the document, claims/paper.yaml and whatever extract wrote beside it. */
  readonly dir: string;
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** The draft's text, and the draft parsed (typed as the caller reads it). */
  readonly yaml: string;
  readonly draft: D;
}

/**
 * `text`: the document (lines are joined with "\n"); `name`: its file name (README.md, index.html, paper.md);
 * `id`: the paper id (`paper`), the draft is claims/<id>.yaml.
 */
export function extractMarkdown<D = Record<string, unknown>>(text: string | readonly string[], opts: { name?: string; id?: string } = {}): ExtractedMarkdown<D> {
  const name = opts.name ?? 'README.md';
  const id = opts.id ?? 'paper';
  const dir = mkdtempSync(join(tmpdir(), 'extract-markdown-'));
  writeFileSync(join(dir, name), typeof text === 'string' ? text : text.join('\n'));
  mkdirSync(join(dir, 'claims'));
  const r = runCli(['extract', name, '--id', id, '--out', join('claims', `${id}.yaml`), '--claims', join(repoRoot, 'claims')], { cwd: dir });
  expect(r.code, r.stderr).toBe(0);
  const yaml = readFileSync(join(dir, 'claims', `${id}.yaml`), 'utf8');
  return { dir, code: r.code, stdout: r.stdout, stderr: r.stderr, yaml, draft: parse(yaml) as D };
}

/** `audit validate claims/<id>.yaml --sources .` in the folder `extractMarkdown` drafted in: the draft against its document. */
export const validateDraft = (dir: string, id = 'paper'): ReturnType<typeof runCli> => runCli(['validate', join('claims', `${id}.yaml`), '--sources', '.'], { cwd: dir });

/** `validateDraft` passes: the draft's every row is found in its document (the check's output is the failure message). */
export function expectValidates(dir: string, id = 'paper'): void {
  const v = validateDraft(dir, id);
  expect(v.code, v.stdout + v.stderr).toBe(0);
}

/** `audit check <id> --claims claims/<id>.yaml --claims-only --json` in the folder `extractMarkdown` drafted in. */
export const checkDraft = (dir: string, id = 'paper'): ReturnType<typeof checkClaimsJson> => checkClaimsJson(dir, id, join('claims', `${id}.yaml`));

/** A one-table README: a title, a lead-in line, then a pipe table of `header` and `rows` (the separator derived from the header). */
export const oneTableReadme = (title: string, lead: string, header: string, rows: readonly string[]): string =>
  [`# ${title}`, '', lead, '', header, header.replace(/[^|]+/g, ' --- '), ...rows, ''].join('\n');

/** The draft's tables (by default typed as each column's metric and label) and its text, of a README extracted by `extractMarkdown`. */
export function extractTables<T = { columns: { metric: string; label?: string }[] }>(text: string | readonly string[]): { tables: T[]; yaml: string } {
  const { draft, yaml } = extractMarkdown<{ tables?: T[] }>(text);
  return { tables: draft.tables ?? [], yaml };
}
