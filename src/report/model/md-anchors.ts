/**
 * Link targets of the Markdown reports that work where they are read: on GitHub (a README, a
 * pull-request comment, a job's step summary), which rewrites every `id` in Markdown to
 * `user-content-<id>` and gives headings its own anchors, so `<a id="x">` + `#x` links break there.
 * The Markdown pages therefore link to headings only — a finding's heading, a results table's
 * heading — by the slug GitHub derives from the heading's text (github-slugger: lower case, most
 * punctuation and symbols removed, spaces to hyphens). Every heading text a link points to holds a
 * label unique on its page (`F3`, a table id), so its slug needs no `-1` suffix and is the same
 * whether computed on that page or on another. Pure.
 */
import { githubAnchor } from '../../core/github-anchor.js';

export { githubAnchor };

/** Whitespace as a heading shows it: one space between words, none at the ends. */
const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The text (as rendered) of a finding's heading in the Markdown report. */
export function findingHeading(f: { readonly label: string; readonly severity: string; readonly check: string }): string {
  return oneLine(`${f.label} · ${f.severity} · ${f.check}`);
}

/** The text (as rendered) of a results table's heading in the Markdown report. */
export function tableHeading(t: { readonly id: string; readonly title: string }): string {
  return oneLine(`${t.title} (${t.id})`);
}
