/**
 * Numeric sentences → draft statements. The grammar (statements-grammar.ts, statements-claims.ts)
 * finds changes, ratios, best/beats, significance and sums; statements-items.ts and
 * statements-best.ts resolve them against the tables; here: split sums, bounds, hardware claims
 * (hardware.ts) and the numbers left over as quantities to review. Noise (identifiers, addresses,
 * years, references, list markers, model sizes) never becomes a statement. Pure.
 */
import { placementItems } from './statements-placement.js';
import { hardwareIn } from './hardware.js';
import { nameKey } from './names.js';
import type { Sentence } from './sentences.js';
import { beatsItems, bestItems, significanceItems, sumItem } from './statements-best.js';
import { claimPhrasesIn } from './statements-claims.js';
import { phrasesIn } from './statements-grammar.js';
import { printedPair } from './statements-pair.js';
import { isFrontMatter, isLabelFragment, isNumberRun, isSourceCode } from './statements-noise.js';
import { phraseItem } from './statements-items.js';
import { unitQuantities } from './statements-units.js';
import { isNotationDefinition } from './statements-definition.js';
import type { NumberToken } from './statements-numbers.js';
import { numbersIn } from './statements-numbers.js';
import type { StatementContext } from './statements-resolve.js';
import { resultsOf } from './statements-resolve.js';
import { ownFromProse } from './statements-own.js';
import type { DraftItem } from './types.js';

export type { StatementContext } from './statements-resolve.js';

const WORD_NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

const unitAfter = (rest: string): string | undefined => {
  const m = /^\s*(%|[a-zA-Z][a-zA-Z-]*(?:\s+(?!and\b|or\b|for\b|with\b|in\b|on\b|of\b|to\b)[a-zA-Z][a-zA-Z-]*)?)/.exec(rest);
  return m ? (m[1] as string) : undefined;
};

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

