/**
 * GitHub's anchor of a Markdown heading (pure): what a `#…` link must say to reach the heading in a
 * rendered README, pull-request comment or job step summary. GitHub renames ids written in Markdown
 * (`<a id="x">` becomes `user-content-x`), so links in our Markdown go to headings by this anchor:
 * github-slugger's rules — lower case, punctuation and symbols (emoji included) dropped, each space
 * a hyphen. A heading whose text repeats on a page gets `-1`, `-2`… there; link only to headings
 * whose text is unique on their page.
 */
import { slug } from 'github-slugger';

export function githubAnchor(headingText: string): string {
  return slug(headingText);
}
