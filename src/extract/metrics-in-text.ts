/**
 * Metrics named in running text (pure): a caption, a lead-in line, a heading read phrase by phrase (three, two, one
 * words), keeping a phrase only where the text uses it as a metric's name, not as an ordinary word, a symbol's
 * neighbour, a quantity or a ranking. The lookup of one phrase is passed in (`metricFor` of metric-lookup.ts).
 */
import { resolveAmbiguous } from './ambiguous-metric.js';
import { findMetric } from '../core/metric-registry.js';
import { namedAsMetric } from './prose-metric-use.js';
import { printsShortName } from './prose-short-name.js';
import { measuredQuantity } from './measured-error.js';
import type { MetricLookup } from './metric-qualified.js';

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
 * Whether the IoU at words[i, i + n) is a threshold: "@" or "at (an)" up to five words before it, or "threshold(s)",
 * "=", "of 0.5" or a range "[0.50:0.95]" up to two words after it.
 */
function iouThreshold(words: readonly string[], i: number, n: number): boolean {
  const before = words.slice(Math.max(0, i - 5), i).map((w) => w.toLowerCase());
  // (the phrase itself may hold the range: "IoU [0.50 0.95]" read as three words)
  const after = [...words.slice(i + 1, i + n), ...words.slice(i + n, i + n + 3)].map((w) => w.toLowerCase());
  return before.includes('@') || before.at(-1) === 'at' || (before.at(-1) === 'an' && before.at(-2) === 'at') || after.some((w, k) => k < 2 && (/^thresholds?$/.test(w) || /^(?:=|\[0?\.\d)/.test(w))) || (after[0] === 'of' && /^\d/.test(after[1] ?? ''));
}

/**
 * The metrics running text names, in order of first appearance (metric-lookup.ts's `metricsInText` remembers the
 * answers); `metricFor` is metric-lookup.ts's lookup of one phrase.
 */
export function metricsNamedIn(text: string, strict: boolean, metricFor: MetricLookup): string[] {
  const out: string[] = [];
  const parts = text.replace(/<[^>]+>|\*\*/g, ' ').split(/([\s,;:()]+)/);
  // each word with the separator printed before it ("1.2T" + " " + "tokens"; "Table 1" + ": " + "BLEU")
  const tokens = parts.flatMap((w, k) => (k % 2 === 0 && w ? [{ w, before: parts[k - 1] ?? '' }] : []));
  const words = tokens.map((t) => t.w);
  for (let i = 0; i < words.length; i++) {
    for (const n of [3, 2, 1]) {
      if (i + n > words.length) continue;
      const phrase = words.slice(i, i + n).join(' ');
      // (a short lower-case word in quotes or brackets too: "“w/o col” means …" names no Col.)
      const unquoted = phrase.replace(/^[“"'‘([]+|[”"'’)\].,;:!?]+$/g, '');
      if (n === 1 && (phrase.length < 2 || (/^[a-z]+$/.test(unquoted) && unquoted.length < 4))) continue;
      // (nor with a citation or a mark before it: "(*[22] is not lexicon-free" names no IS)
      const lettersOnly = phrase.replace(/\[[^\]]*\]|[^A-Za-z\s]/g, ' ').trim();
      if (n > 1 && /^[a-z]{1,3}$/.test(lettersOnly)) continue;
      // a letter and a digit alone between brackets or semicolons ("H^r((0, 1)^2; R2)", a space ℝ²): a symbol of the math,
      // no ROUGE-2 or BLEU-4 ("we report R1, R2 and RL" names them)
      if (n === 1 && /^[A-Za-z]\d$/.test(phrase) && /[;(]/.test(tokens[i]?.before ?? '') && /[;)]/.test(tokens[i + 1]?.before ?? ")")) continue;
      // a math symbol beside a word adds nothing to it: "where θ is the prompt" is not "IS" (θ + is), "F (θ, θ′)"
      // is not F1; the lookup drops the symbol, so the phrase is read only where the word alone would be
      // (an arrow or a percent sign is part of a printed name: "IS ↑", "Acc %"; "Kendall τ" keeps its word)
      if (n > 1 && symbolOnly(words.slice(i, i + n))) continue;
      // "HSV col- our space": a word cut at a line's end by a hyphen is half a word, no metric's name ("Col." is collision rate)
      if (/[A-Za-z]-$/.test(words[i + n - 1] as string)) continue;
      // "average episodic returns": a plural of a several-word metric name
      // running text is read phrase by phrase: a header's "<qualifier> <metric>" reading does not apply
      // "classification accuracies (%)", "top-1 accuracies": a plural in -ies names the metric in -y
      // ("BLEU-DM", "BLEU-NCS": a metric's name, a hyphen, the capitals of its variant's implementation: that metric)
      const variant = n === 1 ? /^([A-Za-z]{3,})-[A-Z]{2,5}$/.exec(unquoted.replace(/\.$/, '')) : null;
      const m0 = metricFor(phrase, true, false) ?? (variant ? metricFor(variant[1] as string, true, false) : undefined) ?? (n > 1 && /[a-z]s$/.test(phrase) ? metricFor(phrase.slice(0, -1), true, false) : undefined) ?? (/[a-z]{3}ies$/.test(phrase) ? metricFor(`${phrase.slice(0, -3)}y`, true, false) : undefined);
      // a name two fields print for two metrics ("R2": ROUGE-2, or R² where the text speaks of regressors) is read by the
      // words of the text around it, as a header is (ambiguous-metric.ts)
      // ("R2 <": the word of the phrase that names the metric)
      const named = m0 === undefined ? undefined : n === 1 ? unquoted : words.slice(i, i + n).find((w) => metricFor(w, true, false) === m0);
      const m = m0 && named ? (resolveAmbiguous(named, [], text, () => true)?.metric ?? m0) : m0;
      if (m && n === 1 && /^[a-z]+$/.test(phrase) && onlyAcronym(phrase)) continue;
      // a capitalised word ("Gemini Pro", "Map"): the ordinary word or a name, where the registry prints the metric only in capitals (PRO, MAP)
      if (m && n === 1 && /^[A-Z][a-z]+$/.test(phrase) && onlyAcronym(phrase.toLowerCase())) continue;
      // "we rank #1 in these tasks", "ranked #2 on the leaderboard": a place in a ranking, not the Rank-1 metric
      if (m && /^rank(?:s|ed)?\s+#\d+$/i.test(phrase)) continue;
      // "mAP @ intersection over union (IoU) [0.50:0.95]", "at an IoU threshold of 0.5": an IoU the metric before it is
      // counted at, a threshold, not the segmentation metric mIoU
      if (m === 'miou' && iouThreshold(words, i, n)) continue;
      // "a sensitivity analysis", "sensitivity to the margin": a study of a setting, not the medical metric
      if (m === 'sensitivity' && /^(?:analys[ie]s|stud(?:y|ies)|to)$/i.test(words[i + 1] ?? '')) continue;
      // a quantity ("trained on 1.4T tokens", "at around 1.2T tokens.") counts something: it does not name what a table reports
      const quantity = i > 0 && /^[~≈]?\d[\d.,]*\s*[KMBT]?$/i.test(words[i - 1] as string) && /^\s+$/.test(tokens[i]?.before ?? '') && !/^(?:table|tab\.|figure|fig\.|section|sec\.)$/i.test(words[i - 2] ?? '');
      // "RL" in running text is reinforcement learning ("Deep RL", "offline RL"), not ROUGE-L (which prose spells out)
      // "Reward model performance", "in-context recall", "different batch sizes": an ordinary word not used as a metric's name
      if (m && !namedAsMetric(tokens, i, n, strict)) continue;
      // "reconstruction error", "localization error (px)": a measured quantity's error is no error rate (measured-error.ts)
      if (m === 'error-rate' && n === 1 && i > 0 && /^\s+$/.test(tokens[i]?.before ?? '') && measuredQuantity(words[i - 1] as string)) continue;
      // a short acronym is read in prose only as printed: "as SA" is no AssA, "(%) per run" no PER (prose-short-name.ts)
      if (m && !printsShortName(phrase, m)) continue;
      if (m && !quantity && !NOT_ALONE.test(phrase.replace(/[.!?]+$/, ''))) {
        if (!out.includes(m)) out.push(m);
        i += n - 1;
        break;
      }
      // "WER/CER", "PSNR/SSIM(↑)": metrics joined by slashes in one word, each of them named
      if (!m && n === 1 && phrase.includes('/')) {
        const parts = unquoted.replace(/[(（][↑↓⬆⬇]+[)）]$|[↑↓⬆⬇]+$/u, '').split('/');
        const ids = parts.map((x) => (x.length >= 2 ? metricFor(x, true, false) : undefined));
        if (parts.length >= 2 && parts.length <= 4 && ids.every(Boolean) && new Set(ids).size === ids.length) {
          for (const id of ids) if (!out.includes(id as string)) out.push(id as string);
          break;
        }
      }
    }
  }
  return out;
}
