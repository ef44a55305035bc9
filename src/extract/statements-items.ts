/**
 * Grammar phrases → draft statements (change, ratio, relative-improvement), resolved against the
 * tables; a phrase that cannot be resolved becomes a quantity with a review note saying what is
 * missing, so that `audit check` counts it as not checked. Pure.
 */
import { isProportion } from '../core/metric-registry.js';
import type { ChangePhrase, Phrase, RatioPhrase } from './statements-grammar.js';
import { phrasesIn } from './statements-grammar.js';
import { printedPair } from './statements-pair.js';
import type { ColumnHit, StatementContext } from './statements-resolve.js';
import { candidateTables, clauseOf, columnsNamed, mentions, metricOfColumn, rowsPrinting, sides } from './statements-resolve.js';

export { clauseOf } from './statements-resolve.js';
import type { NumberToken } from './statements-numbers.js';
import { numbersIn, printedNumber } from './statements-numbers.js';
import type { Sentence } from './sentences.js';
import type { DraftColumn, DraftItem, DraftResultsTable } from './types.js';

export type Source = { doc: string; section?: string; quote: string };

interface Resolved {
  readonly table: DraftResultsTable;
  readonly column: number;
  readonly subject: string;
  readonly other: string;
  readonly notes: string[];
}

const hasValue = (t: DraftResultsTable, method: string, col: number) => t.rows.some((r) => r.method === method && !r.reproduction && r.values[col] && 'n' in (r.values[col] as object));

/** One (table, column, subject, other) for a phrase, or what is missing. */
export function resolvePhrase(s: Sentence, at: number, end: number, ctx: StatementContext, hint = ''): Resolved | { missing: string } {
  const { tables, named } = candidateTables(s, ctx);
  if (!tables.length) return { missing: 'no results table' };
  // the metric the phrase is about: its own word ("faster" → latency), then the clause it stands in, then the sentence
  const byHint = hint ? columnsNamed(hint, 0, tables, hint) : [];
  const c = clauseOf(s.text, at, end);
  let hits: ColumnHit[] = byHint.length ? byHint : columnsNamed(c.text, at - c.at, tables);
  // a clause of a longer sentence names its own metric: another clause's metric is no fallback
  if (!hits.length && c.text.length === s.text.length) hits = columnsNamed(s.text, at, tables);
  if (!hits.length) {
    const single = tables.filter((t) => t.columns.length === 1);
    if (named && tables.length === 1 && single.length === 1) hits = [{ table: single[0] as DraftResultsTable, column: 0, score: 0 }];
    else return { missing: 'the column (the sentence names no metric of the tables)' };
  }
  const ok = hits.flatMap((h) => {
    const sd = sides(s, at, end, h.table, h.column, ctx);
    return sd.subject && sd.other && hasValue(h.table, sd.subject, h.column) && hasValue(h.table, sd.other, h.column) ? [{ ...h, sd }] : [];
  });
  if (!ok.length) return { missing: 'the methods compared (subject and baseline rows with values in that column)' };
  const top = Math.max(...ok.map((h) => h.score));
  const best = ok.filter((h) => h.score === top);
  const first = best[0] as (typeof best)[number];
  if (best.some((h) => h.table !== first.table || h.column !== first.column || h.sd.subject !== first.sd.subject || h.sd.other !== first.sd.other))
    return { missing: `which column: ${best.map((h) => `${h.table.id} ${h.table.columns[h.column]?.label}`).join(', ')} fit alike` };
  const notes = [...(first.sd.how ? [`baseline read as ${first.sd.how}`] : []), ...(!named && !s.tables.length ? [`table '${first.table.id}' guessed: the sentence names none`] : [])];
  return { table: first.table, column: first.column, subject: first.sd.subject as string, other: first.sd.other as string, notes };
}

/**
 * The two counts a relative change compares when the sentence prints them in the same unit and no table
 * holds them: the one printed nearest before the phrase is what changed ("…, which is 37% more"), the
 * other its base. Exactly two such counts, else none.
 */
