/**
 * best / beats / significance / sum phrases → draft statements, resolved against the tables: which
 * tables (named, listed datasets, the section's), which columns (listed metrics), which method.
 * Unresolved ones stay qualitative or quantities with a review note. Pure.
 */
import type { BeatsPhrase, BestPhrase, SignificancePhrase, SumPhrase } from './statements-claims.js';
import { AGAINST_ALL } from './statements-claims.js';
import { bestByValue, namesMetric } from './statements-best-value.js';
import { againstAllItems, listedItems, performanceColumns, subjectByPrint, unresolvedBestReview, withTable } from './statements-listed.js';
import type { ColumnHit, Mention, StatementContext } from './statements-resolve.js';
import { candidateTables, columnsNamed, comparedMentions, mentions, names, ownRow, sides } from './statements-resolve.js';
import { printedNumber } from './statements-numbers.js';
import { bareBeatsItems } from './statements-bare-beats.js';
import { describedPairItems } from './statements-described-pair.js';
import { describedBestItem } from './statements-described-best.js';
import type { Source } from './statements-items.js';
import { resolvePhrase } from './statements-items.js';
import type { Sentence } from './sentences.js';
import type { DraftItem, DraftResultsTable } from './types.js';


/** Words a table is known by: its dataset id (and spaced form), caption, section. */
function tableNamed(t: DraftResultsTable, scope: string): boolean {
  const words = [t.dataset, t.dataset.replace(/-/g, ' '), ...t.columns.flatMap((c) => [(c as { dataset?: string }).dataset ?? ''])].filter((w) => w && w !== 'unknown');
  if (words.some((w) => names(scope, w))) return true;
  // a listed name printed in the caption ("Results on LibriSpeech test-clean")
  const listed = scope.split(/\s*(?:,|\band\b|\bor\b|&)\s*/).map((x) => x.trim()).filter((x) => x.length >= 3 && /[A-Z0-9]/.test(x));
  if (listed.some((x) => (t.caption ?? '').includes(x) || (t.source.section ?? '').includes(x))) return true;
  // "… overall for this Uniform dataset": a capitalised name before "dataset" that the caption prints so too ("on the Uniform dataset")
  const data = [...scope.matchAll(/\b([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})\s+(?:dataset|data set|benchmark|split)\b/g)].map((m) => m[0]);
  return data.some((x) => (t.caption ?? '').includes(x));
}


function subjectOf(s: Sentence, at: number, t: DraftResultsTable, ctx: StatementContext): string | undefined {
  // the clause's own subject first (a pronoun, a subject of an earlier clause, never the baseline
  // after "than"/"over" of another clause: "It samples 5× faster than EDM and achieves the best FID")
  const bySides = sides(s, at, at + 1, t, undefined, ctx).subject;
  if (bySides) return bySides;
  const ms = mentions(s.text, ctx.methods).filter((m) => t.rows.some((r) => r.method === m.id && !r.reproduction));
  return ([...ms].reverse().find((m) => m.at < at) ?? ms[0])?.id ?? ownRow(t, ctx);
}

export function bestItems(s: Sentence, p: BestPhrase, ctx: StatementContext, source: Source): DraftItem[] {
  const { tables, named } = candidateTables(s, ctx);
  const scopeNamed = p.every ? [] : tables.filter((t) => tableNamed(t, p.scope));
  const metricHits = p.every ? [] : columnsNamed(p.scope, 0, tables);
  // the tables the sentence names, else those of the datasets it lists, else of the metrics it names, else (every …) the section's;
  // a list that yields no claim (its tables hold no competitor of the subject) gives way to the next
  const picks = named ? [tables.slice(0, 1)] : [scopeNamed, [...new Set(metricHits.map((h) => h.table))], p.every ? tables.filter((t) => !t.source.section || t.source.section === s.section || !s.section) : []].filter((l) => l.length);
  const pick = picks.flat();
  for (const list of picks) {
    const items = bestOn(list, s, p, ctx, source, { named, scopeNamed, metricHits });
    if (items.length) return items;
  }
  // nothing named that the tables know (or "across a range of evaluations" outside a section with tables): the tables of the section, or of the subject named
  if (!pick.length || p.every) {
    const generic = genericBest(s, p, ctx, source);
    if (generic) return [generic];
  }
  // "achieved the highest average score (54.5)": the table and column of the value it prints
  const byValue = bestByValue(s, p, ctx, source);
  if (byValue) return [byValue];
  // "the model using the ENTITY MARKERS input and ENTITY START output achieves the best scores": a row described by its label's words
  const described = describedBestItem(s, p, ctx, source);
  if (described) return [described];
  return [{ section: 'statements', fields: { kind: 'qualitative', source, why: `a ${p.extreme} claim whose table, columns or method could not be resolved (scope: "${p.scope.trim()}")` }, review: [unresolvedBestReview(ctx)] }];
}


