/**
 * Caption tokenisation as coco-caption performs it: Stanford CoreNLP 3.4.1's PTBTokenizer run
 * with `-preserveLines -lowerCase` (one caption per line, newlines inside a caption replaced by
 * spaces), followed by the toolkit's removal of punctuation tokens.
 *
 * Rules implemented (each has a hand-checked case in test/metrics/tokenizer.test.ts):
 * - whitespace, control and format characters separate tokens and vanish; emoji and other
 *   pictographs are dropped (the 3.4.1 lexer deletes them as untokenizable);
 * - words keep internal hyphens (`left-most`), `&`, periods (`u.s`, `3.5`) and apostrophes that
 *   are not a clitic (`o'clock`); digits keep internal `,` `:` (`1,000`, `16:9`); `/` inside a
 *   word and a lone `*` are escaped as PTB3 does (`1\/2`, `\*`);
 * - clitics split: `it's` → `it 's`, `don't` → `do n't`, `can't` → `ca n't`, `'re 've 'll 'd 'm`;
 *   `cannot gonna gotta wanna lemme gimme` split in two;
 * - a final period splits off except after a known abbreviation (`mr.`) or a dotted acronym
 *   (`u.s.`); `...` and `…` → `...`; runs of `?`/`!` stay one token (`!!`);
 * - `--`, `---`, em/en dashes → `--`; brackets → `-lrb- -rrb- -lsb- -rsb- -lcb- -rcb-`;
 *   quotes become `` ` `` / ``` `` ``` when opening (after a space or bracket), `'` / `''` otherwise;
 * - other symbols (`%`, `°`, `$`, `#`) are tokens of their own: `25%` → `25 %`;
 * - everything is lower-cased; spellings are kept as written (3.4.1 does not americanize: its
 *   PTBLexer has `americanize = false`, and `-preserveLines -lowerCase` does not switch it on).
 * The toolkit then drops the tokens in PUNCTUATION (compared after lower-casing, so the
 * bracket tokens survive, as in coco-caption).
 */
const A = String.raw`[\p{L}\p{M}\p{N}]`;
const CLITIC = String.raw`(?:[sSdDmMtT]|[rR][eE]|[vV][eE]|[lL][lL])`;
const JOINER = String.raw`(?:[-&/.]|(?<=\p{N})[,:](?=\p{N})|['’](?!${CLITIC}(?!${A}))(?=${A}))`;
const PICTO = String.raw`[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{1F1E6}-\u{1F1FF}]`;
const WORD = String.raw`${A}+(?:${JOINER}${A}+)*`;

/** Alternatives in priority order; the group that matched decides the token kind. */
const TOKEN = new RegExp(
  [
    String.raw`([\s\p{C}]+)`, // 1 separator
    String.raw`(${PICTO}[\u{FE0F}\u{200D}\p{M}]*)`, // 2 dropped
    String.raw`([nN]['’][tT](?!${A}))`, // 3 n't
    String.raw`(['’]${CLITIC}(?!${A}))`, // 4 clitic
    String.raw`(${WORD})`, // 5 word
    String.raw`(\.{3,}|…)`, // 6 ellipsis
    String.raw`(-{2,}|[—–―‒])`, // 7 dash
    String.raw`([?!]+)`, // 8 ?! runs
    String.raw`(["“”„‟«»])`, // 9 double quote
    String.raw`(['‘’‚‛\u0060´])`, // 10 single quote
    String.raw`([()[\]{}])`, // 11 bracket
    String.raw`([\s\S])`, // 12 any other single character
  ].join('|'),
  'uy',
);

const BRACKETS: Readonly<Record<string, string>> = {
  '(': '-lrb-',
  ')': '-rrb-',
  '[': '-lsb-',
  ']': '-rsb-',
  '{': '-lcb-',
  '}': '-rcb-',
};

const ABBREVIATIONS = new Set(
  ('mr mrs ms dr st jr sr vs etc inc ltd co corp prof gen rep sen gov lt col mt ft ave blvd ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec').split(' '),
);
const ACRONYM = /^\p{L}(?:\.\p{L})+$/u;
const SPLIT_WORDS: ReadonlyMap<string, readonly [number]> = new Map([
  ['cannot', [3]],
  ['gonna', [3]],
  ['gotta', [3]],
  ['wanna', [3]],
  ['lemme', [3]],
  ['gimme', [3]],
]);
const NT = new RegExp(String.raw`['’][tT](?!${A})`, 'uy');
const SYMBOL_OR_PUNCT = /[\p{P}\p{S}]/u;

