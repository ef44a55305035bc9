/** Scalars and shared rules of fast-yaml.ts (pure). */

/** Thrown inside the reader when the text leaves the handled subset. */
export class Decline extends Error {}
export const decline = (): never => {
  throw new Decline();
};

/** A value's index key, the JSON of its path (`["tables",0,"rows"]`), built as the reader descends. */
export type PathKey = string;
export const ROOT: PathKey = '[]';
export const child = (parent: PathKey, seg: string | number): PathKey => {
  const s = typeof seg === 'number' ? String(seg) : JSON.stringify(seg);
  return parent === ROOT ? `[${s}]` : `${parent.slice(0, -1)},${s}]`;
};

/** Characters the reader refuses anywhere (tabs, CR, BOM, other C0/C1 controls, Unicode line/paragraph separators, non-characters). */
// eslint-disable-next-line no-control-regex
export const REFUSED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/;
/** Plain mapping keys read here: words, no indicator, no number/null/bool look-alikes. */
export const KEY = /^[A-Za-z_][A-Za-z0-9_.\-/]*(?: [A-Za-z0-9_.\-/]+)*(?=:(?: |$))/;
/** Longer implicit keys are an error for the yaml package (YAML's 1024-character limit): declined. */
export const MAX_KEY = 1000;
export const SPECIAL_KEY = /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|__proto__)$/;
const INT = /^[-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const NULL = /^(?:~|[Nn]ull|NULL)$/;
const TRUE = /^(?:[Tt]rue|TRUE)$/;
const FALSE = /^(?:[Ff]alse|FALSE)$/;
/** Core-schema scalars this reader does not resolve itself (hex, octal, infinities, NaN). */
const OTHER_NUMBER = /^(?:0o|0x)|^[-+]?\.(?:inf|Inf|INF)$|^\.(?:nan|NaN|NAN)$/;

/** A plain scalar's value under the YAML 1.2 core schema, as the `yaml` package resolves it. */
export function resolvePlain(s: string): unknown {
  if (INT.test(s)) return parseInt(s, 10);
  if (FLOAT.test(s) || FLOAT_EXP.test(s)) return parseFloat(s);
  if (NULL.test(s)) return null;
  if (TRUE.test(s)) return true;
  if (FALSE.test(s)) return false;
  if (OTHER_NUMBER.test(s)) decline();
  return s;
}

const ESCAPES: Record<string, string> = { '\\': '\\', '"': '"', '/': '/', n: '\n', t: '\t', r: '\r', '0': '\0' };

/** A quoted scalar on one line starting at `c`: its value and the offset after its closing quote. */
export function quoted(l: string, c: number): { value: string; end: number } {
  const q = l[c]!;
  let out = '';
  for (let i = c + 1; i < l.length; i++) {
    const ch = l[i]!;
    if (q === "'") {
      if (ch !== "'") out += ch;
      else if (l[i + 1] === "'") {
        out += "'";
        i++;
      } else return { value: out, end: i + 1 };
    } else if (ch === '"') return { value: out, end: i + 1 };
    else if (ch === '\\') {
      const e = l[i + 1];
      if (e === undefined) decline();
      if (e === 'u') {
        const hex = l.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) decline();
        out += String.fromCodePoint(parseInt(hex, 16));
        i += 5;
      } else {
        const r = ESCAPES[e!];
        if (r === undefined) decline();
        out += r;
        i++;
      }
    } else out += ch;
  }
  return decline();
}

