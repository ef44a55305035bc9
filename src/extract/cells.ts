/**
 * One printed cell → value, spread, unit, bold and printed delta (pure). Reads `40.1`, `**44.8**`,
 * `79,606`, `38.5%`, `2.3M`, `6.7G`, `1.84ms`, `76.1 ± 0.2`, `76.1(±0.2)`, `10.2 (↓6.42%)` (a
 * relative delta), `90% (9/10)` (a percentage with its count), `93% (hidden_size = 256)` (the settings it was run with, a note), `95.7 (1st)` (a rank after the value), `52.1 (+1.2)` (an absolute one), and approximate values with units (`~1 GB`, `~10x`, `39 M`); `-`, `–`, `—` are "not printed".
 */
import type { Cell } from './types.js';
import { bareText } from './bare-text.js';
import { annotationAsBracket } from './value-annotation.js';
import { renderMathValues } from './math-value.js';
import { expandScientific } from '../core/scientific-number.js';

/** (a gold medal glued to a value, "🥇0.905", is how a README marks the best of a row, as bold does) */
const BOLD = /<b>|<\/b>|\*\*|<strong>|\\textbf|\u{1F947}/iu;
/** Rank marks glued to a value: medals ("🥇0.905", "🥈0.8831", "🥉"), a trophy, a star — formatting, like bold, not part of the number. */
const RANK_MARKS = /[\u{1F947}-\u{1F949}\u{1F3C6}\u{2B50}\u{1F31F}]\uFE0F?/gu;
/** "(↓12.11%)", "(+3.2%)", "(1%↑)" (the arrow after); arrows may arrive mis-decoded (UTF-8 read as Mac Roman: "‚Üì"). */
const DELTA = /\(\s*([^\d\s()±]{0,4})\s*(\d+(?:\.\d+)?)\s*%\s*([↑↓])?\s*\)/;
/** "(+1.2)", "(-0.5)", "(↑1.2)", "(-.090)" (its leading zero dropped, as the value's): a signed delta in the metric's own units. */
const ABS_DELTA = /\(\s*([+\-−↑↓]|Üì|Üë)\s*(\d+(?:\.\d+)?|\.\d+)\s*\)/;
const isDown = (sign: string): boolean => /↓|-|−|Üì|â†“|decrease/.test(sign);
/** A number, a leading dot included (`.439`, `-.05`). */
const NUMBER = String.raw`[-−]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)`;
const UNIT = String.raw`%|ms|s|[KMGT]i?B|[KMBGT]|x|×`;
/** value (a leading "+" of a signed change, "+0.03", dropped), optional unit, optional spread "± x" or "(±x)" with an optional unit. */
const VALUE = new RegExp(String.raw`^(?:~|≈|∼)?\s?\+?(${NUMBER})\s?(${UNIT})?(?:\s*\(?\s*(?:±|\+/-|\+-)\s*(\d+(?:\.\d+)?|\.\d+)\s?(?:${UNIT})?\s*\)?)?$`);

/**
 * A unit glued to an exact number ("37.52GFlops", "95.11k", "4.1GMACs"): the number is the value. Not after "~": an
 * approximate count ("~22.5k" training images) is a setting's description, not a measured value.
 */
const GLUED_UNIT = new RegExp(String.raw`^(${NUMBER})([KMGT]?(?:FLOPs|FLOPS|Flops|flops|MACs|MACS)|k)$`);

