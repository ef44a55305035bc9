/**
 * A small typed grammar of numeric claims in one sentence: changes (absolute, in points or metric
 * units, or relative, in %), ratios ("3× faster", "half the memory") and before → after pairs
 * ("from 41.2 to 45.3"). Each phrase keeps where it was printed so that the resolver can find the
 * metric and the methods around it. Knows no tables. Pure.
 */
import type { NumberToken } from './statements-numbers.js';
import { numbersIn } from './statements-numbers.js';

/** Which way the claim says the subject moved: in value (higher/lower) or in quality (better/worse, by the metric's direction). */
export type Direction = 'higher' | 'lower' | 'better' | 'worse';

export interface ChangePhrase {
  readonly kind: 'change';
  /** absolute: points or metric units; relative: % of the other's value; either: "by 2.1%" on a metric printed in % (points or relative). */
  readonly mode: 'absolute' | 'relative' | 'either';
  readonly stated?: NumberToken;
  readonly from?: NumberToken;
  readonly to?: NumberToken;
  readonly direction: Direction;
  /** Printed in (percentage) points. */
  readonly points: boolean;
  readonly at: number;
  readonly end: number;
}

export interface RatioPhrase {
  readonly kind: 'ratio';
  /** subject / other = factor (higher) or other / subject = factor (lower); better/worse by the metric's direction. */
  readonly factor: number;
  readonly printed: string;
  readonly direction: Direction;
  /** The word the ratio is about when it names no metric ("faster", "smaller"). */
  readonly word: string;
  readonly at: number;
  readonly end: number;
}

export type Phrase = ChangePhrase | RatioPhrase;

const UP = /^(?:higher|more|larger|greater|bigger|above|up|increase[sd]?|increasing|rise|raise[sd]?|grows?|grew|growth)$/i;
const DOWN = /^(?:lower|less|fewer|smaller|below|down|decrease[sd]?|decreasing|reduction|reduce[sd]?|reducing|drop(?:s|ped)?|decline|cut(?:s|ting)?|lowers?|lowered|shrinks?|saves?|saving|savings)$/i;
const GOOD = /^(?:better|improve[sd]?|improving|improvements?|gains?|boost(?:s|ed)?|ahead|outperforms?|outperformed|outperforming|surpass(?:es|ed)?|exceeds?|exceeded|beats?|advantage|margin|lead|faster|quicker|speed-?up)$/i;
const BAD = /^(?:worse|degrad(?:es|ed|ation)|behind|slower|loss|lags?|lagging|trails?|trailing|trailed|underperforms?|hurts?|penalty)$/i;

/** The direction a word gives, if any. */
export function directionOf(word: string): Direction | undefined {
  if (UP.test(word)) return 'higher';
  if (DOWN.test(word)) return 'lower';
  if (GOOD.test(word)) return 'better';
  if (BAD.test(word)) return 'worse';
  return undefined;
}

/** The nearest direction word in `text` (first found), for phrases whose own words are neutral ("by 4.2"). */
function directionIn(text: string, nearestLast = false): Direction | undefined {
  const words = text.split(/[^A-Za-z-]+/);
  for (const w of nearestLast ? words.reverse() : words) {
    const d = directionOf(w);
    if (d) return d;
  }
  return undefined;
}

/** Any direction word, as a regex source (for phrases whose direction word must be found by the regex itself). */
const DIR_WORDS = [UP, DOWN, GOOD, BAD].map((r) => r.source.replace(/^\^\(\?:|\)\$$/g, '')).join('|');

/** Up to three words naming a metric between a number and its direction word ("2.1 AP higher", "0.8 BLEU points above"). */
const METRIC_GAP = String.raw`(?:\s+(?!than\b|over\b|and\b|on\b|in\b|of\b|to\b|with\b|for\b|the\b|times\b|fold\b|x\b|×)[A-Za-z][\w@./-]*){0,3}`;

const overlaps = (a: { at: number; end: number }, list: readonly { at: number; end: number }[]) => list.some((b) => a.at < b.end && b.at < a.end);