function countsCompared(text: string, p: ChangePhrase): { from: NumberToken; to: NumberToken; unit: string } | undefined {
  const unitOf = (n: NumberToken) => /^\s*(?:[A-Za-z-]+\s+)?([a-z][a-z-]{2,})\b/.exec(n.after)?.[0].trim().toLowerCase();
  const counts = numbersIn(text).filter((n) => !n.pct && n.at < p.at && n.at !== p.stated?.at && unitOf(n));
  const units = new Map<string, NumberToken[]>();
  for (const n of counts) units.set(unitOf(n) as string, [...(units.get(unitOf(n) as string) ?? []), n]);
  const same = [...units.entries()].filter(([, ns]) => ns.length === 2);
  if (same.length !== 1) return undefined;
  const [unit, [a, b]] = same[0] as [string, NumberToken[]];
  return { from: a as NumberToken, to: b as NumberToken, unit };
}

/** "about 10%", "a 10% increase": a round figure, read as ±10%. */
function approximate(s: Sentence, p: { at: number }, text: string): boolean {
  const before = s.text.slice(Math.max(0, p.at - 25), p.at + 12);
  // "a 10% increase", "a 50% cut" are round figures; "a 12% reduction" is not (a multiple of 5 is round)
  return /\b(?:about|around|roughly|nearly|approximately|almost|~|≈|some|over|more than)\s*$/i.test(s.text.slice(Math.max(0, p.at - 25), p.at)) || (/^\d+$/.test(text) && Number(text) % 5 === 0 && /\ba\s+\d+\s*%/.test(before));
}

/** "from 41.2 to 45.3": the column and rows printing those numbers. */
function byValues(s: Sentence, p: ChangePhrase, ctx: StatementContext): Resolved | undefined {
  if (!p.from || !p.to) return undefined;
  const { tables } = candidateTables(s, ctx);
  const found: Resolved[] = [];
  const named = columnsNamed(s.text, p.at, tables);
  for (const t of tables)
    t.columns.forEach((_, col) => {
      const before = rowsPrinting(t, col, printedNumber(p.from as { text: string }));
      const after = rowsPrinting(t, col, printedNumber(p.to as { text: string }));
      if (before.length === 1 && after.length === 1 && before[0] !== after[0]) found.push({ table: t, column: col, subject: after[0] as string, other: before[0] as string, notes: ['rows found by the printed values'] });
    });
  const preferred = found.filter((f) => named.some((h) => h.table === f.table && h.column === f.column));
  const pool = preferred.length ? preferred : found;
  if (pool.length) return pool.length === 1 ? pool[0] : undefined;
  // one of the two printed in the column the sentence names (a typo in the other is what the check is for)
  const partial: Resolved[] = [];
  for (const h of named) {
    const before = rowsPrinting(h.table, h.column, printedNumber(p.from));
    const after = rowsPrinting(h.table, h.column, printedNumber(p.to));
    const sd = sides(s, p.at, p.end, h.table, h.column, ctx);
    const mentioned = mentions(s.text, ctx.methods).map((m) => m.id).filter((id) => h.table.rows.some((r) => r.method === id));
    const pickOther = (known: string) => mentioned.find((id) => id !== known) ?? (sd.subject !== known ? sd.subject : undefined);
    if (before.length === 1 && !after.length) {
      const subject = pickOther(before[0] as string);
      if (subject) partial.push({ table: h.table, column: h.column, subject, other: before[0] as string, notes: [`row of ${p.from.text} found by its printed value; ${p.to.text} is printed nowhere in that column`] });
    } else if (after.length === 1 && !before.length) {
      const other = pickOther(after[0] as string);
      if (other) partial.push({ table: h.table, column: h.column, subject: after[0] as string, other, notes: [`row of ${p.to.text} found by its printed value; ${p.from.text} is printed nowhere in that column`] });
    }
  }
  return partial.length === 1 ? partial[0] : undefined;
}

