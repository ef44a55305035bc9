/**
 * YAML text → plain data plus the position and literal text of every value, so that every error
 * and every finding can name `file:line:col`, and every number keeps its printed decimals.
 */
import { createRequire } from 'node:module';
import type { Node } from 'yaml';
import type * as YamlPackage from 'yaml';
import type { InputIssue, SourcePos } from '../core/errors.js';
import { fastParseYaml } from './fast-yaml.js';
import { nestingIssue } from './yaml-depth.js';
import type { DocPath, NodeInfo, PositionIndex } from './model.js';

export type { NodeInfo, PositionIndex } from './model.js';

export interface Located {
  /** Position of the value at `path`, or of its nearest ancestor that exists. */
  pos(path: DocPath): SourcePos;
  /** Position of the key of the value at `path` (for unknown-key messages). */
  keyPos(path: DocPath): SourcePos;
  literal(path: DocPath): string | undefined;
}

export interface ParsedYaml extends Located {
  readonly data: unknown;
  readonly issues: readonly InputIssue[];
  readonly index: PositionIndex;
}

const keyOf = (path: DocPath): string => JSON.stringify(path);

/**
 * Reads claim-file YAML: fast-yaml.ts when the text stays in the plain subset it reads (the
 * same data, positions and literals), else the `yaml` package, which also reports every error.
 */
export function parseYaml(text: string, file: string): ParsedYaml {
  const deep = nestingIssue(text, file);
  if (deep) return unreadable(deep, file);
  try {
    const fast = fastParseYaml(text, file);
    if (fast) return { data: fast.data, issues: [], index: fast.index, ...locate(fast.index, file) };
    return parseYamlDocument(text, file);
  } catch (e) {
    // a nesting the scan above does not see (deep block indentation) that still exhausts the stack
    if (e instanceof RangeError) return unreadable({ pos: { file, line: 1, col: 1 }, problem: 'nesting too deep to read (the YAML reader ran out of stack)', expected: 'a claim file nested a few levels deep' }, file);
    throw e;
  }
}

function unreadable(issue: InputIssue, file: string): ParsedYaml {
  const index = new Map<string, NodeInfo>();
  return { data: undefined, issues: [issue], index, ...locate(index, file) };
}

/** The `yaml` package's data, or a located issue when alias expansion passes its limit (an alias bomb). */
function toData(doc: { toJS(o: { maxAliasCount: number }): unknown }, firstAlias: SourcePos): { data: unknown } | { issue: InputIssue } {
  try {
    return { data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (e) {
    if (e instanceof ReferenceError && /alias/i.test(e.message))
      return { issue: { pos: firstAlias, problem: `too many aliases: expanding them passes ${MAX_ALIAS_COUNT} copies (${e.message})`, expected: 'few aliases (*name), each expanded a few times' } };
    throw e;
  }
}

/** How many alias expansions the `yaml` package allows (its maxAliasCount). */
const MAX_ALIAS_COUNT = 100;

/**
 * The `yaml` package, loaded on first use: when fast-yaml.ts reads every claim file (the usual
 * case) `audit check` does not pay for loading it. Not bundled (scripts/build.mjs cannot see this
 * require): it is read from node_modules, a runtime dependency.
 */
let yamlPackage: typeof YamlPackage | undefined;
const yaml = (): typeof YamlPackage => (yamlPackage ??= createRequire(import.meta.url)('yaml') as typeof YamlPackage);

/** The `yaml` package's reading (any YAML; errors and warnings as located issues). */
export function parseYamlDocument(text: string, file: string): ParsedYaml {
  const { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  const at = (offset: number): SourcePos => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, col };
  };
  const issues: InputIssue[] = [];
  // One YAML mistake (a mis-indented line) makes the parser report a cascade of errors after it:
  // the first is the one to fix, the others are counted, not listed.
  const [first, ...rest] = doc.errors;
  if (first) {
    const more = rest.length ? ` (and ${rest.length} more YAML ${rest.length === 1 ? 'error' : 'errors'} after it, most likely caused by this one; fix it and run again)` : '';
    // the package catches its own stack overflow (deep block nesting) and reports it as a YAML error
    if (/Maximum call stack/.test(first.message)) issues.push({ pos: at(first.pos[0]), problem: `invalid YAML: nesting too deep to read (the YAML reader ran out of stack)${more}`, expected: 'a claim file nested a few levels deep' });
    else issues.push({ pos: at(first.pos[0]), problem: `invalid YAML: ${first.message.split('\n')[0]}${more}`, expected: 'valid YAML' });
  }
  for (const w of doc.warnings) {
    issues.push({ pos: at(w.pos[0]), problem: `questionable YAML: ${w.message.split('\n')[0]}`, expected: 'plain YAML without tags' });
  }
  const index = new Map<string, NodeInfo>();
  let firstAlias: SourcePos | undefined;
  const walk = (node: Node | null | undefined, path: DocPath, keyPos?: SourcePos): void => {
    if (!node || !node.range) return;
    if (isAlias(node)) firstAlias ??= at(node.range[0]);
    const info: NodeInfo = { pos: at(node.range[0]), ...(keyPos ? { keyPos } : {}) };
    if (isScalar(node)) {
      index.set(keyOf(path), { ...info, literal: text.slice(node.range[0], node.range[1]) });
      return;
    }
    index.set(keyOf(path), info);
    if (isMap(node)) {
      for (const pair of node.items) {
        const k = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const kp = isScalar(pair.key) && pair.key.range ? at(pair.key.range[0]) : info.pos;
        if (pair.value) walk(pair.value as Node, [...path, k], kp);
        else index.set(keyOf([...path, k]), { pos: kp, keyPos: kp });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item as Node, [...path, i]));
    }
  };
  walk(doc.contents as Node | null, []);
  const read = issues.some((i) => i.problem.startsWith('invalid YAML')) ? { data: undefined } : toData(doc, firstAlias ?? at(0));
  if ('issue' in read) issues.push(read.issue);
  return {
    data: 'data' in read ? read.data : undefined,
    issues,
    index,
    ...locate(index, file),
  };
}

/** The position look-ups over an index of `file`. */
export function locate(index: PositionIndex, file: string): Located {
  const fileStart: SourcePos = { file, line: 1, col: 1 };
  const nearest = (path: DocPath): NodeInfo | undefined => {
    for (let n = path.length; n >= 0; n--) {
      const hit = index.get(keyOf(path.slice(0, n)));
      if (hit) return hit;
    }
    return undefined;
  };
  return {
    pos: (path) => nearest(path)?.pos ?? fileStart,
    keyPos: (path) => {
      const n = nearest(path);
      return n?.keyPos ?? n?.pos ?? fileStart;
    },
    literal: (path) => index.get(keyOf(path))?.literal,
  };
}

/** Printed decimals of a number literal (`137.0` → 1, `28` → 0, `-44.99` → 2). */
export function literalDecimals(literal: string | undefined): number | undefined {
  if (literal === undefined) return undefined;
  const m = /^[-+]?\d+(?:\.(\d*))?$/.exec(literal.trim());
  if (!m) return undefined;
  return m[1]?.length ?? 0;
}
