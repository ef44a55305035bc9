/**
 * The fast claim-file YAML reader (src/claims/fast-yaml.ts) against the `yaml` package itself:
 * on any text, it either declines or gives exactly the `yaml` package's data, positions and
 * literals (and then the `yaml` package reports no problem). Checked on the real claim files (which
 * it must read itself: they are what `audit check` reads on every run) and on seeded generated
 * documents in every style claim files use — block and flow collections, plain, quoted and block
 * scalars, anchors, comments, odd indents — plus random edits of them (mostly invalid or outside
 * the subset: the reader must decline those, never read them differently).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fastParseYaml } from '../../src/claims/fast-yaml.js';
import { parseYaml, parseYamlDocument } from '../../src/claims/positions.js';
import { rng } from '../../src/metrics/bootstrap.js';
import { repoRoot } from '../helpers/cli.js';

const WORDS = ['id', 'name', 'values', 'note', 'paper', 'source', 'doc', 'table', 'rows', 'Bleu_4', 'CIDEr', 'url', 'a', 'x-y', 'k.v', 'with space', 'true', 'null', 'on', 'yes', '1'];
const SCALARS = [
  '0', '1', '-3', '+4', '007', '12.50', '-44.99', '.5', '5.', '1e3', '1.5E-2', '0x1F', '0o17', '.inf', '-.Inf', '.nan', '~', 'null', 'Null', 'NULL', 'true', 'False', 'yes', 'no', 'on',
  'SCORER [1]', 'SSGPA[3] (reported)', 'https://github.com/x/y', 'a: b', 'a:b', 'a #b', 'a # c', '#x', '- x', '-x', '--batch', '?x', ':x', 'x:', '[1]', '{a}', 'é ü 中文 🙂', "it's", 'say "hi"', 'back\\slash',
  'tab\there', 'line\nbreak', '', ' lead', 'trail ', '&a', '*a', '!tag', '%x', '@x', '`x', '|', '>', 'a, b', 'a]b', "'q'", '"q"', '1.2.3', '2024-01-02', '12:30', '3/4', '50%', '$5', 'a&b',
];

interface Gen {
  r: () => number;
  pick<T>(xs: readonly T[]): T;
  anchors: string[];
}

function gen(seed: number): Gen {
  const r = rng(seed);
  return { r, pick: (xs) => xs[Math.floor(r() * xs.length)]!, anchors: [] };
}

/** Mostly scalars such as claim files hold, sometimes any of SCALARS (odd ones included). */
const COMMON = ['12', '-3', '56.3', '0.50', '-44.99', '1e3', 'true', 'null', 'SCORER+CBR', 'Results on CLEVR-Change', 'https://x.org/a?b=1', '[1] Tu et al., ICCV 2023', 'é 中文', 'B-4', '--batch', "it's"];
const scalar = (g: Gen): string => (g.r() < 0.75 ? g.pick(COMMON) : g.pick(SCALARS));

function plainOrQuoted(g: Gen, s: string): string {
  const style = g.r();
  if (style < 0.6) return s;
  if (style < 0.8) return `'${s.replace(/'/g, "''")}'`;
  return JSON.stringify(s);
}

function flowValue(g: Gen, depth: number): string {
  const k = g.r();
  if (depth > 2 || k < 0.6) return plainOrQuoted(g, scalar(g));
  const n = Math.floor(g.r() * 4);
  const sep = g.r() < 0.8 ? ', ' : g.pick([',', ' , ', ',\n      ']);
  if (k < 0.8) return `[${Array.from({ length: n }, () => flowValue(g, depth + 1)).join(sep)}]`;
  const keys = Array.from({ length: n }, () => g.pick(WORDS));
  return `{ ${keys.map((key) => `${key}: ${flowValue(g, depth + 1)}`).join(sep)} }`;
}

function blockScalar(g: Gen, ind: string): string {
  const head = g.pick(['|', '|-', '>', '>-', '|+', '>2', '| # c']);
  const lines = Array.from({ length: 1 + Math.floor(g.r() * 4) }, () => g.pick(['some text', 'more  text', '', '  indented', 'x: y', '# not a comment', 'end. ', '']));
  return `${head}\n${lines.map((l) => (l === '' ? '' : `${ind}${l}`)).join('\n')}`;
}

/** A value after `key:` or `- ` in a block at indent `ind` (its own lines indented by `step`). */
function blockValue(g: Gen, ind: string, step: string, depth: number): string {
  const k = g.r();
  let anchor = '';
  if (g.r() < 0.05) {
    const name = `a${g.anchors.length}`;
    g.anchors.push(name);
    anchor = `&${name} `;
  }
  if (k < 0.05 && g.anchors.length) return `*${g.pick(g.anchors)}`;
  if (depth > 3 || k < 0.45) return anchor + plainOrQuoted(g, scalar(g)) + (g.r() < 0.1 ? ' # comment' : '');
  if (k < 0.55) return anchor + flowValue(g, 0);
  if (k < 0.65) return anchor + blockScalar(g, ind + step);
  if (k < 0.7) return anchor.trimEnd();
  const inner = ind + step;
  const body = k < 0.85 ? blockMap(g, inner, step, depth + 1) : blockSeq(g, g.r() < 0.3 ? ind : inner, step, depth + 1);
  return `${anchor.trimEnd()}\n${body}`;
}

function blockMap(g: Gen, ind: string, step: string, depth: number): string {
  const n = 1 + Math.floor(g.r() * 4);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    if (g.r() < 0.1) out.push(`${ind}# a comment`);
    if (g.r() < 0.1) out.push('');
    out.push(`${ind}${g.pick(WORDS)}:${g.r() < 0.05 ? '' : ' '}${blockValue(g, ind, step, depth)}`);
  }
  return out.join('\n');
}

