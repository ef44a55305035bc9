/**
 * Seeded generator of caption-like strings for the differential tests against the COCO caption
 * toolkit: plain change captions mixed with everything real captions and prediction files contain
 * (numbers with units, decimals, percentages, ordinals, times, dates, contractions, possessives,
 * hyphens and dashes, every kind of quote and bracket, slashes, URLs, e-mail addresses, `&`,
 * currency, ellipses, abbreviations, emoticons, accented and non-Latin letters, emoji, control
 * characters, tabs, very long tokens, empty and whitespace-only captions). Pieces are glued with
 * and without spaces so the tokenizer also sees them touching words and each other.
 */

/** The project's seeded generator (mulberry32), so test data is the same on every platform. */
import { rng } from '../../src/metrics/bootstrap.js';
export { rng };

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

const WORDS = (
  'the a an there is are was has been of to in on at by with from left right front behind big small large tiny ' +
  'red green blue gray grey yellow purple brown cyan black white colour color centre center travelled traveled ' +
  'cube sphere cylinder object objects car cars person people man woman men women child dog cat bus truck tree ' +
  'building sign road street window door table chair moved changed disappeared appeared added removed replaced ' +
  'no difference nothing changes scene image picture photo left-most right-most black-and-white metallic rubber ' +
  'shiny matte near far next it its they them he she we you i I The A There Cube Mr Dr St U.S UK NYC ' +
  'cannot gonna gotta wanna lemme gimme dunno whaddya dont cant wont isnt o\'clock rock\'n\'roll'
).split(' ');

