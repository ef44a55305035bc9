/**
 * The token rules of Stanford CoreNLP 3.4.1's PTBLexer (a JFlex scanner) with the options
 * coco-caption's `PTBTokenizer -preserveLines -lowerCase` gives it: PTB3 escaping (LaTeX quotes,
 * `-LRB-` brackets, `...`, `--`, currency and fraction normalisation), no americanization, no
 * escaping of `/` and `*`, assimilations split, newlines returned as tokens, untokenizable
 * characters deleted.
 *
 * Written from the lexer's published grammar (its rule order and macros), not from its code.
 * JFlex semantics reproduced: the longest match wins, counting a rule's trailing context
 * (`r1/r2`); ties go to the earlier rule; literal strings are case-insensitive (`%caseless`) but
 * character classes are not; the scanner reads UTF-16 code units, so characters outside the
 * Basic Multilingual Plane never match a positive class (they fall to the "untokenizable" rule).
 * Each rule is a list of alternatives (the longest alternative counts), which gives the
 * longest-match semantics that JavaScript's first-match alternation would not.
 */

/** Case-insensitive ASCII letters outside character classes and escapes (JFlex's %caseless). */
export function caseless(src: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      const n = src[i + 1]!;
      if ((n === 'p' || n === 'P' || n === 'u') && src[i + 2] === '{') {
        const end = src.indexOf('}', i);
        out += src.slice(i, end + 1);
        i = end;
      } else if (n === 'u') {
        out += src.slice(i, i + 6);
        i += 5;
      } else {
        out += c + n;
        i++;
      }
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      if (src[i + 1] === '^') out += src[++i];
      if (src[i + 1] === ']') out += src[++i]; // a leading ] is literal (not used here, kept safe)
      continue;
    }
    if (c === '(' && src[i + 1] === '?') {
      // (?: (?= (?! — copy the group marker
      out += c + src[i + 1] + src[i + 2];
      i += 2;
      continue;
    }
    if (/[A-Za-z]/.test(c)) out += `[${c.toLowerCase()}${c.toUpperCase()}]`;
    else out += c;
  }
  return out;
}

/** A positive class may only match a BMP character (JFlex 1.5 scans UTF-16 units). */
const BMP = String.raw`(?![\u{10000}-\u{10FFFF}])`;
const alt = (...xs: string[]) => `(?:${xs.join('|')})`;

