/**
 * Row labels → canonical method ids, from the names and aliases of existing claim files; header
 * words → metrics and subsets. Pure: the caller supplies the name sources.
 */
import { renderInlineMath } from './latex-inline.js';
import { findMetricSymbol } from '../core/metric-registry.js';
import { symbolKey } from '../core/metric-symbol.js';
import { dropLinkWords } from './link-words.js';
import type { MetricName } from '../core/metrics.js';

/** What existing claim files know: printed names of methods, datasets and subsets. */
export interface NameSources {
  readonly methods: readonly { id: string; name: string; aliases: readonly string[]; paper?: string | undefined }[];
  readonly datasets: readonly { id: string; name: string }[];
  readonly subsets: readonly string[];
}

export const stripMarkup = (s: string): string => metricSymbolLabel(s) ?? stripOtherMarkup(s);

/** A cell that is one math symbol naming a registry metric ("$F^{\\omega}_{\\beta}$") → the symbol as printed ("F_β^ω"). */
function metricSymbolLabel(s: string): string | undefined {
  const cell = s.replace(/<[^>]+>|\*\*/g, '').trim();
  if (!/[_^]/.test(cell) || !findMetricSymbol(cell)) return undefined;
  return symbolKey(cell);
}

const stripOtherMarkup = (s: string): string =>
  renderInlineMath(
    s
      // GitHub math in a header ("MME$`^\text{P}`$", "SQA$`^\text{I}`$", "$^{T}$"): its text, a superscript as a word
      // after a space; other inline math ("$\text{Zephyr-7B-}\beta$") is rendered by renderInlineMath
      .replace(/\$`([^$`]*)`\$|\$([^$`]*\^[^$`]*)\$/g, (_, a?: string, b?: string) => (a ?? b ?? '').replace(/\\(?:text|mathrm|textrm|mathbf|textbf)\s*\{([^{}]*)\}/g, '$1').replace(/\^\s*\{([^{}]*)\}|\^(\w+)/g, (_x, c?: string, d?: string) => ` ${c ?? d ?? ''}`).replace(/[{}\\]/g, '')),
  )
    .replace(/<sup>[^<]*<\/sup>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\*\*|__|[`†‡§*∗⋆]/g, '')
    .replace(/\\([[\]_])/g, '$1')
    .replace(/\$/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A protocol printed in capitals in brackets after a name: words of capitals joined by hyphens, one of four letters or
 * more ("(TRANSLATE-TEST)", "(ZERO-SHOT)"); not an acronym alone ("(SOTA)") nor a modality ("(RGB-D)").
 */
const PROTOCOL_BRACKET = /\s*\((?=[A-Z0-9-]*[A-Z]{4})[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\)\s*$/;

/** A printed label without citation, venue and "(Ours)" markers, and what those markers said. */
/** A clause after the name that says where a row's settings come from: "DDPG.py using settings from …", "PPO with hyper-parameters of …". */
const SETTINGS_CLAUSE = /\s+(?:using|with|under)\s+(?:the\s+)?(?:default\s+|original\s+)?(?:settings?|hyper-?\s?parameters?|configurations?|configs?|setup)\s+(?:from|of|in|as\s+in)\b.*$/i;

export function cleanLabel(raw: string): { name: string; cite?: string; venue?: string; own: boolean; reported: boolean; qualifier?: string } {
  let s = dropLinkWords(stripMarkup(raw));
  // an author-year citation "(Fujimoto et al., 2018, Table 1)", "(Kim, Jun, and Zhang 2018)" and the footnote number after it
  // (and "et al." after several names: "(Li and Yavuz et al. 2020)", "(Chung, Willy, et al., 2023)")
  const AUTHOR_YEAR = /\s*\(([A-Z][\w'-]+(?:(?:,\s+[A-Z][\w'-]+)*,?\s+et\s+al\.?,?|(?:,\s+[A-Z][\w'-]+)*,?\s+(?:and|&)\s+[A-Z][\w'-]+(?:,?\s+et\s+al\.?)?,?|,)\s+(?:19|20)\d\d[a-z]?(?:,[^()]*)?)\)(?:\s*\d{1,2}(?!\S))?/g;
  const authorYear = s.match(AUTHOR_YEAR)?.map((c) => c.trim()).join(' ');
  s = s.replace(AUTHOR_YEAR, ' ').replace(/\s+/g, ' ').trim() || s;
  const cite = /\[\s*(\d+(?:\s*[,–-]\s*\d+)*)\s*\]/.exec(s)?.[0] ?? authorYear;
  const venue = /\(([A-Z][A-Za-z-]*(?:\s[A-Z][A-Za-z-]*)*\s(?:19|20)\d\d)\)/.exec(s)?.[1];
  // "(Ours)", and the same marker in other words: "Hi-MAP (Our Model)", "X (proposed)", "Y (this work)" (the name keeps them)
  const own = /\(\s*ours\s*\)|\bours\b|\(\s*(?:our\s+(?:model|method|approach|system|framework)|proposed|this\s+(?:work|paper))\s*\)/i.test(s);
  const reported = /\(\s*reported\s*\)/i.test(s);
  s = s
    .replace(/\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/g, ' ')
    .replace(/\(([A-Z][A-Za-z-]*(?:\s[A-Z][A-Za-z-]*)*\s(?:19|20)\d\d)\)/g, ' ')
    .replace(/\(\s*(?:ours|reported|full|full model|final)\s*\)/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // (or an evaluation protocol in capitals in brackets after the name: "xlmr.large (TRANSLATE-TRAIN-ALL)", "(ZERO-SHOT)")
  const clause = SETTINGS_CLAUSE.exec(s) ?? PROTOCOL_BRACKET.exec(s);
  const qualifier = clause && clause.index > 0 ? (SETTINGS_CLAUSE.exec(stripMarkup(raw))?.[0] ?? clause[0]).trim() : undefined;
  if (clause && qualifier) s = s.slice(0, clause.index).trim();
  // a label that is nothing but its marks ("(Ours)", "[12]", "(2022)" on a line of its own) keeps them as its name:
  // a method's name is never empty (the claim format refuses one, and the draft would be invalid)
  if (!s) s = stripMarkup(raw).replace(/\s+/g, ' ').trim();
  return { name: s, ...(cite ? { cite } : {}), ...(venue ? { venue } : {}), own, reported, ...(qualifier ? { qualifier } : {}) };
}

/** Whether a label carries a method's marks: a numbered or author-year citation, "(Ours)". */
export function carriesMethodMarks(label: string): boolean {
  const c = cleanLabel(label);
  return Boolean(c.cite) || c.own;
}

/** Comparison key of a name: case, spaces, markup and hyphen variants ignored. */
export const nameKey = (s: string): string => cleanLabel(s).name.toLowerCase().replace(/[‐‑–—]/g, '-').replace(/[\s_'"“”’]/g, '');

const GREEK = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu', 'nu', 'xi', 'omicron', 'pi', 'rho', 'sigma', 'sigma', 'tau', 'upsilon', 'phi', 'chi', 'psi', 'omega'];

/** Greek letters spelled out ("PixArt-α" → "PixArt-alpha", "PixArt-Σ" → "PixArt-sigma"), mathematical italics (𝛼) included. */
export function spellGreek(s: string): string {
  return s.normalize('NFKC').replace(/[α-ω]|[Α-Ω]/g, (c) => GREEK[c.toLowerCase().charCodeAt(0) - 0x3b1] ?? c);
}

/** Latin letters written as one ASCII letter or two, where dropping the accent does not do it. */
const FOLD: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i' };

/** An id as the schema wants it, from a printed name; accented Latin letters lose their accents ("Notre modèle" → `notre-modele`). */
export function slug(s: string): string {
  const t = spellGreek(stripMarkup(s))
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđłþı]/g, (c) => FOLD[c] ?? c)
    .replace(/[‐‑–—]/g, '-')
    .replace(/[^a-z0-9+._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-+._]+|[-._]+$/g, '');
  return t || 'x';
}

/** `base`, else `base-2`, `base-3`, …: the first id not in `taken` (which it joins). */
export function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** Key of a label as printed, citation included ("SCORER [1]"): the most specific match. */
const rawKey = (s: string): string => stripMarkup(s).toLowerCase().replace(/[‐‑–—]/g, '-').replace(/\s+/g, '');

export interface MethodIndex {
  resolve(label: string): { id: string; known: boolean; paper?: string | undefined; name: string };
}

export function methodIndex(src: NameSources): MethodIndex {
  const byName = new Map<string, { id: string; paper?: string | undefined }[]>();
  const byAlias = new Map<string, { id: string; paper?: string | undefined }[]>();
  const add = (m: Map<string, { id: string; paper?: string | undefined }[]>, k: string, v: { id: string; paper?: string | undefined }) => {
    const list = m.get(k) ?? [];
    if (!list.some((x) => x.id === v.id)) list.push(v);
    m.set(k, list);
  };
  const byRaw = new Map<string, { id: string; paper?: string | undefined }[]>();
  for (const m of src.methods) {
    for (const n of [m.name, ...m.aliases]) add(byRaw, rawKey(n), { id: m.id, paper: m.paper });
    add(byName, nameKey(m.name), { id: m.id, paper: m.paper });
    add(byName, nameKey(m.id), { id: m.id, paper: m.paper });
    for (const a of m.aliases) add(byAlias, nameKey(a), { id: m.id, paper: m.paper });
  }
  return {
    resolve(label) {
      const { name } = cleanLabel(label);
      const k = nameKey(name);
      const own = slug(name);
      for (const [map, key] of [[byRaw, rawKey(label)], [byName, k], [byAlias, k]] as const) {
        const hits = map.get(key);
        if (hits?.length) {
          const hit = hits.find((h) => h.id === own) ?? (hits[0] as { id: string; paper?: string });
          return { id: hit.id, known: true, paper: hit.paper, name };
        }
      }
      return { id: own, known: false, name };
    },
  };
}

const METRIC_WORDS: Record<string, MetricName> = {
  b: 'Bleu_4', b4: 'Bleu_4', bleu4: 'Bleu_4', 'bleu@4': 'Bleu_4',
  b1: 'Bleu_1', bleu1: 'Bleu_1', b2: 'Bleu_2', bleu2: 'Bleu_2', b3: 'Bleu_3', bleu3: 'Bleu_3',
  m: 'METEOR', meteor: 'METEOR', mt: 'METEOR',
  r: 'ROUGE_L', rl: 'ROUGE_L', rouge: 'ROUGE_L', rougel: 'ROUGE_L',
  c: 'CIDEr', cider: 'CIDEr', ciderd: 'CIDEr', cd: 'CIDEr',
  s: 'SPICE', spice: 'SPICE',
};

/** Letters of a script other than Latin (or Greek): a header printed in Chinese, Russian, … */
const OTHER_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Thai}]/u;