/** "95.7 (1st)", "88.3 (#2)", "74.0 (rank 31)": the row's rank printed after its value, a note, not a second number. */
const RANK_NOTE = /(?<=\d%?)\s*[(（]\s*(?:\d+(?:st|nd|rd|th)|#\s*\d+|rank(?:ed)?\s*#?\s*\d+)\s*[)）]$/i;

/**
 * "20.0 (epoch 5)", "121.9 (epoch 12, could be higher)", "0.81 (step 300k)", "45.2 (5 seeds)": when or over how many runs
 * the value was taken, printed in brackets after it — a note, not a second number.
 */
const RUN_NOTE = /(?<=\d%?)\s*[(（]\s*(?:(?:epochs?|steps?|iter(?:ation)?s?|checkpoint|ckpt)\s*[\d.]+[kKM]?|\d+\s*(?:seeds?|runs?|trials?|epochs?))(?:\s*[,;][^()（）]*)?[)）]$/i;

/**
 * "93%(hidden_size = 256, qmix_large.yaml)", "41.2 (λ = 0.3)": the settings a value was run with, printed in brackets
 * after it (each `name = value`), a note, not a second number.
 */
const SETTING_NOTE = /(?<=\d%?)\s*[(（]\s*[^\d\s()（）=,][^()（）=]*=[^()（）]*[)）]$/;

/**
 * A trailing note in brackets with no digit ("(weight | log)", "(SOTA)") is not part of the value, nor is
 * the count a percentage was computed from ("90% (9/10)"); nor a significance mark ("1.26 ± 0.09•", "•/◦": better /
 * worse than the paper's method by a paired test).
 */
const plainOf = (raw: string): string =>
  annotationAsBracket(expandScientific(renderMathValues(raw))).replace(RANK_MARKS, '').replace(/<[^>]+>|\*\*|[†‡§*•◦∗⋆]/g, '').replace(/(?<![\w])_+(?=[\d~≈∼-])|(?<=[\d%])_+(?![\w])/g, '').replace(/\s+/g, ' ').trim().replace(/(?<=\d%?)\s*[(（][^()（）\d]*[)）]$/, '').replace(/(?<=\d%)\s*\(\s*\d+\s*\/\s*\d+\s*\)$/, '').replace(RANK_NOTE, '').replace(SETTING_NOTE, '').replace(RUN_NOTE, '').trim();

/** "13.5 M (8.5M)", "0.7 (0.4)": a value, then a second unsigned number in brackets (a variant, a spread, a second setting). */
const SECOND_IN_BRACKETS = new RegExp(String.raw`^(.*?\d\s?(?:${UNIT})?)\s*\(\s*(${NUMBER}\s?(?:${UNIT})?)\s*\)$`);

/**
 * "1.2 (8 TPUv2 cores)", "6.8 (1 GPU)", "0.3 (4× A100)": a cost printed with the hardware it was measured on, in
 * brackets after the value. The hardware is a note (named for review), not a second value.
 */
const HARDWARE_NOTE = /(?<=\d\s?(?:%|ms|s|h|[KMBG])?)\s*[(（]\s*((?:\d+\s*[x×]?\s*)?(?:[A-Za-z][\w.-]*\s+){0,3}?(?:GPUs?|TPUs?(?:v\d\w*)?(?:\s+(?:cores?|chips?|pods?))?|cores?|chips?|nodes?|[AHVLPT]\d{2,3}s?(?:\s+GPUs?)?|CPUs?))\s*[)）]$/i;

/**
 * "0.824 (0.803 - 0.845)", "0.82 [0.80, 0.85]", "71.3 (95% CI 69.8–72.9)", "0.91 (CI: 0.88 to 0.93)": a value with its
 * confidence interval in brackets after it. Taken as an interval only when it holds the value.
 */
const INTERVAL = new RegExp(String.raw`^(.*?\d\s?(?:%)?)\s*[(\[（]\s*(?:(?:\d{2}(?:\.\d)?\s?%\s*)?(?:CI|C\.I\.|CrI|HDI)\s*[:=]?\s*)?(${NUMBER})\s?%?\s*(?:-|–|—|,|;|to|\.\.)\s*(${NUMBER})\s?%?\s*[)\]）]$`, 'i');

export interface ParsedValue {
  readonly text: string;
  /** A confidence interval printed in brackets after the value ("0.803–0.845"): named for review, not drafted. */
  readonly interval?: string;
  /** The hardware printed in brackets after the value ("8 TPUv2 cores"), left out of the value and named for review. */
  readonly hardware?: string;
  /** A second number printed in brackets after the value ("(8.5M)"): what it is is not said, so it is only named for review. */
  readonly second?: string;
  readonly spread?: string;
  readonly unit?: string;
  readonly delta?: string;
  readonly deltaKind?: 'relative' | 'absolute';
}

/** The number(s) a cell prints, or undefined when it prints words (or nothing). */
export function parseValue(raw: string): ParsedValue | undefined {
  // "0.414631,": a comma or semicolon typed after a decimal number (a stray separator, the value is whole)
  let rest = plainOf(raw).replace(/(\d\.\d+)\s?[,;]$/, '$1');
  const hw = HARDWARE_NOTE.exec(rest);
  if (hw) rest = rest.slice(0, hw.index).trim();
  let delta: string | undefined;
  let deltaKind: 'relative' | 'absolute' | undefined;
  const d = DELTA.exec(rest);
  if (d) {
    delta = `${isDown(`${d[1] as string}${d[3] ?? ''}`) ? '-' : ''}${d[2]}`;
    deltaKind = 'relative';
    rest = rest.replace(d[0], '').trim();
  } else {
    const a = ABS_DELTA.exec(rest);
    if (a && a.index > 0) {
      delta = `${isDown(a[1] as string) ? '-' : ''}${(a[2] as string).replace(/^\./, '0.')}`;
      deltaKind = 'absolute';
      rest = rest.replace(a[0], '').trim();
    }
  }
  let interval: string | undefined;
  const ci = VALUE.exec(rest) ? undefined : INTERVAL.exec(rest);
  if (ci) {
    const head = VALUE.exec((ci[1] as string).trim());
    const [v, lo, hi] = [head?.[1], ci[2], ci[3]].map((x) => Number((x ?? '').replace(/,/g, '').replace('−', '-')));
    if (head && !head[3] && (lo as number) <= (v as number) && (v as number) <= (hi as number) && (lo as number) < (hi as number)) {
      interval = `${ci[2]}–${ci[3]}`;
      rest = (ci[1] as string).trim();
    }
  }
  let second: string | undefined;
  const two = VALUE.exec(rest) ? undefined : SECOND_IN_BRACKETS.exec(rest);
  if (two && VALUE.test((two[1] as string).trim())) {
    second = (two[2] as string).trim();
    rest = (two[1] as string).trim();
  }
  const m = VALUE.exec(rest) ?? GLUED_UNIT.exec(rest);
  if (!m) return undefined;
  return {
    text: (m[1] as string).replace(/,/g, '').replace('−', '-').replace(/^(-?)\./, (_, s: string) => `${s}0.`),
    ...(second !== undefined ? { second } : {}),
    ...(interval !== undefined ? { interval } : {}),
    ...(hw ? { hardware: (hw[1] as string).trim() } : {}),
    ...(m[3] ? { spread: m[3].replace(/^\./, '0.') } : {}),
    ...(m[2] ? { unit: m[2] } : {}),
    ...(delta !== undefined ? { delta, deltaKind } : {}),
  };
}

export function parseCell(raw: string): Cell {
  const text = raw.trim();
  const bold = BOLD.test(renderMathValues(text));
  const plain = plainOf(text);
  if (/^[-–—]$/.test(plain)) return { text: '-', value: null, bold };
  const p = parseValue(text);
  if (!p) {
    const d = DELTA.exec(plain);
    return { text: d ? plain.replace(d[0], '').trim() : plain, value: null, bold };
  }
  return { text: p.text, value: Number(p.text), bold, ...(p.delta !== undefined && p.deltaKind === 'relative' ? { delta: Number(p.delta) } : {}) };
}

/** Printed relative delta text of a cell ("44.99" for "(↓44.99%)"), to keep its decimals. */
export function printedDelta(raw: string): string | undefined {
  const p = parseValue(raw);
  return p?.deltaKind === 'relative' ? p.delta : undefined;
}

/** Whether a cell prints a number (with an optional unit, spread or delta), not words. */
export const isPlainNumber = (raw: string): boolean => parseValue(raw) !== undefined;
/** A number with no unit or spread (an attribute table keeps "20G", "3 hours" as printed text). */
export const isBareNumber = (raw: string): boolean => {
  const p = parseValue(raw);
  return p !== undefined && p.unit === undefined && p.spread === undefined;
};
export const isDashCell = (raw: string): boolean => /^[-–—]$/.test(bareText(raw));
/** A cell that reports no result where others print numbers: "N" (not run), "N/A", "NA", "TBD", "TBA" (round 16). */
export const isNoResultCell = (raw: string): boolean => /^(?:N|NA|N\/A|n\/a|TBD|TBA|TODO)$/.test(bareText(raw));
