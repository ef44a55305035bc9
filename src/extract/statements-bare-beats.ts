/**
 * "Our model outperforms PG-MMR when trained and tested on Multi-News", "the hybrid algorithm
 * outperforms the Ejection Chain, Gurobi, and Branch & Price algorithms": a comparison that names
 * the methods and no metric. Read over every performance column of the one results table that
 * prints both the subject and the other (the sentence's table first), with a review line saying
 * the columns are a guess; when no table prints both, a `qualitative` entry with a review line —
 * never dropped. Pure.
 */
import type { BeatsPhrase } from './statements-claims.js';
import type { Source } from './statements-items.js';
import { performanceColumns, withTable } from './statements-listed.js';
import type { StatementContext } from './statements-resolve.js';
import { candidateTables, mentions, sides } from './statements-resolve.js';
import type { Sentence } from './sentences.js';
import type { DraftItem } from './types.js';
import { describedPairItems } from './statements-described-pair.js';

/**
 * A bare "outperforms X" that is no claim of the paper's: another work's finding ("… outperforms X in [12]",
 * "X was shown to outperform …"), a condition ("if A outperforms B"), a definition ("a win rate above 50%
 * means the model performs better than the reference").
 */
const NOT_OURS = /\[\d+(?:\s*[,–-]\s*\d+)*\]|\bet\s+al\b|\b(?:was|were|has\s+been|have\s+been)\s+shown\s+to\b|\b(?:if|whether|unless|when)\b[^,;]{0,40}$|\b(?:means|denotes|signifies)\b[^,;]{0,60}$/i;

/** A subject that names the paper's own method without its name. */
const GENERIC = /\b(?:our|ours|we|the\s+proposed|this\s+(?:model|method|approach|work))\b|^\s*(?:it|they)\b/i;

export function bareBeatsItems(s: Sentence, p: BeatsPhrase, ctx: StatementContext, source: Source): DraftItem[] {
  if (NOT_OURS.test(s.text.slice(0, p.at))) return [];
  const head = s.text.slice(0, p.at);
  const { tables } = candidateTables(s, ctx);
  for (const t of tables) {
    const sd = sides(s, p.at, p.at + 1, t, undefined, ctx);
    if (!sd.subject || !sd.other || sd.subject === sd.other) continue;
    // the subject must be printed before the verb (its name or "our …", "we", "it"): a sentence about a method no table prints ("PolyLaneNet outperforms SCNN") is not the own row's
    const subjectNamed = mentions(head, ctx.methods).some((x) => x.id === sd.subject) || GENERIC.test(head);
    if (!subjectNamed) continue;
    const cols = performanceColumns(t);
    if (!cols.length) continue;
    return [
      {
        section: 'statements',
        fields: { kind: 'comparison', source: withTable(source, t), method: sd.subject, other: sd.other, table: t.id, columns: cols, relation: 'better' },
        review: [
          `comparison: the sentence names no metric; read as ${sd.subject} better than ${sd.other} on every column with a direction of table '${t.id}' (cost columns left out): narrow \`columns\` to the metrics it means${sd.how ? `; baseline read as ${sd.how}` : ''}`,
        ],
      },
    ];
  }
  // "the model with X outperforms the baseline": sides described, not named, in a two-row ablation table
  const described = describedPairItems(s, p.at, ctx, source);
  if (described.length) return described;
  return [{ section: 'statements', fields: { kind: 'qualitative', source, why: 'a comparison naming no metric whose table or methods could not be resolved' }, review: ['make it a `comparison` statement once its table, methods and columns are known'] }];
}
