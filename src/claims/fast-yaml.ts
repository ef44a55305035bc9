/**
 * A fast reader for the plain YAML that claim files are written in, giving exactly what
 * positions.ts's `parseYaml` gives (the `yaml` package's data, positions and literals) or
 * `undefined` when the text uses anything it does not handle — then the `yaml` package reads it,
 * and reports any error. The `yaml` package needs ≈ 0.2 s for the three claim files in a fresh
 * process (its generator-based lexer is slow until the JIT warms up); this needs a few ms.
 *
 * Handled: block mappings with plain keys, block sequences, flow sequences and mappings (also
 * over several lines), plain scalars on one line (core schema: null, booleans, decimal integers
 * and floats, strings), single- and double-quoted scalars on one line, literal and folded block
 * scalars (clip or strip), anchors on values and aliases, comments. Anything else — tags,
 * directives, documents markers, tabs, CR, multi-line plain or quoted scalars, complex keys,
 * duplicate keys, hex/octal/inf/nan, … — declines. test/claims/fast-yaml.test.ts compares both
 * readers on the real claim files and on generated documents. Pure: no IO.
 */
import type { SourcePos } from '../core/errors.js';
import { FlowReader } from './fast-yaml-flow.js';
import type { FlowSink } from './fast-yaml-flow.js';
import { child, Decline, decline, KEY, quoted, REFUSED, resolvePlain, ROOT, SPECIAL_KEY, MAX_KEY } from './fast-yaml-scalars.js';
import type { PathKey } from './fast-yaml-scalars.js';
import type { NodeInfo } from './model.js';

export interface FastYaml {
  readonly data: unknown;
  readonly index: Map<string, NodeInfo>;
}

export function fastParseYaml(text: string, file: string): FastYaml | undefined {
  if (REFUSED.test(text)) return undefined;
  try {
    return new Reader(text, file).read();
  } catch (e) {
    if (e instanceof Decline) return undefined;
    throw e;
  }
}

class Reader implements FlowSink {
  private readonly lines: string[];
  /** Offset of each line's first character. */
  private readonly starts: number[];
  private readonly index = new Map<string, NodeInfo>();
  private readonly anchors = new Map<string, unknown>();
  private aliases = 0;

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {
    this.lines = text.split('\n');
    this.starts = [];
    let o = 0;
    for (const l of this.lines) {
      if (l.startsWith('---') || l.startsWith('...') || l.startsWith('%')) decline();
      this.starts.push(o);
      o += l.length + 1;
    }
  }

  read(): FastYaml {
    const first = this.nextContent(0);
    if (first === undefined || this.indent(first) !== 0) decline();
    const data = this.blockNode(first!, 0, ROOT, undefined);
    const after = this.nextContent(this.end);
    if (after !== undefined) decline();
    return { data, index: this.index };
  }

  /** The line after the last one the node just read ends on. */
  private end = 0;

  private pos(line: number, col: number): SourcePos {
    return { file: this.file, line: line + 1, col: col + 1 };
  }

  private indent(line: number): number {
    const l = this.lines[line]!;
    let i = 0;
    while (l.charCodeAt(i) === 32) i++;
    return i;
  }

  private blank(line: number): boolean {
    return this.lines[line]!.trim() === '';
  }

  /** The first line at or after `from` holding something other than spaces and comments. */
  private nextContent(from: number): number | undefined {
    for (let i = from; i < this.lines.length; i++) {
      const t = this.lines[i]!.trimStart();
      if (t !== '' && !t.startsWith('#')) return i;
    }
    return undefined;
  }

  /** The first non-blank line (comments included) at or after `from`. */
  private nextNonBlank(from: number): number | undefined {
    for (let i = from; i < this.lines.length; i++) if (!this.blank(i)) return i;
    return undefined;
  }

  /** What is left of a line from `col` is nothing or a comment. */
  private restIsEmpty(line: number, col: number): boolean {
    const rest = this.lines[line]!.slice(col);
    const t = rest.trimStart();
    return t === '' || (t.startsWith('#') && (rest.length > t.length || col === 0 || this.lines[line]![col - 1] === ' '));
  }

  private set(path: PathKey, info: NodeInfo): void {
    this.index.set(path, info);
  }

