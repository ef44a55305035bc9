/** Flow collections for fast-yaml.ts (pure). */
import type { SourcePos } from '../core/errors.js';
import type { NodeInfo } from './model.js';
import { child, decline, KEY, quoted, resolvePlain, SPECIAL_KEY, MAX_KEY } from './fast-yaml-scalars.js';
import type { PathKey } from './fast-yaml-scalars.js';

/**
 * Where a plain scalar in a flow collection ends: a line break or flow indicator, a `:` before a
 * space, flow indicator or the end (`https://…` is one scalar), or ` #` (a comment).
 */
const PLAIN_END = /[\n,[\]{}]|:(?=[\s,[\]{}]|$)|(?<= )#/g;

/** Where the block reader keeps positions and the index. */
export interface FlowSink {
  posAt(offset: number): SourcePos;
  record(path: PathKey, info: NodeInfo): void;
}

/** Flow collections (`[…]`, `{…}`), possibly over several lines indented more than the block's `n`. */
export class FlowReader {
  constructor(
    private readonly r: FlowSink,
    private readonly text: string,
    public offset: number,
    private readonly n: number,
  ) {}

  /** Skips spaces and line breaks; a line continuing the collection must be indented more than n. */
  private skip(): void {
    for (;;) {
      const ch = this.text[this.offset];
      if (ch === ' ') this.offset++;
      else if (ch === '\n') {
        this.offset++;
        let ind = 0;
        while (this.text[this.offset + ind] === ' ') ind++;
        const next = this.text[this.offset + ind];
        if (next !== '\n' && next !== undefined && ind <= this.n) decline();
      } else if (ch === '#') return decline();
      else return;
    }
  }

  node(path: PathKey, keyPos: SourcePos | undefined): unknown {
    const start = this.offset;
    const ch = this.text[start];
    const info = (literal?: string): NodeInfo => ({ pos: this.r.posAt(start), ...(keyPos ? { keyPos } : {}), ...(literal !== undefined ? { literal } : {}) });
    if (ch === '[') {
      this.r.record(path, info());
      this.offset++;
      const out: unknown[] = [];
      this.skip();
      if (this.text[this.offset] === ']') {
        this.offset++;
        return out;
      }
      for (;;) {
        out.push(this.node(child(path, out.length), undefined));
        this.skip();
        const sep = this.text[this.offset];
        if (sep === ':') decline(); // a pair inside a sequence
        this.offset++;
        if (sep === ']') return out;
        if (sep !== ',') decline();
        this.skip();
        if (this.text[this.offset] === ']') decline(); // trailing comma
      }
    }
    if (ch === '{') {
      this.r.record(path, info());
      this.offset++;
      const out: Record<string, unknown> = {};
      this.skip();
      if (this.text[this.offset] === '}') {
        this.offset++;
        return out;
      }
      for (;;) {
        const m = KEY.exec(this.text.slice(this.offset, this.offset + 200));
        if (!m) decline();
        const key = m![0];
        if (SPECIAL_KEY.test(key) || key.length > MAX_KEY || Object.prototype.hasOwnProperty.call(out, key)) decline();
        const kp = this.r.posAt(this.offset);
        this.offset += key.length + 1;
        this.skip();
        const v = this.text[this.offset];
        if (v === ',' || v === '}') decline(); // an empty value
        out[key] = this.node(child(path, key), kp);
        this.skip();
        const sep = this.text[this.offset];
        this.offset++;
        if (sep === '}') return out;
        if (sep !== ',') decline();
        this.skip();
        if (this.text[this.offset] === '}') decline();
      }
    }
    if (ch === '"' || ch === "'") {
      const lineEnd = this.text.indexOf('\n', start);
      const l = this.text.slice(start, lineEnd < 0 ? this.text.length : lineEnd);
      const q = quoted(l, 0);
      this.offset = start + q.end;
      this.r.record(path, info(l.slice(0, q.end)));
      return q.value;
    }
    // `-` may start a plain scalar before a character that is not a space or indicator (`-1.5`, `--batch`)
    if (ch === undefined || ('?:,[]{}#&*!|>\'"%@`-'.includes(ch) && !(ch === '-' && /^[^\s,[\]{}]$/.test(this.text[start + 1] ?? '')))) decline();
    PLAIN_END.lastIndex = start;
    const e = PLAIN_END.exec(this.text)?.index ?? this.text.length;
    const stop = this.text[e];
    if (stop === ':' || stop === '#' || stop === '[' || stop === '{') decline();
    const raw = this.text.slice(start, e).trimEnd();
    if (stop === '\n') {
      // the scalar must end on its line: what follows is `,` or the collection's end
      this.offset = e;
      this.skip();
      const after = this.text[this.offset];
      if (after !== ',' && after !== ']' && after !== '}') decline();
    }
    this.offset = start + raw.length;
    this.r.record(path, info(raw));
    return resolvePlain(raw);
  }
}
