/**
 * Printed words → metric ids (pure): the captioning words of the seed papers first (B, M, R-L …, as
 * before), then the metric registry (findMetric), keeping only ids the claim schema accepts.
 */
import { beforeReference } from './metric-reference.js';
import { findMetric } from '../core/metric-registry.js';
import { metricOf } from './names.js';
import { columnAccepts } from './schema-support.js';
import { GENERIC_WORD, QUALIFIER_WORD } from './generic-words.js';
import { phaseTimeMetric } from './phase-time.js';
import { affixQualifiedMetric } from './metric-affix.js';
import { namedAsMetric } from './prose-metric-use.js';
import { statisticMetric } from './statistic-metric.js';
import { isTrainingSetting } from './training-setting.js';
import { bareText } from './bare-text.js';
import { printsShortName } from './prose-short-name.js';
import { gluedCutoffMetric } from './metric-glued-k.js';
import { classCountAccuracy, codeWords } from './code-style-metric.js';
import { remembered } from './remembered.js';

/** An averaging (micro, macro, weighted) spelled with "averaged" / "average" / "avg." before the metric's name. */
const AVERAGED = /^(micro|macro|weighted)[- ]?(?:averaged|average|avg\.?)[- ]+(\S.*)$/i;

/** The metric a header cell names, if any. `strict` refuses single letters (B, M, R, C, S). Remembered: a pure function of its text. */
export const metricFor: (header: string, strict?: boolean, qualified?: boolean) => string | undefined = remembered((header: string, strict = false, qualified = true) => metricForText(header, strict, qualified));