/** A quote opens when it starts the caption or follows a space or an opening bracket. */
function opening(text: string, at: number): boolean {
  return at === 0 || /[\s([{]/u.test(text[at - 1]!);
}

function pushWord(out: string[], word: string): void {
  const split = SPLIT_WORDS.get(word.toLowerCase());
  if (split) {
    out.push(word.slice(0, split[0]).toLowerCase(), word.slice(split[0]).toLowerCase());
    return;
  }
  out.push((word.includes('/') ? word.replaceAll('/', '\\/') : word).toLowerCase());
}

/**
 * Fast path for the common caption: ASCII letters, digits and spaces, perhaps one final period
 * (not after an abbreviation). Gives the same tokens as the general scanner, which handles the rest.
 */
const PLAIN = /^[A-Za-z0-9 ]*\.?$/;
function plainTokens(caption: string): string[] | undefined {
  if (!PLAIN.test(caption)) return undefined;
  const period = caption.endsWith('.');
  const words = (period ? caption.slice(0, -1) : caption).split(' ');
  const out: string[] = [];
  for (const w of words) if (w.length > 0) pushWord(out, w);
  if (period) {
    const last = words[words.length - 1]!;
    if (last === '' || ABBREVIATIONS.has(last.toLowerCase())) return undefined;
    out.push('.');
  }
  return out;
}

/** PTB tokens of one caption, lower-cased, before the toolkit's punctuation removal. */
export function ptbTokenize(caption: string): string[] {
  const plain = plainTokens(caption);
  if (plain) return plain;
  const out: string[] = [];
  const re = new RegExp(TOKEN.source, TOKEN.flags);
  let m: RegExpExecArray | null;
  while (re.lastIndex < caption.length && (m = re.exec(caption)) !== null) {
    if (m[1] !== undefined || m[2] !== undefined) continue;
    if (m[3] !== undefined) out.push("n't");
    else if (m[4] !== undefined) out.push(`'${m[4].slice(1).toLowerCase()}`);
    else if (m[5] !== undefined) {
      let word = m[5];
      const at = re.lastIndex;
      NT.lastIndex = at;
      if (/[nN]$/.test(word) && NT.test(caption)) {
        // `don't`: the word took `do` + `n`; hand the `n` back to the clitic.
        word = word.slice(0, -1);
        re.lastIndex -= 1;
      } else if (caption[at] === '.' && caption[at + 1] !== '.') {
        const lower = word.toLowerCase();
        if (ABBREVIATIONS.has(lower) || ACRONYM.test(word)) {
          word += '.';
          re.lastIndex += 1;
        }
      }
      if (word.length > 0) pushWord(out, word);
    } else if (m[6] !== undefined) out.push('...');
    else if (m[7] !== undefined) out.push('--');
    else if (m[8] !== undefined) out.push(m[8]);
    else if (m[9] !== undefined) out.push(opening(caption, m.index) ? '``' : "''");
    else if (m[10] !== undefined) out.push(opening(caption, m.index) ? '`' : "'");
    else if (m[11] !== undefined) out.push(BRACKETS[m[11]] ?? m[11]);
    else if (m[12] !== undefined) {
      const c = m[12];
      if (c === '*') out.push('\\*');
      else if (c === '/') out.push('\\/');
      else if (SYMBOL_OR_PUNCT.test(c)) out.push(c);
      // anything else (a lone combining mark, an unpaired surrogate) is untokenizable: dropped
    }
  }
  return out;
}

/** The punctuation tokens coco-caption removes after tokenisation (compared case-sensitively). */
export const PUNCTUATION: ReadonlySet<string> = new Set([
  "''", "'", '``', '`', '-LRB-', '-RRB-', '-LCB-', '-RCB-', '.', '?', '!', ',', ':', '-', '--', '...', ';',
]);

/** Tokens of one caption exactly as coco-caption's scorers consume them. */
export function cocoTokens(caption: string): string[] {
  return ptbTokenize(caption.replaceAll('\n', ' ')).filter((t) => !PUNCTUATION.has(t));
}

/** The tokenised caption as the toolkit's string (tokens joined by one space). */
export function cocoTokenize(caption: string): string {
  return cocoTokens(caption).join(' ');
}
