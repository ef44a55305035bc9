/**
 * Resolving a statement's words against the draft's tables: which methods it names (and where),
 * which row is the subject ("our model", a named method, the paper's own row) and which the other
 * (a named method, "the baseline", "the previous best"), which results table and which column
 * (metric through the registry, dataset/subset words). Says what it could not resolve. Pure.
 */
import type { Mention } from './name-index.js';
import { columnsOf, esc, mentions, metricOfColumn, wordRuns } from './name-index.js';
import type { Sentence } from './sentences.js';
import type { DraftColumn, DraftMethod, DraftResultsTable, DraftTable, Printed } from './types.js';

export type { Mention };
export { mentions, metricOfColumn };

export interface StatementContext {
  readonly doc: string;
  readonly tables: readonly DraftTable[];
  readonly methods: ReadonlyMap<string, DraftMethod>;
  /** The paper's own method as its prose introduces it, when no row is marked own (statements-own.ts). */
  readonly own?: string;
}



export const resultsOf = (ctx: StatementContext): DraftResultsTable[] => ctx.tables.filter((t): t is DraftResultsTable => t.kind === 'results' && t.source.doc === ctx.doc);

const isOwn = (t: DraftResultsTable, method: string, ctx: StatementContext) => t.rows.some((r) => r.method === method && ((r.own ?? ctx.methods.get(method)?.own) || method === ctx.own));

/** The last row marked as the paper's own ("(ours)", or a method the claim files call own), no reproduction. */
export const markedOwnRow = (t: DraftResultsTable, ctx: StatementContext): string | undefined =>
  [...t.rows].reverse().find((r) => (r.own ?? ctx.methods.get(r.method)?.own) && !r.reproduction)?.method;

/** The paper's own row of a table (the last one printed: the full model after its ablations). */
export function ownRow(t: DraftResultsTable, ctx: StatementContext): string | undefined {
  const marked = markedOwnRow(t, ctx);
  // no row marked "(ours)": the method the prose introduces as the paper's own, where this table prints it
  return marked ?? (ctx.own !== undefined && t.rows.some((r) => r.method === ctx.own && !r.reproduction) ? ctx.own : undefined);
}

const num = (v: Printed | undefined): number | undefined => (v && 'n' in v ? Number(v.n) : undefined);



/** Whether `name` is printed in `text` (case-sensitive for short names: "IS" is not "is"). */
export function names(text: string, name: string): number {
  const n = name.trim();
  const re = new RegExp(`(?<![\\w@-])${esc(n)}(?![\\w@-]|\\.\\d)`, n.length <= 3 ? '' : 'i');
  return re.test(text) ? n.length : 0;
}

/** Words that stand for a metric without naming it ("faster" → latency or throughput, "smaller" → parameters). */
const METRIC_WORDS: [RegExp, readonly string[]][] = [
  [/\b(?:faster|slower|speed-?ups?|quicker|acceleration|latency|inference time)\b/i, ['latency', 'throughput', 'inference-time', 'train-time']],
  [/\b(?:smaller|parameters?|params|lighter|model size)\b/i, ['params']],
  [/\bmemory\b/i, ['memory']],
  [/\b(?:compute|FLOPs|GFLOPs|MACs|cheaper)\b/i, ['flops', 'macs']],
  [/\btraining (?:time|cost|hours)\b/i, ['train-time']],
];

/**
 * The clause of a sentence around [at, end): cut at ";", at ", and" / ", while" / ", whereas",
 * at "while" / "whereas" / "and brings …" without a comma. Each clause of "A reduces X by 20%
 * relative to B, and brings a 12% reduction over C on Y" has its own figure, metric and baseline.
 */
