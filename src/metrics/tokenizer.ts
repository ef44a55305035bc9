/**
 * Caption tokenisation exactly as coco-caption performs it: the captions of one batch, `\n`
 * inside a caption replaced by a space, joined by `\n` and run through Stanford CoreNLP 3.4.1's
 * PTBTokenizer (`-preserveLines -lowerCase`) in one stream; line i of its output is caption i's,
 * right-stripped, split on spaces, with the toolkit's punctuation tokens removed.
 *
 * The lexer's rules are in ptb-rules.ts; this file runs them with JFlex's semantics (longest
 * match including trailing context, earlier rule on ties) and formats lines as PTBTokenizer's
 * `-preserveLines` output does. Spellings are kept as written: 3.4.1 does not americanize
 * (`americanize = false` in its PTBLexer; `-preserveLines -lowerCase` does not switch it on).
 * Every rule is checked against the real tokenizer by test/metrics/tokenizer-diff.test.ts.
 */
import { RULES } from './ptb-rules.js';
import type { Action } from './ptb-rules.js';

interface Compiled {
  readonly res: readonly RegExp[];
  readonly trail: boolean;
  readonly action: Action;
}

/** The rules' regular expressions, built on the lexer's first use (a set of plain captions never needs them: ≈ 5 ms at start-up). */
let compiledRules: readonly Compiled[] | undefined;
const compiled = (): readonly Compiled[] =>
  (compiledRules ??= RULES.map((r) => ({
    res: r.alts.map((a) => new RegExp(r.trail ? `(?:${a})(?=(${r.trail}))` : `(?:${a})`, 'uy')),
    trail: r.trail !== undefined,
    action: r.action,
  })));

/** A token of the lexer, or null for a line break. */
type Tok = string | null;

/** Longest match at `pos` (trailing context counted), earlier rule on ties. */
function lexOne(text: string, pos: number, out: Tok[], rules: readonly Compiled[]): number {
  let best = -1;
  let bestTotal = 0;
  let bestLen = 0;
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    for (const re of rule.res) {
      re.lastIndex = pos;
      const m = re.exec(text);
      if (m === null) continue;
      const len = m[0].length;
      const total = len + (rule.trail ? m[1]!.length : 0);
      if (total > bestTotal && len > 0) {
        best = i;
        bestTotal = total;
        bestLen = len;
      }
    }
  }
  if (best < 0) {
    // untokenizable: deleted (one character; a surrogate pair is two units, both deleted)
    const cp = text.codePointAt(pos)!;
    return pos + (cp > 0xffff ? 2 : 1);
  }
  const a = rules[best]!.action;
  const t = text.slice(pos, pos + bestLen);
  switch (a.kind) {
    case 'emit':
      out.push(t);
      return pos + bestLen;
    case 'skip':
      return pos + bestLen;
    case 'newline':
      out.push(null);
      return pos + bestLen;
    case 'const':
      out.push(a.text);
      return pos + bestLen;
    case 'fn':
      out.push(a.fn(t));
      return pos + bestLen;
    case 'pushback':
      out.push(t.slice(0, a.keep));
      return pos + a.keep;
    case 'abbrev1':
      out.push(t);
      return pos + bestLen - 1;
    case 'acronym': {
      let s = t;
      while (s.length > 0 && /[ \t\n-\r\u0085]$/.test(s)) s = s.slice(0, -1);
      if (s.length === 2) {
        out.push(s.slice(0, 1));
        return pos + 1;
      }
      out.push(s);
      return pos + s.length - 1;
    }
  }
}

/** The lexer's tokens of `text` (null = line break), every position tried against every rule. */
export function ptbLexRules(text: string): Tok[] {
  const out: Tok[] = [];
  let pos = 0;
  const rules = compiled();
  while (pos < text.length) pos = lexOne(text, pos, out, rules);
  return out;
}

const isAsciiLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/** SPACE of the grammar ([ \t\u00A0\u2000-\u200A\u3000]): a run of ' ' followed by one of these goes to the rules. */
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 0xa0 || (c >= 0x2000 && c <= 0x200a) || c === 0x3000;
const ASSIMILATION_WORD = /^(?:cannot|gonna|gotta|lemme|gimme|wanna)$/i;

