/**
 * The grammar's other families, by the words of a sentence: best / highest / lowest / state of the
 * art over a scope (metrics, datasets, "every metric"), "beats X on all four metrics", significance
 * ("significantly better (p < 0.05)") and printed totals ("a total of 12,000 images: 10,000 train
 * and 2,000 test", "1,200 GPU hours in total"). Knows no tables. Pure.
 */
import type { NumberToken } from './statements-numbers.js';
import { countWord, numbersIn } from './statements-numbers.js';
import { bareBest, copulaFirst } from './statements-best-copula.js';

export interface BestPhrase {
  readonly kind: 'best';
  /** best: by each metric's direction; highest/lowest: as printed ("the lowest WER"). */
  readonly extreme: 'best' | 'highest' | 'lowest';
  readonly quantifier: 'all' | 'most' | 'almost-all';
  /** The words after the claim that say where it holds ("on CIFAR-10, CIFAR-100 and SVHN", "FID and IS"). */
  readonly scope: string;
  /** "on every metric", "across all datasets": the scope is everything of that sort. */
  readonly every: boolean;
  /** "the best model is X": where the subject is printed, after the copula (absent: before the superlative). */
  readonly subjectAt?: number;
  readonly at: number;
}

export interface BeatsPhrase {
  readonly kind: 'beats';
  /** "on all metrics" / "on most"; `one`: no quantifier ("outperforms X on mAP"): the metrics the clause names. */
  readonly quantifier: 'all' | 'most' | 'one';
  /** "on all four metrics" → 4. */
  readonly count?: number;
  /** Text after the verb (the other method and the scope). */
  readonly rest: string;
  /** "outperforms all (the) other … methods" with no scope of metrics: a best claim. */
  readonly againstAll?: boolean;
  /** "a higher IS than DDIM and DDPM": the comparative (as printed) and the metric words before "than" (with `againstAll`: the metric the claim is limited to). */
  readonly relation?: 'higher' | 'lower' | 'better' | 'worse';
  readonly metricWords?: string;
  /** Where `rest` was printed when it stands before the phrase ("Compared to A and B, it achieves a lower WER"). */
  readonly listAt?: number;
  readonly at: number;
}

/**
 * What a paper compares its method against, in many fields: methods, ablation variants, RL agents and policies, trackers,
 * classifiers, solvers; algorithms, techniques, strategies, frameworks, estimators; and the losses / objectives a study
 * compares ("other loss functions", "all other objectives"); the solutions, pipelines, tools and teams a benchmark ranks.
 */
const COMPETITORS = String.raw`methods|baselines|models|approaches|systems|competitors|works|counterparts|alternatives|detectors|architectures|networks|variants|versions|configurations|agents|policies|trackers|classifiers|regressors|solvers|learners|GNNs|LLMs|algorithms|techniques|strategies|schemes|frameworks|estimators|predictors|encoders|backbones|heuristics|optimi[sz]ers|losses|(?:loss|objective|reward|activation)\s+functions|objectives|solutions|pipelines|implementations|toolkits|tools|libraries|submissions|entries|participants|teams|evaluators`;

/** The words that make a plural of competitors all of them: "these baselines", "the two baselines", "state-of-the-art methods", "previous published models", "various baselines". */
const WHOLE_GROUP = String.raw`(?:these|those|the\s+(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,2})|various)\s+|(?:the\s+)?(?=(?:state[- ]of[- ]the[- ]art|SOTA|existing|previous(?:ly)?|prior|competing|published|current)\b)`;

/**
 * "all (the) (other) [up to four adjectives] methods|baselines|models …" right after a comparison verb, and
 * "(the) other [adjectives] models" with no "all" ("significantly outperforming other comparably sized base
 * models"), the whole group named otherwise ("these state-of-the-art baselines", "the two baselines",
 * "previous published models", "state-of-the-art methods"), and a bare "others": every other one of a kind.
 * A singular ("the previous best method") or a named group ("the CNN baselines" with no such word) is none.
 */
