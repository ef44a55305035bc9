/**
 * Text from claim files (and from anything else read from outside) made safe to print (pure).
 * Control characters would reach the terminal as commands: ESC sequences clear the screen, set
 * the window title or rewrite earlier lines, C1 CSI (U+009B) does the same on some terminals, a
 * lone CR overwrites the line, bidirectional overrides reorder what is shown. Each such character
 * becomes the visible six-character escape `\uXXXX`: in plain text it shows what was there, and
 * inside a JSON string it is the same character again (JSON output stays lossless).
 * Kept: line feed, tab, and CR directly before a line feed (CSV's CRLF line ends).
 */

// eslint-disable-next-line no-control-regex -- the control characters are the point
const UNSAFE = /\r(?!\n)|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- the control characters are the point
const ANY_UNSAFE = /\r(?!\n)|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const visible = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text` with every control character that a terminal would act on shown as `\uXXXX`. */
export function neutralizeControls(text: string): string {
  return ANY_UNSAFE.test(text) ? text.replace(UNSAFE, visible) : text;
}