/**
 * The lexer's tokens of `text` (null = line break), as PTBLexer 3.4.1 returns them. Five kinds of
 * position, the commonest in captions, have only one possible longest match and skip the rules:
 * - a run of ASCII letters followed by ' ', '\n' or the end (not cannot/gonna/gotta/lemme/gimme/
 *   wanna, which the lexer splits): the run is the token. No rule matching there can reach past
 *   the letters: those that go on need '.', '-', '/', '@', '+', '&', '#', '$', ':' or an apostrophe
 *   next (acronyms, abbreviations, URLs, e-mail, hyphenated things, contractions), and those with a
 *   one-character trailing context (an abbreviation or a letter before a space) match the same run;
 * - a run of ASCII digits followed by '\n', the end, or ' ' and an ASCII letter: the run is the
 *   token (a number; the rules that go on past the digits need '.', ':', ',', '-', '/', a letter or
 *   an apostrophe next, and phone numbers and fractions a digit after the space);
 * - a run of ' ' not followed by another space character: skipped (only the SPACE+ rule starts with a space);
 * - '\n': a line break (only the NEWLINE rule starts with it);
 * - ',' followed by ' ': the ',' token (a number needs a digit after the comma).
 * Everything else is lexed by the rules. test/metrics/tokenizer.test.ts checks that this gives
 * ptbLexRules' tokens on generated and real captions; tokenizer-diff.test.ts, the Java tokenizer's.
 */
export function ptbLex(text: string): Tok[] {
  const out: Tok[] = [];
  const n = text.length;
  let pos = 0;
  let rules: readonly Compiled[] | undefined;
  while (pos < n) {
    const c = text.charCodeAt(pos);
    if (isAsciiLetter(c)) {
      let e = pos + 1;
      while (e < n && isAsciiLetter(text.charCodeAt(e))) e++;
      const next = e < n ? text.charCodeAt(e) : 10;
      if (next === 32 || next === 10) {
        const w = text.slice(pos, e);
        if (e - pos < 5 || e - pos > 6 || !ASSIMILATION_WORD.test(w)) {
          out.push(w);
          pos = e;
          continue;
        }
      }
    } else if (c >= 48 && c <= 57) {
      let e = pos + 1;
      while (e < n && text.charCodeAt(e) >= 48 && text.charCodeAt(e) <= 57) e++;
      const next = e < n ? text.charCodeAt(e) : 10;
      if (next === 10 || (next === 32 && e + 1 < n && isAsciiLetter(text.charCodeAt(e + 1)))) {
        out.push(text.slice(pos, e));
        pos = e;
        continue;
      }
    } else if (c === 32) {
      let e = pos + 1;
      while (e < n && text.charCodeAt(e) === 32) e++;
      if (e === n || !isSpace(text.charCodeAt(e))) {
        pos = e;
        continue;
      }
    } else if (c === 10) {
      out.push(null);
      pos++;
      continue;
    } else if (c === 44 && pos + 1 < n && text.charCodeAt(pos + 1) === 32) {
      out.push(',');
      pos++;
      continue;
    }
    pos = lexOne(text, pos, out, (rules ??= compiled()));
  }
  return out;
}

/** PTBTokenizer's `-preserveLines -lowerCase` output for `text`. */
export function ptbOutput(text: string): string {
  let s = '';
  let begin = true;
  for (const t of ptbLex(text)) {
    if (t === null) {
      s += '\n';
      begin = true;
    } else {
      if (!begin) s += ' ';
      begin = false;
      s += t.toLowerCase();
    }
  }
  return s;
}

/** The punctuation tokens coco-caption removes after tokenisation (compared case-sensitively). */
export const PUNCTUATION: ReadonlySet<string> = new Set([
  "''", "'", '``', '`', '-LRB-', '-RRB-', '-LCB-', '-RCB-', '.', '?', '!', ',', ':', '-', '--', '...', ';',
]);

