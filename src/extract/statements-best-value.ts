/**
 * A best claim that prints its own value ("achieved the highest average score (54.5)", "achieving top
 * performance (84.3)", "the best F1 of 91.2 on CoNLL-03") names its table and column by that value:
 * the one results table whose subject row prints it. The scope's words need not match a column
 * header ("average score" → "Avg."), nor the sentence's section the table's. Pure.
 */
import { findMetric } from '../core/metric-registry.js';
import type { BestPhrase } from './statements-claims.js';
import { maskValues } from './statements-claims.js';
import { performanceColumns, withTable } from './statements-listed.js';
import { numbersIn, printedNumber } from './statements-numbers.js';
import type { StatementContext } from './statements-resolve.js';
import { comparedMentions, mentions, resultsOf, rowsPrinting } from './statements-resolve.js';
import type { Source } from './statements-items.js';
import type { Sentence } from './sentences.js';
import type { DraftItem, DraftResultsTable } from './types.js';

interface Hit {
  readonly table: DraftResultsTable;
  readonly column: number;
  readonly method: string;
}

/** The numbers the claim itself prints: after the best word, up to the end of its clause or a comparison ("…, surpassing X (52.1)"). */
function claimedValues(text: string, at: number, before: boolean): string[] {
  // "the best overall performance: 1.52% on Vox1-O and 6.61% on VoxSRC23": a colon right after the scope introduces the claim's values
  const lead = /^[^:;.]{0,40}:\s*(?=[-−]?\d)/.exec(maskValues(text).slice(at, at + 60))?.[0].length ?? 0;
  const tail = maskValues(text).slice(at + lead, at + lead + 160);
  const stop = lead + tail.search(/[;:]|,\s*(?:while|whereas|which|and\s+(?:it|the|a)\b|[a-z]+ing\b)|\b(?:than|over|outperform\w*|surpass\w*|beat\w*|compared|against|vs\.?|versus|while|whereas)\b/i);
  const end = at + (stop < lead ? lead + tail.length : stop);
  // "our model achieves 32.9, significantly outperforming other … models": for a comparison against all, the values of its clause before the verb
  if (before) {
    const from = Math.max(0, ...[...text.slice(0, at).matchAll(/[;:]|\b(?:while|whereas)\b/g)].map((m) => (m.index ?? 0) + m[0].length));
    return numbersIn(`${text} x`)
      .filter((n) => n.at >= from && n.at < at)
      .map((n) => printedNumber(n));
  }
  // a value in parentheses that ends the sentence ("… score (54.5).") is the claim's, not an equation number
  return numbersIn(`${text} x`)
    .filter((n) => n.at > at && n.at < end)
    .map((n) => printedNumber(n));
}

/** The methods named before the claim in its own part of the sentence (not the ones compared with). */
function namedSubjects(s: Sentence, at: number, ctx: StatementContext): string[] {
  const from = Math.max(0, ...[...s.text.slice(0, at).matchAll(/[:;!?]/g)].map((m) => (m.index ?? 0) + 1));
  const ms = mentions(s.text, ctx.methods);
  const compared = comparedMentions(s.text, ms);
  return [...new Set(ms.filter((m) => m.at >= from && m.end <= at && !compared.has(m)).map((m) => m.id))];
}

/** `before`: the claim is a comparison against all others ("…, outperforming other models"), whose values stand before its verb. */
/** A row labelled by a metric ("MATH-500 (Pass@1)"): a table read the wrong way round, no method to name as a subject. */
export function namesMetric(t: DraftResultsTable, method: string): boolean {
  const label = t.rows.find((r) => r.method === method)?.label ?? '';
  // "MATH-500 (Pass@1)", "DROP (3-shot F1)": a benchmark with its metric in parentheses
  const inParens = /\(([^()]+)\)\s*$/.exec(label)?.[1];
  // "(3-shot F1)", "(Pass@1-COT)": the metric without its shot count or its suffix
  const candidates = inParens === undefined ? [] : [inParens, inParens.replace(/^\d+-shot\s+/i, ''), inParens.replace(/-[A-Za-z]+$/, '')];
  return findMetric(label) !== undefined || candidates.some((c) => findMetric(c) !== undefined);
}

export function bestByValue(s: Sentence, p: Pick<BestPhrase, 'at' | 'quantifier' | 'extreme' | 'every'>, ctx: StatementContext, source: Source, before = false): DraftItem | undefined {
  if (p.every) return undefined;
  const values = claimedValues(s.text, p.at, before);
  if (!values.length) return undefined;
  const subjects = namedSubjects(s, p.at, ctx);
  if (subjects.length > 1) return undefined;
  const hits: Hit[] = [];
  for (const t of resultsOf(ctx))
    for (const c of performanceColumns(t))
      for (const v of values)
        for (const method of rowsPrinting(t, c, v)) if (subjects.length ? subjects[0] === method : !namesMetric(t, method)) hits.push({ table: t, column: c, method });
  if (!hits.length) return undefined;
  // one table, one subject: a value printed in two tables (or by two rows) names neither
  const first = hits[0] as Hit;
  if (hits.some((h) => h.table !== first.table || h.method !== first.method)) return undefined;
  if (!first.table.rows.some((r) => r.method !== first.method && !r.reproduction)) return undefined;
  const columns = [...new Set(hits.map((h) => h.column))];
  const labels = columns.map((c) => first.table.columns[c]?.label).join(', ');
  return {
    section: 'statements',
    fields: { kind: 'best', source: withTable(source, first.table), method: first.method, tables: [first.table.id], columns, quantifier: p.quantifier, ...(p.extreme !== 'best' ? { extreme: p.extreme } : {}) },
    review: [`${p.extreme}: table '${first.table.id}' and column(s) ${labels} found by the value the sentence prints (${values.join(', ')}) in the row of ${first.method}${subjects.length ? '' : ' (the sentence names no method of the table: subject read from that row)'}; check the competitors`],
  };
}