function blockSeq(g: Gen, ind: string, step: string, depth: number): string {
  const n = 1 + Math.floor(g.r() * 4);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = g.r() < 0.4 ? blockMap(g, `${ind}  `, step, depth + 1).slice(ind.length + 2) : blockValue(g, ind, step, depth);
    out.push(`${ind}- ${v}`);
  }
  return out.join('\n');
}

function document(seed: number): string {
  const g = gen(seed);
  const step = g.pick(['  ', '  ', '    ', ' ', '   ']);
  const doc = `${g.r() < 0.3 ? '# header comment\n' : ''}${blockMap(g, '', step, 0)}${g.r() < 0.8 ? '\n' : ''}`;
  return doc;
}

/** A random edit: most make the text invalid or leave the reader's subset. */
function mutate(text: string, seed: number): string {
  const g = gen(seed);
  const at = Math.floor(g.r() * (text.length + 1));
  const k = g.r();
  if (k < 0.4) return text.slice(0, at) + g.pick([' ', '\n', ':', '-', '#', '"', "'", '[', ']', '{', '}', ',', '&', '*', '|', '>', '\t', '\r', 'x', '  ', '- ', ': ']) + text.slice(at);
  if (k < 0.8) return text.slice(0, at) + text.slice(at + 1 + Math.floor(g.r() * 3));
  const lines = text.split('\n');
  const i = Math.floor(g.r() * lines.length);
  lines[i] = g.r() < 0.5 ? ` ${lines[i]}` : lines[i]!.replace(/^ /, '');
  return lines.join('\n');
}

/** Fast reading either declined or equals the yaml package's (data, positions, literals; no issue). */
function agrees(text: string): 'declined' | 'same' {
  const fast = fastParseYaml(text, 'f.yaml');
  if (!fast) return 'declined';
  const ref = parseYamlDocument(text, 'f.yaml');
  const same = ref.issues.length === 0 && isDeepStrictEqual(fast.data, ref.data) && isDeepStrictEqual([...fast.index], [...ref.index]);
  if (!same) {
    const diff = [...ref.index].filter(([k, v]) => !isDeepStrictEqual(fast.index.get(k), v)).slice(0, 3);
    throw new Error(`fast-yaml differs from the yaml package on:\n${text}\n--- issues: ${JSON.stringify(ref.issues.map((i) => i.problem))}\n--- data: ${JSON.stringify(fast.data)} vs ${JSON.stringify(ref.data)}\n--- index: ${JSON.stringify(diff)} (fast: ${JSON.stringify(diff.map(([k]) => fast.index.get(k)))})`);
  }
  return 'same';
}

describe('fast claim-file YAML reader', () => {
  it('reads every real claim file itself, exactly as the yaml package does', () => {
    const dir = join(repoRoot, 'claims');
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) expect(agrees(readFileSync(join(dir, f), 'utf8')), f).toBe('same');
  });

  it('agrees with the yaml package or declines, on 6,000 generated documents and 30,000 random edits of them', () => {
    let same = 0;
    let editedSame = 0;
    for (let seed = 1; seed <= 6000; seed++) {
      const doc = document(seed);
      if (agrees(doc) === 'same') same++;
      for (let m = 0; m < 5; m++) if (agrees(mutate(doc, seed * 7919 + m)) === 'same') editedSame++;
    }
    // the generated documents exercise the fast path, not only its declining
    console.log(`fast-yaml read ${same} of 6,000 generated documents and ${editedSame} of 30,000 edits itself`);
    expect(same).toBeGreaterThan(1000);
    expect(editedSame).toBeGreaterThan(3500);
  });

  it.each([
    ['a key with nothing after it', 'a:\nb: 1\n'],
    ['a sequence at its key\'s indent', 'a:\n- 1\n- x\nb: 2\n'],
    ['a compact mapping in a sequence', 'a:\n  - id: x\n    v: [1, 2.50]\n  - id: y\n'],
    ['an anchored mapping and its alias', 'a: &s\n  doc: d\nb: *s\n'],
    ['folded and literal block scalars', 'a: >-\n  one\n  two\n\n  three\nb: |\n  x\n   y\n\nc: 1\n'],
    ['a flow sequence over two lines', 'a: [python3, --batch,\n    \'16\', https://x.org/a]\n'],
    ['quoted scalars with escapes', 'a: "x\\"y\\u00e9"\nb: \'it\'\'s\'\n'],
    ['comments everywhere', '# c\na: 1 # c\n# c\nb:\n  # c\n  - 2 # c\n'],
  ])('reads %s exactly as the yaml package', (_, text) => {
    expect(agrees(text)).toBe('same');
  });

  it.each([
    ['a tab', 'a:\t1\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['a multi-line plain scalar', 'a: one\n  two\n'],
    ['a tag', 'a: !!str 1\n'],
    ['a hexadecimal number', 'a: 0x1F\n'],
    ['a document marker', '---\na: 1\n'],
    ['bad indentation', 'a:\n  b: 1\n c: 2\n'],
    ['a key over 1024 characters (an error for the yaml package)', `${'k'.repeat(1100)}: 1\n`],
  ])('declines %s (the yaml package reads it, or reports the error)', (_, text) => {
    expect(fastParseYaml(text, 'f.yaml')).toBeUndefined();
    expect(parseYaml(text, 'f.yaml')).toMatchObject({ issues: parseYamlDocument(text, 'f.yaml').issues });
  });
});