function bestOn(pick: readonly DraftResultsTable[], s: Sentence, p: BestPhrase, ctx: StatementContext, source: Source, found: { named: boolean; scopeNamed: readonly DraftResultsTable[]; metricHits: readonly ColumnHit[] }): DraftItem[] {
  const { named, scopeNamed, metricHits } = found;
  const items: DraftItem[] = [];
  for (const t of pick) {
    const subject = subjectOfOrNone(s, p.at, t, ctx, p.subjectAt);
    const method = subject?.id;
    if (!method) continue;
    const cols = metricHits.filter((h) => h.table === t).map((h) => h.column);
    // a listed metric the table lacks keeps the claim unresolved there; "best" over no competitor means nothing;
    // in a table the sentence names, a scope that is only a condition or the competitors ("… when data is scarce",
    // "… among all the methods") lists nothing the table could lack, nor does an empty one ("the best model is X", "X is the best.")
    if (!p.every && !scopeNamed.includes(t) && !cols.length && !(named && (scopeFree(p.scope) || !p.scope.trim()))) continue;
    if (!t.rows.some((r) => r.method !== method && !(r.own ?? ctx.methods.get(r.method)?.own))) continue;
    items.push({
      section: 'statements',
      fields: { kind: 'best', source: withTable(source, t), method, tables: [t.id], ...(cols.length ? { columns: [...new Set(cols)] } : {}), quantifier: p.quantifier, ...(p.extreme !== 'best' ? { extreme: p.extreme } : {}) },
      review: [`${p.extreme}: check the method (${method}), the competitors (exclude rows the text sets apart) and the columns${cols.length ? '' : ' (all with a direction; cost columns left out)'}`, ...(subject?.how ? [`subject: ${subject.how}`] : []), ...(!named && !s.tables.length ? [`table '${t.id}' guessed from ${scopeNamed.includes(t) ? 'the datasets the sentence lists' : metricHits.length ? 'the metrics it names' : 'the section'}`] : [])],
    });
  }
  return items;
}

/** "three datasets", "all 4 benchmarks", "the two test sets": a count of what the named table holds, naming none of it. */
const COUNTED_SCOPE = /^\s*(?:(?:on|across|over|in)\s+)?(?:all\s+)?(?:the\s+|these\s+|its\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|many|various|all|both)\s+(?:[a-z-]+\s+)?(?:datasets?|benchmarks?|tasks?|test\s+sets?|splits?|settings?|corpora|domains?|languages?)\b/i;

/**
 * A scope that names no dataset or metric: a condition ("when there is sufficient data", "if the budget is
 * small", "under heavy noise") or the competitors themselves ("among all the methods", "compared to the
 * baselines", "of all models"), or a count of what the table holds ("three datasets"). Pure.
 */