export const AGAINST_ALL = new RegExp(String.raw`^\s*(?:(?:(?:all|every|each|any)\s+(?:of\s+)?(?:the\s+)?|(?:the\s+)?other\s+|${WHOLE_GROUP})(?:(?!on\b|in\b|across\b)[\w-]+,?\s+(?:or\s+|and\s+)?){0,4}?(?:${COMPETITORS})\b|(?:all\s+)?(?:the\s+)?others\b)`, 'i');

/** "… in most cases", "in the majority of settings": a claim against all that holds in most of them. */
const IN_MOST = /\b(?:in|on|for)\s+(?:most|the\s+majority\s+of)\s+(?:the\s+)?(?:cases|settings|scenarios|experiments|configurations|instances)\b/i;

const COMPARATIVE: Readonly<Record<string, 'higher' | 'lower' | 'better' | 'worse'>> = { higher: 'higher', greater: 'higher', larger: 'higher', lower: 'lower', smaller: 'lower', better: 'better', stronger: 'better', worse: 'worse', weaker: 'worse' };

export interface SignificancePhrase {
  readonly kind: 'significance';
  readonly direction: 'better' | 'higher' | 'lower' | 'worse' | 'different';
  /** Printed level ("p < 0.05" → 0.05); absent when none is printed (0.05 is assumed). */
  readonly alpha?: string;
  readonly at: number;
}

export interface SumPhrase {
  readonly kind: 'sum';
  readonly total: NumberToken;
  readonly parts: readonly NumberToken[];
  /** What is counted ("images", "GPU hours"). */
  readonly what: string;
}

export type ClaimPhrase = BestPhrase | BeatsPhrase | SignificancePhrase | SumPhrase;

const QUANT = String.raw`(?<q>all(?:\s+the)?|every|each|most|almost\s+all|almost\s+every|nearly\s+all|the\s+majority\s+of|(?:a|the)\s+(?:(?:wide|diverse|broad|large|whole)\s+)?(?:range|variety|number|suite|set|series)\s+of|multiple|various|numerous|many|several|diverse|a\s+(?:wide\s+)?variety\s+of)`;
const SORT = String.raw`(?<sort>metrics?|measures?|datasets?|benchmarks?|tasks?|settings?|splits?|languages?|categories|category|types?|columns?|subsets?|scores?|evaluations?|test\s+sets?|domains?|environments?|games?)`;

/** A plural noun a quantifier may range over ("most organs", "all 12 catchments"), never the competitors ("among all … approaches"). */
const COUNTED = String.raw`\b(?!(?:${COMPETITORS}|submissions|entries|teams|participants|others)\b)[a-z]{3,}s`;

/** "a diverse range of", "multiple", "various" evaluations: more than one, not said to be all of them: `most`. */
const VAGUE = /range|variety|number|suite|set|series|multiple|various|numerous|many|several|diverse/i;
const quantifierOf = (q: string): 'all' | 'most' | 'almost-all' => (/almost|nearly/i.test(q) ? 'almost-all' : /most|majority/i.test(q) || VAGUE.test(q) ? 'most' : 'all');

const BEST_WORDS = String.raw`state[- ]of[- ]the[- ]art|SOTA|SoTA|new\s+records?|best|highest|lowest|top|leading|strongest|superior|optimal|first\s+place|rank(?:s|ed)?\s+(?:#\s?1|1st|no\.\s?1|number\s+one|first)|the\s+top|(?:leads?|led|leading|tops?|topped|topping|dominates?|dominated)(?=\s+(?:the\s+|all\s+(?:the\s+)?|on\s+|in\s+)?(?:[^\s.,;]+\s+){0,3}?(?:evaluations?|benchmarks?|leaderboards?|rankings?|charts?|tasks?|metrics?)\b)`;

/** "top"/"optimal" are a best claim only before what is measured ("top performance", "optimal results"), never "top-5", "optimal hyper-parameters". */
const MEASURED = /^\s*(?:(?:overall|average|mean|reported|possible)\s+)?(?:performances?|results?|scores?|accuracy|accuracies|numbers?|rank(?:ing)?|spot|position|place)\b/i;

