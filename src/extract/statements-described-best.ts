/**
 * "For all four tasks, the model using the ENTITY MARKERS input representation and ENTITY START output
 * representation achieves the best scores": a best claim whose subject is described by the words of a
 * row label rather than named by it. The row of a candidate results table whose label words (two or
 * more, each of three letters or more, not generic) all appear in the claim's clause before the claim,
 * the most of them, every other row so printed a part of it: a `best` statement on that table, with a
 * review line.
 * Pure.
 */
import type { BestPhrase } from './statements-claims.js';
import type { Source } from './statements-items.js';
import { performanceColumns, withTable } from './statements-listed.js';
import type { StatementContext } from './statements-resolve.js';
import { candidateTables } from './statements-resolve.js';
import type { Sentence } from './sentences.js';
import type { DraftItem, DraftResultsTable } from './types.js';

const GENERIC = new Set(['model', 'models', 'method', 'methods', 'the', 'and', 'with', 'our', 'ours', 'base', 'baseline', 'proposed', 'network', 'approach', 'variant']);
const wordsOf = (text: string): string[] => (text.toLowerCase().match(/[a-z][a-z0-9]+/g) ?? []).filter((w) => w.length >= 3);

export function describedBestItem(s: Sentence, p: BestPhrase, ctx: StatementContext, source: Source): DraftItem | undefined {
  const head = s.text.slice(0, p.at);
  const clause = head.slice(Math.max(0, ...[...head.matchAll(/[:;]/g)].map((m) => (m.index ?? 0) + 1)));
  const said = new Set(wordsOf(clause));
  const { tables } = candidateTables(s, ctx);
  const matches: { t: DraftResultsTable; method: string; label: string; words: string[] }[] = [];
  for (const t of tables) {
    for (const r of t.rows) {
      if (r.reproduction) continue;
      const words = [...new Set(wordsOf(r.label))].filter((w) => !GENERIC.has(w));
      if (words.length < 2 || !words.every((w) => said.has(w))) continue;
      // competitors and a column to compare on
      if (!t.rows.some((o) => o.method !== r.method && !o.reproduction) || !performanceColumns(t).length) continue;
      matches.push({ t, method: r.method, label: r.label, words });
    }
  }
  // the longest label printed, and every other label printed a part of it ("LABEL SMOOTHING" in "LABEL SMOOTHING MIXUP"); else ambiguous
  const found = [...matches].sort((a, b) => b.words.length - a.words.length)[0];
  if (!found || matches.some((m) => m.method !== found.method && !m.words.every((w) => found.words.includes(w)))) return undefined;
  return {
    section: 'statements',
    fields: { kind: 'best', source: withTable(source, found.t), method: found.method, tables: [found.t.id], quantifier: p.quantifier, ...(p.extreme !== 'best' ? { extreme: p.extreme } : {}) },
    review: [`${p.extreme}: the subject is described by the words of row "${found.label}" of table '${found.t.id}' (not named); check the row, the table, the competitors and the columns (all with a direction; cost columns left out)`],
  };
}
