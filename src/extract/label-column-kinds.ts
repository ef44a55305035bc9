/**
 * What a label column's header and cells say it is (pure): a setting's head ("Training data", "Threshold"), a column
 * of switches (✓ / ✗), amounts ("178h", "7B"), magnitudes ("128K"), download links; and a numeric column between the row
 * labels and the first performance metric that is a setting of each row. Read by label-columns.ts.
 */
import { isDashCell, parseValue } from './cells.js';
import { metricFor, metricsInText } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import { isTrainingSetting } from './training-setting.js';
import { repeatsInBlocks } from './repeat-block.js';
import type { RawTable } from './types.js';

/** A first column that names a setting, not a method: the rows are one method's settings. */
const SETTING_WORD = /^(?:training(?: data| set| regime| steps)?|data(?:set)? size|regime|settings?|config(?:uration)?|threshold|#?\s*(?:params|layers|samples|shots)|shots|noise|temperature|size|split|k|n)$/i;
/** (or a training setting: "Epochs", "Learning rate", "Crop size"; training-setting.ts) */
export const settingHead = (h: string): boolean => SETTING_WORD.test(h) || isTrainingSetting(h);
/** A label column that names what a row was trained or initialised on, not the row ("pt." `IN1K`, "Pre-training" `SSL4EO`): a setting beside the name. */
export const SETTING_LABEL_HEAD = /^(?:pt\.?|pre-?train(?:ed|ing)?(?:\s+(?:data(?:set)?|on|set))?|init(?:iali[sz]ation|ialized from)?\.?|(?:train(?:ing)?)\s+(?:data(?:set)?|set|corpus)|data(?:set)?|corpus|schedule|date|type|modalit(?:y|ies)|inputs?|input\s+modalit(?:y|ies)|features?|splits?|eval(?:uation)?\s+(?:splits?|sets?|data)|test(?:\s+(?:sets?|data|split|domain))?|evaluated\s+on|subsets?)$/i;
export const SWITCH = /^(?:✓|✔|✗|✘|×|x|X|y|n|Y|N|yes|no|Yes|No|-|–|—|\+|o|●|○)$/;

export const headerOf = (t: RawTable, j: number): string[] => [...new Set(t.header.map((r) => stripMarkup(r[j] ?? '')).filter(Boolean))];

/**
 * A numeric column between the row labels and the first column headed by a performance metric, itself
 * headed by no metric nor naming one, when no performance metric is named outside the table to claim it: a setting of
 * each row ("Frame Rate (Hz)", "Bitrate (kbps)" before "WER↓ … SECS↑"), not a result under some metric
 * of the text. A table whose headers name only cost metrics (batch size, params) is left as it is.
 */
export function leadingSetting(t: RawTable, j: number, labels: readonly number[], firstPerformance: number | undefined, namedOutside: boolean): boolean {
  // not even loosely a metric: a single letter among the headers ("Total" over "B") is BLEU-4 here
  if (namedOutside || firstPerformance === undefined || j <= Math.max(...labels) || j >= firstPerformance) return false;
  // nor a metric word inside it ("# Total Params", "FLOPs per 2K Tokens": cost columns, kept as values)
  if (headerOf(t, j).some((h) => metricFor(h) !== undefined || metricsInText(h).length > 0)) return false;
  // nor a column whose every value is printed with its spread ("97.8 ± 0.1"): measured over runs, no configuration
  if (spreadOnEvery(t.body.map((r) => stripMarkup(r[j] ?? '')))) return false;
  // a configuration is printed with its unit ("Frame Rate (Hz)") or repeats down a block of rows
  // (bitrate groups); a column of distinct unit-less numbers ("HumanPref") is a result under an unnamed metric, and so
  // is one whose repeats are scores saturated at 100 or met on rows apart (per-class accuracies: repeat-block.ts)
  const unit = headerOf(t, j).some((h) => /[(（]\s*[A-Za-zµ/%°]{1,6}\s*[)）]\s*$/.test(h) || /^[(（]\s*[A-Za-zµ/%°]{1,6}\s*[)）]$/.test(h.trim()));
  // so is a count ("#TP", "#Layers": a number of something, not a score)
  if (headerOf(t, j).some((h) => /^#\s*[A-Za-z]/.test(h.trim()))) return true;
  // (percentages printed with decimals, "63.9%", are measured: a configuration's share is a round "75%")
  return unit || (!measuredPercents(t.body.map((r) => stripMarkup(r[j] ?? ''))) && repeatsInBlocks(t.body.map((r) => r[j] ?? '')));
}

/** Whether every printed cell (dashes aside) is a value with its spread ("97.8 ± 0.1", "0.41 (±0.02)"). */
function spreadOnEvery(cells: readonly string[]): boolean {
  const printed = cells.map((c) => c.trim()).filter((c) => c && !isDashCell(c));
  return printed.length > 0 && printed.every((c) => parseValue(c)?.spread !== undefined);
}

/** Whether every printed cell (dashes aside) is a percentage with decimals ("63.9%"). */
function measuredPercents(cells: readonly string[]): boolean {
  const printed = cells.map((c) => c.trim()).filter((c) => c && !isDashCell(c));
  return printed.length > 0 && printed.every((c) => /^\d+\.\d+\s?%$/.test(c));
}

/** "178h", "1wh", "10k", "1.5M", "30 epochs": an amount printed with its unit, not a name. */
export const AMOUNT = /^~?\d+(?:[.,]\d+)?\s*(?:[A-Za-z]{1,3}|[\u4e00-\u9fff]{1,2}|%|epochs?|hours?|steps?)$/u;

/** "128K", ">128k", "≤32K", "1M", "7B": a magnitude printed with its letter (or a bound before it). */
export const LENGTH_HEAD = /\b(?:length|context|window|frames?|tokens?|seq(?:uence)?|duration|horizon)\b/i;
export const MAGNITUDE = /^[<>≤≥~]?\s*\d+(?:\.\d+)?\s*[KkMBGT]?$/;

/** The words of a download cell: a link's text, or the "None" / "TBD" printed where there is none. */
export const LINK_WORD = /^(?:link|links|download|weights?|ckpt|checkpoints?|model|config|log|url|none|n\/a|tbd|-|—|–)$/i;