export function scopeFree(scope: string): boolean {
  // (or one that only counts what the table holds: "three datasets", "all four benchmarks", "several tasks")
  if (COUNTED_SCOPE.test(scope)) return true;
  return /^\s*(?:(?:errors?|results?|performance|scores?|accuracy)\s+)?(?:(?:when|whenever|if|under|given|once)\b|(?:among|amongst|of|compared\s+(?:to|with)|against|over)\s+(?:all\s+|every\s+)?(?:the\s+|other\s+|these\s+|those\s+)?(?:[\w-]+\s+){0,2}?(?:methods|models|approaches|systems|baselines|competitors|variants|configurations|settings|algorithms|networks|architectures|techniques|entries|submissions|candidates)\b\s*(?:[,(]|$))/i.test(scope);
}

/**
 * A best claim whose scope names no dataset or metric of the tables ("the overall best results",
 * "new state-of-the-art performances on multi-lingual retrieval tasks"): one `best` statement over the
 * tables of the sentence's section (else the document's only results table) that hold its printed
 * subject (a named method, a value or family name, "our …") with at least one competitor, on every
 * performance column, with a review line saying so.
 */
function genericBest(s: Sentence, p: BestPhrase, ctx: StatementContext, source: Source): DraftItem | undefined {
  const { tables } = candidateTables(s, ctx);
  const inSection = tables.filter((t) => s.section && t.source.section === s.section);
  const ms = mentions(s.text, ctx.methods);
  const compared = comparedMentions(s.text, ms);
  // only the section's tables (or the document's one results table, or those printing the subject the claim names):
  // a generic claim elsewhere ("Related Work", "It … state of the art") is about no table of ours
  // the subject named in the claim's own part of the sentence (after the last ":" / ";" / "!" before it: "[2023/3/13]: We release … Grounding DINO that achieves the best …")
  const from = Math.max(0, ...[...s.text.slice(0, p.at).matchAll(/[:;!?]/g)].map((m) => (m.index ?? 0) + 1));
  // and it must lead that part, a few words before the claim ("SpatialVLA achieves …", "Overall, HydroNet obtains …"), never a word inside a noun phrase ("repeating 3 KDA layers to 1 full MLA layer, provided the best …")
  const leads = /^\s*(?:[A-Z][a-z]+(?:\s+[a-z]+)?,\s*)?(?:the\s+)?[A-Z][\w+.-]*(?:[\s-][A-Z0-9][\w+.-]*)*(?:\s*\([^)]*\))?\s+(?:[a-z]+\s+){0,3}$/.test(s.text.slice(from, p.at));
  const byName = leads ? tablesOfNamedSubject(s.text.slice(0, p.at), ms.filter((m) => m.at >= from), compared, tables, (t) => subjectByPrint(s, p.at, t, ctx)?.how.startsWith('"') === true) : [];
  const pool = inSection.length ? inSection : tables.length === 1 ? tables : byName;
  const bySubject = new Map<string, { tables: DraftResultsTable[]; how?: string }>();
  for (const t of pool) {
    const printed = subjectOfOrNone(s, p.at, t, ctx, p.subjectAt);
    // the subject must be printed: a method named before the claim, a value or family name, or "our …"/"we" — never a guess of the own row
    // "our …"/"we" is explicit only for a row marked own ("our system … matching OpenAI's o1" is no claim of o1)
    const ownRow = t.rows.some((r) => r.method === printed?.id && ((r.own ?? ctx.methods.get(r.method)?.own) || r.method === ctx.own));
    const explicit = printed && (printed.how || ms.some((m) => m.id === printed.id && m.at < p.at && !compared.has(m)) || (ownRow && /\b(?:our|ours|we|the\s+proposed)\b/i.test(s.text.slice(0, p.at))));
    // a row labelled by a metric ("LiveCodeBench (Pass@1-COT)" in a table read the wrong way round) is no subject
    if (!printed || !explicit || namesMetric(t, printed.id) || !performanceColumns(t).length || !t.rows.some((r) => r.method !== printed.id && !r.reproduction && !(r.own ?? ctx.methods.get(r.method)?.own))) continue;
    const e = bySubject.get(printed.id) ?? { tables: [], ...(printed.how ? { how: printed.how } : {}) };
    e.tables.push(t);
    bySubject.set(printed.id, e);
  }
  const [method, e] = [...bySubject.entries()].sort((a, b) => b[1].tables.length - a[1].tables.length)[0] ?? [];
  if (!method || !e) return undefined;
  const first = e.tables[0] as DraftResultsTable;
  // "SpatialVLA" read as its last printed row: its other rows (zero-shot, fine-tuned) are the subject too, not competitors
  const siblings = [...new Set(e.tables.flatMap((t) => subjectByPrint(s, p.at, t, ctx)?.family ?? []))].filter((id) => id !== method);
  return {
    section: 'statements',
    fields: { kind: 'best', source: withTable(source, first), method, tables: e.tables.map((t) => t.id), quantifier: p.quantifier, ...(p.extreme !== 'best' ? { extreme: p.extreme } : {}), ...(siblings.length ? { competitors: { exclude: siblings } } : {}) },
    review: [`${p.extreme}: the claim names no dataset or metric of the tables (scope: "${p.scope.trim().slice(0, 60)}"): tables guessed from ${inSection.length ? 'the section' : tables.length === 1 ? "the document's one results table" : `the results tables that print ${method}`}; check the tables, the method (${method}), the competitors and the columns`, ...(e.how ? [`subject: ${e.how}`] : []), ...(siblings.length ? [`the subject's other rows (${siblings.join(', ')}) do not compete: check`] : [])],
  };
}