/** Metric a header word names (B, B-4, BLEU-4, M, R-L, CIDEr-D, …). `strict` refuses single letters. */
/** A count mark before a word ("#AP", "# TP") or a language's marks after it ("C++", "C#", "F#"). */
const GLUED_MARK = /^#|^[A-Za-z]{1,3}(?:\+\+|#)$/;

export function metricOf(header: string, strict = false): MetricName | undefined {
  // a header in another script is not one of these words once its letters are dropped: "参数量 (M)" (parameters, millions) is no METEOR
  if (OTHER_SCRIPT.test(header)) return undefined;
  // "#AP" (a count: active parameters), "C++", "C#": a mark glued to the letters makes another word, no metric's letters
  const bare = stripMarkup(header);
  if (GLUED_MARK.test(bare.trim())) return undefined;
  // (a letter with a mark on it is another symbol: "s̄" a mean, "R²" the coefficient of determination, never SPICE or ROUGE-L)
  if (/\p{M}|[²³¹]/u.test(bare.normalize('NFD'))) return undefined;
  const k = bare.toLowerCase().replace(/[^a-z0-9@]/g, '');
  if (strict && k.length < 2) return undefined;
  return METRIC_WORDS[k];
}

/** Metrics named in running text, in order of first appearance. */
export function metricsIn(text: string): MetricName[] {
  const out: MetricName[] = [];
  for (const m of text.matchAll(/\b(BLEU-?[1-4]?|METEOR|ROUGE(?:-L)?|CIDEr(?:-D)?|SPICE)\b/gi)) {
    const metric = metricOf(m[1] as string, true);
    if (metric && !out.includes(metric)) out.push(metric);
  }
  return out;
}

