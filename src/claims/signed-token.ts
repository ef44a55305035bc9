/**
 * How validate's transcription check compares a wanted number with a printed one, sign included (pure).
 * A value is wanted with its sign: 5.2 is not found where only "-5.2" (or "−5.2", the Unicode minus, which
 * lineTokens reads as "-") is printed, so a minus dropped in a claim or a draft makes the row unfindable.
 * A negative zero is printed zero ("-0.0" is the value 0.0). A delta is wanted with either sign (its print
 * "(-0.18)" or "+0.18" is told apart by the row's direction, not by the check): it is marked with EITHER_SIGN.
 */
export const EITHER_SIGN = '±';

/** A delta's wanted token: its magnitude, to be found with or without a printed minus. */
export const eitherSign = (magnitude: string): string => `${EITHER_SIGN}${magnitude}`;

/** A printed number without its minus sign ("-1.5" → "1.5"; the "-" placeholder stays). */
export const unsigned = (t: string): string => t.replace(/^[-±](?=\d)/, '');

/** A wanted token as a message shows it: a delta's magnitude without its mark. */
export const shown = (t: string): string => (t.startsWith(EITHER_SIGN) ? t.slice(EITHER_SIGN.length) : t);

const negativeZero = (t: string): boolean => /^-0(?:\.0+)?$/.test(t);

/** A wanted token against a printed one: the same number with the same sign (a delta: either sign). */
export function sameToken(want: string | undefined, tok: string | undefined): boolean {
  if (want === undefined || tok === undefined) return false;
  if (want.startsWith(EITHER_SIGN)) return want.slice(EITHER_SIGN.length) === unsigned(tok);
  return want === tok || (negativeZero(tok) && want === unsigned(tok));
}