/** What a leading verb leads ("EN⇒XX evaluations", "the BraTS leaderboard"); never "leads to", "leading models". */
const LEAD_OBJECT = /^\s+(?!to\b|(?:methods?|models?|approaches|systems?|works|baselines?|teams?|groups?|companies|labs?)\b)(?:the\s+|all\s+(?:the\s+)?|on\s+|in\s+)?(?:[^\s.,;]+\s+){0,3}?(?:evaluations?|benchmarks?|leaderboards?|rankings?|charts?|tasks?|metrics?)\b/i;

/** A verb that leads ("it leads EN⇒XX evaluations", "tops the leaderboard") rather than a superlative. */
const LEAD_VERB = /^(?:leads?|led|leading|tops|topped|topping|dominates?|dominated)$/i;

/** Parenthesised groups holding a number ("(1.48)", "(13B)", "(WER: 3.44; GPE: 2.28)") blanked, positions kept. */
export const maskValues = (text: string): string => text.replace(/\([^()]*\d[^()]*\)/g, (g) => ' '.repeat(g.length));

export function bestIn(text: string): BestPhrase[] {
  const out: BestPhrase[] = [];
  const head = new RegExp(String.raw`\b(?<w>${BEST_WORDS})\b`, 'gi');
  // a caption's convention ("Bold marks the best result in each column", "best results are underlined") claims nothing
  if (/\b(?:in\s+bold|bold(?:face|ed)?|underlined?|highlighted|in\s+italics?)\b/i.test(text)) return out;
  for (const m of text.matchAll(head)) {
    const w = (m.groups?.w as string).toLowerCase();
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 50), at);
    // "With the best top-1 and top-5 accuracy of all models, X …": the claim stands before its subject
    const leading = /^\s*(?:with|having|thanks\s+to)\s+(?:the\s+)?$/i.test(text.slice(0, at)) && /\b(?:of|among)\s+all\b/i.test(text.slice(at, at + 200));
    // "the previous state of the art", "prior best", "second best", "best baseline": about another method
    if (!leading && (/\b(?:previous|prior|former|earlier|second|third|existing|current|recent|other)(?:\s+(?:the\s+)?|-)$/i.test(before) || /\b(?:with|to|against|than|over|versus|vs\.?|from|outperform\w*|surpass\w*|beat\w*|exceed\w*)\s+(?:the\s+|several\s+|many\s+|other\s+|recent\s+|current\s+|strong\s+)*$/i.test(before))) continue;
    // values printed in parentheses after a metric ("WER(1.48)", "PESQ (2.01)", "(WER: 3.44; GPE: 2.28)") are no end of the scope
    const after0 = maskValues(text).slice(at + m[0].length, at + m[0].length + 200);
    // "ranks 1st among all submissions on Tanks and Temples": the competitors ranked against are no scope (blanked, positions kept)
    const after = /^rank/i.test(w) ? after0.replace(/^\s*among\s+(?:all\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:methods|submissions|entries|teams|participants|approaches|models|competitors|works|baselines|trackers|detectors|systems)\b/i, (g) => ' '.repeat(g.length)) : after0;
    if (/^\s*(?:baselines?|competitors?|prior|previous|existing|competing|other)\b/i.test(after) && !/\b(?:on|across|in)\s/i.test(after.slice(0, 12))) continue;
    // "the best model is X": the subject after the copula (a name), the scope between the noun and the copula
    const copula = /^best$/i.test(w) && /\bthe\s+$/i.test(before) ? copulaFirst(text, at + m[0].length) : undefined;
    if (copula) {
      out.push({ kind: 'best', extreme: 'best', quantifier: 'all', scope: copula.scope, every: false, subjectAt: copula.subjectAt, at });
      continue;
    }
    if (/^\s*(?:model|method|approach|system)s?\s+(?:is|was|of)\b/i.test(after) && /\bthe\s+$/i.test(before) && !/\b(?:our|we|ours|achiev|obtain|reach|set)/i.test(text.slice(0, at))) continue;
    // "MCCFormers-D, a state-of-the-art method based on transformers": a description of a method, not a claim that it is best
    // "the top performer across all stages": a rank overall (by an average the text does not name), not best on every column
    if (/^(?:the\s+)?top$/i.test(w) && /^\s*performers?\b/i.test(after)) continue;
    // "cannot obtain the best performance on WN18", "does not achieve the best": a negated claim ("not only achieves the best" stays)
    if (/\b(?:(?<!\bnot\s)not(?!\s+only\b)|never|cannot|can't|fails?\s+to|failed\s+to|unable\s+to)\s+(?:[a-z]+\s+){0,2}?(?:the\s+|a\s+)?(?:new\s+)?$/i.test(before)) continue;
    // "best viewed in color", "at best 3 runs": a reading hint and a bound, no claim over competitors
    if (/^best$/i.test(w) && (/^\s*(?:viewed|seen|read|displayed|printed)\b/i.test(after) || /\bat\s+$/i.test(before))) continue;
    // "performs best with audio clips under 30 seconds", "works best when …": a condition of use, not a claim over competitors
    if (/^best$/i.test(w) && /\b(?:perform(?:s|ed)?|works?|worked|runs?)\s+$/i.test(before) && /^\s*(?:with|when|under|if|at|for|on\s+(?:short|long|small|large|clean|noisy))\b/i.test(after)) continue;
    // "SOTA method MCCFormers-D", "state-of-the-art models such as …": an adjective of other methods ("X is the new state-of-the-art model" stays a claim)
    if (/^(?:state[- ]of[- ]the[- ]art|sota)$/i.test(w) && !/\b(?:is|are|was|were|becomes?|became|remains?|as)\s+(?:the\s+)?(?:new\s+)?$/i.test(before) && /^\s*(?:models?|methods?|approach(?:es)?|systems?|architectures?|networks?|detectors?|frameworks?|baselines?|techniques?|algorithms?|solutions?|LLMs?)\b/i.test(after)) continue;
    if (/^(?:state[- ]of[- ]the[- ]art|sota|leading|strong(?:est)?|top)$/i.test(w) && /\b(?:a|an|two|three|several|many|other|recent|popular|various)\s+$/i.test(before) && /^\s*(?:[\w-]+\s+)?(?:models?|methods?|approach(?:es)?|systems?|architectures?|networks?|detectors?|frameworks?|baselines?|techniques?|algorithms?|solutions?|tools?|librar(?:y|ies)|encoders?|decoders?|backbones?|LLMs?|transformers?)\b/i.test(after)) continue;
    const verb = LEAD_VERB.test(w) && LEAD_OBJECT.test(after) && !/\b(?:the|a|an|several|many|other|latest|most)\s+$/i.test(before);
    // "ranked first by CLIP score", "ranked #1 by the annotators": an ordering by a criterion, not a place among competitors
    if (/^rank/i.test(w) && /^\s*by\b/i.test(after)) continue;
    if (/^(?:top|optimal)$/i.test(w) && (!MEASURED.test(after) || /\b(?:the\s+)?(?:to\s+)?(?:ensure|find|select|choose|search|tun\w*|obtain\s+the)\s+(?:the\s+)?$/i.test(before))) continue;
    if (/^(?:superior|leading|strongest|top|optimal)$/i.test(w) && !verb && !/\b(?:on|across|in)\s+(?:all|every|each|most)\b/i.test(after) && !(/^(?:top|optimal)$/i.test(w) && MEASURED.test(after))) continue;
    if (LEAD_VERB.test(w) && !verb && !/^leading$/i.test(w)) continue;
    // "on most organs", "in all 12 catchments": any plural noun counts what the quantifier ranges over
    const quant = new RegExp(String.raw`\b(?:on|across|in|over|for|among)\s+${QUANT}\s+(?:(?:of\s+)?(?:the\s+)?(?:\w+[- ]?){0,3}?)(?:${SORT}|${COUNTED})\b`, 'i').exec(after);
    const extreme = /highest/i.test(w) ? 'highest' : /lowest/i.test(w) ? 'lowest' : 'best';
    // "state of the art on every metric", "best on most datasets"
    if (quant && (quant.index ?? 0) < 90) {
      const end = (quant.index ?? 0) + quant[0].length;
      // "across multiple benchmarks—e.g., 77.5 on AIME, 96.2 on MATH 500": a vague quantifier with examples names its scope by them
      const examples = VAGUE.test(quant.groups?.q ?? '') ? /^(?:\s+(?:and|or)\s+[\w-]+)?\s*(?:[—–,(:-]\s*)?(?:e\.g\.,?|such\s+as|including|like|namely)\s+(?<list>[^;)]{3,160})/i.exec(after.slice(end)) : null;
      if (examples) out.push({ kind: 'best', extreme, quantifier: 'most', scope: (examples.groups?.list as string).replace(/\s*[—–]\s*[^]*$/, ''), every: false, at });
      else out.push({ kind: 'best', extreme, quantifier: quantifierOf(quant.groups?.q as string), scope: after.slice(0, end), every: true, at });
      continue;
    }
    // "achieves state-of-the-art results on CIFAR-10, CIFAR-100 and SVHN", "the highest BLEU, chrF and COMET", "the lowest WER on both test sets"
    const listed = /^\s*(?:(?:results?|performance|scores?|accuracy|numbers?|values?)\s+)?(?:(?:on|across|in|for)\s+)?(?<list>[^.;:]{2,140})/i.exec(after);
    // the scope ends at a clause ("…, which", "…, further reinforcing", "… while") or a margin ("by a significant margin")
    const scope = (listed?.groups?.list ?? '').replace(/\s*(?:,\s*(?:which|while|whereas|despite|although|(?:[a-z]+ly\s+|further\s+|thus\s+|thereby\s+)?[a-z]+ing\b)|\s+(?:while|whereas|despite|although|because|since|thanks)\b|,?\s+and\s+(?:achiev|obtain|show|yield|deliver|reach|attain|perform)\w*\b|\s+by\s+(?:a\s+)?(?:(?:significant|large|wide|clear|substantial|considerable|notable|big|huge|small)\s+)?margins?\b)[^]*$/i, '');
    if (!scope.trim()) {
      // "X is the best.", "X performs best.": a claim over every performance column of the subject's tables
      if (/^(?:best|state[- ]of[- ]the[- ]art|sota)$/i.test(w) && bareBest(text, at, at + m[0].length)) out.push({ kind: 'best', extreme: 'best', quantifier: 'all', scope: '', every: false, at });
      continue;
    }
    // a listed scope needs a claim verb before it ("achieves", "sets a new", "is the"): "Table 1 lists the best …" is no claim
    const claimVerb = verb || /^rank/i.test(w) || /\b(?:won|wins?|winning|took|takes|secur\w*|claim\w*|earn\w*|achiev|obtain|reach|set|establish|attain|yield|deliver|is|are|was|were|becom|remain|rank|perform|give|produc|record|lead|score|get|got|show|has|have|had|offer|provid|return|post)\w*\b[^.;]{0,40}$/i.test(text.slice(Math.max(0, at - 60), at));
    if (!claimVerb && !leading) continue;
    if (extreme === 'best' && !/state[- ]of|sota|record|best|first|top|optimal|#\s?1|1st|no\.\s?1|number\s+one/i.test(w) && !verb) continue;
    out.push({ kind: 'best', extreme, quantifier: 'all', scope, every: false, at });
  }
  return out;
}

/** Up to 200 characters after `from`, to the end of the sentence part (a "." or ";" outside printed values: "Janus (0.61), DALL-E 3 (0.67)"). */
function restOf(text: string, from: number): string {
  const part = text.slice(from, from + 200);
  const stop = maskValues(part).search(/[.;]/);
  return stop < 0 ? part : part.slice(0, stop);
}

export function beatsIn(text: string): BeatsPhrase[] {
  const out: BeatsPhrase[] = [];
  // (and "superior performance compared with X", "superior results to X": the adjective before the compared ones)
  for (const m of text.matchAll(/\b(?:beats?|beating|beat|outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|exceeds?|exceeded|exceeding|improves?\s+(?:up)?on|improved\s+(?:up)?on|is\s+better\s+than|are\s+better\s+than|performs?\s+better\s+than|does\s+better\s+than|superior(?:\s+(?!to\b|over\b|compared\b|against\b)[a-z-]+){0,2}\s+(?:to|over|compared\s+(?:to|with)|against))\b/gi)) {
    const at = m.index ?? 0;
    const rest = restOf(text, at + m[0].length);
    const q = new RegExp(String.raw`\b(?:on|across|in|over|for)\s+(?:${QUANT}|(?<both>both))\s+(?:(?:of\s+)?(?:the\s+)?)(?<count>two|three|four|five|six|seven|eight|nine|ten|\d+)?\s*(?:\w+[- ]?){0,2}?${SORT}\b`, 'i').exec(rest);
    // "outperforms all tested … models (across a range of tasks)": against all, whatever the scope's quantifier
    // "outperforms state-of-the-art methods on some of these datasets": not all of them, no claim against all
    // ("outperforms most of the baselines" beats most of them, which no best claim says: AGAINST_ALL wants the whole group)
    if ((!q || VAGUE.test(q.groups?.q ?? '')) && AGAINST_ALL.test(rest) && !/\b(?:on|in|across|for)\s+(?:some|a\s+few|one|a\s+couple)\b/i.test(rest)) {
      // ("… existing solutions in most cases": against all, in most of the columns)
      out.push({ kind: 'beats', quantifier: IN_MOST.test(rest) ? 'most' : 'all', againstAll: true, rest, at });
      continue;
    }
    if (!q) {
      // "outperforms X on mAP", "X is beaten on WER": the clause must name what (the resolver needs a metric of the tables)
      if (!/\b(?:significantly|slightly|marginally)\b/i.test(text.slice(Math.max(0, at - 20), at))) out.push({ kind: 'beats', quantifier: 'one', rest, at });
      continue;
    }
    const count = q.groups?.both ? 2 : q.groups?.count ? countWord(q.groups.count) : undefined;
    out.push({ kind: 'beats', quantifier: /most|majority/i.test(q.groups?.q ?? '') ? 'most' : 'all', ...(count !== undefined ? { count } : {}), rest, at });
  }
  // "a higher IS than DDIM and DDPM", "lower WER and CER than X": a comparative, up to three metric words, "than", the others
  for (const m of text.matchAll(/\b(?<cmp>higher|greater|larger|lower|smaller|better|stronger|worse|weaker)\s+(?<metric>(?:(?!than\b|by\b|on\b|in\b|of\b|at\b|with\b)[\w@./+-]+\s+){1,3})than\s+/gi)) {
    const at = m.index ?? 0;
    // "2.1 points higher IS than X" / "higher by 2.1": a change, read by the change grammar
    if (/\d\s*%?\s*(?:[A-Za-z]+\s+)?$/.test(text.slice(Math.max(0, at - 20), at))) continue;
    // "significantly higher precision than X (p < 0.05)" is the significance claim's
    if (/\b(?:significantly|statistically)\s+$/i.test(text.slice(Math.max(0, at - 20), at))) continue;
    const rest = restOf(text, at + m[0].length);
    // "smaller mean absolute errors than other methods", "higher accuracy than all the baselines": against all, a best claim
    // (only on the columns of the metric it names: "a lower search cost than all the previous methods" says nothing of the others)
    if (AGAINST_ALL.test(rest)) {
      out.push({ kind: 'beats', quantifier: IN_MOST.test(rest) ? 'most' : 'all', againstAll: true, rest, at, metricWords: (m.groups?.metric as string).trim() });
      continue;
    }
    out.push({ kind: 'beats', quantifier: 'one', rest, relation: COMPARATIVE[(m.groups?.cmp as string).toLowerCase()] as 'higher', metricWords: (m.groups?.metric as string).trim(), at });
  }
  out.push(...comparedFirstIn(text, out));
  return out;
}

/**
 * "Compared to S3 Tokenizer (0.60kbps) and LSCodec (0.45kbps), it achieves a substantially lower WER
 * (2.10 vs. 2.12 vs. 3.33) and a higher STOI": the methods compared with are listed first, the
 * comparatives (with no "than") follow — one phrase per comparative, its list the leading one.
 */
function comparedFirstIn(text: string, taken: readonly BeatsPhrase[]): BeatsPhrase[] {
  const lead = /^(?:[^,;]{0,40}?\b)?(?:compared\s+(?:to|with)|in\s+comparison\s+(?:to|with)|relative\s+to|against|versus|unlike)\s+/i.exec(text);
  if (!lead || /\bp\s*[<=≤]|\bstatistical/i.test(text)) return [];
  const listAt = (lead.index ?? 0) + lead[0].length;
  // the list ends at the first comma outside parentheses
  const masked = text.replace(/\([^()]*\)/g, (g) => ' '.repeat(g.length));
  const comma = masked.indexOf(',', listAt);
  if (comma < 0) return [];
  const out: BeatsPhrase[] = [];
  const re = /\b(?:achiev\w*|obtain\w*|yield\w*|show\w*|reach\w*|attain\w*|has|have|get\w*|deliver\w*|gives?|with|and)\s+(?:a\s+|an\s+)?(?:(?:substantially|significantly|much|far|considerably|slightly|notably|markedly|clearly|consistently|also)\s+)?(?<cmp>higher|greater|larger|lower|smaller|better|stronger)\s+(?<metric>[\w@./+-]+(?:\s+(?!and\b|or\b|than\b|on\b|in\b|with\b|while\b)[\w@./+-]+){0,2}?)(?=\s*\(|\s*[,;.]|\s+(?:and|while|which|on|in|across|indicating|showing)\b|\s*$)/gi;
  for (const m of masked.slice(comma).matchAll(re)) {
    const at = comma + (m.index ?? 0) + m[0].search(new RegExp(String.raw`\b${m.groups?.cmp}\b`, 'i'));
    if (taken.some((b) => b.relation && Math.abs(b.at - at) < 3)) continue;
    out.push({ kind: 'beats', quantifier: 'one', rest: text.slice(listAt, comma), listAt, relation: COMPARATIVE[(m.groups?.cmp as string).toLowerCase()] as 'higher', metricWords: (m.groups?.metric as string).trim(), at });
  }
  return out;
}

export function significanceIn(text: string): SignificancePhrase[] {
  // "not significantly different", "no significant difference": no claim a t-test could refute
  if (/\b(?:not|no|n't|insignificant(?:ly)?|non-?significant)\b[^.;]{0,20}\bsignifican/i.test(text) || /\binsignificant|non-?significant/i.test(text)) return [];
  const m = /\b(?<w3>gains?|improvements?|differences?|results?|increases?|reductions?)\s+(?:are|is|were|was|remain|remains)\s+(?:all\s+|also\s+)?(?:statistically\s+)?significant\b|\b(?:statistically\s+)?significant(?:ly)?\b(?:\s+\w+){0,3}?\s+(?<w>better|higher|lower|worse|outperform\w*|improve\w*|reduc\w*|different|difference|gains?|improvements?)\b|\b(?<w2>outperform\w*|improve\w*|better|higher|lower)\b[^.;]{0,60}?\bstatistically\s+significant|\bsignificance\b/i.exec(text);
  if (!m) return [];
  const w = (m.groups?.w ?? m.groups?.w2 ?? m.groups?.w3 ?? '').toLowerCase();
  const direction = /lower|reduc/.test(w) ? 'lower' : /higher|increase/.test(w) ? 'higher' : /worse/.test(w) ? 'worse' : /differ/.test(w) || !w ? 'different' : 'better';
  const p = /\bp\s*(?:<|≤|<=|=)\s*(0?\.\d+)|\bat\s+(?:the\s+|an?\s+)?(?:α\s*=\s*)?(0?\.\d+|\d+\s*%)\s+(?:significance\s+)?level/i.exec(text);
  const printed = p ? (p[1] ?? (p[2] as string)) : undefined;
  const level = printed === undefined ? undefined : /%$/.test(printed) ? String(Number(printed.replace(/\s*%$/, '')) / 100) : printed.startsWith('.') ? `0${printed}` : printed;
  return [{ kind: 'significance', direction, ...(level ? { alpha: level } : {}), at: m.index ?? 0 }];
}

/** Words right after a number: what it counts ("GPU hours", "images"). */
const countedAfter = (after: string): string => (/^\s*(?:[A-Z]{2,4}\s+)?[a-z][a-z-]*(?:\s+(?:hours|days|pairs|images|samples|examples|tokens))?/.exec(after)?.[0] ?? '').trim();

const stem = (w: string) => w.toLowerCase().replace(/e?s$/, '');

export function sumsIn(text: string): SumPhrase[] {
  const nums = numbersIn(text).filter((n) => !n.pct);
  const out: SumPhrase[] = [];
  for (const m of text.matchAll(/\b(?:a\s+total\s+of|in\s+total|totall?(?:ing|ed|s)?|altogether|overall|combined|sum\s+(?:up\s+)?to|adds?\s+up\s+to|in\s+all)\b/gi)) {
    const at = m.index ?? 0;
    // ("can be combined via a 1 × 1 convolution", "combined with", "combined into": a verb joining things, no total)
    if (/^combined$/i.test(m[0]) && /^\s+(?:via|with|into|using|by|through|to|in(?!\s+total)|and|from|for)\b/i.test(text.slice(at + m[0].length))) continue;
    const after = /^(?:a\s+total\s+of|totall?(?:ing|ed|s)?|sum|adds?|altogether|overall|in\s+all)/i.test(m[0]);
    const before = !/^(?:a\s+total\s+of|totall?(?:ing|ed|s)?|sum|adds?)/i.test(m[0]);
    // the total: the number right after "a total of" / "totalling" / "altogether", or right before "in total"
    const total = (after ? nums.find((n) => n.at > at && n.at - (at + m[0].length) < 4) : undefined) ?? (before ? [...nums].reverse().find((n) => n.end <= at && at - n.end < 40) : undefined);
    if (!total) continue;
    const what = countedAfter(total.after);
    const key = stem(what.split(/\s+/).pop() ?? '');
    // parts: the other numbers of the sentence counting the same thing, or (when they name none) every other number
    // (never a size printed "1 × 1", "224x224": a dimension, not a part)
    const dimension = (n: (typeof nums)[number]) => /^\s*[×x]\s*\d/.test(text.slice(n.end)) || /\d\s*[×x]\s*$/.test(text.slice(0, n.at));
    const others = nums.filter((n) => n !== total && !dimension(n) && Number.isInteger(n.value) === Number.isInteger(total.value) && n.value < total.value);
    const same = others.filter((n) => key && stem(countedAfter(n.after).split(/\s+/).pop() ?? '') === key);
    const parts = same.length >= 2 ? same : others;
    if (parts.length < 2) continue;
    out.push({ kind: 'sum', total, parts, what: what || 'total' });
  }
  // "the 960 hours of LibriSpeech: 100 hours (train-clean-100), 360 hours (…) and 500 hours (…)": a total, a colon, its parts in the same unit
  for (const total of nums) {
    if (out.some((o) => o.total === total)) continue;
    const what = countedAfter(total.after);
    const key = stem(what.split(/\s+/)[0] ?? '');
    if (!key || key.length < 3) continue;
    const colon = text.indexOf(':', total.end);
    if (colon < 0 || colon - total.end > 50 || nums.some((n) => n.at > total.end && n.at < colon)) continue;
    const stop = text.slice(colon).search(/[;.](?:\s|$)/);
    const upTo = stop < 0 ? text.length : colon + stop;
    const parts = nums.filter((n) => n.at > colon && n.at < upTo && stem(countedAfter(n.after).split(/\s+/)[0] ?? '') === key && n.value < total.value);
    if (parts.length >= 2) out.push({ kind: 'sum', total, parts, what });
  }
  return out;
}

export function claimPhrasesIn(text: string): ClaimPhrase[] {
  return [...bestIn(text), ...beatsIn(text), ...significanceIn(text), ...sumsIn(text)];
}