const STOP = new Set(['only', 'the', 'of', 'all', 'with', 'type', 'types', 'change-type']);

/** Subset id of a header (full word or abbreviation), using the caption's "Word (X)" pairs, quoted words of the document and known subsets. */
const SIZE_IN_BRACKETS = /\s*[(（]\s*\d{2,}(?:,\d{3})*\s*[)）]\s*$/;

export function subsetOf(header: string, ctx: { pairs: ReadonlyMap<string, string>; words: readonly string[]; known: readonly string[] }): { id: string; sure: boolean } {
  // ("DocUNet (130)", "DIR300 (300)": a data set's size in brackets after its name is no part of it)
  const printed = stripMarkup(header);
  const h = /[A-Za-z]/.test(printed.replace(SIZE_IN_BRACKETS, '')) ? printed.replace(SIZE_IN_BRACKETS, '') : printed;
  const pair = ctx.pairs.get(h);
  if (pair) return { id: slug(pair), sure: true };
  const s = slug(h);
  if (ctx.known.includes(s)) return { id: s, sure: true };
  const trimmed = s.split('-').filter((w) => !STOP.has(w)).join('-');
  if (trimmed && ctx.known.includes(trimmed)) return { id: trimmed, sure: true };
  if (/^[A-Z]{1,3}$/.test(h)) {
    const sub = (w: string) => {
      const lw = w.toLowerCase();
      let i = 0;
      for (const ch of lw) if (i < h.length && ch === h[i]?.toLowerCase()) i++;
      return lw[0] === h[0]?.toLowerCase() && i === h.length;
    };
    const cand = [...ctx.words, ...ctx.known].find(sub);
    if (cand) return { id: slug(cand), sure: false };
  }
  // unknown: 'all' stays when it qualifies a word ("All range" beside "Long range" is all-range, not range)
  const kept = s.split('-').filter((w) => !STOP.has(w) || w === 'all').join('-');
  return { id: (kept.includes('-') ? kept : trimmed) || s, sure: false };
}

