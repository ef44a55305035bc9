/**
 * The paper's own method when no table row says so ("(ours)"): the results-table method its prose
 * introduces as its own — named right after "our", "the proposed", "we propose / present /
 * introduce", "called / named / dubbed / termed" ("we propose AA-RMVSNet", "our SS-LSTM"); never "our
 * implementation of X", "our baseline X", "our reproduction of X". Used by
 * the statements' "our method" / "it" subjects (statements-resolve.ts, ownRow). Pure.
 */
import type { Sentence } from './sentences.js';
import { mentions } from './name-index.js';
import type { DraftMethod, DraftResultsTable } from './types.js';

/** Words that introduce a name as the paper's own, up to two words before it ("our proposed network AA-Net"). */
const INTRODUCED = /\b(?:our|the\s+proposed|we\s+(?:propose|present|introduce|develop|design|call|name|term|dub)|(?:is|are)\s+(?:called|named|dubbed|termed)|called|named|dubbed|termed|coined)\s+(?:(?!(?:of|for|to|(?:re-?)?implementations?|baselines?|reproductions?|versions?|runs?|copy)\b)(?:[a-z][\w-]*|,)\s+){0,2}?$/i;

/**
 * The one method of the results tables introduced as the paper's own at least twice, and more often
 * than any other; none when two names tie. A table that marks its own row ("(ours)") keeps that row.
 */
export function ownFromProse(sentences: readonly Sentence[], tables: readonly DraftResultsTable[], methods: ReadonlyMap<string, DraftMethod>): string | undefined {
  const inTables = new Set(tables.flatMap((t) => t.rows.filter((r) => !r.reproduction).map((r) => r.method)));
  const count = new Map<string, number>();
  for (const s of sentences) {
    for (const m of mentions(s.text, methods)) {
      if (!inTables.has(m.id) || !INTRODUCED.test(s.text.slice(Math.max(0, m.at - 60), m.at))) continue;
      count.set(m.id, (count.get(m.id) ?? 0) + 1);
    }
  }
  const [first, second] = [...count.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < 2 || (second && second[1] === first[1])) return undefined;
  return first[0];
}