function metricForText(header: string, strict: boolean, qualified: boolean): string | undefined {
  const coco = metricOf(header, strict);
  if (coco) return coco;
  const h = bareText(header);
  if (!h || h.length > 40 || /^[\d.,\s%±-]+$/.test(h)) return undefined;
  // "Mult_acc_7", "Acc-5": an accuracy over a number of classes, never the top-k accuracy (code-style-metric.ts)
  const counted = classCountAccuracy(h);
  if (counted) return counted.metric;
  // "micro averaged F1", "Macro-averaged recall", "micro-avg. F1": the averaging named with its participle is the averaged metric
  const averaged = AVERAGED.exec(h);
  if (averaged) return metricFor(`${averaged[1]} ${averaged[2]}`, strict, qualified) ?? metricFor(averaged[2] as string, strict, qualified);
  const def = findMetric(h);
  // a lower-case code ("ar", "fi", "id": languages) is not an upper-case abbreviation ("AR", "FID")
  const caseClash = def !== undefined && /^[a-z]{2,3}$/.test(h) && ![def.name, ...def.aliases].includes(h);
  if (def && !caseClash && columnAccepts(def.id)) return durationOf(h, def.id);
  const phase = phaseTimeMetric(h);
  if (phase) return phase;
  // "NDCG1", "MRR10": a ranking metric with its cut-off glued on (metric-glued-k.ts)
  const glued = gluedCutoffMetric(h, (name) => metricFor(name, true, false));
  if (glued) return glued;
  // "mean mae", "avg RMSE": the mean of a metric over runs is that metric (the statistic word makes "mae" a metric's name)
  const stat = statisticMetric(h);
  if (stat?.statistic === 'centre') return stat.id;
  // "Accuracy @500R", "ms/frame↓ @1024×576": a metric, then the condition it was measured at after a spaced "@"
  const at = /^(.+?)\s+@\s*[^\s@]+$/.exec(h);
  if (at && /[A-Za-z]/.test(at[1] as string)) return metricFor(at[1] as string, strict, qualified);
  // "Error on CIFAR-10", "Accuracy on ImageNet": a metric, then the data it was measured on (the subset, read apart)
  const on = /^(.+?)\s+on\s+(?:the\s+)?[A-Z\d][^\s]*(?:\s+\S+){0,2}$/.exec(h);
  if (on && /[A-Za-z]/.test(on[1] as string)) {
    const left = metricFor(on[1] as string, true, qualified);
    if (left) return left;
  }
  // "RMSE w.r.t GPS (m)", "Win rate against GPT-4": a metric, then the reference it is measured against (metric-reference.ts)
  const ref = beforeReference(h);
  if (ref) {
    const left = metricFor(ref, true, qualified);
    if (left) return left;
  }
  // "training time (m) 1,2": footnote marks (a <sup> list of note numbers) after the metric are no part of it
  const marks = /^(.+?\D)\s+\d{1,2}(?:,\s?\d{1,2})+$/.exec(h);
  if (marks && /[A-Za-z]/.test(marks[1] as string)) return metricFor(marks[1] as string, strict, qualified);
  // "L2 (m) 1s", "Col. (%) 3s": a metric with its unit in brackets, then a short condition (a horizon) it was measured at
  const unitThen = unitThenCondition(h);
  if (unitThen) return metricFor(unitThen.metric, strict, qualified);
  // "Results (WER)", "Results （BLEU)", "NS. Qualities (MAP)": the metric in the trailing brackets
  // (not a setting printed in brackets: "sec/it (B: 64)", "(bs=8)" name a batch size, not BLEU-1)
  const inner = /[(（]\s*([^()（）]+?)\s*[)）]\s*$/.exec(h)?.[1];
  // "sec/it (B: 1)": a setting in the brackets ("B: 1", "bs=8") names no metric; the header is what stands before it
  if (inner && /[:=]\s*\d/.test(inner)) return metricFor(h.slice(0, h.lastIndexOf(inner)).replace(/[(（]\s*$/, '').trim(), strict, qualified);
  if (inner && inner !== h) return metricFor(inner, true, qualified);
  // "RPE/%", "ATE/m", "Err/deg": a metric, a slash, then its unit (printed where a bracket would be: "RPE (%)")
  const slashUnit = SLASH_UNIT.exec(h);
  if (slashUnit && /[A-Za-z]/.test(slashUnit[1] as string)) return metricFor(slashUnit[1] as string, strict, qualified);
  // "GMACs/Layer", "FLOPs per token", "Latency/img": a cost counted per unit of the model or the input is that cost
  const per = PER_UNIT.exec(h);
  if (per && per[1] !== h) return metricFor(per[1] as string, strict, qualified);
  if (!qualified) return undefined;
  return qualifiedMetric(h)?.metric;
}

/**
 * "L2 (m) 1s" → metric "L2 (m)", condition "1s": a header printing a metric, its unit in brackets (no digit), then
 * one short word with a digit (a horizon, a threshold) it was measured at; undefined for any other header.
 */
export function unitThenCondition(header: string): { metric: string; condition: string } | undefined {
  const m = /^(.+?[(（]\s*[^()（）\d]{1,6}\s*[)）])\s+([^\s()（）]{1,6})$/.exec(bareText(header));
  // ("training time (m) 1,2": footnote marks printed after the unit, a list of small numbers, are no condition)
  return m && /\d/.test(m[2] as string) && !/^\d{1,2}(?:,\d{1,2})+$/.test(m[2] as string) ? { metric: m[1] as string, condition: m[2] as string } : undefined;
}

/** A metric, a slash and a unit of length, angle, time, ratio or signal level (`RPE/%`, `ATE/m`, `Rot./deg`). */
const SLASH_UNIT = /^(.+?)\s*\/\s*(?:%|m|cm|mm|km|deg|°|rad|s|ms|dB|px)$/;

/** A metric with a per-unit suffix: "/layer", " per token", "/img" (a unit of the model or the input, never a metric). */
export const PER_UNIT = /^(.+?)\s*(?:\/|\bper\s+)\s*(?:layers?|blocks?|tokens?|tok|images?|imgs?|frames?|samples?|examples?|iters?|iterations?|steps?|queries|query|sequences?|seqs?|batch(?:es)?|gpus?|devices?|nodes?)\.?$/i;


/**
 * "Time (mins)", "Runtime (h)": a time printed in minutes, hours or days is the wall-clock of a whole run
 * (`train-time`), not the per-item latency a bare "Time" reads as (ms, s).
 */
function durationOf(h: string, id: string): string {
  return id === 'latency' && /^(?:time|run\s*time|wall[- ]?clock(?:\s+time)?)\s*[([]\s*(?:mins?|minutes?|h|hrs?|hours?|days?)\s*[)\]]$/i.test(h) && columnAccepts('train-time') ? 'train-time' : id;
}

/**
 * A metric printed with words that qualify it: a cost metric with a count mark, a qualifier or a rate
 * ("# Total Params", "# Activated Params" → qualifier `activated`, "FLOPs per 2K Tokens"), else a
 * header whose last words name a metric and whose first words name what it is measured on ("Peak GPU
 * memory", "IN-1K zero-shot top-1" → qualifier `IN-1K zero-shot`). "total" qualifies nothing.
 */
export function qualifiedMetric(header: string): { metric: string; qualifier?: string } | undefined {
  return classCountAccuracy(bareText(header)) ?? costQualifiedMetric(header) ?? namedQualifiedMetric(header) ?? snakeQualifiedMetric(header) ?? affixQualifiedMetric(header);
}

const FUNCTION_WORD = /^(?:of|to|per|for|in|at|by|with|and|or|the|a)$/i;

/**
 * A script's snake_case or camelCase header, the metric after the first words: "img_AUROC", "pxl_F1max", "img_AP",
 * "valAcc", "testF1Score" (qualifier `img`, `pxl`, `val`, `test`). One token, no prose, so a lower-case qualifier
 * counts; none may be a metric.
 */
function snakeQualifiedMetric(header: string): { metric: string; qualifier?: string } | undefined {
  const parts = codeWords(bareText(header));
  if (!parts) return undefined;
  if (parts.length < 2 || parts.length > 4) return undefined;
  for (let k = 1; k < parts.length; k++) {
    const rest = parts.slice(k).join('_');
    // lower case is how scripts print names ("acc", "auc"): the registry's reading, not the case check of a header word
    const def = rest.length < 3 && !shortPrintedMetric(rest) && !/^[a-z]\d$/.test(rest) ? undefined : findMetric(rest);
    const metric = def && columnAccepts(def.id) ? def.id : undefined;
    if (!metric) continue;
    const qualifier = parts.slice(0, k);
    if (qualifier.some((w) => FUNCTION_WORD.test(w) || findMetric(w) !== undefined)) return undefined;
    // "num_params", "avg_acc": a count mark or an aggregate word qualifies nothing
    if (qualifier.every((w) => QUALIFIER_WORD.test(w) || /^(?:num|nb|no|n)$/i.test(w))) return { metric };
    return { metric, qualifier: qualifier.join(' ') };
  }
  return undefined;
}

/** A count mark before a cost metric: "#", "No.", "Num.", "Number of". */
const COUNT_MARK = /^(?:#|no\.|num\.?|number\s+of)\s*/i;

/**
 * "# params. masked LM", "#FLOPs decoder", "No. params encoder": a counted cost, then the part of the model it counts
 * (a two-line header "# params." over "masked LM" read as one band). One to three words after the metric, none a metric
 * nor a function word; only with a count mark, which says the first word is the thing counted.
 */
function countThenPart(header: string): { metric: string; qualifier: string } | undefined {
  const h = bareText(header).trim();
  const mark = COUNT_MARK.exec(h);
  if (!mark) return undefined;
  const [head, ...rest] = h.slice(mark[0].length).split(/\s+/);
  if (!head || rest.length < 1 || rest.length > 3) return undefined;
  const metric = metricFor(head.replace(/\.$/, ''), true);
  if (!metric || rest.some((w) => FUNCTION_WORD.test(w) || findMetric(w.replace(/\.$/, '')) !== undefined || !/^[A-Za-z][\w.-]*$/.test(w))) return undefined;
  return { metric, qualifier: rest.join(' ') };
}

function costQualifiedMetric(header: string): { metric: string; qualifier?: string } | undefined {
  const part = countThenPart(header);
  if (part) return part;
  const h = header.replace(/^#\s*/, '').trim();
  const per = /^(.+?)\s+per\s+\S.*$/i.exec(h);
  if (per && per[1] !== h) {
    const metric = metricFor(per[1] as string, true);
    return metric ? { metric } : undefined;
  }
  const q = /^(total|activated|active|trainable|tunable|learnable|non-embedding)\s+(\S.*)$/i.exec(h);
  if (!q) return h !== header.trim() ? (metricFor(h, true) ? { metric: metricFor(h, true) as string } : undefined) : undefined;
  const metric = metricFor(q[2] as string, true);
  if (!metric) return undefined;
  const qualifier = (q[1] as string).toLowerCase();
  return qualifier === 'total' ? { metric } : { metric, qualifier };
}

/**
 * A header whose last words name a metric and whose first words qualify it: "Required VRAM", "Peak
 * GPU memory" (a generic qualifier), "IN-1K zero-shot top-1" (the qualifier is the subset: `in-1k-zero-shot`).
 * At most three qualifier words; the metric part is read strictly (no single letters).
 */
/** The split of a dataset a metric was measured on, as a qualifier word ("train MAE", "valid MAE"). */
const SPLIT_WORD = /^(?:train|training|val|valid|validation|dev|test|testing)$/;

function namedQualifiedMetric(header: string): { metric: string; qualifier?: string } | undefined {
  const words = bareText(header).split(/\s+/);
  if (words.length < 2 || words.length > 5) return undefined;
  // the shortest metric at the end ("zero-shot top-1" → "top-1"), after at most three qualifier words
  for (let k = words.length - 1; k >= 1 && k >= words.length - 3; k--) {
    const rest = words.slice(k).join(' ');
    // a two-character metric counts only as an upper-case name the registry prints so ("Image F1", "Pixel AP"), not "in" or "A1"
    if ((rest.length < 3 && !shortPrintedMetric(rest)) || findMetric(rest) === undefined) continue;
    const metric = metricFor(rest, true);
    if (!metric) continue;
    // "Translation error", "Rotation error": the whole header is a registry name of another metric, no qualified error rate
    const whole = findMetric(words.join(' '));
    if (whole && whole.id !== metric) return undefined;
    const qualifier = words.slice(0, k);
    if (qualifier.every((w) => QUALIFIER_WORD.test(w))) return { metric };
    // "train MAE", "custom valid MAE": the split a metric was measured on, printed in lower case, qualifies it
    if (qualifier.length <= 2 && qualifier.some((w) => SPLIT_WORD.test(w)) && qualifier.every((w) => /^[a-z]+$/.test(w))) return { metric, qualifier: qualifier.join(' ') };
    // a qualifier is a name (IN-1K, ImageNet, zero-shot), not a phrase ("mean of precision and") nor other metrics ("R1 R5 R10")
    // one lower-case word before a compact metric name ("action acc@1", "verb acc@1", "box AP") names the part measured
    const lowerPart = qualifier.length === 1 && /^[a-z]{3,}$/.test(qualifier[0] as string) && /[@\d]|^[A-Z]{2}/.test(rest);
    if ((!lowerPart && !qualifier.some((w) => /[A-Z0-9]/.test(w))) || qualifier.some((w) => /^(?:of|to|per|for|in|at|by|with|and|or|the|a)$/i.test(w) || findMetric(w) !== undefined)) return undefined;
    return { metric, qualifier: qualifier.join(' ') };
  }
  return undefined;
}

/** "F1", "AP", "EM": a two-character name printed in capitals (and digits) exactly as one of the registry's names. */
function shortPrintedMetric(word: string): boolean {
  const def = /^[A-Z][A-Z0-9]$/.test(word) ? findMetric(word) : undefined;
  return def !== undefined && [def.name, ...def.aliases].includes(word);
}

/**
 * A lower-case word of prose that the registry knows only as an upper-case acronym ("blue" for the
 * printed typo BLUE, "map" for MAP, "spice" for SPICE) is the ordinary word, not the metric.
 */
function onlyAcronym(word: string): boolean {
  const def = findMetric(word);
  if (!def) return false;
  const names = [def.name, ...def.aliases].filter((n) => n.toLowerCase() === word);
  return names.length > 0 && names.every((n) => n === n.toUpperCase());
}

/** Words of prose that never name a metric alone ("is" is not IS, "RL" is reinforcement learning, not ROUGE-L). */
const NOT_ALONE = /^(?:is|ter|per|return|loss|steps|epochs|memory|energy|tokens|exact|partial|rl)$/i;

/**
 * Whether a phrase is one bare word beside math symbols, one-letter variables or a citation ("θ is", "· ] is", "is m", "[26] is"): the word
 * alone is too short, or never a metric in prose, so the symbols would make a metric of nothing.
 */
function symbolOnly(phrase: readonly string[]): boolean {
  // a symbol, a one-letter variable ("D that is m"), or a citation in brackets ("CoOp [47] is")
  const symbol = (w: string) => (!/[A-Za-z0-9]/.test(w) && !/^[↑↓%]+$/.test(w)) || /^[A-Za-z]$/.test(w) || /^\[[\d,\s–-]*\]?$/.test(w);
  if (!phrase.some(symbol)) return false;
  const rest = phrase.filter((w) => !symbol(w)).join(' ').replace(/[^A-Za-z0-9\s]/g, '').trim();
  return !rest.includes(' ') && (rest.length < 2 || (/^[a-z]+$/.test(rest) && rest.length < 4) || NOT_ALONE.test(rest) || /^[A-Z]$/.test(rest));
}

/**
 * Metrics named in running text (a caption, a lead-in line, a heading), in order of first appearance. A metric
 * whose name is an ordinary word counts only where the text uses it as a metric's name (prose-metric-use.ts);
 * `strict` for paragraphs, lead-in lines and headings, which name a metric only in a reporting construction.
 */
export function metricsInText(text: string, strict = false): string[] {
  return [...metricsInTextRemembered(text, strict)];
}

/** metricsInText's answers, remembered (a pure function of the text); callers get a copy they may change. */
const metricsInTextRemembered = remembered((text: string, strict: boolean): readonly string[] => metricsNamedIn(text, strict));

function metricsNamedIn(text: string, strict: boolean): string[] {
  const out: string[] = [];
  const parts = text.replace(/<[^>]+>|\*\*/g, ' ').split(/([\s,;:()]+)/);
  // each word with the separator printed before it ("1.2T" + " " + "tokens"; "Table 1" + ": " + "BLEU")
  const tokens = parts.flatMap((w, k) => (k % 2 === 0 && w ? [{ w, before: parts[k - 1] ?? '' }] : []));
  const words = tokens.map((t) => t.w);
  for (let i = 0; i < words.length; i++) {
    for (const n of [3, 2, 1]) {
      if (i + n > words.length) continue;
      const phrase = words.slice(i, i + n).join(' ');
      if (n === 1 && (phrase.length < 2 || /^[a-z]+$/.test(phrase) && phrase.length < 4)) continue;
      // a math symbol beside a word adds nothing to it: "where θ is the prompt" is not "IS" (θ + is), "F (θ, θ′)"
      // is not F1; the lookup drops the symbol, so the phrase is read only where the word alone would be
      // (an arrow or a percent sign is part of a printed name: "IS ↑", "Acc %"; "Kendall τ" keeps its word)
      if (n > 1 && symbolOnly(words.slice(i, i + n))) continue;
      // "HSV col- our space": a word cut at a line's end by a hyphen is half a word, no metric's name ("Col." is collision rate)
      if (/[A-Za-z]-$/.test(words[i + n - 1] as string)) continue;
      // "average episodic returns": a plural of a several-word metric name
      // running text is read phrase by phrase: a header's "<qualifier> <metric>" reading does not apply
      // "classification accuracies (%)", "top-1 accuracies": a plural in -ies names the metric in -y
      const m = metricFor(phrase, true, false) ?? (n > 1 && /[a-z]s$/.test(phrase) ? metricFor(phrase.slice(0, -1), true, false) : undefined) ?? (/[a-z]{3}ies$/.test(phrase) ? metricFor(`${phrase.slice(0, -3)}y`, true, false) : undefined);
      if (m && n === 1 && /^[a-z]+$/.test(phrase) && onlyAcronym(phrase)) continue;
      // a capitalised word ("Gemini Pro", "Map"): the ordinary word or a name, where the registry prints the metric only in capitals (PRO, MAP)
      if (m && n === 1 && /^[A-Z][a-z]+$/.test(phrase) && onlyAcronym(phrase.toLowerCase())) continue;
      // "we rank #1 in these tasks", "ranked #2 on the leaderboard": a place in a ranking, not the Rank-1 metric
      if (m && /^rank(?:s|ed)?\s+#\d+$/i.test(phrase)) continue;
      // "a sensitivity analysis", "sensitivity to the margin": a study of a setting, not the medical metric
      if (m === 'sensitivity' && /^(?:analys[ie]s|stud(?:y|ies)|to)$/i.test(words[i + 1] ?? '')) continue;
      // a quantity ("trained on 1.4T tokens", "at around 1.2T tokens.") counts something: it does not name what a table reports
      const quantity = i > 0 && /^[~≈]?\d[\d.,]*\s*[KMBT]?$/i.test(words[i - 1] as string) && /^\s+$/.test(tokens[i]?.before ?? '') && !/^(?:table|tab\.|figure|fig\.|section|sec\.)$/i.test(words[i - 2] ?? '');
      // "RL" in running text is reinforcement learning ("Deep RL", "offline RL"), not ROUGE-L (which prose spells out)
      // "Reward model performance", "in-context recall", "different batch sizes": an ordinary word not used as a metric's name
      if (m && !namedAsMetric(tokens, i, n, strict)) continue;
      // a short acronym is read in prose only as printed: "as SA" is no AssA, "(%) per run" no PER (prose-short-name.ts)
      if (m && !printsShortName(phrase, m)) continue;
      if (m && !quantity && !NOT_ALONE.test(phrase.replace(/[.!?]+$/, ''))) {
        if (!out.includes(m)) out.push(m);
        i += n - 1;
        break;
      }
    }
  }
  return out;
}

// the benchmark conventions live in one table with one lookup (benchmark-conventions.ts); re-exported for the readers of headers
export { conventionOf, oneEditApart } from './benchmark-conventions.js';

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A metric the text names for one column: "we report the top-1 accuracy for UCF-101 and the mean of
 * top-1 and top-5 accuracy for Kinetics-400/600/700". The column's header (or its stem before a
 * "-400" suffix) follows "for"/"on"; the metric phrase runs back to "report", "use", "and the", a comma
 * or the sentence start. A "mean/average of …" phrase is a combination (composite), not one metric.
 */
export function metricForColumnIn(text: string, header: string): { metric?: string; composite?: boolean; phrase: string } | undefined {
  const h = bareText(header);
  if (!text || h.length < 2) return undefined;
  const stem = /^(.{3,}?)[-\s]?\d+[a-z]?$/i.exec(h)?.[1];
  const names = [h, ...(stem ? [stem] : [])].map(escapeRe).join('|');
  const re = new RegExp(String.raw`\b(?:for|on)\s+(?:the\s+)?(?:${names})(?![A-Za-z])`, 'gi');
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, m.index);
    const cut = Math.max(...[/.*[.;,:]\s/s, /.*\b(?:report|reports|reported|use|uses|measure|measures|show|shows)\s/is, /.*\band\s+the\s+/is].map((r) => r.exec(before)?.[0].length ?? 0));
    const phrase = before.slice(cut).replace(/^(?:we\s+|the\s+)+/i, '').trim();
    if (!phrase || phrase.length > 60) continue;
    // a combination the registry names ("the mean of top-1 and top-5 accuracy") is that metric; another one has no id
    const whole = metricFor(phrase, false, false);
    if (whole && /\b(?:mean|average|avg\.?)\s+of\b/i.test(phrase)) return { metric: whole, phrase };
    if (/\b(?:mean|average|avg\.?)\s+of\b/i.test(phrase) && metricsInText(phrase).length) return { composite: true, phrase };
    const found = metricsInText(phrase);
    if (found.length === 1) return { metric: found[0] as string, phrase };
  }
  return undefined;
}


/** A header that can name a dataset: a proper name (a capital letter or a digit in it), not a split or an aggregate. */
function namesADataset(h: string): boolean {
  return /[A-Z0-9]/.test(h) && !GENERIC_WORD.test(h.replace(/[.:]+$/, ''));
}

/**
 * The metric the document's other tables report for a dataset that heads a column with no metric
 * printed anywhere near it (BGE-M3's Table 11: "Miracl | MKQA | MLDR"): the metric named by the
 * captions that name that dataset ("… on MKQA (measured by Recall@100)"): the most of them, on a tie the first printed.
 */
export function metricOfDatasetElsewhere(header: string, captions: readonly string[], own: string | undefined): { metric: string; caption: string; agree: number; of: number } | undefined {
  const h = bareText(header);
  if (h.length < 3 || !/[A-Za-z]{3}/.test(h) || metricFor(h, true) || !namesADataset(h)) return undefined;
  const re = new RegExp(String.raw`(?<![\w-])${escapeRe(h)}(?![\w-])`, 'i');
  const found = captions.filter((c) => c !== own && re.test(c)).map((c) => ({ caption: c, metrics: metricsInText(c) })).filter((x) => x.metrics.length === 1);
  if (!found.length) return undefined;
  const votes = new Map<string, number>();
  for (const f of found) votes.set(f.metrics[0] as string, (votes.get(f.metrics[0] as string) ?? 0) + 1);
  // most captions win; on a tie, the first printed (a main results table comes before its per-language appendix tables)
  const [top] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  if (!top) return undefined;
  return { metric: top[0], caption: found.find((f) => f.metrics[0] === top[0])?.caption as string, agree: top[1], of: found.length };
}

/**
 * Headers of label, aggregate and resource columns, never a class; nor is a training setting ("Lr schd", "Crop size"
 * beside a detector's mAP: its training schedule; training-setting.ts).
 */
const NOT_A_CLASS = /^(?:methods?|models?|backbones?|detectors?|architectures?|settings?|configs?|size|year|venue|type|download|weights|checkpoint|log|links?|notes?|avg\.?|average|mean|total|overall|all|pre-?train(?:ing)?(?: data)?)$/i;

/** A mean over per-class columns, and the metric of each part: mAP is the mean of the classes' AP, mIoU of their IoU. */
const MEANS: Readonly<Record<string, string>> = { map: 'ap', miou: 'miou' };

/**
 * The metric of a column that names none, when another column of the same header row is the mean over
 * columns like it: "Vehicle | Pedestrian | Cyclist | mAP" are the classes' AP. A header that is itself a
 * metric, a number, or a cost is no class.
 */
export function partOfMean(header: string, leaves: readonly string[]): { metric: string; mean: string } | undefined {
  const h = bareText(header);
  if (!/^[A-Za-z][\w .&'-]{1,30}$/.test(h) || metricFor(h, true) || NOT_A_CLASS.test(h) || isTrainingSetting(h)) return undefined;
  const mean = leaves.map((l) => bareText(l)).find((l) => MEANS[metricFor(l, true) ?? '']);
  if (!mean) return undefined;
  const metric = MEANS[metricFor(mean, true) as string] as string;
  return columnAccepts(metric) ? { metric, mean } : undefined;
}
