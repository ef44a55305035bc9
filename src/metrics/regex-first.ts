/**
 * Which code units a regular expression's match can begin with: a superset, read from the
 * pattern's source (the subset of JavaScript's syntax ptb-rules.ts writes: groups, lookarounds,
 * alternation, classes with ranges and escapes, `\uXXXX`, `\u{…}`, `\p{…}`, quantifiers).
 * The lexer (tokenizer.ts) tries at a position only the rules that can begin with the character
 * there, so a caption compiles and runs only the rules it can need.
 *
 * The answer is split into the 128 ASCII code units, one flag each, and one flag for every other
 * code unit together. Whatever the analysis does not model exactly widens the answer: a negated
 * class, `.`, `\p{…}`, `\w`, `\s` and the like count as "any character"; lookarounds and anchors
 * match nothing themselves (they can only forbid, never add, a first character).
 */

/**
 * Bit c % 32 of word c >> 5 (c < 128): that ASCII code unit; word 4 (1 or 0): any code unit ≥ 128.
 * Five small integers: the analysis reads ≈ 26,000 pattern characters once, in a cold process.
 */
export type FirstSet = number[];
const OTHER = 4;

const empty = (): FirstSet => [0, 0, 0, 0, 0];
const all = (): FirstSet => [-1, -1, -1, -1, 1];
function addRange(s: FirstSet, lo: number, hi: number): void {
  for (let c = lo; c <= Math.min(hi, 127); c++) s[c >> 5] = s[c >> 5]! | (1 << (c & 31));
  if (hi >= 128) s[OTHER] = 1;
}
function union(a: FirstSet, b: FirstSet): void {
  for (let i = 0; i < 5; i++) a[i] = a[i]! | b[i]!;
}

interface Piece {
  readonly first: FirstSet;
  /** Whether it can match the empty string (then what follows it can begin the match). */
  readonly nullable: boolean;
}

/** A counted quantifier ({n}, {n,}, {n,m}), read in place. */
const COUNT = /\{(\d+)(?:,(\d*))?\}/y;
/** A character class from its '[' to its ']' (escapes skipped). */
const CLASS = /\[(?:\\.|[^\]\\])*\]/y;
/** Escapes that stand for one fixed code unit. */
const CONTROL: Readonly<Record<string, number>> = { t: 9, n: 10, v: 11, f: 12, r: 13, '0': 0 };