/** "Add (A), Text (T), …" pairs of a caption or sentence: abbreviation → word. */
export function abbreviationPairs(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/\b([A-Z][A-Za-z-]+(?:\s[A-Z][A-Za-z-]+){0,2})\s*\(([A-Z]{1,4})\)/g)) out.set(m[2] as string, m[1] as string);
  return out;
}

/** Datasets named in a text: known names, "Full Name (ABBR)" abbreviations and the text's own. */
export function datasetsIn(text: string, known: readonly { id: string; name: string }[], abbreviations: ReadonlyMap<string, string>): string[] {
  const hits: { id: string; at: number }[] = [];
  const low = text.toLowerCase();
  for (const d of known) {
    const bare = d.name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
    const at = low.indexOf(bare.toLowerCase());
    if (at >= 0) hits.push({ id: d.id, at });
    const abbr = /\(([A-Z]{2,6})\)/.exec(d.name)?.[1];
    const m = abbr ? new RegExp(`\\b${abbr}\\b`).exec(text) : null;
    if (m) hits.push({ id: d.id, at: m.index });
  }
  for (const [abbr, full] of abbreviations) {
    const re = new RegExp(`\\b${abbr}\\b`);
    const m = re.exec(text);
    const d = known.find((k) => k.name.replace(/\s*\([^)]*\)\s*/g, ' ').trim().toLowerCase() === full.toLowerCase());
    if (m && d) hits.push({ id: d.id, at: m.index });
  }
  return [...new Set(hits.sort((a, b) => a.at - b.at).map((h) => h.id))];
}
