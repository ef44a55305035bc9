/**
 * "Network trained with additional color input significantly outperforms the model without the color
 * input", "our best model outperforms the original model", "the model with dropout beats the baseline":
 * a comparison whose two sides are described, not named, in a section (or a named table) whose results
 * tables hold exactly two rows — an ablation printed as "Baseline" vs "Baseline + X". Each side is read
 * by the words that tell the two row labels apart ("color" in "DCP + Color", negated by "without"),
 * else "the baseline / original / vanilla …" is the base row (a label saying so, or the one whose words
 * are a subset of the other's) and "our / proposed / best / improved model" the other. Both sides must
 * resolve, to different rows, or nothing is drafted. Pure.
 */
import type { Source } from './statements-items.js';
import { performanceColumns, withTable } from './statements-listed.js';
import type { StatementContext } from './statements-resolve.js';
import { candidateTables } from './statements-resolve.js';
import type { Sentence } from './sentences.js';
import type { DraftItem, DraftResultsTable, DraftRow } from './types.js';

/** The comparison verb ("outperforms", "beats", "is better than", "improves on"). */
const VERB = /\b(?:outperform(?:s|ed|ing)?|beats?|beating|surpass(?:es|ed|ing)?|exceeds?|exceeded|improves?\s+(?:up)?on|improved\s+(?:up)?on|(?:is|are|was|were|performs?|performed|does|did)\s+better\s+than)\b/i;
const NEGATION = /\b(?:without|w\/o|no|excluding|minus|lacking)\s+(?:\w+\s+){0,2}$/i;
const BASE_WORDS = /\b(?:baselines?|original|vanilla|plain|default|standard|base|unmodified|reference)\b/i;
const OWN_WORDS = /\b(?:our|ours|proposed|best|improved|full|final|enhanced|extended)\b/i;

const words = (label: string): string[] => label.toLowerCase().split(/[^a-z0-9]+/).filter((w) => /[a-z]/.test(w) && w.length >= 2).map((w) => w.replace(/(?<=\w{3})s$/, ''));

/** Index (0/1) of the row a description means, or undefined. */
function sideOf(phrase: string, rows: readonly [DraftRow, DraftRow], base: number | undefined): number | undefined {
  const [a, b] = [words(rows[0].label), words(rows[1].label)];
  const distinct = [a.filter((w) => !b.includes(w)), b.filter((w) => !a.includes(w))];
  const votes = new Set<number>();
  for (const m of phrase.matchAll(/[A-Za-z0-9]+/g)) {
    const w = (m[0].toLowerCase()).replace(/(?<=\w{3})s$/, '');
    const i = distinct.findIndex((d) => d.includes(w));
    if (i < 0) continue;
    const negated = NEGATION.test(phrase.slice(0, m.index ?? 0));
    votes.add(negated ? 1 - i : i);
  }
  if (votes.size === 1) return [...votes][0];
  if (votes.size > 1 || base === undefined) return undefined;
  const isBase = BASE_WORDS.test(phrase);
  const isOwn = OWN_WORDS.test(phrase);
  if (isBase === isOwn) return undefined;
  return isBase ? base : 1 - base;
}

/** The base row: the one whose label says so, else the one whose words all appear in the other's ("DCP" in "DCP + Color"). */
function baseRow(rows: readonly [DraftRow, DraftRow]): number | undefined {
  const said = rows.map((r) => BASE_WORDS.test(r.label));
  if (said[0] !== said[1]) return said[0] ? 0 : 1;
  const [a, b] = [words(rows[0].label), words(rows[1].label)];
  if (a.length < b.length && a.every((w) => b.includes(w))) return 0;
  if (b.length < a.length && b.every((w) => a.includes(w))) return 1;
  return undefined;
}

/** Comparisons over the two-row tables of the sentence (its named table, else its section's), one per table both sides resolve in. */
export function describedPairItems(s: Sentence, from: number, ctx: StatementContext, source: Source, note?: string): DraftItem[] {
  const v = VERB.exec(s.text.slice(from));
  if (!v) return [];
  const at = from + (v.index ?? 0);
  // the subject: the clause before the verb (after "that", a colon or a comma); the other: up to its scope ("in …", "on …", a comma)
  const head = s.text.slice(0, at);
  const subject = head.slice(Math.max(0, ...[...head.matchAll(/\bthat\s+|[,:;]\s*/g)].map((m) => (m.index ?? 0) + m[0].length)));
  const other = s.text.slice(at + v[0].length).split(/\s+(?:in|on|across|for|by|at|when|while|despite|with\s+(?:a|an)\b)\s+|[,;.(]/)[0] ?? '';
  if (!subject.trim() || !other.trim()) return [];
  const { tables, named } = candidateTables(s, ctx);
  const pool = named ? tables : tables.filter((t) => s.section && t.source.section === s.section);
  const quantifier = /\b(?:almost|nearly|most|majority)\b/i.test(s.text.slice(at)) ? 'improves' : 'better';
  const items: DraftItem[] = [];
  for (const t of pool) {
    const rows = t.rows.filter((r) => !r.reproduction);
    if (rows.length !== 2) continue;
    const pair = rows as unknown as [DraftRow, DraftRow];
    const base = baseRow(pair);
    const si = sideOf(subject, pair, base);
    const oi = sideOf(other, pair, base);
    if (si === undefined || oi === undefined || si === oi) continue;
    const cols = performanceColumns(t as DraftResultsTable);
    if (!cols.length) continue;
    const [m, o] = [pair[si] as DraftRow, pair[oi] as DraftRow];
    items.push({
      section: 'statements',
      fields: { kind: 'comparison', source: withTable(source, t), method: m.method, other: o.method, table: t.id, columns: cols, relation: quantifier },
      review: [
        `comparison: the sentence describes its two sides ("${subject.trim().slice(0, 50)}" / "${other.trim().slice(0, 50)}"); read as the two rows of table '${t.id}' (${m.label} ${quantifier === 'better' ? 'better than' : 'improves on'} ${o.label}) on every column with a direction: check the rows and narrow \`columns\``,
        ...(note ? [note] : []),
      ],
    });
  }
  return items;
}