class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): FirstSet {
    const p = this.alternation();
    if (this.i < this.src.length) throw new Error(`regex-first: unexpected '${this.src[this.i]}' at ${this.i} in ${this.src}`);
    return p.first;
  }

  private alternation(): Piece {
    const first = empty();
    let nullable = false;
    for (;;) {
      const p = this.sequence();
      union(first, p.first);
      nullable ||= p.nullable;
      if (this.src[this.i] !== '|') return { first, nullable };
      this.i++;
    }
  }

  private sequence(): Piece {
    const first = empty();
    let nullable = true;
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const p = this.quantified();
      if (nullable) union(first, p.first);
      nullable &&= p.nullable;
    }
    return { first, nullable };
  }

  private quantified(): Piece {
    const atom = this.atom();
    const c = this.src[this.i];
    let nullable = atom.nullable;
    if (c === '*' || c === '?') {
      this.i++;
      nullable = true;
    } else if (c === '+') this.i++;
    else if (c === '{') {
      COUNT.lastIndex = this.i;
      const m = COUNT.exec(this.src);
      if (m) {
        this.i += m[0].length;
        if (Number(m[1]) === 0) nullable = true;
      }
    } else return atom;
    if (this.src[this.i] === '?') this.i++; // lazy
    return { first: atom.first, nullable };
  }

  private atom(): Piece {
    const c = this.src[this.i]!;
    if (c === '(') {
      let lookaround = false;
      if (this.src[this.i + 1] === '?') {
        const kind = this.src.slice(this.i + 2, this.i + 4);
        if (kind[0] === ':') this.i += 3;
        else if (kind[0] === '=' || kind[0] === '!') {
          lookaround = true;
          this.i += 3;
        } else if (kind === '<=' || kind === '<!') {
          lookaround = true;
          this.i += 4;
        } else throw new Error(`regex-first: unsupported group at ${this.i} in ${this.src}`);
      } else this.i++;
      const inner = this.alternation();
      if (this.src[this.i] !== ')') throw new Error(`regex-first: unclosed group in ${this.src}`);
      this.i++;
      // a lookaround consumes nothing: it adds no first character, and what follows it begins the match
      return lookaround ? { first: empty(), nullable: true } : inner;
    }
    if (c === '[') return { first: this.charClass(), nullable: false };
    if (c === '.') {
      this.i++;
      return { first: all(), nullable: false };
    }
    if (c === '^' || c === '$') {
      this.i++;
      return { first: empty(), nullable: true };
    }
    if (c === '\\') {
      const n = this.src[this.i + 1];
      if (n === 'b' || n === 'B') {
        this.i += 2;
        return { first: empty(), nullable: true };
      }
    }
    const s = empty();
    const unit = this.charOrSet(s);
    if (unit !== undefined) addRange(s, unit, unit);
    return { first: s, nullable: false };
  }

  /** One character (returned as its first code unit) or a class escape (added to `s`, undefined returned). */
  private charOrSet(s: FirstSet): number | undefined {
    const c = this.src[this.i]!;
    if (c !== '\\') {
      const cp = this.src.codePointAt(this.i)!;
      this.i += cp > 0xffff ? 2 : 1;
      return cp > 0xffff ? this.src.charCodeAt(this.i - 2) : cp;
    }
    const n = this.src[this.i + 1]!;
    if (n === 'u' && this.src[this.i + 2] === '{') {
      const end = this.src.indexOf('}', this.i);
      const cp = parseInt(this.src.slice(this.i + 3, end), 16);
      this.i = end + 1;
      return cp > 0xffff ? 0xd800 : cp;
    }
    if (n === 'u') {
      const cp = parseInt(this.src.slice(this.i + 2, this.i + 6), 16);
      this.i += 6;
      return cp;
    }
    if (n === 'x') {
      const cp = parseInt(this.src.slice(this.i + 2, this.i + 4), 16);
      this.i += 4;
      return cp;
    }
    if (n === 'p' || n === 'P') {
      this.i = this.src.indexOf('}', this.i) + 1;
      union(s, all());
      return undefined;
    }
    this.i += 2;
    if (n in CONTROL) return CONTROL[n];
    if (n === 'd') {
      addRange(s, 48, 57);
      return undefined;
    }
    if (/[A-Za-z]/.test(n)) {
      // \w \s \D \W \S \c… and the like: any character (a superset)
      union(s, all());
      return undefined;
    }
    return n.charCodeAt(0); // an escaped punctuation character stands for itself
  }

  private charClass(): FirstSet {
    // a negated class or one holding \p{…} is any character: found by one native scan to its end
    CLASS.lastIndex = this.i;
    const whole = CLASS.exec(this.src);
    if (whole !== null && (whole[0][1] === '^' || whole[0].includes('\\p{') || whole[0].includes('\\P{'))) {
      this.i += whole[0].length;
      return all();
    }
    this.i++; // [
    let negated = false;
    if (this.src[this.i] === '^') {
      negated = true;
      this.i++;
    }
    const s = empty();
    while (this.src[this.i] !== ']') {
      if (this.i >= this.src.length) throw new Error(`regex-first: unclosed class in ${this.src}`);
      const lo = this.charOrSet(s);
      if (lo === undefined) continue;
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']') {
        this.i++;
        const hi = this.charOrSet(s);
        if (hi === undefined) throw new Error(`regex-first: a range ends in a class escape in ${this.src}`);
        addRange(s, lo, hi);
      } else addRange(s, lo, lo);
    }
    this.i++; // ]
    return negated ? all() : s;
  }
}

/** The code units a match of `source` (a pattern for the `u` flag) can begin with; a superset. */
export function firstChars(source: string): FirstSet {
  return new Parser(source).parse();
}

/** Whether a match with first set `s` can begin with code unit `c`. */
export const canStartWith = (s: FirstSet, c: number): boolean => (c < 128 ? (s[c >> 5]! >>> (c & 31)) & 1 : s[OTHER]) === 1;