const CATEGORIES: Record<string, (r: Rand) => string> = {
  number: (r) => pick(r, [`${int(r, 0, 999)}`, `${int(r, 1, 99)},${int(r, 100, 999)}`, `${int(r, 1, 9)},${int(r, 100, 999)},${int(r, 100, 999)}`, `-${int(r, 1, 50)}`, `+${int(r, 1, 9)}`, `${int(r, 1, 9)}e${int(r, 1, 9)}`, '0x1F', '1,2,3', '1.2.3', '10-20', '3x4', '2^10', '1e-3']),
  unit: (r) => `${int(r, 1, 500)}${pick(r, ['', ' '])}${pick(r, ['kg', 'km', 'm', 'cm', 'mm', 'ft', 'in', 'lbs', 'mph', 'km/h', 'GB', 'MB', 'px', 'ms', 's', 'h', 'x', 'K', 'k', 'M', 'B', '°C', '°F', '°', 'm²', 'µm', 'Hz', "'", '"', "ft.", 'in.'])}`,
  suffix: (r) => `${int(r, 1, 99)}${pick(r, ['s', "'s", 'th', 'st', 'nd', 'rd', 'ish', '-ish', '+', 'pm', 'am', 'a.m.', 'p.m.', '-year-old', 'yo'])}`,
  decimal: (r) => pick(r, [`${int(r, 0, 99)}.${int(r, 0, 999)}`, `.${int(r, 1, 99)}`, `${int(r, 0, 9)}.`, `-${int(r, 0, 9)}.${int(r, 0, 99)}`, `${int(r, 0, 9)},${int(r, 0, 99)}`]),
  percent: (r) => pick(r, [`${int(r, 0, 100)}%`, `${int(r, 0, 99)}.${int(r, 0, 9)}%`, `${int(r, 0, 100)} %`, `${int(r, 0, 100)}pct`, '%', '‰', `${int(r, 1, 9)}‱`]),
  ordinal: (r) => pick(r, ['1st', '2nd', '3rd', '4th', '11th', '21st', '22nd', '101st', 'first', 'Second', '1ST', '3RD', 'No.', 'No. 5', '#1', '№3', 'II', 'iv.']),
  time: (r) => pick(r, [`${int(r, 0, 23)}:${int(r, 10, 59)}`, `${int(r, 1, 12)}:${int(r, 10, 59)}${pick(r, ['am', 'pm', ' a.m.', ' p.m.', 'AM', ' PM'])}`, `${int(r, 0, 23)}:${int(r, 10, 59)}:${int(r, 10, 59)}`, `${int(r, 1, 12)}${pick(r, ['am', 'pm'])}`, '12:30.', 'noon', "5 o'clock", '3h15', '10h']),
  date: (r) => pick(r, [`${int(r, 1990, 2030)}-0${int(r, 1, 9)}-${int(r, 10, 28)}`, `${int(r, 1, 12)}/${int(r, 1, 28)}/${int(r, 1990, 2030)}`, `${int(r, 1, 28)}.${int(r, 1, 12)}.${int(r, 1990, 2030)}`, `Jan. ${int(r, 1, 31)}`, `Sept. ${int(r, 1, 30)}, ${int(r, 1990, 2030)}`, `${int(r, 1, 28)} Feb ${int(r, 1990, 2030)}`, "the '90s", '1990s', "'99", 'Dec.', 'Mon.', `${int(r, 1990, 2030)}/${int(r, 10, 12)}`]),
  contraction: (r) => pick(r, ["don't", "can't", "won't", "isn't", "it's", "It's", "I'm", "you're", "we've", "they'll", "he'd", "she'd've", "ain't", "shan't", "y'all", "'tis", "'em", "DON'T", "CAN'T", "Won't", "ma'am", "o'er", "don’t", "it’s", "can`t", "let's", "that's", "there's", "who's", "could've", "n't", "'s", "'re", "'ll", "'d", "'m", "'ve", "didn't", "wouldn't", "doesn't", "hasn't", "'n'", "gov't", "nat'l"]),
  possessive: (r) => pick(r, ["man's", "James'", "cats'", "CAT'S", "children's", "Charles's", "boss'", "the dog's", "women’s", "U.S.'s", "1990's", "AT&T's", "it's'", "'s'"]),
  hyphen: (r) => pick(r, ['left-most', 'black-and-white', 'state-of-the-art', 'e-mail', 'co-operate', 'x-ray', 'T-shirt', '-', ' - ', '--', '---', '----', '—', '–', '―', '‒', '−', '‐', '‑', 'a-', '-b', '- -', 'well--known', 'left—right', '3-4', 'pre-1990', 'non-', '-10°']),
  quote: (r) => pick(r, ['"', "'", '“', '”', '‘', '’', '„', '‚', '‟', '‛', '«', '»', '‹', '›', '`', '``', "''", '´', '"quoted"', "'single'", '“curly”', '‘curly’', '«guillemets»', '`backtick\'', '""', "''''", '"a"b"', '「', '」', '″', '′']),
  bracket: (r) => pick(r, ['(', ')', '[', ']', '{', '}', '<', '>', '(x)', '[1]', '{y}', '<b>', '</b>', '(s)', 'f(x)', 'a[i]', '()', '[]', '{}', '(( ))', '⟨', '⟩', '【', '】', '（', '）', '-LRB-', '-rrb-']),
  slash: (r) => pick(r, ['and/or', '1/2', '/', '//', ' / ', 'w/', 'w/o', 'km/h', 'a/b/c', '\\', 'back\\slash', '/usr/bin', '3/4ths', 'TCP/IP', '½', '¼', '⅓']),
  url: (r) => pick(r, ['http://www.example.com', 'https://example.org/path/to/page.html', 'www.google.com', 'http://a.b/c?d=e&f=g#h', 'ftp://files.example.net/x', 'example.com', 'https://t.co/AbC123', 'http://localhost:8080/', 'www.x.co.uk/a_b', 'file:///tmp/a.txt', 'HTTP://CAPS.COM']),
  email: (r) => pick(r, ['john.doe@example.com', 'a@b.c', 'first_last+tag@mail.co.uk', 'me@localhost', 'USER@EXAMPLE.ORG', '@handle', '@', 'x@', 'info@my-site.com.']),
  ampersand: (r) => pick(r, ['&', 'AT&T', 'R&D', 'Q&A', 'rock & roll', '&&', '&amp;', 'b&w', 'S&P 500', '&c', 'A & B', 'Johnson&Johnson']),
  currency: (r) => pick(r, [`$${int(r, 1, 999)}`, `$${int(r, 1, 99)}.${int(r, 10, 99)}`, `£${int(r, 1, 99)}`, `€${int(r, 1, 99)}`, `${int(r, 1, 99)}€`, `¥${int(r, 100, 999)}`, `US$${int(r, 1, 9)}`, `${int(r, 1, 99)}¢`, 'A$5', 'C$', 'HK$3', '$', '#', '₹100', '₩', '฿', 'USD 5', '5 bucks', '$1,000,000', '$.99', '-$5', '$5m']),
  ellipsis: (r) => pick(r, ['...', '…', '. . .', '....', '..', '.....', '...?', '?...', '!..', 'wait...', '…and', '......', '.', '. .', '?', '!', '!!', '?!', '!?', '???', ',', ';', ':', '::', ',,', '.,', '!.', '¿', '¡', '‽', '·', '•', '§', '¶', '†', '‡']),
  abbreviation: (r) => pick(r, ['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Prof.', 'St.', 'Jr.', 'Sr.', 'vs.', 'etc.', 'e.g.', 'i.e.', 'a.m.', 'p.m.', 'U.S.', 'U.S.A.', 'U.K.', 'Inc.', 'Ltd.', 'Co.', 'Corp.', 'No.', 'Ave.', 'Mt.', 'Ft.', 'Gen.', 'approx.', 'fig.', 'Fig.', 'et al.', 'Ph.D.', 'a.k.a.', 'cf.', 'Jan.', 'Dec.', 'Calif.', 'Mass.', 'N.Y.', 'D.C.', 'L.A.', 'u.s.', 'e.g', 'A.', 'b.', 'Z.', 'x.y.z.', 'Mr', 'I.B.M.']),
  emoticon: (r) => pick(r, [':)', ':-)', ':(', ':-(', ';)', ';-)', ':D', ':P', ':p', ':-P', ':/', ':\\', ':|', ':o', ':O', '<3', '</3', 'XD', 'xD', '^_^', '^^', '-_-', 'o_O', 'T_T', ':\'(', '>:(', '=)', '(:', ')):', ':-]', '8)', 'B-)', ':*', ';P', '¯\\_(ツ)_/¯', '(╯°□°）╯']),
  accented: (r) => pick(r, ['café', 'naïve', 'résumé', 'Über', 'façade', 'coöperate', 'jalapeño', 'Ångström', 'São', 'Zürich', 'piñata', 'crème brûlée', 'Œuvre', 'æther', 'straße', 'ÉCOLE', 'İstanbul', 'ﬁne', 'ǅ', 'e\u0301', 'n\u0303o', 'ÿ', 'ø', 'ð', 'þ', 'ł', 'Ł', 'đ', 'ı']),
  nonLatin: (r) => pick(r, ['Ελληνικά', 'русский', 'Москва', '中文', '汉字测试', '日本語', 'ひらがな', 'カタカナ', '한국어', 'العربية', 'עברית', 'हिन्दी', 'ภาษาไทย', 'ქართული', 'Հայերեն', 'አማርኛ', '١٢٣', '٣.٥', '१२३', '一二三', '２０２０', 'ＡＢＣ', 'ｶﾀｶﾅ', '𝐛𝐨𝐥𝐝', '𝔉𝔯𝔞𝔨', '𠀋', 'ꙮ', 'ᚠᚢᚦ', '𓀀']),
  emoji: (r) => pick(r, ['😀', '👍', '👍🏽', '❤️', '❤', '🇺🇸', '🇫🇷', '👨‍👩‍👧', '🏳️‍🌈', '✅', '⭐', '☺', '☹', '♥', '✈', '⚽', '🚗', '🐱', '1️⃣', '#️⃣', '©', '®', '™', '😀😀', '🙂🙃', '🤷‍♂️', '⌚', '☕', '🀄', '🃏']),
  control: (r) => String.fromCharCode(pick(r, [0x00, 0x01, 0x02, 0x03, 0x04, 0x07, 0x08, 0x09, 0x0b, 0x0c, 0x0d, 0x0e, 0x1b, 0x1c, 0x1f, 0x7f, 0x80, 0x85, 0x9f, 0xa0, 0xad, 0x200b, 0x200c, 0x200d, 0x200e, 0x2028, 0x2029, 0x2060, 0xfeff, 0xfffd, 0xfffe, 0x3000, 0x2002, 0x2009, 0x202f, 0x1680, 0x180e, 0xe000, 0x0a])).repeat(int(r, 1, 3)),
  tab: (r) => pick(r, ['\t', '\t\t', ' \t ', '\n', '\r\n', '\r', '  ', '   ', '\u00a0']),
  long: (r) => pick(r, ['a', 'x', 'ab', 'the', '0', '9', 'abc-', '.', '-', '=', '_']).repeat(int(r, 20, 400)),
  symbol: (r) => pick(r, ['*', '**', '***', '+', '=', '==', '~', '^', '_', '__init__', '|', '||', '#hashtag', '@mention', '+1', 'a+b', 'x*y', '2*3', 'C++', 'C#', 'F#', '.NET', 'Node.js', 'x=1', '<=', '>=', '->', '=>', '<-', '~5', '±2', '×', '÷', '∞', '√2', 'π', '∑', '∆', 'µ', '°', '©2020', '…']),
};