/** Python's str.rstrip() whitespace. */
// eslint-disable-next-line no-control-regex -- the control characters are the point
const PY_RSTRIP = /[\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/u;

/** tokenizer.py's treatment of one output line. */
function cocoLine(line: string): string {
  return line
    .replace(PY_RSTRIP, '')
    .split(' ')
    .filter((w) => !PUNCTUATION.has(w))
    .join(' ');
}

/**
 * Fast path: letters and single spaces, perhaps a final period after a word that no
 * abbreviation rule can take. Gives the lexer's own tokens (checked by the differential test).
 */
const PLAIN = /^[A-Za-z ,]*\.?$/;
const ASSIMILATION = /^(?:cannot|gonna|gotta|lemme|gimme|wanna)$/i;
const MAYBE_ABBREV = /^(?:[a-z]|mrs?|ms|miss|drs?|profs?|sens?|reps?|attys?|lt|col|gen|messrs|govs?|adm|rev|maj|sgt|cpl|pvt|capt|ste?|ave|pres|lieut|hon|brig|co?mdr|pfc|spc|supts?|det|mt|ft|adj|adv|asst|assoc|ens|insp|mlle|mme|msgr|sfc|vs|alex|wm|jos|cie|cf|treas|ph|invt|elec|natl|m[ft]g|dept|sept|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec|tues|thurs|mon|tue|wed|thu|fri|ala|ariz|az|ark|calif|colo|conn|ct|dak|del|fla|ga|ill|ind|kans?|ky|la|mass|md|mich|minn|miss|mo|mont|neb|nev|okla|ore|pa|penn|tenn|tex|va|vt|wash|wisc?|wyo|inc|cos?|corp|pp?t[ye]s?|ltd|plc|rt|bancorp|bhd|assn|univ|intl|sys|tel|est|ext|sq|jr|sr|bros|blvd|rd|esq|etc|al|seq|bldg|ca|figs?|prop|nos?|art|pp|op|co|pte|pty|ptey)$/i;
/**
 * The commonest plain line, already final: lower-case words joined by single spaces (no comma,
 * no period, no capital), none of them an assimilation. Its tokens are its words: it is its own
 * line. Two native regular expression runs and no allocation (each distinct caption of a set
 * comes here, in a cold process: ≈ 13 ms of `audit score` on 5,437 distinct captions before).
 */
const LOWER_WORDS = /^[a-z]+(?: [a-z]+)*$/;
const HAS_ASSIMILATION = /(?:^| )(?:cannot|gonna|gotta|lemme|gimme|wanna)(?= |$)/;
function plainLine(line: string): string | undefined {
  if (LOWER_WORDS.test(line) && !HAS_ASSIMILATION.test(line)) return line;
  if (!PLAIN.test(line)) return undefined;
  const period = line.endsWith('.');
  const words = (period ? line.slice(0, -1) : line).replaceAll(',', ' ').split(' ').filter((w) => w !== '');
  if (period && line.length > 1 && /[A-Za-z]/.test(line[line.length - 2]!) && MAYBE_ABBREV.test(words[words.length - 1]!)) return undefined;
  // the lexer's ',' and '.' tokens are punctuation the toolkit removes: the line is final here
  let out = '';
  for (const w of words) {
    const lw = w.toLowerCase();
    out += out === '' ? '' : ' ';
    out += ASSIMILATION.test(w) ? `${lw.slice(0, 3)} ${lw.slice(3)}` : lw;
  }
  return out;
}

/**
 * The toolkit's tokens of a plain caption (joined by spaces), which do not depend on its batch
 * neighbours: what cocoTokenizeAll gives it in any batch of plain captions. Undefined when the
 * caption is not plain (then only cocoTokenizeAll over its whole batch is right).
 */
export function plainCocoLine(caption: string): string | undefined {
  return plainLine(caption.includes('\n') ? caption.replaceAll('\n', ' ') : caption);
}

/** Line breaks the lexer honours besides '\n' (a caption holding one shifts the lines after it). */
const OTHER_BREAK = /[\r\v\f\u0085\u2028\u2029]/;
/** The last character that is not white space (Python's str.isspace(), which the SPACE and NEWLINE classes are part of). */
// eslint-disable-next-line no-control-regex -- the control characters are Python white space
const LAST_NON_SPACE = /[^\s\x1c-\x1f\x85]\s*$/u;

/**
 * Whether a caption's tokens are the same whatever caption follows it in the batch (it is followed
 * by '\n' and then anything): it holds no other line break, no '<', something besides white space,
 * and its last character that is not white space is not '.'. Only an SGML tag ('<' …, a quoted
 * value) can span a line break; no other token does, and the
 * only rules whose trailing context reaches past the '\n' after a line (acronyms and abbreviations
 * before a sentence end, a digit or "Ltd") follow a token ending in '.' with at most spaces
 * between; every other trailing context is one character, the '\n' itself. It also ends the
 * lookahead of the captions before it, as a plain caption does: their trailing context reaches
 * at most into its first word and the '\n' after it (it is not blank).
 */
function selfContained(c: string): boolean {
  if (OTHER_BREAK.test(c) || c.includes('<')) return false;
  const m = LAST_NON_SPACE.exec(c);
  return m !== null && m[0][0] !== '.';
}

/**
 * The toolkit's final line for `raw` (its tokens joined by one space) at any place of a batch but
 * the last, when that line does not depend on the batch's other captions: `raw` is plain, or
 * self-contained (selfContained) and not preceded by a caption that leaves an SGML tag open. The
 * caller must check the latter: in a batch of captions that all have a line here, none does.
 * Undefined otherwise (then only cocoTokenizeAll over the whole batch is right). The line is what
 * cocoTokenizeAll gives `raw` in such a batch.
 */
export function contextFreeLine(raw: string): string | undefined {
  const c = raw.includes('\n') ? raw.replaceAll('\n', ' ') : raw;
  const plain = plainLine(c);
  if (plain !== undefined) return plain;
  return selfContained(c) ? cocoLine(ptbOutput(`${c}\n`).split('\n')[0]!) : undefined;
}

/**
 * A batch of captions tokenised exactly as the toolkit's tokenizer.py does it. A caption holding
 * another line break the lexer honours (`\r`, `\v`, `\f`, U+2028, U+2029) shifts every later
 * caption of the batch by a line in the toolkit, and so it does here.
 */
export function cocoTokenizeAll(captions: readonly string[]): string[] {
  const lines: string[] = [];
  // line indexes whose text is already final (plain captions: no punctuation left to remove)
  const final: boolean[] = [];
  // plain captions do not depend on their neighbours: each distinct one is tokenised once
  const memo = new Map<string, string | null>();
  // the final lines of self-contained captions that are not plain (see selfContained)
  const standalone = new Map<string, string>();
  let pending: string[] = [];
  // an SGML tag ('<' …) may hold a quoted value that runs over line breaks: while one may be open, captions stay pending
  let pendingSgml = false;
  const flush = (lookahead?: string, more?: boolean): void => {
    if (pending.length === 0) return;
    // trailing context reaches at most one character past the lookahead line
    const text = pending.join('\n') + (lookahead === undefined ? '' : `\n${lookahead}${more ? '\n' : ''}`);
    const out = ptbOutput(text).split('\n');
    // the lookahead caption is plain: its line is the last one, and it is taken on its own
    if (lookahead !== undefined) out.length -= more ? 2 : 1;
    for (const l of out) lines.push(l);
    pending = [];
    pendingSgml = false;
  };
  for (let i = 0; i < captions.length; i++) {
    const raw = captions[i]!;
    let fast = memo.get(raw);
    const c = raw.includes('\n') ? raw.replaceAll('\n', ' ') : raw;
    if (fast === undefined) {
      fast = plainLine(c) ?? null;
      memo.set(raw, fast);
    }
    if (fast === null) {
      // a caption whose line cannot depend on the captions after it is tokenised once per distinct caption
      if (i + 1 < captions.length && !pendingSgml && selfContained(c)) {
        let line = standalone.get(c);
        if (line === undefined) {
          line = cocoLine(ptbOutput(`${c}\n`).split('\n')[0]!);
          standalone.set(c, line);
        }
        flush(c, true);
        final[lines.length] = true;
        lines.push(line);
        continue;
      }
      pending.push(c);
      pendingSgml ||= c.includes('<');
      continue;
    }
    // a plain caption's line does not depend on its neighbours, but the lines before it may
    // look ahead into it (trailing context), so it ends the pending run as its lookahead
    flush(c, i + 1 < captions.length);
    final[lines.length] = true;
    lines.push(fast);
  }
  flush();
  return captions.map((_, i) => (final[i] === true ? lines[i]! : cocoLine(lines[i] ?? '')));
}

/** Tokens of one caption exactly as coco-caption's scorers consume them (a batch of one). */
export function cocoTokens(caption: string): string[] {
  const t = cocoTokenizeAll([caption])[0]!;
  return t === '' ? [] : t.split(' ');
}

/** The tokenised caption as the toolkit's string (tokens joined by one space). */
export function cocoTokenize(caption: string): string {
  return cocoTokenizeAll([caption])[0]!;
}

/** PTB tokens of one caption, lower-cased, before the toolkit's punctuation removal. */
export function ptbTokenize(caption: string): string[] {
  return ptbLex(caption.replaceAll('\n', ' '))
    .filter((t): t is string => t !== null)
    .map((t) => t.toLowerCase());
}