export function statementsOf(sentences: readonly Sentence[], ctx0: StatementContext): DraftItem[] {
  const items: DraftItem[] = [];
  const own = ctx0.own ?? ownFromProse(sentences, resultsOf(ctx0), ctx0.methods);
  const ctx: StatementContext = own !== undefined ? { ...ctx0, own } : ctx0;
  sentences.forEach((s0, si) => {
    const before = sentences[si - 1];
    const s: Sentence = before && !before.heading && before.section === s0.section ? { ...s0, previous: before.text } : s0;
    const source = { doc: ctx.doc, ...(s.section ? { section: s.section } : {}), quote: s.text };
    // source code left in the text ("def posenc(t, max_time=1000.):") claims nothing
    if (isSourceCode(s.text)) return;
    const hw = hardwareIn(s.text, source);
    items.push(...hw.items);
    // a heading worded as a sentence gives its hardware claims only (its other numbers are a title's)
    if (s.heading) return;
    // a figure legend or table header left in the text ("Kimi Linear 84.3 Kimi Linear") claims nothing
    if (isLabelFragment(s.text)) return;
    // a table's rows run together as text (a grid the PDF reader did not take for a table) claims nothing
    if (isNumberRun(s.text)) return;
    // an author list or a run of affiliations ("Qin1∗ , Liang1,2∗", "University, Chengdu, 610095, China") claims nothing
    if (isFrontMatter(s.text)) return;
    // a definition of a printed token ("“F1@50” refers to … IoU threshold is 0.5") claims nothing
    if (isNotationDefinition(s.text)) return;
    const free = (at: number) => !hw.used.some(([a, b]) => at >= a && at < b);
    const nums = numbersIn(s.text).filter((n) => free(n.at));
    const consumed = new Set<number>();
    const consume = (a: number, b: number) => nums.forEach((n) => n.at >= a && n.at < b && consumed.add(n.at));
    // changes and ratios
    const phrases = phrasesIn(s.text);
    for (const p of phrases) {
      if (!free(p.at)) continue;
      const item = phraseItem(s, p, ctx, source);
      items.push(item);
      consume(p.at, p.end);
      // the pair an unresolved relative change was read between ("(4.96% vs. 6.25%)") is no quantity of its own
      const pair = p.kind === 'change' && !p.from && item.fields.kind === 'change' && item.fields.from !== undefined ? printedPair(s.text, p, phrases) : undefined;
      if (pair) [pair.from, pair.to].forEach((n) => consumed.add(n.at));
      for (const n of [p.kind === 'change' ? p.stated : undefined, p.kind === 'change' ? p.from : undefined, p.kind === 'change' ? p.to : undefined]) if (n) consumed.add(n.at);
    }
    // best / beats / significance / sums
    const claims = claimPhrasesIn(s.text);
    const seen = new Set<string>();
    const once = (list: DraftItem[]) => {
      for (const i of list) {
        // comparisons on different columns ("a lower MAE … and a higher Pearson r") are different claims
        const key = JSON.stringify([i.fields.kind, i.fields.method, i.fields.tables ?? i.fields.table, i.fields.other, i.fields.kind === 'comparison' ? i.fields.columns : undefined]);
        if (i.fields.kind !== 'qualitative' && seen.has(key)) continue;
        if (i.fields.kind === 'qualitative' && items.some((x) => (x.fields.source as { quote?: string }).quote === s.text && x.section === 'statements' && !['quantity', 'qualitative'].includes(String(x.fields.kind)))) continue;
        seen.add(key);
        items.push(i);
      }
    };
    // a placement in a competition ("took the 1st places in the … Challenge"): a best claim over a ranking not printed here
    if (!claims.some((p) => p.kind === 'best' || p.kind === 'beats')) once(placementItems(s.text, source));
    for (const p of claims) {
      // a plain "outperforms X by 2.1" is already a change: no comparison besides it
      if (p.kind === 'beats' && p.quantifier === 'one' && items.some((x) => (x.fields.source as { quote?: string }).quote === s.text && ['change', 'relative-improvement', 'ratio'].includes(String(x.fields.kind)))) continue;
      if (p.kind === 'beats') once(beatsItems(s, p, ctx, source));
      else if (p.kind === 'best') once(bestItems(s, p, ctx, source));
      else if (p.kind === 'significance') {
        once(significanceItems(s, p, ctx, source));
        for (const n of nums) if (/^\s*\)?/.test(n.after) && /\bp\s*(?:<|≤|<=|=)\s*$/.test(s.text.slice(Math.max(0, n.at - 6), n.at))) consumed.add(n.at);
      } else if (p.kind === 'sum' && !consumed.has(p.total.at)) {
        items.push(sumItem(p, source));
        [p.total, ...p.parts].forEach((n) => consumed.add(n.at));
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
        const total = pct ? (Math.abs(sum - 100) < 1e-9 ? '100' : undefined) : numbersIn(around).find((n) => Math.abs(n.value - sum) < 1e-9 && !operands.some((o) => o.at === n.at && around.endsWith(s.text)))?.text;
        if (total !== undefined) {
          operands.forEach((o) => consumed.add(o.at));
          const prev = sentences.slice(Math.max(0, si - 2), si);
          const from = prev.findIndex((x) => numbersIn(x.text).some((n) => n.text === total));
          const quote = pct || from < 0 ? s.text : [...prev.slice(from).map((x) => x.text), s.text].join(' ');
          items.push({ section: 'statements', fields: { kind: 'arithmetic', source: { ...source, quote }, op: 'sum', operands: operands.map((o) => ({ n: o.text.replace(/,/g, '') })), result: { n: total.replace(/,/g, '') }, what: pct ? 'train + validation + test shares in %' : 'train + validation + test' }, review: ['split sum: say what is counted in `what`', ...(pct ? ['the total 100% is implied, not printed'] : [])] });
        }
      }
    }
    // Bounds.
    for (const m of s.text.matchAll(/\b(at most|up to|no more than|fewer than|less than|at least|more than|over|exceeds?)\s+(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?!\s*(?:%|×|x\b|times\b))/gi)) {
      const at = (m.index ?? 0) + m[0].length - (m[2] as string).length;
      if (!free(at) || consumed.has(at) || !nums.some((n) => n.at === at)) continue;
      consumed.add(at);
      const lower = /at least|more than|over|exceed/i.test(m[1] as string);
      const unit = unitAfter(s.text.slice(at + (m[2] as string).length));
      const bound = boundOn(s.text, unit ?? '', ctx);
      if (bound) {
        items.push({ section: 'statements', fields: { kind: 'bound', source, table: bound.table, column: bound.column, rows: bound.rows, [lower ? 'min' : 'max']: { n: (m[2] as string).replace(/,/g, '') } }, review: [`bound on column '${bound.column}' of table '${bound.table}': rows ${bound.how}; check which rows the sentence is about`] });
        continue;
      }
      items.push({ section: 'statements', fields: { kind: 'quantity', source, what: `${lower ? 'lower' : 'upper'} bound: ${m[0]}${unit ? ` ${unit}` : ''}`, value: { n: (m[2] as string).replace(/,/g, '') } }, review: ['a bound: make it a `bound` statement on an attributes table column, naming the rows it covers'] });
    }
    // Counts written as words ("five change types", "eight new images").
    for (const m of s.text.matchAll(/\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?!of\b|and\b|or\b|to\b)([a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)/gi)) {
      if (claims.some((p) => p.kind === 'beats' && p.count !== undefined) && /metrics?|datasets?|benchmarks?|tasks?/i.test(m[2] as string)) continue;
      // "for two epochs": already a training-config claim
      if (!free(m.index ?? 0)) continue;
      const n = WORD_NUMBERS[(m[1] as string).toLowerCase()] as number;
      items.push({ section: 'statements', fields: { kind: 'quantity', source, what: m[2] as string, value: { n: String(n) }, unit: m[2] as string }, review: [`quantity printed as a word ("${m[0]}"): say what is counted or drop it`] });
    }
    // quantities glued to a scale or unit ("450M FLOPs", "13MB", "∼471M v.s. ∼421M" parameters, "max_epoch=50")
    items.push(...unitQuantities(s.text, source, (at) => free(at) && !phrases.some((p) => at >= p.at && at < p.end)));
    // Other numbers: quantities.
    for (const n of nums) {
      if (consumed.has(n.at)) continue;
      items.push(quantity(n, source));
    }
    // "10K images", "1.2M pairs": counts with a scale letter (a model size such as "7B" is no count)
    // "2T tokens", "100B training tokens": corpus sizes in tokens take B and T too
    // "11.5K multimodal questions", "236K instances" (K and M before any plural noun, up to two words between), "128k context length", "a 1.2T token checkpoint"
    // ("2m molecules": a lower-case m before a counted noun is a million, never metres)
    for (const m of s.text.matchAll(/(?<![\w.])(\d+(?:\.\d+)?)([KkMmBT])\s+(?:(?!of\b|and\b|or\b|to\b|for\b|in\b|on\b|with\b|per\b|from\b)[a-z][a-z-]*\s+){0,2}?(images|samples|examples|pairs|sentences|utterances|videos|clips|documents|questions|tokens?|words|hours|steps|iterations|episodes|frames|captions|instances|records|cases|patients|users|molecules|structures|proteins|sequences|articles|queries|dialogues|conversations|trajectories|demonstrations|games|files|repositories|problems|prompts|responses|reads|genomes|cells|scans|slides|recordings|speakers|entities|triples|relations|nodes|edges|graphs|passages|paragraphs|reviews|tweets|posts|products|items|interactions|ratings|clicks|sessions|annotations|masks|pages|books|context(?=\s+(?:length|window)))\b/g)) {
      const unit = (m[3] as string) === 'token' || (m[3] as string) === 'context' ? 'tokens' : (m[3] as string);
      if (!free(m.index ?? 0) || (/[BT]/.test(m[2] as string) && !/^(?:tokens|words|pairs|samples|examples|documents|sentences)$/.test(unit))) continue;
      const value = String(Math.round(Number(m[1]) * ({ K: 1e3, k: 1e3, M: 1e6, m: 1e6, B: 1e9, T: 1e12 } as Record<string, number>)[m[2] as string]!));
      items.push({ section: 'statements', fields: { kind: 'quantity', source, what: unit, value: { n: value }, unit }, review: ['quantity: say what is counted (`what`) or drop it', `printed "${m[1]}${m[2]}"`] });
    }
    // a printed parameter count: "a 1.1B CLIP model", "16B parameters", "0.3B activated parameters" (a size inside a name, "Qwen-7B", "LLaMA2 7B", is none)
    for (const m of s.text.matchAll(/(?<![\w.-])(\d+(?:\.\d+)?)([MB])(?:(?:\s+|-)(?:(?:total|activated|trainable)\s+)?(?:parameters?|params)\b|(?=(?:-parameter)?\s+(?:[A-Z][\w-]*\s+)?models?\b))/g)) {
      const at = m.index ?? 0;
      if (!/(?:\b(?:a|an|the|of|to|with|has|have|had|about|approximately|around|only|roughly|nearly|its)\s+|^)$/i.test(s.text.slice(Math.max(0, at - 16), at))) continue;
      const value = String(Math.round(Number(m[1]) * (m[2] === 'B' ? 1e9 : 1e6)));
      items.push({ section: 'statements', fields: { kind: 'quantity', source, what: 'parameters (model size)', value: { n: value }, unit: 'parameters' }, review: [`model size printed "${m[1]}${m[2]}": check it against the parameter count of the model's row, or drop it`] });
    }
  });
  return items.filter((i) => !(i.fields.kind === 'quantity' && nameKey(String(i.fields.what)) === ''));
}

function quantity(n: NumberToken, source: Record<string, unknown>): DraftItem {
  const unit = n.pct ? '%' : unitAfter(n.after);
  return { section: 'statements', fields: { kind: 'quantity', source, what: unit ? `${unit}` : 'number in text', value: { n: n.text.replace(/,/g, '') }, ...(unit ? { unit } : {}) }, review: ['quantity: say what is counted (`what`) or drop it'] };
}