export const CATEGORY_NAMES: readonly string[] = Object.keys(CATEGORIES);

function piece(r: Rand): string {
  if (r() < 0.55) {
    const w = pick(r, WORDS);
    const u = r();
    return u < 0.1 ? w.toUpperCase() : u < 0.2 ? w[0]!.toUpperCase() + w.slice(1) : w;
  }
  return CATEGORIES[pick(r, CATEGORY_NAMES)]!(r);
}

/** One caption. About 2% empty, 2% whitespace/control only, the rest 1–25 pieces. */
export function caption(r: Rand): string {
  const u = r();
  if (u < 0.02) return '';
  if (u < 0.04) return pick(r, [' ', '  ', '\t', ' \t ', '\u00a0', '\u3000', '\u0004\u0004', '\n', ' \n ']);
  if (u < 0.3) {
    // a plain caption as models write them
    const n = int(r, 3, 14);
    const ws: string[] = [];
    for (let i = 0; i < n; i++) ws.push(pick(r, WORDS));
    return ws.join(' ') + pick(r, ['', '', '.', ' .', '!', '?', ' ']);
  }
  const n = int(r, 1, 25);
  let s = '';
  for (let i = 0; i < n; i++) {
    const p = piece(r);
    s += i === 0 ? p : (r() < 0.75 ? ' ' : r() < 0.5 ? '' : pick(r, ['\t', '  ', '\n', ', ', '. '])) + p;
  }
  return s;
}

