/**
 * "WER/CER" over language columns (pure): speech papers (ASR, TTS intelligibility) score a language written without
 * spaces between words by its character error rate and the others by the word error rate, and print one heading
 * "WER/CER" over `zh | en | hard-zh | ja | ko | de …`. Each language column takes the metric of its script: CER for
 * Chinese, Japanese, Korean, Cantonese and Thai, WER for the others. Only where the text by the table names both WER
 * and CER and no other performance metric, and most value columns are languages (a code or a name, with a
 * qualifier such as "hard-" or "-test" around it).
 */
import { isLanguageName } from './language-names.js';
import { stripMarkup } from './names.js';

/** ISO 639-1 codes (and a few three-letter ones) a multilingual table prints as its columns. */
const CODES = new Set(
  (
    'en zh ja ko yue th ar he fa tr ru uk pl cs sk sl hr sr bs bg ro hu el de nl da sv no nb nn is fi et lv lt fr es pt it ca gl eu ' +
    'ga cy mt sq mk hi bn ur pa gu mr ta te kn ml ne si vi id ms tl my km lo mn kk uz ka hy az sw am yo ig ha zu xh af so cmn ' +
    'zh-cn zh-tw zh-hk pt-br en-us en-gb'
  ).split(' '),
);
/** Languages written without spaces between words: scored by characters. */
const CHARACTER_CODES = new Set(['zh', 'ja', 'ko', 'yue', 'th', 'cmn', 'zh-cn', 'zh-tw', 'zh-hk']);
const CHARACTER_NAMES = /^(?:chinese|mandarin|cantonese|japanese|korean|thai)$/i;
/** Qualifiers printed around a language ("hard-zh", "zh-test", "en (hard)"). */
const QUALIFIER = /^(?:hard|easy|test|dev|clean|other|long|short|wild)$/i;

/** The language a header names, lower case, with its qualifiers left out; undefined when it names none. */
export function headerLanguage(header: string): string | undefined {
  const h = stripMarkup(header).replace(/[()[\]]/g, ' ').trim().toLowerCase();
  if (CODES.has(h) || isLanguageName(h)) return h;
  const parts = h.split(/[\s_-]+/).filter(Boolean);
  const lang = parts.filter((p) => !QUALIFIER.test(p));
  if (lang.length !== 1 || lang.length === parts.length) return undefined;
  const l = lang[0] as string;
  return CODES.has(l) || isLanguageName(l) ? l : undefined;
}

/** Each leaf's metric (cer / wer) when the table is a WER/CER table over languages, else undefined. */
export function languageErrorMetrics(named: readonly string[], leaves: readonly string[]): (string | undefined)[] | undefined {
  const performance = named.filter((m) => m !== 'wer' && m !== 'cer');
  if (!named.includes('wer') || !named.includes('cer') || performance.length) return undefined;
  const langs = leaves.map(headerLanguage);
  const printed = leaves.filter((l) => stripMarkup(l).trim()).length;
  if (langs.filter(Boolean).length < Math.max(2, Math.ceil(printed * 0.6))) return undefined;
  return langs.map((l) => (l === undefined ? undefined : CHARACTER_CODES.has(l) || CHARACTER_NAMES.test(l) ? 'cer' : 'wer'));
}