// ---- macros (names as in the grammar) ----
const SGML = String.raw`<(?:[!?][A-Za-z\-][^>\r\n]*|[A-Za-z][A-Za-z0-9_:.\-]*(?:[ ]+(?:[A-Za-z][A-Za-z0-9_:.\-]*[ ]*=[ ]*(?:'[^']*'|"[^"]*")|[A-Za-z][A-Za-z0-9_:.\-]*))*[ ]*\/?|\/[A-Za-z][A-Za-z0-9_:.\-]*)[ ]*>`;
const SPACE = String.raw`[ \t\u00A0\u2000-\u200A\u3000]`;
const NEWLINE = String.raw`(?:\r?\n|\r|[\u2028\u2029\u000B\u000C\u0085])`;
const SPACENL = alt(SPACE, NEWLINE);
const SPACENLS = `${SPACENL}+`;
const SENTEND = `${SPACENL}${alt(SPACENL, `(?:${BMP}\\p{Lu})`, SGML)}`;
const DIGIT = `(?:${BMP}[\\p{Nd}\\u07C0-\\u07C9])`;
const LETTERCH = `(?:${BMP}[\\p{L}\\u00AD\\u0237-\\u024F\\u02C2-\\u02C5\\u02D2-\\u02DF\\u02E5-\\u02FF\\u0300-\\u036F\\u0370-\\u037D\\u0384\\u0385\\u03CF\\u03F6\\u03FC-\\u03FF\\u0483-\\u0487\\u04CF\\u04F6-\\u04FF\\u0510-\\u0525\\u055A-\\u055F\\u0591-\\u05BD\\u05BF\\u05C1\\u05C2\\u05C4\\u05C5\\u05C7\\u0615-\\u061A\\u063B-\\u063F\\u064B-\\u065E\\u0670\\u06D6-\\u06EF\\u06FA-\\u06FF\\u070F\\u0711\\u0730-\\u074F\\u0750-\\u077F\\u07A6-\\u07B1\\u07CA-\\u07F5\\u07FA\\u0900-\\u0903\\u093C\\u093E-\\u094E\\u0951-\\u0955\\u0962-\\u0963\\u0981-\\u0983\\u09BC-\\u09C4\\u09C7\\u09C8\\u09CB-\\u09CD\\u09D7\\u09E2\\u09E3\\u0A01-\\u0A03\\u0A3C\\u0A3E-\\u0A4F\\u0A81-\\u0A83\\u0ABC-\\u0ACF\\u0B82\\u0BBE-\\u0BC2\\u0BC6-\\u0BC8\\u0BCA-\\u0BCD\\u0C01-\\u0C03\\u0C3E-\\u0C56\\u0D3E-\\u0D44\\u0D46-\\u0D48\\u0E30-\\u0E3A\\u0E47-\\u0E4E\\u0EB1-\\u0EBC\\u0EC8-\\u0ECD])`;
const LETTER = alt(LETTERCH, caseless('&[aeiouAEIOU](?:acute|grave|uml);'));
const PLETTER = `(?:${BMP}\\p{L})`; // [:letter:]
const LD = alt(PLETTER, DIGIT); // [:letter:]|[:digit:]
const LETDIG = alt(LETTER, DIGIT);
const WORD = `${LETTER}${LETDIG}*(?:[.!?]${LETTER}${LETDIG}*)*`;
const NUM = alt(`${DIGIT}*(?:[.:,\\u00AD\\u066B\\u066C]${DIGIT}+)+`, `${DIGIT}+`);
const NUMBER = `[\\-+]?${NUM}`;
const APOS = alt(`['\\u0092\\u2019]`, caseless('&apos;'));
const APOSETC = alt(APOS, '[`\\u0091\\u2018\\u201B]');
const HYPHEN = '[\\-_\\u058A\\u2010\\u2011]';
const THINGPART = `(?:[dDoOlL]${APOSETC}${LD})?${LD}+`;
const ACRO2 = alt('[A-Za-z](?:\\.[A-Za-z])+', caseless('(?:Canada|Sino|Korean|EU|Japan|non)-U\\.S'), caseless('U\\.S\\.-(?:U\\.S\\.S\\.R|U\\.K)'));
const ACRO_ALTS = ['[A-Za-z](?:\\.[A-Za-z])*', caseless('(?:Canada|Sino|Korean|EU|Japan|non)-U\\.S'), caseless('U\\.S\\.-(?:U\\.S\\.S\\.R|U\\.K)')];
const HTHING = `[A-Za-z0-9][A-Za-z0-9.,\\u00AD]*(?:-(?:${ACRO2}\\.|[A-Za-z0-9\\u00AD]+))+`;
const THING = `${THINGPART}(?:${HYPHEN}${THINGPART})*`;
const THINGA = `[A-Z]+(?:(?:[+&]|${caseless('&amp;')})[A-Z]+)+`;
const REDAUX = `${APOS}${caseless('(?:[msdMSD]|re|ve|ll)')}`;
const SWORD = '[A-Za-z\\u00AD]*[A-MO-Za-mo-z]\\u00AD*';
const SREDAUX = `${caseless('n')}${APOSETC}${caseless('t')}`;
const INSENTP = '[,;:\\u3001]';
const FILENAME_EXT = caseless('(?:class|cgi|cpp|dll|docx|doc|exe|gif|gz|html|htm|h|jar|java|jpeg|jpg|mov|mp3|pdf|php|pl|png|ppt|ps|py|sql|tar|txt|wav|xml|x|zip|bat|bmp|c)');
const FILENAME = `${LETDIG}+(?:[.]${LETDIG}+)*[.]${FILENAME_EXT}`;
const ABMONTH = 'Sept|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const ABDAYS = 'Tues|Thurs|Mon|Tue|Wed|Thu|Fri';
const ABSTATE = 'Ala|Ariz|[A]z|[A]rk|Calif|Colo|Conn|Ct|Dak|[D]el|Fla|Ga|[I]ll|Ind|Kans?|Ky|[L]a|[M]ass|Md|Mich|Minn|[M]iss|Mo|Mont|Neb|Nev|Okla|[O]re|[P]a|Penn|Tenn|[T]ex|Va|Vt|[W]ash|Wisc?|Wyo';
const ABCOMP = 'Inc|Cos?|Corp|Pp?t[ye]s?|Ltd|Plc|Rt|Bancorp|Bhd|Assn|Univ|Intl|Sys';
const ABNUM = 'tel|est|ext|sq';
const ABPTIT = 'Jr|Sr|Bros|(?:Ed|Ph)\\.D|Blvd|Rd|Esq';
const ABBREV1 = caseless(`(?:${ABMONTH}|${ABDAYS}|${ABSTATE}|${ABCOMP}|${ABNUM}|${ABPTIT}|etc|al|seq|Bldg)\\.`);
const ABTITLE = 'Mr|Mrs|Ms|[M]iss|Drs?|Profs?|Sens?|Reps?|Attys?|Lt|Col|Gen|Messrs|Govs?|Adm|Rev|Maj|Sgt|Cpl|Pvt|Capt|Ste?|Ave|Pres|Lieut|Hon|Brig|Co?mdr|Pfc|Spc|Supts?|Det|Mt|Ft|Adj|Adv|Asst|Assoc|Ens|Insp|Mlle|Mme|Msgr|Sfc';
const ABCOMP2 = 'Invt|Elec|Natl|M[ft]g|Dept';
/** ABBREV4's alternatives, kept apart so that the longest one wins (`a.k.a.u.s.` is an ACRO). */
const ABBREV4_ALTS = [caseless(`(?:${ABTITLE}|vs|Alex|Wm|Jos|Cie|a\\.k\\.a|cf|TREAS|Ph|${ABCOMP2})`), ...ACRO_ALTS];
const ABBREV3 = caseless('(?:ca|figs?|prop|nos?|art|bldg|pp|op)\\.');
const ACRONYM_FOLLOW = caseless(
  '(?:[A]bout|[A]ccording|[A]dditionally|[A]fter|[A]n|[A]|[A]s|[A]t|[B]ut|[E]arlier|[H]e|[H]er|[H]ere|[H]owever|[I]f|[I]n|[I]t|[L]ast|[M]any|[M]ore|[M]r\\.|[M]s\\.|[N]ow|[O]nce|[O]ne|[O]ther|[O]ur|[S]he|[S]ince|[S]o|[S]ome|[S]uch|[T]hat|[T]he|[T]heir|[T]hen|[T]here|[T]hese|[T]hey|[T]his|[W]e|[W]hen|[W]hile|[W]hat|[Y]et|[Y]ou)',
);
const URLCH = '[^ \\t\\n\\f\\r"<>|(){}]';
const URLEND = '[^ \\t\\n\\f\\r"<>|.!?(){},\\-]';
const URLPATH = `\\/[^ \\t\\n\\f\\r"<>|()]+${URLEND}`;
const EMAILCH = '[^ \\t\\n\\f\\r"<>|(){}.\\u00A0]';
const MISCSYMBOL =
  '[+%&~\\^|\\\\¦\\u00A7¨\\u00A9\\u00AC\\u00AE¯\\u00B0-\\u00B3\\u00B4-\\u00BA\\u00D7\\u00F7\\u0387\\u05BE\\u05C0\\u05C3\\u05C6\\u05F3\\u05F4\\u0600-\\u0603\\u0606-\\u060A\\u060C\\u0614\\u061B\\u061E\\u066A\\u066D\\u0703-\\u070D\\u07F6\\u07F7\\u07F8\\u0964\\u0965\\u0E4F\\u1FBD\\u2016\\u2017\\u2020-\\u2023\\u2030-\\u2038\\u203B\\u203E-\\u2042\\u2044\\u207A-\\u207F\\u208A-\\u208E\\u2100-\\u214F\\u2190-\\u21FF\\u2200-\\u2BFF\\u3012\\u30FB\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65]';