/** Results tables printing the one method named (not compared) before a claim ("SpatialVLA achieves state-of-the-art …"): its claim's tables when nothing else names them. */
export function tablesOfNamedSubject(before: string, ms: readonly Mention[], compared: ReadonlySet<Mention>, tables: readonly DraftResultsTable[], byFamily: (t: DraftResultsTable) => boolean): DraftResultsTable[] {
  const named = [...new Set(ms.filter((m) => m.end <= before.length && !compared.has(m)).map((m) => m.id))];
  if (named.length > 1) return [];
  if (named.length === 1) return tables.filter((t) => t.rows.some((r) => r.method === named[0] && !r.reproduction));
  // a family name ("SpatialVLA" → SpatialVLA (Zero-shot), SpatialVLA (Fine-tuning))
  return tables.filter(byFamily);
}

/** The subject of a phrase in a table: named or generic ("It", "our model"), else by a printed value or a family name. */
function subjectOfOrNone(s: Sentence, at: number, t: DraftResultsTable, ctx: StatementContext, subjectAt?: number): { id: string; how?: string } | undefined {
  // "the best model is X": the row named right after the copula, or none
  if (subjectAt !== undefined) {
    const first = mentions(s.text, ctx.methods).find((m) => m.at >= subjectAt && m.at <= subjectAt + 2);
    return first && t.rows.some((r) => r.method === first.id && !r.reproduction) ? { id: first.id, how: `"${s.text.slice(first.at, first.end)}", named after "is"` } : undefined;
  }
  const named = subjectOf(s, at, t, ctx);
  const printed = subjectByPrint(s, at, t, ctx);
  // a generic subject ("It", "our model") read as the own row gives way to the row printing the values the sentence gives
  const ms = mentions(s.text, ctx.methods);
  const compared = comparedMentions(s.text, ms);
  const literal = named !== undefined && ms.some((m) => m.id === named && m.at < at && !compared.has(m));
  if (named && (literal || !printed?.how.startsWith('the row printing'))) return { id: named };
  return printed;
}