function changeItem(s: Sentence, p: ChangePhrase, ctx: StatementContext, source: Source): DraftItem {
  const stated = p.stated ? { n: printedNumber(p.stated) } : undefined;
  const fromTo = p.from && p.to ? { from: { n: printedNumber(p.from) }, to: { n: printedNumber(p.to) } } : {};
  const r = byValues(s, p, ctx) ?? resolvePhrase(s, p.at, p.end, ctx);
  const approx = p.stated ? approximate(s, p.stated, p.stated.text) : false;
  if ('missing' in r) {
    if (p.from && p.to) {
      // checkable on its own: the stated change against the two printed values
      return { section: 'statements', fields: { kind: 'change', source, mode: p.mode === 'either' ? 'either' : p.mode, direction: p.direction, ...(stated ? { stated } : {}), ...(approx ? { approximate: true } : {}), ...fromTo }, review: [`change from ${p.from.text} to ${p.to.text}: not found in a table (${r.missing}); checked against the printed values only`] };
    }
    const printed = p.stated && p.mode !== 'absolute' ? printedPair(s.text, p, phrasesIn(s.text)) : undefined;
    if (printed) {
      // "a 20.6% relative reduction (4.96% vs. 6.25%)", "from 1.78% to 1.52%, corresponding to a 14.6% relative improvement"
      return { section: 'statements', fields: { kind: 'change', source, mode: p.mode, direction: p.direction, ...(stated ? { stated } : {}), ...(approx ? { approximate: true } : {}), from: { n: printedNumber(printed.from) }, to: { n: printedNumber(printed.to) } }, review: [`${p.mode === 'relative' ? 'relative ' : ''}change read between ${printed.how}; not found in a table (${r.missing}): checked against the printed values only`] };
    }
    const pair = p.stated && p.mode !== 'absolute' ? countsCompared(s.text, p) : undefined;
    if (pair) {
      // "X produces 1056 unique terms, while Y generates 1451 unique terms, which is over 37% more": checkable on the two printed counts
      return { section: 'statements', fields: { kind: 'change', source, mode: 'relative', direction: p.direction, ...(stated ? { stated } : {}), ...(approx ? { approximate: true } : {}), from: { n: printedNumber(pair.from) }, to: { n: printedNumber(pair.to) } }, review: [`relative change read between the two counts the sentence prints (${pair.from.text} → ${pair.to.text} ${pair.unit}); not found in a table (${r.missing}): checked against the printed values only`] };
    }
    const what = p.mode === 'absolute' ? `change${p.points ? ' in points' : ''}` : 'relative change (%)';
    return { section: 'statements', fields: { kind: 'quantity', source, what, value: stated ?? { n: '0' }, ...(p.mode !== 'absolute' ? { unit: '%' } : {}) }, review: [`${p.direction} ${what} not resolved (${r.missing}): make it a \`change\` statement (of, over) once resolved`] };
  }
  const metric = metricOfColumn(r.table.columns[r.column] as DraftColumn);
  // "by 2.1%" on a metric printed in %: points or relative; on perplexity, parameters …: relative
  const mode = p.mode === 'either' && !(metric && isProportion(metric.scale)) ? 'relative' : p.mode;
  const of = { table: r.table.id, method: r.subject, column: r.column };
  const src = { ...source, ...(r.table.source.table !== undefined ? { table: r.table.source.table } : {}) };
  const review = [`${mode} change: check the method (${r.subject}), the baseline (${r.other}) and the column (${r.table.columns[r.column]?.label})`, ...r.notes];
  if (mode === 'relative' && stated && !p.from && (p.direction === 'better' || p.direction === 'higher') && metric?.direction === 'higher')
    return { section: 'statements', fields: { kind: 'relative-improvement', source: src, stated, ...(approx ? { approximate: true } : {}), of, over: r.other }, review };
  return { section: 'statements', fields: { kind: 'change', source: src, mode, direction: p.direction, ...(stated ? { stated } : {}), ...(approx ? { approximate: true } : {}), ...(p.points ? { points: true } : {}), ...fromTo, of, over: r.other }, review };
}

function ratioItem(s: Sentence, p: RatioPhrase, ctx: StatementContext, source: Source): DraftItem {
  const r = resolvePhrase(s, p.at, p.end, ctx, p.word);
  if ('missing' in r) return { section: 'statements', fields: { kind: 'quantity', source, what: `ratio (${p.printed}× ${p.word})`, value: { n: p.printed } }, review: [`ratio not resolved (${r.missing}): make it a \`ratio\` statement (of, over) once resolved`] };
  const src = { ...source, ...(r.table.source.table !== undefined ? { table: r.table.source.table } : {}) };
  return {
    section: 'statements',
    fields: { kind: 'ratio', source: src, factor: { n: p.printed }, direction: p.direction, of: { table: r.table.id, method: r.subject, column: r.column }, over: r.other },
    review: [`ratio: check the method (${r.subject}), the baseline (${r.other}) and the column (${r.table.columns[r.column]?.label})`, ...r.notes],
  };
}

export function phraseItem(s: Sentence, p: Phrase, ctx: StatementContext, source: Source): DraftItem {
  return p.kind === 'change' ? changeItem(s, p, ctx, source) : ratioItem(s, p, ctx, source);
}