/** `count` captions from `seed`. */
export function captions(seed: number, count: number): string[] {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(caption(r));
  return out;
}

export interface CaptionCorpus {
  readonly refs: Record<string, string[]>;
  readonly preds: { image_id: string; caption: string }[];
}

/**
 * A seeded corpus for score differential tests: `images` images with 1–15 references each, drawn
 * from `caption` and from a small pool of repeated captions (duplicates within and across
 * images), predictions that are sometimes empty, sometimes copies of a reference, sometimes a
 * reference's words shuffled (so that higher n-grams match partially).
 */
export function captionCorpus(seed: number, images: number): CaptionCorpus {
  const r = rng(seed);
  const pool = Array.from({ length: 40 }, () => caption(r));
  const refs: Record<string, string[]> = {};
  const preds: { image_id: string; caption: string }[] = [];
  for (let i = 0; i < images; i++) {
    const id = `img${seed}_${i}`;
    const n = int(r, 1, 15);
    const rs: string[] = [];
    for (let k = 0; k < n; k++) rs.push(r() < 0.25 ? pick(r, pool) : r() < 0.1 && rs.length > 0 ? rs[0]! : caption(r));
    refs[id] = rs;
    const u = r();
    const words = pick(r, rs).split(' ');
    const shuffled = words.map((w) => [r(), w] as const).sort((a, b) => a[0] - b[0]).map(([, w]) => w);
    const cap = u < 0.08 ? '' : u < 0.2 ? pick(r, rs) : u < 0.5 ? shuffled.join(' ') : u < 0.6 ? pick(r, pool) : caption(r);
    preds.push({ image_id: id, caption: cap });
  }
  return { refs, preds };
}