export function beatsItems(s: Sentence, p: BeatsPhrase, ctx: StatementContext, source: Source): DraftItem[] {
  if (p.againstAll) {
    const all = againstAllItems(s, p, ctx, source);
    // "it attains 97.3% …, outperforming other models": unresolved by names, the table and column of the value its clause prints
    const byValue = all.every((i) => i.fields.kind === 'qualitative') ? bestByValue(s, { at: p.at, quantifier: p.quantifier === 'most' ? 'most' : 'all', extreme: 'best', every: false }, ctx, source, true) : undefined;
    return byValue ? [byValue] : all;
  }
  const listed = listedItems(s, p, ctx, source);
  if (listed.length) return listed;
  if (p.relation) return [{ section: 'statements', fields: { kind: 'qualitative', source, why: `a comparison ("${p.relation} ${p.metricWords ?? ''} than …") whose table, column or methods could not be resolved` }, review: ['make it a `comparison` statement once its table, column and methods are known'] }];
  if (p.quantifier === 'one') {
    // no quantifier: one comparison on the column the clause names, or nothing (a bare "outperforms X" names no number)
    const r = resolvePhrase(s, p.at, p.at + 1, ctx);
    if ('missing' in r) return bareBeatsItems(s, p, ctx, source);
    return [{ section: 'statements', fields: { kind: 'comparison', source: { ...source, ...(r.table.source.table !== undefined ? { table: r.table.source.table } : {}) }, method: r.subject, other: r.other, table: r.table.id, columns: [r.column], relation: 'better' }, review: [`comparison: ${r.subject} better than ${r.other} on ${r.table.columns[r.column]?.label}; check the rows and the column`, ...r.notes] }];
  }
  const { tables } = candidateTables(s, ctx);
  const againstAll = AGAINST_ALL.test(p.rest);
  for (const t of tables) {
    const sd = sides(s, p.at, p.at + 1, t, undefined, ctx);
    const method = sd.subject;
    if (!method) continue;
    const cols = performanceColumns(t);
    if (!cols.length) continue;
    if (againstAll) {
      return [{ section: 'statements', fields: { kind: 'best', source: withTable(source, t), method, tables: [t.id], quantifier: p.quantifier }, review: [`best: "outperforms all … on ${p.quantifier} …": check the method (${method}), the competitors and the columns`] }];
    }
    if (!sd.other) continue;
    const review = [`comparison: ${method} better than ${sd.other} on every column with a direction (cost columns left out); check the columns`];
    if (p.count !== undefined && p.count !== cols.length) review.push(`the sentence counts ${p.count} metrics; table '${t.id}' has ${cols.length} performance columns: set \`columns\``);
    return [{ section: 'statements', fields: { kind: 'comparison', source: withTable(source, t), method, other: sd.other, table: t.id, columns: cols, relation: p.quantifier === 'all' ? 'better' : 'improves' }, review }];
  }
  return [{ section: 'statements', fields: { kind: 'qualitative', source, why: 'a comparison whose table or methods could not be resolved' }, review: ['make it a `comparison` statement once its table and methods are known'] }];
}

export function significanceItems(s: Sentence, p: SignificancePhrase, ctx: StatementContext, source: Source): DraftItem[] {
  const { tables } = candidateTables(s, ctx);
  const hits = columnsNamed(s.text, p.at, tables);
  for (const t of hits.length ? [...new Set(hits.map((h) => h.table))] : tables) {
    const sd = sides(s, p.at, p.at + 1, t, hits.find((h) => h.table === t)?.column, ctx);
    if (!sd.subject || !sd.other) continue;
    const cols = hits.filter((h) => h.table === t).map((h) => h.column);
    const columns = cols.length ? [...new Set(cols)] : performanceColumns(t);
    if (!columns.length) continue;
    return [{ section: 'statements', fields: { kind: 'significance', source: withTable(source, t), method: sd.subject, other: sd.other, table: t.id, columns, direction: p.direction, ...(p.alpha ? { alpha: { n: p.alpha } } : {}) }, review: [`significance: Welch's t-test on the printed mean ± spread; checked only where the table prints spreads and the number of runs (table \`spread: {kind, n}\`)${sd.how ? `; baseline read as ${sd.how}` : ''}`] }];
  }
  // "the network trained with X significantly outperforms the model without X": sides described in a two-row ablation table; significance itself unchecked
  const described = describedPairItems(s, 0, ctx, source, 'the sentence says "significantly": a comparison of the printed values only; make it a `significance` statement where the table prints spreads and runs');
  if (described.length) return described;
  return [{ section: 'statements', fields: { kind: 'qualitative', source, why: 'a significance claim whose table or methods could not be resolved' }, review: ['make it a `significance` statement once its table, methods and columns are known'] }];
}

export function sumItem(p: SumPhrase, source: Source): DraftItem {
  return { section: 'statements', fields: { kind: 'arithmetic', source, op: 'sum', operands: p.parts.map((n) => ({ n: printedNumber(n) })), result: { n: printedNumber(p.total) }, what: p.what }, review: [`sum of ${p.parts.map((n) => n.text).join(' + ')}: check that these are the parts of the total`] };
}