const SMILEY_FACE = "[<>]?[:;=][\\-o*']?[()DPdpO\\\\{@|[\\]]";
const ASIAN = "[\\-\\^x=~<>']";

/** What a rule does with its text. */
export type Action =
  | { kind: 'emit' } // the text as matched
  | { kind: 'skip' } // whitespace, deleted characters
  | { kind: 'newline' }
  | { kind: 'const'; text: string }
  | { kind: 'pushback'; keep: number } // emit the first `keep` code units, rescan the rest
  | { kind: 'fn'; fn: (text: string) => string }
  | { kind: 'abbrev1' } // emit the text with its period, then the period again as its own token
  | { kind: 'acronym' }; // trailing spaces given back; "I." → "I" + "."; else "U.S." + "."

export interface Rule {
  readonly alts: readonly string[];
  readonly trail?: string;
  readonly action: Action;
}

const EMIT: Action = { kind: 'emit' };
const SKIP: Action = { kind: 'skip' };
const softHyphens = (s: string): string => {
  if (!s.includes('\u00AD')) return s;
  const t = s.replaceAll('\u00AD', '');
  return t.length > 0 ? t : '-';
};
const amp = (s: string): string => s.replace(/&amp;/gi, '&');
const nbsp = (s: string): string => s.replaceAll(' ', '\u00A0');
const parens = (s: string): string => s.replaceAll('(', '-LRB-').replaceAll(')', '-RRB-');
/** latexQuotes(tok, probablyLeft), the lexer's default quote normalisation. */
export function latexQuotes(s: string, left: boolean): string {
  return s
    .replace(/&apos;|'/gi, left ? '`' : "'")
    .replace(/"|&quot;/gi, left ? '``' : "''")
    .replace(/[\u0091\u2018\u201B\u2039]/g, '`')
    .replace(/[\u0092\u2019\u203A]/g, "'")
    .replace(/[\u0093\u201C\u00AB]/g, '``')
    .replace(/[\u0094\u201D\u00BB]/g, "''");
}
const quotes = (left: boolean): Action => ({ kind: 'fn', fn: (s) => latexQuotes(s, left) });
const FRACTIONS: Readonly<Record<string, string>> = { '\u00BC': '1/4', '\u00BD': '1/2', '\u00BE': '3/4', '\u2153': '1/3', '\u2154': '2/3' };
const currency = (s: string): string => s.replaceAll('\u00A2', 'cents').replaceAll('\u00A3', '#').replace(/[\u0080\u00A4\u20A0\u20AC]/g, '$');

/** The rules in the grammar's order. */
export const RULES: readonly Rule[] = [
  { alts: [caseless('c[+][+]')], action: EMIT },
  { alts: [caseless('(?:c|f)#')], action: EMIT },
  { alts: [caseless('cannot')], action: { kind: 'pushback', keep: 3 } },
  { alts: [caseless("'twas")], action: { kind: 'pushback', keep: 2 } },
  { alts: [caseless("'tis")], action: { kind: 'pushback', keep: 2 } },
  { alts: [caseless('(?:gonna|gotta|lemme|gimme|wanna)')], action: { kind: 'pushback', keep: 3 } },
  { alts: [SGML], action: { kind: 'fn', fn: nbsp } },
  { alts: [caseless('&(?:MD|mdash|ndash);'), '[\\u0096\\u0097\\u2013\\u2014\\u2015]'], action: { kind: 'const', text: '--' } },
  { alts: [caseless('&amp;')], action: { kind: 'const', text: '&' } },
  { alts: [caseless('&(?:HT|TL|UR|LR|QC|QL|QR|odq|cdq|#[0-9]+);')], action: EMIT },
  { alts: [WORD], trail: REDAUX, action: { kind: 'fn', fn: softHyphens } },
  { alts: [SWORD], trail: SREDAUX, action: { kind: 'fn', fn: softHyphens } },
  { alts: [WORD], action: { kind: 'fn', fn: softHyphens } },
  {
    alts: [
      `${APOS}${caseless('n')}${APOS}?`,
      `[lLdDjJ]${APOS}`,
      `${caseless('Dunkin')}${APOS}`,
      `${caseless('somethin')}${APOS}`,
      `${caseless('ol')}${APOS}`,
      `${APOS}${caseless('em')}`,
      `[A-HJ-XZn]${APOSETC}${PLETTER}{2}${PLETTER}*`,
      `${APOS}[2-9]0${caseless('s')}`,
      `${APOS}${caseless('till?')}`,
      `${PLETTER}${PLETTER}*[aeiouyAEIOUY]${APOSETC}[aeiouA-Z]${PLETTER}*`,
      `${APOS}${caseless('cause')}`,
      caseless("cont'd\\.?"),
      ...["'twas", "nor'easter", "c'mon", "e'er", "s'mores", "ev'ry", "li'l", "nat'l"].map(caseless),
      `${caseless('O')}${APOSETC}${caseless('o')}`,
    ],
    action: EMIT,
  },
  { alts: [`${caseless('y')}${APOS}`], trail: PLETTER, action: EMIT },
  { alts: [`${caseless('https?://')}${URLCH}+${URLEND}`], action: EMIT },
  {
    alts: [
      // with and without the path, so that the longest reading wins (labels may not eat the path)
      `${caseless('www\\.')}(?:[^ \\t\\n\\f\\r"<>|.!?(){},]+\\.)+[a-zA-Z]{2,4}${URLPATH}`,
      `${caseless('www\\.')}(?:[^ \\t\\n\\f\\r"<>|.!?(){},]+\\.)+[a-zA-Z]{2,4}`,
      `(?:[^ \\t\\n\\f\\r"\`'<>|.!?(){},-_$]+\\.)+${caseless('(?:com|net|org|edu)')}${URLPATH}`,
      `(?:[^ \\t\\n\\f\\r"\`'<>|.!?(){},-_$]+\\.)+${caseless('(?:com|net|org|edu)')}`,
    ],
    action: EMIT,
  },
  { alts: [`(?:${caseless('&lt;')}|<)?[a-zA-Z0-9][^ \\t\\n\\f\\r"<>|()\\u00A0{}]*@(?:${EMAILCH}+\\.)*${EMAILCH}+(?:${caseless('&gt;')}|>)?`], action: EMIT },
  { alts: ['@[a-zA-Z_][a-zA-Z_0-9]*', `#${LETTER}+`], action: EMIT },
  { alts: [REDAUX], trail: '[^A-Za-z]', action: quotes(false) },
  { alts: [SREDAUX], trail: '[^A-Za-z]', action: quotes(false) },
  { alts: [`${DIGIT}{1,2}[\\-/]${DIGIT}{1,2}[\\-/]${DIGIT}{2,4}`], action: EMIT },
  { alts: [NUMBER], action: { kind: 'fn', fn: softHyphens } },
  { alts: ['[\\u207A\\u207B\\u208A\\u208B]?(?:[\\u2070\\u00B9\\u00B2\\u00B3\\u2074-\\u2079]+|[\\u2080-\\u2089]+)'], action: EMIT },
  { alts: [`(?:${DIGIT}{1,4}[\\- \\u00A0])?${DIGIT}{1,4}(?:\\\\?\\/|\\u2044)${DIGIT}{1,4}`], action: { kind: 'fn', fn: nbsp } },
  { alts: ['[\\u00BC\\u00BD\\u00BE\\u2153-\\u215E]'], action: { kind: 'fn', fn: (s) => FRACTIONS[s] ?? s } },
  {
    alts: [caseless('-(?:RRB|LRB|RCB|LCB|RSB|LSB)-'), caseless('C\\.D\\.s'), caseless('pro-'), caseless('anti-'), caseless('S(?:&amp;|&)P-500'), caseless('S(?:&amp;|&)Ls'), `${caseless('Cap')}${APOS}${caseless('n')}`, `${caseless('c')}${APOS}${caseless('est')}`],
    action: { kind: 'fn', fn: amp },
  },
  { alts: ['[A-Za-z0-9]+(?:-[A-Za-z]+){0,2}(?:\\\\?\\/[A-Za-z0-9]+(?:-[A-Za-z]+){0,2}){1,2}'], action: EMIT },
  { alts: ['[A-Z]*\\$', '#'], action: EMIT },
  { alts: ['[\\u00A2\\u00A3\\u00A4\\u00A5\\u0080\\u20A0\\u20AC\\u060B\\u0E3F\\u20A4\\uFFE0\\uFFE1\\uFFE5\\uFFE6]'], action: { kind: 'fn', fn: currency } },
  { alts: ACRO_ALTS.map((a) => `(?:${a})\\.`), trail: `${SPACENLS}(?:${ACRONYM_FOLLOW}|${SGML})${SPACENL}`, action: { kind: 'acronym' } },
  { alts: [ABBREV3], trail: `${SPACENL}?${DIGIT}`, action: EMIT },
  { alts: [caseless('(?:pt[eyEY]|co)\\.')], trail: `${SPACE}${caseless('(?:ltd|lim)')}`, action: EMIT },
  { alts: [ABBREV1], trail: SENTEND, action: { kind: 'abbrev1' } },
  { alts: [ABBREV1], trail: '[^][^]', action: EMIT },
  { alts: [ABBREV1], action: { kind: 'abbrev1' } },
  { alts: ABBREV4_ALTS.map((a) => `(?:${a})\\.`), action: EMIT },
  { alts: ABBREV4_ALTS, trail: SPACE, action: EMIT },
  { alts: ACRO_ALTS, trail: SPACENL, action: EMIT },
  { alts: [`${APOS}[0-9][0-9]`], trail: SPACENL, action: EMIT },
  { alts: [FILENAME], trail: alt(SPACENL, '[.?!,]'), action: EMIT },
  { alts: [`${WORD}\\.`], trail: INSENTP, action: { kind: 'fn', fn: softHyphens } },
  {
    alts: [
      '(?:\\([0-9]{2,3}\\)[ \\u00A0]?|(?:\\+\\+?)?(?:[0-9]{2,4}[\\- \\u00A0])?[0-9]{2,4}[\\- \\u00A0])[0-9]{3,4}[\\- \\u00A0]?[0-9]{3,5}',
      '(?:(?:\\+\\+?)?[0-9]{2,4}\\.)?[0-9]{2,4}\\.[0-9]{3,4}\\.[0-9]{3,5}',
    ],
    action: { kind: 'fn', fn: (s) => parens(nbsp(s)) },
  },
  { alts: ['"', caseless('&quot;')], trail: '[A-Za-z0-9$]', action: quotes(true) },
  { alts: ['"', caseless('&quot;')], action: quotes(false) },
  { alts: ['\\x7f'], action: SKIP },
  { alts: ['<', caseless('&lt;')], action: { kind: 'const', text: '<' } },
  { alts: ['>', caseless('&gt;')], action: { kind: 'const', text: '>' } },
  { alts: [SMILEY_FACE], trail: '[^A-Za-z0-9]', action: { kind: 'fn', fn: parens } },
  {
    alts: [`[\\^x=~<>]\\.\\[\\^${caseless('x')}=~<>\\]`, `${ASIAN}_${ASIAN}`, `\\(${ASIAN}[_.]?${ASIAN}\\)`, "\\([\\^x=~<>']-[\\^x=~<>'`]\\)"],
    action: { kind: 'fn', fn: parens },
  },
  { alts: ['\\{'], action: { kind: 'const', text: '-LCB-' } },
  { alts: ['\\}'], action: { kind: 'const', text: '-RCB-' } },
  { alts: ['\\['], action: { kind: 'const', text: '-LSB-' } },
  { alts: ['\\]'], action: { kind: 'const', text: '-RSB-' } },
  { alts: ['\\('], action: { kind: 'const', text: '-LRB-' } },
  { alts: ['\\)'], action: { kind: 'const', text: '-RRB-' } },
  { alts: ['-+'], action: { kind: 'fn', fn: (s) => (s.length >= 3 && s.length <= 4 ? '--' : s) } },
  { alts: ['\\.{3,5}', '(?:\\.[ \\u00A0]){2,4}\\.', '[\\u0085\\u2026]'], action: { kind: 'const', text: '...' } },
  { alts: ['@+', '#+', '_+'], action: EMIT },
  { alts: ['\\*+', '(?:\\\\\\*){1,3}'], action: EMIT },
  { alts: [INSENTP], action: EMIT },
  { alts: ['[?!]+'], action: EMIT },
  { alts: ['[.¡¿\\u037E\\u0589\\u061F\\u06D4\\u0700-\\u0702\\u07FA\\u3002]'], action: EMIT },
  { alts: ['='], action: EMIT },
  { alts: ['\\/'], action: EMIT },
  { alts: [`${HTHING}\\.`], trail: INSENTP, action: { kind: 'fn', fn: softHyphens } },
  { alts: [HTHING], action: { kind: 'fn', fn: softHyphens } },
  { alts: [`${THING}\\.`], trail: INSENTP, action: EMIT },
  { alts: [THING], action: EMIT },
  { alts: [`${THINGA}\\.`], trail: INSENTP, action: { kind: 'fn', fn: amp } },
  { alts: [THINGA], action: { kind: 'fn', fn: amp } },
  { alts: ["'"], trail: '[A-Za-z][^ \\t\\n\\r\\u00A0]', action: quotes(true) },
  { alts: [REDAUX], action: quotes(false) },
  { alts: [SREDAUX], action: quotes(false) },
  {
    alts: [
      caseless('&apos;'),
      "''",
      "['\\u0092\\u2019]",
      '[`\\u2018\\u2019\\u201A\\u201B\\u201C\\u201D\\u0091\\u0092\\u0093\\u0094\\u201E\\u201F\\u2039\\u203A\\u00AB\\u00BB]{1,2}',
    ],
    action: quotes(false),
  },
  { alts: ['<<', '>>'], action: EMIT },
  { alts: [MISCSYMBOL], action: EMIT },
  { alts: ['\\0', `${SPACE}+`, '[\\u200B\\u200E-\\u200F\\uFEFF]'], action: SKIP },
  { alts: [NEWLINE], action: { kind: 'newline' } },
  { alts: [caseless('&nbsp;')], action: SKIP },
];