  /** A block sequence or mapping starting at (line, col). */
  private blockNode(line: number, col: number, path: PathKey, keyPos: SourcePos | undefined): unknown {
    const l = this.lines[line]!;
    if (l[col] === '-' && (col + 1 === l.length || l[col + 1] === ' ')) return this.blockSeq(line, col, path, keyPos);
    if (KEY.test(l.slice(col))) return this.blockMap(line, col, path, keyPos);
    return decline();
  }

  private blockSeq(line: number, col: number, path: PathKey, keyPos: SourcePos | undefined): unknown[] {
    const out: unknown[] = [];
    this.set(path, { pos: this.pos(line, col), ...(keyPos ? { keyPos } : {}) });
    let cur: number | undefined = line;
    let first = true;
    while (cur !== undefined) {
      const l = this.lines[cur]!;
      const at = first ? col : this.indent(cur);
      if (at !== col || l[col] !== '-' || !(col + 1 === l.length || l[col + 1] === ' ')) {
        if (at > col) decline();
        break; // the enclosing mapping goes on (a key at the sequence's own indent)
      }
      first = false;
      const itemPath = child(path, out.length);
      let c = col + 1;
      while (l.charCodeAt(c) === 32) c++;
      out.push(this.itemValue(cur, c, col, itemPath, undefined));
      cur = this.nextContent(this.end);
      if (cur !== undefined && this.indent(cur) < col) break;
    }
    return out;
  }

