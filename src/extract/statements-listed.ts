/**
 * Comparisons against several methods named in one phrase, and "outperforms all (the other …)
 * methods": "a higher IS than DDIM and DDPM" is one `comparison` per method listed; "outperforming
 * Janus (0.61), DALL-E 3 (0.67) and SDXL (0.55)" finds its column by the values printed next to the
 * names when the sentence names no metric; "surpassing all other methods" is a `best` claim on the
 * columns the sentence names (all performance columns when it names none). Pure.
 */
import type { BeatsPhrase } from './statements-claims.js';
import { numbersIn, printedNumber } from './statements-numbers.js';
import { AGAINST_ALL, maskValues } from './statements-claims.js';
import type { Mention, StatementContext } from './statements-resolve.js';
import { candidateTables, columnsNamed, comparedMentions, markedOwnRow, mentions, rowsPrinting, sides } from './statements-resolve.js';
import type { Source } from './statements-items.js';
import type { Sentence } from './sentences.js';
import type { DraftItem, DraftResultsTable } from './types.js';
import { isCostMetric } from '../core/metric-registry.js';
import { metricOfColumn } from './statements-resolve.js';
import type { DraftColumn } from './types.js';

export const withTable = (source: Source, t: DraftResultsTable) => ({ ...source, ...(t.source.table !== undefined ? { table: t.source.table } : {}) });

/** Columns of a table where "best" means something: a direction, and not cost (unless named). */
export const performanceColumns = (t: DraftResultsTable): number[] =>
  t.columns.flatMap((c, i) => {
    const m = metricOfColumn(c as DraftColumn);
    return m && m.direction !== 'neither' && !isCostMetric(m) ? [i] : [];
  });

/** The list after the comparison word, up to the end of its clause ("…, indicating", "…, which", ";"). */
function listSpan(s: Sentence, p: BeatsPhrase): { at: number; end: number } {
  const at = p.listAt ?? s.text.indexOf(p.rest, p.at);
  const masked = maskValues(s.text.slice(at, at + p.rest.length));
  const stop = masked.search(/,\s*(?:which|while|whereas|indicating|showing|demonstrating|reflecting|suggesting|making|leading|and\s+(?:it|we|is|are|achieves?|obtains?|sets?))\b|\s+(?:on|in|across|under|at|with|without|by|for|while)\s/i);
  return { at, end: stop < 0 ? at + p.rest.length : at + stop };
}

/** A value printed in parentheses right after a mention ("Janus [46] (0.61)", "DALL-E 3 (0.67)"). */
const valueAfter = (text: string, m: Mention): string | undefined => /^\s*(?:\[[^\]]*\]\s*)?\(\s*(\d+(?:\.\d+)?)\s*%?\s*\)/.exec(text.slice(m.end))?.[1];

/** Columns of `t` the phrase is about: the metric words or sentence, else the values printed next to the listed methods. */
function columnsFor(s: Sentence, p: BeatsPhrase, t: DraftResultsTable, others: readonly Mention[]): number[] {
  const hits = columnsNamed(p.metricWords ?? s.text, 0, [t]);
  if (hits.length) {
    const top = Math.max(...hits.map((h) => h.score));
    return [...new Set(hits.filter((h) => h.score === top).map((h) => h.column))];
  }
  const printed = others.map((m) => ({ m, v: valueAfter(s.text, m) })).filter((x): x is { m: Mention; v: string } => x.v !== undefined);
  if (printed.length < 2) return [];
  const fit = t.columns.map((_, c) => c).filter((c) => printed.every(({ m, v }) => rowsPrinting(t, c, v).includes(m.id)));
  return fit.length === 1 ? fit : [];
}

