/**
 * Marks printed after a value that annotate it, not part of it (pure): a superscript or subscript rank or
 * footnote (`32.1<sup>1</sup>`, `32.1$^{2}$`, `32.1²`), a tag of capitals (`5.586 NC`), a count in braces (`0.062 {4}`: input frames in a
 * ranking), a circled rank (`32.1 ①`) or a bracketed reference (`32.1 [3]`). Each is rewritten as a trailing
 * bracket, `32.1 (1)`, which the cell reader already reads as "the value, then a second number it does not
 * name" (written for review) — so `<sup>1</sup>` can no longer join the value's digits (`32.11`). A superscript
 * after `×10` or `e` (an exponent) and a subscript spread (`<sub>±0.3</sub>`) are left as they are.
 */

const SUPERSCRIPT_DIGITS: Readonly<Record<string, string>> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9' };
const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';
/** Markup that may close a cell after its annotation (`**0.062** {4}`, `<b>32.1<sup>1</sup></b>`). */
const CLOSE = String.raw`(?:\s|\*\*|__|</(?:b|strong|em|i|span|font)>)*`;
/** A digit (or % after one) that is not the base of an exponent (`×10`, `x10`, `*10`, `1e`). */
const AFTER_VALUE = String.raw`(?<=\d%?\s?(?:\*\*|</(?:b|strong)>)?)(?<![×x*]\s?10(?:\*\*)?|\de)`;

const TAGGED = new RegExp(String.raw`${AFTER_VALUE}\s*<(sup|sub)>\s*(?![±+]|\+\/-)([^<>]{1,12}?)\s*</\1>(${CLOSE})$`, 'i');
const MATH = new RegExp(String.raw`${AFTER_VALUE}\s*\$\s*\^\s*\{?\s*([^{}$]{1,12}?)\s*\}?\s*\$(${CLOSE})$`);
const BRACED = new RegExp(String.raw`(?<=\d%?(?:\*\*|</(?:b|strong)>)?)\s*\{\s*([^{}]{1,12}?)\s*\}(${CLOSE})$`);
const UNICODE = new RegExp(String.raw`(?<=\d%?(?:\*\*|</(?:b|strong)>)?)\s*([⁰¹²³⁴⁵⁶⁷⁸⁹]+|[${CIRCLED}])(${CLOSE})$`);
/** A tag of two or three capitals after a spaced value (`5.586 NC`, `4.1 LC`: a loop-closure flag), not a unit (`2 GB`, `30 FPS`). */
const CAPS_TAG = new RegExp(String.raw`(?<=\d%?(?:\*\*|</(?:b|strong)>)?)\s+([A-Z]{2,3})(${CLOSE})$`);
const UNIT_CAPS = /^(?:[KMGTP]B|FPS|GPU|TPU|CPU|MS|HZ|KHZ|MHZ|GHZ|PPL|TOK)$/;
const REFERENCE = new RegExp(String.raw`(?<=\d%?(?:\*\*|</(?:b|strong)>)?)\s+\[\s*(\d{1,3})\s*\](${CLOSE})$`);

/** A cell with its trailing annotation (if any) rewritten as a bracket: `32.1<sup>1</sup>` → `32.1 (1)`. */
export function annotationAsBracket(raw: string): string {
  const tagged = TAGGED.exec(raw) ?? MATH.exec(raw);
  if (tagged) {
    const [note, close] = tagged.length === 4 ? [tagged[2], tagged[3]] : [tagged[1], tagged[2]];
    // a note printed in brackets already ("<sup>(1)</sup>") keeps one pair
    return `${raw.slice(0, tagged.index)}${close ?? ''} (${(note ?? '').replace(/^[([]\s*|\s*[)\]]$/g, '')})`;
  }
  const caps = CAPS_TAG.exec(raw);
  if (caps && !UNIT_CAPS.test(caps[1] as string)) return `${raw.slice(0, caps.index)}${caps[2] ?? ''} (${caps[1]})`;
  const braced = BRACED.exec(raw) ?? REFERENCE.exec(raw);
  if (braced) return `${raw.slice(0, braced.index)}${braced[2] ?? ''} (${braced[1]})`;
  const u = UNICODE.exec(raw);
  if (u) {
    const mark = u[1] as string;
    const n = CIRCLED.includes(mark) ? String(CIRCLED.indexOf(mark) + 1) : [...mark].map((c) => SUPERSCRIPT_DIGITS[c] ?? '').join('');
    return `${raw.slice(0, u.index)}${u[2] ?? ''} (${n})`;
  }
  return raw;
}

/** A raised or lowered mark that ranks or counts (`1`, `(2)`, `3rd`): short, digits, no sign. */
const RANK_MARK = /^\(?\s*\d{1,2}(?:st|nd|rd|th)?\s*\)?$/i;
/** Text that ends in a value (bold aside), not in the base of an exponent (`×10`). */
const ENDS_IN_VALUE = /\d%?(?:\*\*)?\s*$/;
const EXPONENT_BASE = /(?:[×x*]\s?10|\de)(?:\*\*)?\s*$/;

/** A lone letter (a symbol's base: `R`, `x`, `χ`), not the end of a word or a number. */
const LONE_LETTER = /(?:^|[^\p{L}\p{N}])\p{L}$/u;

/**
 * How a reader writes a `<sup>`/`<sub>` it meets (`before`: the cell's text so far): a square or cube raised on a
 * lone letter as the superscript it is (`R<sup>2</sup>` → `R²`, the coefficient of determination, never "R 2", which
 * reads as ROUGE-2), a rank or count mark right after a value as a trailing bracket (`1.9<sup>1</sup>` → `1.9 (1)`, a
 * second number named for review), anything else as a separate word, as before (`10<sup>-3</sup>`, `<sub>±0.2</sub>`).
 */
export function raisedMark(before: string, mark: string, tag: 'sup' | 'sub' = 'sup'): string {
  const m = mark.trim();
  if (tag === 'sup' && (m === '2' || m === '3') && LONE_LETTER.test(before)) return m === '2' ? '²' : '³';
  if (RANK_MARK.test(m) && ENDS_IN_VALUE.test(before) && !EXPONENT_BASE.test(before)) return ` (${m.replace(/^\(\s*|\s*\)$/g, '')})`;
  return ` ${m}`;
}
