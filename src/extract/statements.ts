/**
 * Numeric sentences → draft statements: relative improvements, best-on-all/most claims, split sums,
 * bounds, other quantities; hardware and training claims via hardware.ts. Each keeps its verbatim
 * quote; what the sentence does not resolve is marked for review. Pure.
 */
import { hardwareIn } from './hardware.js';
import { metricsIn, nameKey } from './names.js';
import type { Sentence } from './sentences.js';
import type { DraftItem, DraftMethod, DraftResultsTable, DraftTable } from './types.js';

export interface StatementContext {
  readonly doc: string;
  readonly tables: readonly DraftTable[];
  readonly methods: ReadonlyMap<string, DraftMethod>;
}

const WORD_NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const NUM = /(?<![\w.\-/[,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![a-zA-Z_\d]|\.\d|,\d{3})|(?<![\w.\-/[,])(\d+(?:\.\d+)?)(?=[KMB]\b)/g;
const num = (s: string): number => Number(s.replace(/,/g, ''));

/** Numbers of a sentence that are printed values (not citations, years, table/figure numbers, names). */
function numbersOf(text: string): { text: string; value: number; at: number; pct: boolean; after: string }[] {
  const out: { text: string; value: number; at: number; pct: boolean; after: string }[] = [];
  for (const m of text.matchAll(NUM)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 12), at);
    if (/(?:Table|Tab\.|Fig\.|Figure|Figs?\.|Eq\.|Sec\.|Section|Sect\.|Tables|Figures)\s*\(?$/i.test(before)) continue;
    if (/\[[\d,\s–-]*$/.test(before) || /^\s*[,–-]?\s*\d*\s*\]/.test(text.slice(at + m[0].length, at + m[0].length + 4)) && /\[[^\]]*$/.test(text.slice(0, at))) continue;
    if (/^(?:19|20)\d\d$/.test(m[0]) && !/\d\s*$/.test(before)) continue;
    if (/[A-Za-z]-?$/.test(before) || /\($/.test(before) && /^\d\)/.test(text.slice(at, at + 3))) continue;
    const rest = text.slice(at + m[0].length);
    out.push({ text: m[0], value: num(m[0]), at, pct: /^\s*%/.test(rest), after: rest });
  }
  return out;
}

const unitAfter = (rest: string): string | undefined => {
  const m = /^\s*(%|[a-zA-Z][a-zA-Z-]*(?:\s+(?!and\b|or\b|for\b|with\b|in\b|on\b|of\b|to\b)[a-zA-Z][a-zA-Z-]*)?)/.exec(rest);
  return m ? (m[1] as string) : undefined;
};

/** Methods named in a sentence with their positions, longest names first (SCORER+CBR before SCORER). */
function mentions(text: string, methods: ReadonlyMap<string, DraftMethod>): { id: string; at: number }[] {
  const names = [...methods.values()].flatMap((m) => [m.name, ...m.aliases].map((n) => ({ id: m.id, n }))).filter((x) => x.n.length >= 2).sort((a, b) => b.n.length - a.n.length);
  const taken: [number, number][] = [];
  const out: { id: string; at: number }[] = [];
  for (const { id, n } of names) {
    const esc = n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const m of text.matchAll(new RegExp(`(?<![\\w+-])${esc}(?![\\w+-])`, 'g'))) {
      const at = m.index ?? 0;
      if (taken.some(([a, b]) => at < b && at + n.length > a)) continue;
      taken.push([at, at + n.length]);
      out.push({ id, at });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

function tableFor(s: Sentence, ctx: StatementContext): DraftTable | undefined {
  const named = s.tables[s.tables.length - 1];
  if (named !== undefined) return ctx.tables.find((t) => t.source.doc === ctx.doc && t.source.table === named);
  const inSection = ctx.tables.filter((t) => t.source.doc === ctx.doc && t.source.section && t.source.section === s.section && t.kind === 'results');
  return inSection.length === 1 ? inSection[0] : undefined;
}

const ownRow = (t: DraftResultsTable, ctx: StatementContext): string | undefined => [...t.rows].reverse().find((r) => ctx.methods.get(r.method)?.own && !r.reproduction)?.method;

function columnFor(t: DraftResultsTable, text: string): number | undefined {
  const metrics = metricsIn(text);
  const quoted = [...text.matchAll(/['‘“"]([A-Z][a-z]+)['’”"]/g)].map((m) => (m[1] as string).toLowerCase());
  const cands = t.columns.map((c, i) => ({ c, i })).filter(({ c }) => (metrics.length ? metrics.includes(c.metric as never) : true));
  const bySubset = cands.filter(({ c }) => c.subset && quoted.includes(c.subset));
  if (bySubset.length === 1) return bySubset[0]?.i;
  const total = cands.filter(({ c }) => !c.subset);
  if (metrics.length && total.length === 1) return total[0]?.i;
  return cands.length === 1 ? cands[0]?.i : undefined;
}

const stem = (w: string): string => w.toLowerCase().replace(/s$/, '');

/**
 * The attributes-table column a bound is about (its label shares a word with the bound's unit:
 * "10,000 text-image pairs" → "# image pairs"), and the rows: those whose text cells the sentence
 * names ("real-world" → setting "Real-world"), the paper's own rows ("(ours)") left out.
 */
function boundOn(text: string, unit: string, ctx: StatementContext): { table: string; column: string; rows: string[]; how: string } | undefined {
  const unitWords = new Set(unit.split(/[\s-]+/).filter((w) => w.length >= 4).map(stem));
  if (!unitWords.size) return undefined;
  const low = text.toLowerCase();
  for (const t of ctx.tables) {
    if (t.kind !== 'attributes' || t.source.doc !== ctx.doc) continue;
    const col = t.columns.find((c) => c.label.split(/[\s#-]+/).some((w) => unitWords.has(stem(w))));
    if (!col) continue;
    const notOwn = t.rows.filter((r) => !/\bours\b/i.test(r.label));
    const named = notOwn.filter((r) => r.values.some((v) => v !== null && 's' in v && v.s.length >= 4 && low.includes(v.s.toLowerCase())));
    const rows = named.length ? named : notOwn;
    if (!rows.length) continue;
    return { table: t.id, column: col.id, rows: rows.map((r) => r.key), how: named.length ? 'those whose cells the sentence names' : 'all rows (the sentence names none)' };
  }
  return undefined;
}

export function statementsOf(sentences: readonly Sentence[], ctx: StatementContext): DraftItem[] {
  const items: DraftItem[] = [];
  sentences.forEach((s, si) => {
    const source = { doc: ctx.doc, ...(s.section ? { section: s.section } : {}), quote: s.text };
    const hw = hardwareIn(s.text, source);
    items.push(...hw.items);
    const free = (at: number) => !hw.used.some(([a, b]) => at >= a && at < b);
    const nums = numbersOf(s.text).filter((n) => free(n.at));
    const consumed = new Set<number>();
    const table = tableFor(s, ctx);
    // Relative improvements.
    for (const m of s.text.matchAll(/(\d+(?:\.\d+)?)\s*%\s*(?:relative\s+)?(?:improvement|increase|margin|gain|boost|higher|better)|(?:improvement|increase|gain|boost)\s+of\s+(\d+(?:\.\d+)?)\s*%|\bby\s+(?:a\s+)?(?:significant\s+|large\s+)?(\d+(?:\.\d+)?)\s*%/gi)) {
      const value = (m[1] ?? m[2] ?? m[3]) as string;
      const at = (m.index ?? 0) + m[0].indexOf(value);
      consumed.add(at);
      const ms = mentions(s.text, ctx.methods);
      const afterKw = /\b(?:against|over|than|relative to|compared (?:to|with)|with respect to|versus|vs\.?)\s/i.exec(s.text.slice(at));
      const overM = afterKw ? ms.find((x) => x.at > at + afterKw.index) : undefined;
      const named = ms.find((x) => x.at < at && x.id !== overM?.id)?.id;
      const review: string[] = [];
      // a sentence naming no table (an abstract's): the one results table with both methods and the metric it names
      const mentioned = table?.kind === 'results' ? table : undefined;
      const guessed = mentioned || !overM ? [] : ctx.tables.filter((t): t is DraftResultsTable => t.kind === 'results' && t.source.doc === ctx.doc && t.rows.some((r) => r.method === overM.id) && t.rows.some((r) => r.method === (named ?? ownRow(t, ctx))) && columnFor(t, s.text) !== undefined);
      const results = mentioned ?? (guessed.length === 1 ? guessed[0] : undefined);
      if (!mentioned && results) review.push(`table guessed: the sentence names none; '${results.id}' is the only results table with both methods`);
      const ofM = named ?? (results ? ownRow(results, ctx) : undefined);
      const col = results ? columnFor(results, s.text) : undefined;
      const approximate = /^\d+$/.test(value) && /\ba\s+\d+\s*%/.test(s.text);
      if (results && ofM && overM && col !== undefined && results.rows.some((r) => r.method === ofM) && results.rows.some((r) => r.method === overM.id)) {
        items.push({ section: 'statements', fields: { kind: 'relative-improvement', source: { ...source, table: results.source.table }, stated: { n: value }, ...(approximate ? { approximate: true } : {}), of: { table: results.id, method: ofM, column: col }, over: overM.id }, review: ['relative improvement: check method, baseline and column', ...review] });
      } else {
        const missing = [!results && 'table', !ofM && 'method', !overM && 'baseline', col === undefined && 'column'].filter(Boolean).join(', ');
        items.push({ section: 'statements', fields: { kind: 'quantity', source, what: 'relative improvement (%)', value: { n: value }, unit: '%' }, review: [`relative improvement not resolved (${missing || 'method not in the table'}): make it a relative-improvement statement once resolved`, ...review] });
      }
    }
    // Split sums: train / validation / test counts, with a printed total here or in the two sentences before.
    if (/train/i.test(s.text) && /valid|\bval\b/i.test(s.text) && /test/i.test(s.text)) {
      const parts = nums.filter((n) => !consumed.has(n.at));
      const operands = parts.slice(-3);
      if (operands.length === 3) {
        const sum = operands.reduce((a, n) => a + n.value, 0);
        const pct = operands.every((n) => n.pct);
        const around = [...sentences.slice(Math.max(0, si - 2), si).map((x) => x.text), s.text].join(' ');
        const total = pct ? (Math.abs(sum - 100) < 1e-9 ? '100' : undefined) : numbersOf(around).find((n) => Math.abs(n.value - sum) < 1e-9 && !operands.some((o) => o.at === n.at && around.endsWith(s.text)))?.text;
        if (total !== undefined) {
          operands.forEach((o) => consumed.add(o.at));
          const prev = sentences.slice(Math.max(0, si - 2), si);
          const from = prev.findIndex((x) => numbersOf(x.text).some((n) => n.text === total));
          const quote = pct || from < 0 ? s.text : [...prev.slice(from).map((x) => x.text), s.text].join(' ');
          items.push({ section: 'statements', fields: { kind: 'arithmetic', source: { ...source, quote }, op: 'sum', operands: operands.map((o) => ({ n: o.text.replace(/,/g, '') })), result: { n: total.replace(/,/g, '') }, what: pct ? 'train + validation + test shares in %' : 'train + validation + test' }, review: ['split sum: say what is counted in `what`', ...(pct ? ['the total 100% is implied, not printed'] : [])] });
        }
      }
    }
    // Bounds.
    for (const m of s.text.matchAll(/\b(at most|up to|no more than|fewer than|less than|at least|more than|over|exceeds?)\s+(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)/gi)) {
      const at = (m.index ?? 0) + m[0].length - (m[2] as string).length;
      if (!free(at) || consumed.has(at)) continue;
      consumed.add(at);
      const lower = /at least|more than|over|exceed/i.test(m[1] as string);
      const bound = boundOn(s.text, unitAfter(s.text.slice(at + (m[2] as string).length)) ?? '', ctx);
      if (bound) {
        items.push({ section: 'statements', fields: { kind: 'bound', source, table: bound.table, column: bound.column, rows: bound.rows, [lower ? 'min' : 'max']: { n: (m[2] as string).replace(/,/g, '') } }, review: [`bound on column '${bound.column}' of table '${bound.table}': rows ${bound.how}; check which rows the sentence is about`] });
        continue;
      }
      items.push({ section: 'statements', fields: { kind: 'quantity', source, what: `${lower ? 'lower' : 'upper'} bound: ${m[0]}${unitAfter(s.text.slice(at + (m[2] as string).length)) ? ` ${unitAfter(s.text.slice(at + (m[2] as string).length))}` : ''}`, value: { n: (m[2] as string).replace(/,/g, '') } }, review: ['a bound: make it a `bound` statement on an attributes table column, naming the rows it covers'] });
    }
    // Best / outperforms on all / most.
    const best = /\b(best|superior|outperforms?|ranks? first|surpass\w*|state-of-the-art)\b/i.test(s.text) && /\b(all|most|almost all|almost every|every)\b[^.]*?\b(metrics?|types?|categories|category|datasets?|settings?|columns)\b/i.exec(s.text);
    if (best) {
      const quantifier = /almost/i.test(best[1] as string) ? 'almost-all' : /most/i.test(best[1] as string) ? 'most' : 'all';
      const results = table?.kind === 'results' ? table : undefined;
      const ms = mentions(s.text, ctx.methods);
      const method = ms.find((x) => results?.rows.some((r) => r.method === x.id))?.id ?? (results ? ownRow(results, ctx) : undefined);
      if (results && method) items.push({ section: 'statements', fields: { kind: 'best', source: { ...source, table: results.source.table }, method, tables: [results.id], quantifier }, review: ['best: check the method, the competitors (exclude rows the text sets apart) and the columns'] });
      else items.push({ section: 'statements', fields: { kind: 'qualitative', source, why: 'a best/superior claim whose table or method could not be resolved' }, review: ['make it a `best` statement once its table and method are known'] });
    }
    // Counts written as words ("five change types", "eight new images").
    for (const m of s.text.matchAll(/\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?!of\b|and\b|or\b|to\b)([a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)/gi)) {
      const n = WORD_NUMBERS[(m[1] as string).toLowerCase()] as number;
      items.push({ section: 'statements', fields: { kind: 'quantity', source, what: m[2] as string, value: { n: String(n) }, unit: m[2] as string }, review: [`quantity printed as a word ("${m[0]}"): say what is counted or drop it`] });
    }
    // Other numbers: quantities.
    for (const n of nums) {
      if (consumed.has(n.at)) continue;
      const scale = /^\s*([KMB])\b/.exec(n.after);
      const unit = n.pct ? '%' : unitAfter(scale ? n.after.slice(scale[0].length) : n.after);
      const value = scale ? String(Math.round(n.value * (scale[1] === 'K' ? 1e3 : scale[1] === 'M' ? 1e6 : 1e9))) : n.text.replace(/,/g, '');
      items.push({ section: 'statements', fields: { kind: 'quantity', source, what: unit ? `${unit}` : 'number in text', value: { n: value }, ...(unit ? { unit } : {}) }, review: ['quantity: say what is counted (`what`) or drop it', ...(scale ? [`printed "${n.text}${scale[1]}"`] : [])] });
    }
  });
  return items.filter((i) => !(i.fields.kind === 'quantity' && nameKey(String(i.fields.what)) === ''));
}