/** One comparison per method listed after the comparison word ("than DDIM and DDPM"), when it lists two or more (or follows a comparative). */
export function listedItems(s: Sentence, p: BeatsPhrase, ctx: StatementContext, source: Source): DraftItem[] {
  if (p.relation === 'worse') return [];
  const span = listSpan(s, p);
  const { tables } = candidateTables(s, ctx);
  for (const t of tables) {
    const named = mentions(s.text, ctx.methods).filter((m) => m.at >= span.at && m.end <= span.end && t.rows.some((r) => r.method === m.id && !r.reproduction));
    // and a listed name that starts one row's printed name ("LSCodec" → "LSCodec (F=50Hz)")
    const inT = [...named, ...familyMentions(s.text, span, t, ctx).filter((f) => !named.some((m) => f.at < m.end && m.at < f.end))].sort((a, b) => a.at - b.at);
    const others = inT.filter((m, i) => inT.findIndex((x) => x.id === m.id) === i);
    if (!others.length || (!p.relation && others.length < 2)) continue;
    const cols = columnsFor(s, p, t, others);
    if (!cols.length) continue;
    // "it achieves a lower WER (2.10 vs. 2.12 vs. 3.33)": no subject named, the row printing the first value after the metric
    const first = p.relation ? /^[^()]{0,40}?\(\s*(\d+(?:\.\d+)?)\s*(?:vs\.?|versus|and|,)/i.exec(s.text.slice(p.at)) : null;
    const byFirst = first && cols.length === 1 ? rowsPrinting(t, cols[0] as number, first[1] as string) : [];
    const bySides = sides(s, p.at, p.at + 1, t, cols[0], ctx).subject;
    const subject = bySides ?? (byFirst.length === 1 ? byFirst[0] : undefined);
    const against = others.filter((m) => m.id !== subject);
    if (!subject || !against.length) continue;
    const relation = p.relation ?? 'better';
    return against.map((o) => ({
      section: 'statements' as const,
      fields: { kind: 'comparison', source: withTable(source, t), method: subject, other: o.id, table: t.id, columns: cols, relation },
      review: [`comparison: ${subject} ${relation} than ${o.id} ${against.length > 1 ? `(one of ${against.length} methods the phrase lists) ` : ''}on ${cols.map((c) => t.columns[c]?.label).join(', ')}; check the rows and the columns`, ...(bySides ? [] : [`subject: the row printing ${first?.[1]}, the first value after "${p.metricWords}"`])],
    }));
  }
  return [];
}

const flat = (x: string) => x.toLowerCase().replace(/[\s-]+/g, '-');

/** Names printed in a span that each start exactly one row's printed name ("S 3 Tokenizer" → "S 3 Tokenizer (F=50Hz)"). */
function familyMentions(text: string, span: { at: number; end: number }, t: DraftResultsTable, ctx: StatementContext): Mention[] {
  const out: Mention[] = [];
  const part = maskValues(text.slice(span.at, span.end));
  for (const w of part.matchAll(/(?<![\w-])([A-Z][\w]*(?:(?:-|\s(?=[A-Z0-9]))[\w]+)*)(?![\w-])/g)) {
    const name = w[1] as string;
    if (name.length < 3) continue;
    const rows = t.rows.filter((r) => {
      const printed = flat(ctx.methods.get(r.method)?.name ?? r.label);
      return !r.reproduction && printed.length > name.length && printed.startsWith(flat(name)) && /[-(]/.test(printed[flat(name).length] ?? '');
    });
    if (rows.length === 1) out.push({ id: (rows[0] as (typeof rows)[number]).method, at: span.at + (w.index ?? 0), end: span.at + (w.index ?? 0) + name.length });
  }
  return out;
}

/** Where the claim's own part of a sentence starts: after the last ":" or ";" before `at`. */
const claimPartStart = (text: string, at: number): number => Math.max(0, ...[...text.slice(0, at).matchAll(/[:;]/g)].map((m) => (m.index ?? 0) + 1));

/**
 * The subject when no method of the table is named before the phrase: the row printing a number the
 * sentence gives before it ("Janus-Pro achieves a score of 84.19 …"), else the rows whose printed name
 * starts with a name the sentence gives ("Janus-Pro" → Janus-Pro-1B, Janus-Pro-7B: the last printed).
 */
export function subjectByPrint(s: Sentence, at: number, t: DraftResultsTable, ctx: StatementContext): { id: string; how: string; family?: string[] } | undefined {
  // the claim's own part of the sentence: from the last ":" or ";" before it to the first comparison word after it
  // ("Compared to counterparts (Mimi …), it …: It achieves the lowest WER(1.48)" → "It achieves the lowest WER(1.48)")
  const from = claimPartStart(s.text, at);
  const tail = s.text.slice(at);
  const cut = tail.search(/\b(?:than|over|outperform\w*|surpass\w*|beat\w*|compared|against|vs\.?|versus|relative\s+to)\b/i);
  const before = s.text.slice(from, cut < 0 ? s.text.length : at + cut);
  const named = s.text.slice(from, at);
  const byValue = new Set(numbersIn(before).flatMap((n) => t.columns.flatMap((_, c) => rowsPrinting(t, c, printedNumber(n)))));
  if (byValue.size === 1) return { id: [...byValue][0] as string, how: 'the row printing the value the sentence gives' };
  const rows = t.rows.filter((r) => !r.reproduction);
  // whole printed names ("Janus-Pro", "Mask DINO"): a name is a family only as a whole
  for (const w of named.matchAll(/(?<![\w-])([A-Z][\w]*(?:(?:-|\s(?=[A-Z0-9]))[\w]+)*)(?![\w-])/g)) {
    const name = w[1] as string;
    if (name.length < 3) continue;
    // compared with spaces and hyphens alike ("EVA-CLIP" → "EVA CLIP-g")
    const flat = (x: string) => x.toLowerCase().replace(/[\s-]+/g, '-');
    const family = rows.filter((r) => {
      const printed = flat(ctx.methods.get(r.method)?.name ?? r.label);
      return printed.length > name.length && printed.startsWith(flat(name)) && printed[name.length] === '-';
    });
    if (family.length) return { id: (family[family.length - 1] as (typeof family)[number]).method, how: `"${name}" read as ${family.length === 1 ? 'its row' : `the last printed of its ${family.length} rows`}`, family: family.map((r) => r.method) };
  }
  return undefined;
}

/**
 * A group of competitors no word narrows: "(all) (the) other / existing / previous / competing / state-of-the-art / various
 * methods (baselines, models …)", then the end of the clause or a scope ("on …", "in most cases", "by a wide margin").
 */
const UNRESTRICTED = /^\s*(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:(?:other|existing|previous|prior|competing|current|various|state[- ]of[- ]the[- ]art|SOTA|published|baseline)\s+){0,2}(?:methods|baselines|models|approaches|solutions|techniques|competitors|entries|works|systems|algorithms|submissions|participants|others)\b\s*(?:$|[,;.(]|(?:on|in|across|over|for|by|with|at|and|while|which|as|when|under)\b)/i;

/** "outperforms all the other unified or generation-only methods", "surpassing all other methods": best on the named columns. */
export function againstAllItems(s: Sentence, p: BeatsPhrase, ctx: StatementContext, source: Source): DraftItem[] {
  const { tables, named } = candidateTables(s, ctx);
  const quantifier = p.quantifier === 'most' ? 'most' : 'all';
  // "all other methods" names no "Other" column: the phrase itself is left out of the column search
  const at = s.text.indexOf(p.rest, p.at);
  const all = AGAINST_ALL.exec(p.rest)?.[0] ?? '';
  const scopeText = `${s.text.slice(0, at)}${' '.repeat(all.length)}${s.text.slice(at + all.length)}`;
  for (const t of named ? tables.slice(0, 1) : tables) {
    const hits = columnsNamed(scopeText, p.at, [t]);
    const top = hits.length ? Math.max(...hits.map((h) => h.score)) : 0;
    const cols = [...new Set(hits.filter((h) => h.score === top).map((h) => h.column))].filter((c) => performanceColumns(t).includes(c));
    if ((!named || p.metricWords !== undefined) && !cols.length) continue;
    const printed = sides(s, p.at, p.at + 1, t, cols[0], ctx).subject === undefined ? subjectByPrint(s, p.at, t, ctx) : undefined;
    const method = sides(s, p.at, p.at + 1, t, cols[0], ctx).subject ?? printed?.id;
    if (!method || !t.rows.some((r) => r.method !== method && !r.reproduction)) continue;
    return [{ section: 'statements', fields: { kind: 'best', source: withTable(source, t), method, tables: [t.id], ...(cols.length ? { columns: cols } : {}), quantifier }, review: [`best: "outperforms all …": check the method (${method}), the competitors (rows the text sets apart) and the columns${cols.length ? '' : ' (all with a direction; cost columns left out)'}`, ...(printed ? [`subject: ${printed.how}`] : [])] }];
  }
  // a comparative's metric found in no table ("a lower search cost than all the previous methods"): no claim to check
  if (p.metricWords !== undefined) return [{ section: 'statements', fields: { kind: 'qualitative', source, why: `a claim against all ("${p.metricWords} than …") whose metric no table prints` }, review: [unresolvedBestReview(ctx)] }];
  // no table or metric named: the results tables whose printed names start with the name the sentence gives ("ESM-2
  // outperforms all tested … models")
  const byName = named ? [] : tables.filter((t) => performanceColumns(t).length && subjectByPrint(s, p.at, t, ctx)?.how.startsWith('"'));
  const first = byName[0];
  const printed = first ? subjectByPrint(s, p.at, first, ctx) : undefined;
  if (first && printed) {
    const same = byName.filter((t) => subjectByPrint(s, p.at, t, ctx)?.id === printed.id);
    const siblings = [...new Set(same.flatMap((t) => subjectByPrint(s, p.at, t, ctx)?.family ?? []))].filter((id) => id !== printed.id);
    return [{ section: 'statements', fields: { kind: 'best', source: withTable(source, first), method: printed.id, tables: same.map((t) => t.id), quantifier, ...(siblings.length ? { competitors: { exclude: siblings } } : {}) }, review: [`best: "outperforms all …" names no table or metric: tables guessed from the results tables that print ${printed.id}; check the tables, the method, the competitors and the columns (all with a direction; cost columns left out)`, `subject: ${printed.how}`, ...(siblings.length ? [`the subject's other rows (${siblings.join(', ')}) do not compete: check`] : [])] }];
  }
  // else those that print the one method named before the claim as a row of theirs
  // ("FooNet outperforms other methods"), with a competitor
  // (only against a group no word narrows to some of the rows: "other methods", "existing baselines", not "all open-source
  // Chinese models", "all the single-view methods", "all variants of X": those rows are not told apart here)
  const open = UNRESTRICTED.test(p.rest);
  const literal = named || !open ? undefined : literalSubjectTables(s, p.at, tables, ctx);
  if (literal) return [{ section: 'statements', fields: { kind: 'best', source: withTable(source, literal.tables[0] as DraftResultsTable), method: literal.method, tables: literal.tables.map((t) => t.id), quantifier }, review: [`best: "outperforms all …" names no table or metric: tables guessed from the results tables that print ${literal.method}; check the tables, the method, the competitors and the columns (all with a direction; cost columns left out)`] }];
  // "our model" / "the proposed method" as the subject: the own row of the section's tables (else of the document's one results table)
  const own = named || literal || !open ? undefined : ownSubjectTables(s, p.at, tables, ctx);
  if (own) return [{ section: 'statements', fields: { kind: 'best', source: withTable(source, own.tables[0] as DraftResultsTable), method: own.method, tables: own.tables.map((t) => t.id), quantifier, ...(own.siblings.length ? { competitors: { exclude: own.siblings } } : {}) }, review: [`best: "outperforms all …" with the paper's own method as the subject ("${own.said}"), naming no table or metric: tables guessed from ${own.how}; check the tables, the method (${own.method}), the competitors and the columns (all with a direction; cost columns left out)`, ...(own.siblings.length ? [`the paper's other own rows (${own.siblings.join(', ')}) do not compete: check`] : [])] }];
  return [{ section: 'statements', fields: { kind: 'qualitative', source, why: 'an "outperforms all …" claim whose table or method could not be resolved' }, review: [unresolvedBestReview(ctx)] }];
}

/**
 * The review line of a best claim kept as qualitative: a document with no results table has nothing to
 * resolve it against (a `best` statement names its tables), which the line says rather than leaving it to guess.
 */
export function unresolvedBestReview(ctx: Pick<StatementContext, 'tables'>): string {
  return ctx.tables.some((t) => t.kind === 'results')
    ? 'make it a `best` statement once its table and method are known'
    : 'make it a `best` statement once its table and method are known: the document has no results table to resolve it against (a `best` statement names its tables), so none was picked';
}

/** The one method named (not compared) in the claim's part of the sentence before `at`, and the results tables printing it as a row beside a competitor. */
function literalSubjectTables(s: Sentence, at: number, tables: readonly DraftResultsTable[], ctx: StatementContext): { method: string; tables: DraftResultsTable[] } | undefined {
  const from = claimPartStart(s.text, at);
  const ms = mentions(s.text, ctx.methods);
  const compared = comparedMentions(s.text, ms);
  const named = [...new Set(ms.filter((m) => m.at >= from && m.end <= at && !compared.has(m)).map((m) => m.id))];
  if (named.length !== 1) return undefined;
  const method = named[0] as string;
  const printing = tables.filter((t) => performanceColumns(t).length && t.rows.some((r) => r.method === method && !r.reproduction) && t.rows.some((r) => r.method !== method && !r.reproduction));
  return printing.length ? { method, tables: printing } : undefined;
}

/** "Our model …", "the proposed method …", "we …" leading the claim: the own row (one method) of the section's results tables, else of the document's one. */
function ownSubjectTables(s: Sentence, at: number, tables: readonly DraftResultsTable[], ctx: StatementContext): { method: string; tables: DraftResultsTable[]; said: string; how: string; siblings: string[] } | undefined {
  const from = claimPartStart(s.text, at);
  const part = s.text.slice(from, at);
  const said = /\b(?:our|the\s+proposed)\s+(?:[\w-]+\s+){0,2}?(?:method|model|approach|system|framework|network|algorithm|architecture|models|methods)\b/i.exec(part)?.[0] ?? /\bwe\s+(?:[a-z]+\s+){0,2}$/i.exec(part)?.[0]?.trim();
  if (!said) return undefined;
  // (a row marked as the paper's own, "(ours)": the method the prose calls its own may be one of several of its rows)
  const withOwn = tables.filter((t) => performanceColumns(t).length && markedOwnRow(t, ctx) !== undefined);
  const inSection = withOwn.filter((t) => s.section && t.source.section === s.section);
  const pool = inSection.length ? inSection : tables.length === 1 ? withOwn : [];
  const methods = [...new Set(pool.map((t) => markedOwnRow(t, ctx) as string))];
  if (methods.length !== 1) return undefined;
  const method = methods[0] as string;
  // (the paper's other own rows, "CNN" beside "CNN + GP", are its approach too: no competitors)
  const ownRows = (t: DraftResultsTable) => t.rows.filter((r) => r.method !== method && !r.reproduction && (r.own ?? ctx.methods.get(r.method)?.own)).map((r) => r.method);
  const printing = pool.filter((t) => {
    const own = ownRows(t);
    return t.rows.some((r) => r.method !== method && !r.reproduction && !own.includes(r.method));
  });
  const siblings = [...new Set(printing.flatMap(ownRows))];
  return printing.length ? { method, tables: printing, said, how: inSection.length ? 'the section' : "the document's one results table", siblings } : undefined;
}