  private blockMap(line: number, col: number, path: PathKey, keyPos: SourcePos | undefined): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.set(path, { pos: this.pos(line, col), ...(keyPos ? { keyPos } : {}) });
    let cur: number | undefined = line;
    let first = true;
    while (cur !== undefined) {
      const at = first ? col : this.indent(cur);
      if (at < col) break;
      if (at > col) decline();
      first = false;
      const l = this.lines[cur]!;
      const m = KEY.exec(l.slice(col));
      if (!m) decline();
      const key = m![0];
      if (SPECIAL_KEY.test(key) || key.length > MAX_KEY || Object.prototype.hasOwnProperty.call(out, key)) decline();
      const kp = this.pos(cur, col);
      let c = col + key.length + 1;
      while (l.charCodeAt(c) === 32) c++;
      out[key] = this.itemValue(cur, c, col, child(path, key), kp);
      cur = this.nextContent(this.end);
    }
    return out;
  }

  /**
   * The value starting at (line, c) of a mapping entry or sequence item whose block has indent
   * `n`: on the same line, or (when nothing follows) the block below. Sets `this.end`.
   */
  private itemValue(line: number, c: number, n: number, path: PathKey, keyPos: SourcePos | undefined): unknown {
    const l = this.lines[line]!;
    let anchor: string | undefined;
    if (l[c] === '&') {
      const m = /^&([A-Za-z0-9_-]+)(?: +|$)/.exec(l.slice(c));
      if (!m) decline();
      anchor = m![1];
      c += m![0].length;
    }
    const set = (v: unknown): unknown => {
      if (anchor !== undefined) this.anchors.set(anchor, v);
      return v;
    };
    if (this.restIsEmpty(line, c)) {
      const next = this.nextContent(line + 1);
      if (next !== undefined) {
        const ni = this.indent(next);
        const nl = this.lines[next]!;
        const dash = nl[ni] === '-' && (ni + 1 === nl.length || nl[ni + 1] === ' ');
        // a mapping's value may be a sequence at the mapping's own indent
        if (ni > n || (ni === n && dash && keyPos !== undefined)) {
          if (c < l.length) decline(); // a comment after the key: the yaml package places such nodes elsewhere
          return set(this.blockNode(next, ni, path, keyPos));
        }
      }
      if (anchor !== undefined || keyPos === undefined || c !== l.length || l[c - 1] !== ':') decline();
      // `key:` with nothing: an empty scalar right after the colon
      this.set(path, { pos: this.pos(line, c), keyPos: keyPos!, literal: '' });
      this.end = line + 1;
      return null;
    }
    const ch = l[c]!;
    if (ch === '-' && (c + 1 === l.length || l[c + 1] === ' ')) {
      // a compact nested sequence (`- - x`) or a sequence as a key's value on its line (an error)
      if (keyPos !== undefined) decline();
      return set(this.blockSeq(line, c, path, keyPos));
    }
    if (keyPos === undefined && KEY.test(l.slice(c))) return set(this.blockMap(line, c, path, keyPos));
    let value: unknown;
    if (ch === '*') {
      const m = /^\*([A-Za-z0-9_-]+)/.exec(l.slice(c));
      if (!m || anchor !== undefined || !this.anchors.has(m[1]!) || !this.restIsEmpty(line, c + m[0].length)) decline();
      this.set(path, { pos: this.pos(line, c), ...(keyPos ? { keyPos } : {}) });
      value = this.anchors.get(m![1]!);
      if (++this.aliases > 50) decline(); // the yaml package limits alias expansion (maxAliasCount)
      this.end = line + 1;
    } else if (ch === '|' || ch === '>') {
      value = this.blockScalar(line, c, n, path, keyPos);
    } else if (ch === '[' || ch === '{') {
      const flow = new FlowReader(this, this.text, this.starts[line]! + c, n);
      value = flow.node(path, keyPos);
      const endLine = this.lineOf(flow.offset);
      if (!this.restIsEmpty(endLine, flow.offset - this.starts[endLine]!)) decline();
      this.end = endLine + 1;
    } else if (ch === '"' || ch === "'") {
      const q = quoted(l, c);
      if (!this.restIsEmpty(line, q.end)) decline();
      this.set(path, { pos: this.pos(line, c), ...(keyPos ? { keyPos } : {}), literal: l.slice(c, q.end) });
      value = q.value;
      this.end = line + 1;
    } else {
      if ('?:,[]{}#&*!|>\'"%@`'.includes(ch)) decline();
      let e = l.length;
      const hash = l.indexOf(' #', c);
      if (hash >= 0) e = hash;
      const raw = l.slice(c, e).trimEnd();
      if (raw.includes(': ') || raw.endsWith(':')) decline();
      this.set(path, { pos: this.pos(line, c), ...(keyPos ? { keyPos } : {}), literal: raw });
      value = resolvePlain(raw);
      this.end = line + 1;
    }
    // nothing of this value may continue below it (a multi-line plain scalar, bad indentation)
    const below = this.nextNonBlank(this.end);
    if (below !== undefined && this.indent(below) > n) decline();
    return set(value);
  }

  /** `|` / `>` with clip or strip chomping; content indented more than `n`. */
  private blockScalar(line: number, c: number, n: number, path: PathKey, keyPos: SourcePos | undefined): string {
    const l = this.lines[line]!;
    const header = /^([|>])(-?)( *)$/.exec(l.slice(c));
    if (!header) return decline();
    const folded = header[1] === '>';
    const strip = header[2] === '-';
    let m = -1;
    let last = -1;
    const body: string[] = [];
    for (let i = line + 1; i < this.lines.length; i++) {
      const li = this.lines[i]!;
      if (li.trim() === '') {
        if (m < 0 ? li.length > n + 1 : li.length > m) decline(); // spaces that may be content
        body.push('');
        continue;
      }
      const ind = this.indent(i);
      if (m < 0) {
        if (ind <= n) decline(); // an empty block scalar
        m = ind;
      }
      if (ind < m) {
        if (ind > n) decline();
        break;
      }
      const content = li.slice(m);
      if (folded && (content.startsWith(' ') || content.endsWith(' '))) decline();
      body.push(content);
      last = i;
    }
    if (last < 0) decline();
    const lines = body.slice(0, last - line);
    let value: string;
    if (folded) {
      // a line break between two text lines folds to a space; each empty line is a line break
      value = '';
      let empty = 0;
      let started = false;
      for (const x of lines) {
        if (x === '') {
          empty++;
          continue;
        }
        value += started && empty === 0 ? ` ${x}` : `${'\n'.repeat(empty)}${x}`;
        started = true;
        empty = 0;
      }
    } else {
      value = lines.join('\n');
    }
    if (!strip) value += '\n';
    const endOffset = Math.min(this.starts[last]! + this.lines[last]!.length + 1, this.text.length);
    this.set(path, { pos: this.pos(line, c), ...(keyPos ? { keyPos } : {}), literal: this.text.slice(this.starts[line]! + c, endOffset) });
    this.end = last + 1;
    return value;
  }

  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  posAt(offset: number): SourcePos {
    const line = this.lineOf(offset);
    return this.pos(line, offset - this.starts[line]!);
  }

  record(path: PathKey, info: NodeInfo): void {
    this.set(path, info);
  }

  /** The indent of the line holding `offset`. */
  indentAt(offset: number): number {
    return this.indent(this.lineOf(offset));
  }
}

