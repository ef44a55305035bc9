/**
 * How deeply a claim file's YAML nests, found by a linear scan before any parsing (pure): a
 * file nested thousands of levels deep (`[[[[…`, `- - - - …`) would exhaust the stack of the
 * recursive readers, so past MAX_NESTING it is a located error instead. Claim files nest a few
 * levels; quoted scalars and comments are skipped so brackets in text do not count.
 */
import type { InputIssue } from '../core/errors.js';

export const MAX_NESTING = 100;

const issueAt = (file: string, line: number, col: number): InputIssue => ({
  pos: { file, line, col },
  problem: `nesting deeper than ${MAX_NESTING} levels`,
  expected: `a claim file nested at most ${MAX_NESTING} levels (flow [ ] / { } and compact "- - " sequences)`,
});

/** The first place where the nesting passes MAX_NESTING, or undefined. */
export function nestingIssue(text: string, file: string, max = MAX_NESTING): InputIssue | undefined {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let quote = '';
  let lineHead = true; // only indentation and `- ` / `? ` indicators seen on this line so far
  let compact = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      line++;
      lineStart = i + 1;
      lineHead = true;
      compact = 0;
      continue;
    }
    if (quote !== '') {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
      continue;
    }
    const prev = i === lineStart ? ' ' : text[i - 1]!;
    if (lineHead) {
      if (c === ' ') continue;
      if ((c === '-' || c === '?') && (text[i + 1] === ' ' || text[i + 1] === '\n')) {
        if (++compact > max) return issueAt(file, line, i - lineStart + 1);
        continue;
      }
      lineHead = false;
    }
    if (c === '#' && (prev === ' ' || prev === '\t')) {
      const eol = text.indexOf('\n', i);
      i = (eol < 0 ? text.length : eol) - 1;
      continue;
    }
    if ((c === '"' || c === "'") && ' \t[{,:'.includes(prev)) quote = c;
    else if (c === '[' || c === '{') {
      if (++depth > max) return issueAt(file, line, i - lineStart + 1);
    } else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  return undefined;
}