/** Every change and ratio phrase of a sentence, left to right. */
export function phrasesIn(text: string): Phrase[] {
  const nums = numbersIn(text);
  const byStart = new Map(nums.map((n) => [n.at, n]));
  const out: Phrase[] = [];
  const push = (p: Phrase) => {
    if (!overlaps(p, out)) out.push(p);
  };
  const numAt = (m: RegExpMatchArray, group: string): NumberToken | undefined => {
    const g = m.groups?.[group];
    if (g === undefined) return undefined;
    const at = (m.index ?? 0) + (m[0].indexOf(g) >= 0 ? m[0].indexOf(g) : 0);
    return byStart.get(at) ?? nums.find((n) => n.at >= (m.index ?? 0) && n.text === g.replace(/^[-−+]/, ''));
  };
  const span = (m: RegExpMatchArray) => ({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  const N = String.raw`(?<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;

  // from A to B ("from 41.2 to 45.3", "from 8.1% to 7.3%", "41.2 → 45.3"), a short unit printed after both ("from 45.42 m to 32.18 m", "from 12 ms to 9 ms")
  for (const m of text.matchAll(/\bfrom\s+(?<a>\d+(?:\.\d+)?)\s*(?:%|(?<u>(?!(?:to|down|up)\b)[A-Za-zµμ]{1,4})\b)?\s+(?:to|down to|up to)\s+(?<b>\d+(?:\.\d+)?)\s*(?:%|(?<u2>[A-Za-zµμ]{1,4})\b)?|(?<a2>\d+(?:\.\d+)?)\s*%?\s*(?:→|->|⟶|=>)\s*(?<b2>\d+(?:\.\d+)?)\s*%?/gi)) {
    // a unit after the first value only ("from 2019 on to 2021") is no pair of one quantity
    if (m.groups?.u && m.groups.u !== m.groups.u2) continue;
    const from = numAt(m, m.groups?.a !== undefined ? 'a' : 'a2');
    const to = numAt(m, m.groups?.b !== undefined ? 'b' : 'b2');
    if (!from || !to) continue;
    const s = span(m);
    // a change printed next to it: "(+4.1)", "(a 9.95% gain)", "by 4.1 points"
    const tail = text.slice(s.end, s.end + 40);
    const stated = /^\s*(?:\(\s*[+]?|,?\s*(?:an?\s+)?(?:gain|improvement|increase|reduction|drop)?\s*(?:of\s+)?)(\d+(?:\.\d+)?)\s*(%)?/i.exec(tail);
    const statedTok = stated ? nums.find((n) => n.at === s.end + (stated.index ?? 0) + stated[0].indexOf(stated[1] as string)) : undefined;
    const verb = directionIn(text.slice(Math.max(0, s.at - 60), s.at), true);
    const direction: Direction = verb ?? (to.value >= from.value ? 'higher' : 'lower');
    push({ kind: 'change', mode: statedTok?.pct ? 'relative' : 'absolute', ...(statedTok ? { stated: statedTok } : {}), from, to, direction, points: false, at: s.at, end: statedTok ? statedTok.end : s.end });
  }

  // N points / pp (+ optional metric words) + direction word: "3.1 points above", "2.1 AP higher", "1.5 pp lower WER", "gains of 2.3 points"
  for (const m of text.matchAll(new RegExp(String.raw`(?<sign>[+−-])?${N}(?<unit>\s*(?:absolute\s+)?(?:percentage[- ]points?|percent(?:age)?\s+points?|points?|pts\.?|pp\.?|p\.p\.))?(?<gap>${METRIC_GAP}?)\s+(?<dir>${DIR_WORDS})\b`, 'gi'))) {
    const n = numAt(m, 'n');
    const dirWord = m.groups?.dir as string;
    let direction = directionOf(dirWord);
    const hasUnit = m.groups?.unit !== undefined;
    if (!n || n.pct || !direction) continue;
    // "2.1 AP higher": metric words must be there when no "points" is printed
    if (!hasUnit && !(m.groups?.gap ?? '').trim()) continue;
    if (/^(?:gain|gains|improvement|improvements|increase|reduction|drop|decrease)$/i.test(dirWord) && !hasUnit) continue;
    if (m.groups?.sign && /[−-]/.test(m.groups.sign) && direction === 'better') direction = 'worse';
    push({ kind: 'change', mode: 'absolute', stated: n, direction, points: hasUnit, ...span(m) });
  }

  // verb N (metric words) points: "We gain 1.2 mIoU points over X", "adds 0.8 BLEU", "loses 2.1 points of accuracy"
  for (const m of text.matchAll(new RegExp(String.raw`\b(?<verb>gain(?:s|ed)?|add(?:s|ed)?|los(?:e|es|t)|cost(?:s)?|sacrific(?:e|es|ed))\s+(?:an?\s+)?(?:additional\s+|extra\s+|about\s+|around\s+|only\s+)?${N}(?<unit>\s*(?:absolute\s+)?(?:percentage[- ]points?|points?|pts\.?|pp\.?))?(?<gap>${METRIC_GAP})`, 'gi'))) {
    const n = numAt(m, 'n');
    const points = m.groups?.unit !== undefined || /\b(?:points?|pts|pp)\b/i.test(m.groups?.gap ?? '');
    if (!n || n.pct || (!points && !(m.groups?.gap ?? '').trim())) continue;
    const direction: Direction = /^(?:gain|add)/i.test(m.groups?.verb as string) ? 'better' : 'worse';
    push({ kind: 'change', mode: 'absolute', stated: n, direction, points, ...span(m) });
  }

  // verb ... by N (points|%): "improves mAP by 4.2", "reduces WER by 10%", "outperforms X by 2.3 points", "lowers perplexity by 12%"
  for (const m of text.matchAll(new RegExp(String.raw`\b(?<verb>[A-Za-z-]+)\b(?<mid>[^.;:]{0,80}?)\bby\s+(?:a\s+(?:large\s+|wide\s+|significant\s+|substantial\s+|notable\s+|clear\s+|considerable\s+)?margin\s+(?:of\s+|\(\s*(?:up\s+to\s+|about\s+|around\s+|over\s+)?\+?)|(?:an?\s+)?(?:absolute\s+|relative\s+)?(?:margin\s+of\s+)?|(?:up\s+to|over|around|about|roughly|approximately|nearly|almost|~)\s+)?${N}\s*(?<pct>%)?(?<unit>\s*(?:absolute\s+)?(?:percentage[- ]points?|percent(?:age)?\s+points?|points?|pts\.?|pp\.?|p\.p\.))?`, 'gi'))) {
    const n = numAt(m, 'n');
    if (!n) continue;
    // "increased by more than 20 times", "by a factor of 3×": a ratio (ratiosIn), not a change of 20
    if (!n.pct && /^\s*(?:times\b|×|x\b|-fold\b)/i.test(text.slice(n.end))) continue;
    // the verb before "by": the first word, a word between, or (a second "and by 0.7 chrF") the nearest one before in the clause
    const verbDir = directionOf(m.groups?.verb as string) ?? directionIn(m.groups?.mid ?? '') ?? directionIn(text.slice(Math.max(0, (m.index ?? 0) - 80), m.index ?? 0).split(/[;:]/).pop() ?? '', true);
    if (!verbDir) continue;
    const relative = /relative/i.test(m[0]) || /^\s*relative\b/i.test(text.slice(n.end, n.end + 12));
    const points = m.groups?.unit !== undefined;
    const mode = points ? 'absolute' : n.pct ? (relative ? 'relative' : 'either') : 'absolute';
    const s = span(m);
    push({ kind: 'change', mode, stated: n, direction: verbDir, points, at: s.at + Math.max(0, m[0].search(/\bby\s[^]*$/)), end: s.end });
  }

  // a verb of change right before N% (no "by"): "the yield increased 15% relative to the control", "accuracy rose 4% over the baseline"
  for (const m of text.matchAll(new RegExp(String.raw`\b(?<verb>increase[sd]|decrease[sd]|improve[sd]|rose|rises|fell|falls|dropped|drops|grew|grows|declined|declines|jumped|jumps|climbed|climbs)\s+(?:(?:about|around|roughly|approximately|nearly|almost|over|up\s+to)\s+)?${N}\s*%(?!\s*(?:of|to|in)\b)`, 'gi'))) {
    const n = numAt(m, 'n');
    const direction = directionOf(m.groups?.verb as string) ?? (/^(?:rose|rises|grew|grows|jumped|jumps|climbed|climbs)$/i.test(m.groups?.verb as string) ? 'higher' : /^(?:fell|falls)$/i.test(m.groups?.verb as string) ? 'lower' : undefined);
    if (!n || !direction) continue;
    const relative = /^\s*relative(?:ly)?\b/i.test(text.slice(n.end, n.end + 12));
    push({ kind: 'change', mode: relative ? 'relative' : 'either', stated: n, direction, points: false, ...span(m) });
  }

  // a saving given as a share of the whole: "saving approximately 35% of total training compute", "cuts 40% of the memory": relative, lower
  for (const m of text.matchAll(new RegExp(String.raw`\b(?<verb>sav(?:es?|ing)|reduc(?:es?|ing)|cut(?:s|ting)?)\s+(?:(?:about|around|roughly|approximately|nearly|almost|over|up\s+to|more\s+than)\s+)?${N}\s*%\s+of\s+(?:the\s+)?(?:total\s+|overall\s+|whole\s+)?[A-Za-z]`, 'gi'))) {
    const n = numAt(m, 'n');
    if (!n) continue;
    push({ kind: 'change', mode: 'relative', stated: n, direction: 'lower', points: false, ...span(m) });
  }

  // N% (relative)? (metric words)? (gain|improvement|reduction|fewer|less|faster …): "an 8.3% relative gain", "40% fewer parameters", "a 10% relative CER reduction"
  // (not before a number: "98% below 0.213" is the share of items under a threshold, no change)
  for (const m of text.matchAll(new RegExp(String.raw`${N}\s*%(?<rel>\s+relative)?(?<gap>(?:\s+(?!than\b|over\b|and\b|on\b|in\b|of\b|to\b|the\b)[A-Za-z][\w@./-]*){0,2}?)\s+(?<dir>${DIR_WORDS})\b(?!\s*[-−+]?\d)`, 'gi'))) {
    const n = numAt(m, 'n');
    const direction = directionOf(m.groups?.dir as string);
    if (!n || !direction) continue;
    // "an 8.3% relative gain" is relative; "2.1% higher accuracy" may be points on a metric printed in % (the resolver decides by the metric)
    const relative = m.groups?.rel !== undefined || /\brelative(?:ly)?\b/i.test(text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12));
    push({ kind: 'change', mode: relative ? 'relative' : 'either', stated: n, direction, points: false, ...span(m) });
  }

  // (relative)? (improvement|gain|reduction|increase|decrease) of N%: "a relative improvement of 8.3%", "a reduction of 12% in WER"
  for (const m of text.matchAll(new RegExp(String.raw`\b(?<rel>relative\s+)?(?<dir>improvement|gain|boost|increase|reduction|decrease|drop|speed-?up|saving)s?\s+(?:in\s+[\w@./ -]{1,30}?\s+)?of\s+(?:about\s+|around\s+|roughly\s+|up\s+to\s+|over\s+)?${N}\s*(?<pct>%)?(?<unit>\s*(?:absolute\s+)?(?:percentage[- ]points?|percent(?:age)?\s+points?|points?|pts\.?|pp\.?|p\.p\.))?`, 'gi'))) {
    const n = numAt(m, 'n');
    const direction = directionOf(m.groups?.dir as string);
    if (!n || !direction) continue;
    const points = m.groups?.unit !== undefined;
    const absolute = /\babsolute\b/i.test(text.slice(Math.max(0, (m.index ?? 0) - 12), (m.index ?? 0) + m[0].length));
    const mode = points || absolute ? 'absolute' : n.pct ? (m.groups?.rel ? 'relative' : 'either') : 'absolute';
    push({ kind: 'change', mode, stated: n, direction, points: points || (absolute && n.pct), ...span(m) });
  }

  // a signed change before a comparison word: "+1.2 mAP over Mask R-CNN", "−0.4 WER compared with X", "(+2.3%) over the baseline"
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w.-])(?<sign>[+−-])${N}\s*(?<pct>%)?(?<unit>\s*(?:percentage[- ]points?|points?|pts\.?|pp\.?))?(?<gap>${METRIC_GAP})\)?\s+(?:over|than|compared\s+(?:to|with)|relative\s+to|vs\.?|versus|against)\b`, 'g'))) {
    const n = numAt(m, 'n');
    if (!n) continue;
    const points = m.groups?.unit !== undefined;
    const mode = points ? 'absolute' : n.pct ? 'either' : 'absolute';
    push({ kind: 'change', mode, stated: n, direction: m.groups?.sign === '+' ? 'higher' : 'lower', points, ...span(m) });
  }

  out.push(...ratiosIn(text, out));
  return out.sort((a, b) => a.at - b.at);
}