export function clauseOf(text: string, at: number, end: number): { text: string; at: number } {
  const cuts = [...text.matchAll(/;\s*|,\s+(?:and|while|whereas|but|and it|which)\s+|\s+(?:while|whereas)\s+|\s+and\s+(?:it|we|they|is|are|also|brings?|yields?|gives?|achieves?|obtains?|reduces?|improves?|lowers?|raises?|increases?|cuts?|uses?|needs?|requires?|runs?)\s+/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  // a leading subordinate clause ends at its comma: "while Gipuma performs best in accuracy, our method outperforms …"
  for (const m of text.matchAll(/\b(?:while|whereas|although|though)\s+[^,;]{3,120}?,\s+/gi)) cuts.push([(m.index ?? 0) + m[0].search(/,\s+$/), (m.index ?? 0) + m[0].length]);
  const from = Math.max(0, ...cuts.filter(([, b]) => b <= at).map(([, b]) => b));
  const to = Math.min(text.length, ...cuts.filter(([a]) => a >= end).map(([a]) => a));
  return { text: text.slice(from, to), at: from };
}

/** Words before a metric name that say nothing about which column ("fewer steps", "the WER"). */
const NEUTRAL_BEFORE = /^(?:the|a|an|its|their|our|of|in|on|and|or|with|by|than|times|fewer|more|less|lower|higher|smaller|larger|better|worse|total|overall|relative|absolute|average|mean|x|×|\d[\d.,]*%?)$/i;

/**
 * "sampling steps" names no "Training steps" column even though both end in the registry's alias
 * "steps": the word printed before the name differs from the label's word before it.
 */
function qualifiedOtherwise(text: string, label: string, name: string): boolean {
  const n = name.trim();
  if (n.length < 3 || names(text, label)) return false;
  const inLabel = new RegExp(`([A-Za-z][\\w-]*)\\s+${esc(n)}\\b`, 'i').exec(label);
  if (!inLabel) return false;
  const q = (inLabel[1] as string).toLowerCase();
  const printed = [...text.matchAll(new RegExp(`([A-Za-z][\\w-]*)\\s+${esc(n)}\\b`, n.length <= 3 ? 'g' : 'gi'))].map((m) => (m[1] as string).toLowerCase());
  return printed.length > 0 && printed.every((w) => w !== q && !NEUTRAL_BEFORE.test(w));
}

export interface ColumnHit {
  readonly table: DraftResultsTable;
  readonly column: number;
  readonly score: number;
}

/**
 * Columns a phrase is about: the metric named closest to it (or any named in the sentence), the
 * dataset/subset words of the column or its table; `near` is the phrase's position.
 */
export function columnsNamed(text: string, near: number, tables: readonly DraftResultsTable[], hint = ''): ColumnHit[] {
  const hits: ColumnHit[] = [];
  const runs = wordRuns(text, true);
  const hinted = hint ? new Set(METRIC_WORDS.flatMap(([re, ids]) => (re.test(hint) ? ids : []))) : undefined;
  // many tables print the same metric ("Accuracy" in every section): each name is looked for in the text once
  const seen = new Map<string, number | boolean>();
  const once = <T extends number | boolean>(key: string, f: () => T): T => {
    if (!seen.has(key)) seen.set(key, f());
    return seen.get(key) as T;
  };
  for (const t of tables) {
    columnsOf(t).forEach(({ c, names: printed, runs: first, metric }, i) => {
      // a name can be printed only where its first word run is a word run of the text (see MethodPatterns)
      if (!first.some((r) => r === undefined || runs.has(r)) && !(hinted && metric && hinted.has(metric.id))) return;
      let score = Math.max(0, ...printed.map((n) => (once(`${c.label}\u0000${n}`, () => qualifiedOtherwise(text, c.label, n)) ? 0 : once(n, () => names(text, n)))));
      if (!score && hinted && metric && hinted.has(metric.id)) score = 1;
      if (!score) return;
      // subset / dataset words printed in the sentence make the column more specific
      const extra = [c.subset, (c as { dataset?: string }).dataset, (c as { condition?: string }).condition, t.dataset].filter((w): w is string => !!w && w !== 'total' && w !== 'unknown');
      const bonus = extra.filter((w) => new RegExp(`\\b${esc(w.replace(/-/g, ' '))}\\b|\\b${esc(w)}\\b`, 'i').test(text)).length;
      hits.push({ table: t, column: i, score: score + 10 * bonus - Math.min(5, Math.abs(near - text.search(new RegExp(esc(c.label), 'i'))) / 100) });
    });
  }
  return hits;
}

export interface Sides {
  readonly subject?: string;
  readonly other?: string;
  /** How the other was read ("the baseline", "the previous best"), for the review note. */
  readonly how?: string;
}

const OTHER_KW = /\b(?:than|over|above|below|against|compared\s+(?:to|with)|relative\s+to|with\s+respect\s+to|versus|vs\.?|beyond|ahead\s+of|behind|on\s+top\s+of|outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|beats?|beating|exceeds?|improves?\s+(?:up)?on|of)\s/gi;
const BASELINE = /\b(?:the|our|a)\s+(?:strong\s+|vanilla\s+|standard\s+)?baseline\b|\bthe\s+base\s+model\b/i;
const PREVIOUS_BEST = /\b(?:the\s+)?(?:previous|prior|best\s+prior|former|strongest|best|second[- ]best|best[- ]performing|top)\s+(?:state[- ]of[- ]the[- ]art|SOTA|best|baseline|competitor|competing\s+(?:method|model|system)|method|model|result|system|approach)s?\b/i;

/** The row of a table that "the baseline" names: a row labelled so. */
function baselineRow(t: DraftResultsTable): string | undefined {
  const rows = t.rows.filter((r) => /baseline|\bbase\b|vanilla/i.test(r.label));
  return rows.length === 1 ? rows[0]?.method : (t as { base?: string }).base;
}

/** The best row other than the paper's own on a column, by the metric's direction. */
export function previousBest(t: DraftResultsTable, col: number, ctx: StatementContext): string | undefined {
  const dir = metricOfColumn(t.columns[col] as DraftColumn)?.direction;
  if (!dir || dir === 'neither') return undefined;
  const k = dir === 'lower' ? -1 : 1;
  const others = t.rows.filter((r) => !isOwn(t, r.method, ctx) && !r.reproduction && num(r.values[col]) !== undefined);
  const sorted = others.sort((a, b) => k * ((num(b.values[col]) as number) - (num(a.values[col]) as number)));
  const top = sorted[0];
  return top && (sorted.length < 2 || num(sorted[1]?.values[col]) !== num(top.values[col])) ? top.method : undefined;
}

/** "It", "This model", "Our model", "The proposed method", "we": the paper's own method, or the previous sentence's subject. */
const GENERIC_SUBJECT = /^(?:\s*(?:[A-Z][\w ,-]{0,40},\s*)?)(?:it|this\s+(?:model|method|approach|system|network)|our\s+(?:\w+[- ]){0,2}?(?:model|method|approach|system|network|recogni[sz]er|architecture)|ours|the\s+proposed\s+(?:\w+\s+)?(?:model|method|approach|system|network|architecture)|we)\b/i;
const PRONOUN = /^\s*(?:it|this\s+(?:model|method|approach|system|network))\b/i;

/** Mentions printed right after a comparison word: the baselines of their clauses, never a subject. */
export function comparedMentions(text: string, ms: readonly Mention[]): Set<Mention> {
  const out = new Set<Mention>();
  for (const kw of text.matchAll(OTHER_KW)) {
    if (/^of\s$/i.test(kw[0])) continue; // "the WER of X": X is the subject
    const k = (kw.index ?? 0) + kw[0].length;
    const m = ms.find((x) => x.at >= k && x.at - k < 40);
    if (!m || ms.some((x) => x.at >= k && x.at < m.at)) continue;
    out.add(m);
    // the rest of a list the comparison word governs: "(Mimi at 1.10kbps and LLM-Codec at 0.85kbps)", "than DDIM and DDPM"
    let last = m;
    for (const next of ms.filter((x) => x.at > m.at)) {
      const gap = text.slice(last.end, next.at);
      if (gap.length > 30 || /[;:)(]/.test(gap) || !/,|\band\b|\bor\b/.test(gap)) break;
      out.add(next);
      last = next;
    }
  }
  return out;
}

/**
 * The subject of a clause: a method named before the figure that no comparison word governs; else
 * a generic subject ("it", "our model", "the proposed method") → the paper's own row ("It" after a
 * sentence whose subject is another named method of the table: that method); a clause with no subject of its own ("…, and brings a 12%
 * reduction over C", "while using 10× fewer steps") takes the sentence's first clause's subject.
 * `null`: the clause names a subject that cannot be resolved unambiguously.
 */
function subjectOfClause(s: Sentence, c: { text: string; at: number }, at: number, inTable: readonly Mention[], compared: Set<Mention>, t: DraftResultsTable, ctx: StatementContext, depth = 0): string | null | undefined {
  const cEnd = c.at + c.text.length;
  const named = inTable.filter((m) => m.at >= c.at && m.at < Math.min(at, cEnd) && !compared.has(m));
  if (named.length) return (named[named.length - 1] as Mention).id;
  const head = s.text.slice(c.at, Math.max(c.at, at));
  const own = ownRow(t, ctx);
  if (GENERIC_SUBJECT.test(head)) {
    if (PRONOUN.test(head) && c.at === 0 && s.previous) {
      // "It …" after a sentence whose subject is a named method of the table: that method
      const prevNamed = mentions(s.previous, ctx.methods).filter((m) => t.rows.some((r) => r.method === m.id && !r.reproduction));
      const prevCompared = comparedMentions(s.previous, prevNamed);
      const first = prevNamed.find((m) => !prevCompared.has(m));
      if (first && first.id !== own) return first.id;
    }
    return own ?? null;
  }
  if (c.at > 0 && depth === 0) {
    const first = clauseOf(s.text, 0, 1);
    if (first.at + first.text.length <= c.at) return subjectOfClause(s, first, first.at + first.text.length, inTable, compared, t, ctx, 1);
  }
  return undefined;
}

/** Subject and other of a phrase at [at, end) in a table, read in the phrase's clause: named methods first, then "our", "the baseline", "the previous best". */
export function sides(s: Sentence, at: number, end: number, t: DraftResultsTable, col: number | undefined, ctx: StatementContext): Sides {
  const text = s.text;
  const c = clauseOf(text, at, end);
  const cEnd = c.at + c.text.length;
  const inTable = mentions(text, ctx.methods).filter((m) => t.rows.some((r) => r.method === m.id && !r.reproduction));
  const compared = comparedMentions(text, inTable);
  const inClause = inTable.filter((m) => m.at >= c.at && m.end <= cEnd);
  // the other: a method after a comparison word of the same clause (after the phrase, or before it: "Compared with X, ours …")
  let other: string | undefined;
  let how: string | undefined;
  for (const kw of text.matchAll(OTHER_KW)) {
    const ki = kw.index ?? 0;
    if (ki < c.at || ki >= cEnd) continue;
    const k = ki + kw[0].length;
    // the method the keyword governs: after it, with no clause break in between ("Over five seeds, X is …" names no baseline)
    const m = inClause.find((x) => x.at >= k && x.at - k < 40 && !/[,;:]/.test(text.slice(k, x.at)));
    if (m && ki >= at - 60) {
      other = m.id;
      break;
    }
  }
  const after = text.slice(end, cEnd);
  if (!other && BASELINE.test(after.slice(0, 80))) {
    other = baselineRow(t);
    how = 'the baseline: the row labelled baseline';
  }
  if (!other && col !== undefined && PREVIOUS_BEST.test(c.text)) {
    other = previousBest(t, col, ctx);
    how = 'the previous best: the best row not marked own on that column';
  }
  if (!other && col !== undefined && /\b(?:all|every|each)\s+(?:other\s+|prior\s+|previous\s+|compared\s+|competing\s+|existing\s+)?(?:methods|baselines|models|approaches|systems|competitors|works)\b/i.test(c.text)) {
    other = previousBest(t, col, ctx);
    how = 'all other methods: the strongest row not marked own on that column';
  }
  const bySubject = subjectOfClause(s, c, at, inTable, compared, t, ctx);
  if (bySubject === null) return { ...(other ? { other } : {}), ...(how ? { how } : {}) };
  // a method named in the clause after the figure that is not the baseline ("… is replaced by X"), else the paper's own row
  const later = inClause.find((m) => m.id !== other && !compared.has(m) && m.at >= at);
  const subject = bySubject ?? later?.id ?? ownRow(t, ctx);
  return { ...(subject ? { subject } : {}), ...(other && other !== subject ? { other } : {}), ...(how ? { how } : {}) };
}

/** Results tables a sentence can be about: the one it names, else those of its section, else all of the document. */
export function candidateTables(s: Sentence, ctx: StatementContext): { tables: DraftResultsTable[]; named: boolean } {
  const all = resultsOf(ctx);
  const n = s.tables[s.tables.length - 1];
  if (n !== undefined) {
    const t = all.filter((x) => x.source.table === n);
    if (t.length) return { tables: t, named: true };
  }
  // a table number printed in markup the sentence splitter did not read ("According to Table [3,] …", "(Tab. [3\)]"): only that table, never a guess among the others
  const garbled = [...s.text.matchAll(/\b(?:Tables?|Tab\.)\s*\[\s*(\d+)/g)].map((m) => Number(m[1]));
  if (garbled.length) return { tables: all.filter((t) => typeof t.source.table === 'number' && garbled.includes(t.source.table)), named: false };
  const inSection = all.filter((t) => t.source.section && t.source.section === s.section);
  return { tables: inSection.length ? [...inSection, ...all.filter((t) => !inSection.includes(t))] : all, named: false };
}

/** Cells of a column equal to a printed number (same digits). */
export function rowsPrinting(t: DraftResultsTable, col: number, printed: string): string[] {
  return t.rows.filter((r) => !r.reproduction && num(r.values[col]) === Number(printed) && ((r.values[col] as { n: string }).n === printed || Number((r.values[col] as { n: string }).n) === Number(printed))).map((r) => r.method);
}
