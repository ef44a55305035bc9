/**
 * Links in the Markdown reports work on GitHub: GitHub renames every id written in Markdown to
 * `user-content-<id>` and gives each heading an anchor it derives from the heading's text, so the
 * reports link to headings by those anchors. The check renders the reports of the real claim files
 * with `audit report --format md`, computes every heading's anchor as GitHub does (github-slugger,
 * in page order, `-1` for a repeated heading) and resolves every link against them.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { findingHeading, githubAnchor, tableHeading } from '../../src/report/model/md-anchors.js';
import { repoRoot, runCli } from '../helpers/cli.js';

/** A heading's text as GitHub renders it from our Markdown: escapes undone, code spans and entities as text. */
function renderedText(heading: string): string {
  return heading
    .replace(/^#{1,6}\s+/, '')
    .replace(/\s+#+\s*$/, '')
    .replace(/\\(.)/g, '$1')
    .replace(/`/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/** The anchors GitHub gives a page's headings (outside fenced code), in order, repeated texts suffixed. */
function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{1,6}\s/.test(line)) anchors.add(slugger.slug(renderedText(line)));
  }
  return anchors;
}

/** Every link target of a page (not the escaped text that only looks like one). */
const links = (markdown: string): string[] => [...markdown.matchAll(/(?<!\\)\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');

describe('GitHub heading anchors', () => {
  it('follow GitHub: lower case, punctuation and symbols dropped, each space a hyphen, letters of any script and _ kept', () => {
    expect(githubAnchor('Hello, World!')).toBe('hello-world');
    expect(githubAnchor('Running on a GPU box')).toBe('running-on-a-gpu-box');
    expect(githubAnchor('A & B')).toBe('a--b');
    expect(githubAnchor('snake_case and kebab-case')).toBe('snake_case-and-kebab-case');
    expect(githubAnchor('Über Straße 🎉 ok')).toBe('über-straße--ok');
    expect(githubAnchor("`runner: command`: a paper's own scripts")).toBe('runner-command-a-papers-own-scripts');
  });

  it('the report headings a link points to: finding label, severity and check; table title and id; whitespace as shown', () => {
    expect(findingHeading({ label: 'F3', severity: 'error', check: 'duplicate-row' })).toBe('F3 · error · duplicate-row');
    expect(githubAnchor(findingHeading({ label: 'R12', severity: 'warning', check: 'claim-vs-measurement' }))).toBe('r12--warning--claim-vs-measurement');
    expect(tableHeading({ id: 'clevr-dc', title: 'CLEVR-DC · test · total — Comparison on CLEVR-DC (extreme\n viewpoint changes)' })).toBe('CLEVR-DC · test · total — Comparison on CLEVR-DC (extreme viewpoint changes) (clevr-dc)');
    expect(githubAnchor('CLEVR-DC · test · total — Comparison (x) (clevr-dc)')).toBe('clevr-dc--test--total--comparison-x-clevr-dc');
  });
});

describe('audit report --format md: every link lands on a heading GitHub anchors', () => {
  it('finding marks in the tables, "in place" links to cells (this paper and others), and the index links to findings all resolve', () => {
    const out = mkdtempSync(join(tmpdir(), 'audit-md-'));
    const r = runCli(['report', '--format', 'md', '--claims', join(repoRoot, 'claims'), '--out', out, '--db', join(out, 'r.db'), '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    const pages = new Map(readdirSync(out).filter((f) => f.endsWith('.md')).map((f) => [f, readFileSync(join(out, f), 'utf8')]));
    expect([...pages.keys()].sort()).toEqual(['blip2idc.md', 'index.md', 'scorer.md', 'ssgpa.md']);
    const anchors = new Map([...pages].map(([f, text]) => [f, headingAnchors(text)]));
    let samePage = 0;
    let otherPage = 0;
    const broken: string[] = [];
    for (const [file, text] of pages) {
      // No `<a id>` targets: GitHub renames them, so nothing may rely on them.
      expect(text, file).not.toMatch(/<a (id|name)=/);
      for (const href of links(text)) {
        const [page, fragment] = href.includes('#') ? (href.split('#', 2) as [string, string]) : [href, undefined];
        if (fragment === undefined || /^[a-z]+:/i.test(page)) continue; // external pages (e.g. released code on GitHub) are not ours
        const target = page === '' ? file : decodeURIComponent(page);
        if (page === '') samePage++;
        else otherPage++;
        if (!anchors.get(target)?.has(fragment)) broken.push(`${file}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
    // The real claim files give many of each kind: marks and in-place links on the papers' pages, the index's links to findings.
    expect(samePage).toBeGreaterThan(50);
    expect(otherPage).toBeGreaterThan(5);
    expect(links(pages.get('index.md') ?? '').filter((h) => /^\w+\.md#f\d+--/.test(h)).length).toBeGreaterThan(3);
  }, 120_000);
});