const FRACTIONS: Record<string, number> = { half: 2, third: 3, quarter: 4, fourth: 4, fifth: 5, tenth: 10 };
const MULTIPLES: Record<string, number> = { twice: 2, double: 2, doubles: 2, triple: 3, triples: 3, thrice: 3, quadruple: 4 };

/** "3× faster", "2.5x fewer FLOPs", "4 times smaller", "half the memory", "a third of the parameters", "twice as fast", "a 3× speed-up". */
function ratiosIn(text: string, taken: readonly Phrase[]): RatioPhrase[] {
  const out: RatioPhrase[] = [];
  const add = (p: RatioPhrase) => {
    if (!overlaps(p, taken) && !overlaps(p, out)) out.push(p);
  };
  // "2 . 29×": a decimal that pdftotext split around its point is one number
  for (const m of text.matchAll(/(?<![\w.])(?<n>\d+(?:\.\d+| \. \d+)?)\s*(?:×|x|X|-fold|\s+times)(?![\w])(?:\s+(?:as\s+)?(?<word>[a-z-]+)(?<rest>(?:\s+[A-Za-z][\w@./-]*){0,2}))?/g)) {
    const word = (m.groups?.word ?? '').toLowerCase();
    const n = (m.groups?.n as string).replace(/ /g, '');
    const at = m.index ?? 0;
    // "3 × 3 convolutions", "224x224", "8x A100"
    if (/^\s*\d/.test(text.slice(at + m[0].length - (m.groups?.word ? m[0].length - m[0].indexOf(m.groups.word) : 0)))) continue;
    if (/^\d/.test(text.slice(at + (m.groups?.n as string).length).replace(/^\s*[×xX]\s*/, ''))) continue;
    const dir = /^(?:speed-?ups?|acceleration|faster|quicker)$/.test(word) ? 'better' : directionOf(word);
    if (!dir) continue;
    add({ kind: 'ratio', factor: Number(n), printed: n, direction: dir === 'better' && /speed|faster|quicker/.test(word) ? 'better' : dir, word: `${word}${m.groups?.rest ?? ''}`.trim(), at, end: at + m[0].length });
  }
  // "the batch size can be increased by more than 20 times", "reduces memory by a factor of 4": the verb before "by" gives the direction
  for (const m of text.matchAll(/\bby\s+(?:a\s+factor\s+of\s+|(?:more\s+than|over|about|around|roughly|nearly|almost|up\s+to)\s+)?(?<n>\d+(?:\.\d+)?)(?:\s*(?:times\b|×|x\b|-fold\b)|(?<=factor\s+of\s+\d+(?:\.\d+)?))/gi)) {
    const at = m.index ?? 0;
    // "by 3 times the margin of error" multiplies something else
    if (/^\s+(?:the|as|that|its)\b/i.test(text.slice(at + m[0].length))) continue;
    const clause = text.slice(Math.max(0, at - 80), at).split(/[;:,]/).pop() ?? '';
    const dir = directionIn(clause, true);
    if (!dir) continue;
    add({ kind: 'ratio', factor: Number(m.groups?.n), printed: m.groups?.n as string, direction: dir, word: clause.trim().split(/\s+/).slice(-4).join(' '), at, end: at + m[0].length });
  }
  // "half the memory", "a third of the parameters": a fraction OF something; "MOT17 half train", "half precision", "the first half" are no ratio
  for (const m of text.matchAll(/\b(?:(?:only|just|about|roughly|nearly|less than)\s+)?(?:a\s+|one[- ])?(?<f>half|third|quarter|fourth|fifth|tenth)\s+(?:of\s+(?:the\s+|its\s+|their\s+)?|the\s+|its\s+|their\s+)(?<word>[A-Za-z][\w-]*)/gi)) {
    const f = FRACTIONS[(m.groups?.f as string).toLowerCase()] as number;
    add({ kind: 'ratio', factor: f, printed: String(f), direction: 'lower', word: (m.groups?.word as string).toLowerCase(), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  for (const m of text.matchAll(/\b(?<w>twice|double|doubles|triple|triples|thrice|quadruple)\s+(?:as\s+(?<adj>[a-z-]+)|the\s+(?<word>[A-Za-z][\w-]*))/gi)) {
    const f = MULTIPLES[(m.groups?.w as string).toLowerCase()] as number;
    const adj = m.groups?.adj?.toLowerCase();
    const dir: Direction | undefined = adj ? (/^(?:fast|quick)$/.test(adj) ? 'better' : /^(?:slow)$/.test(adj) ? 'worse' : /^(?:large|big|many|much|high|long)$/.test(adj) ? 'higher' : /^(?:small|few|little|low|short)$/.test(adj) ? 'lower' : undefined) : 'higher';
    if (!dir) continue;
    add({ kind: 'ratio', factor: f, printed: String(f), direction: dir, word: adj ?? (m.groups?.word as string).toLowerCase(), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}
