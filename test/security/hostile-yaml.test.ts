/**
 * Hostile claim files and reference files: each is a located error with exit code 2 (bad input),
 * never an internal error, a stack overflow, a megabyte-long message or a silent replacement.
 * Claim files are read by a fast reader (src/claims/fast-yaml.ts) or, when it declines, by the
 * `yaml` package: each YAML case runs twice, the second time with a leading `---` (which the fast
 * reader declines), so both readers are held to it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const BASE = `schemaVersion: 1
paper:
  id: demo
  title: Demo
  docs: [{id: notes, file: notes.txt, kind: readme}]
methods: [{id: demo, name: Demo, own: true}]
datasets: [{id: clevr-change, name: CLEVR-Change}]
`;

function validate(text: string | Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-yaml-'));
  writeFileSync(join(dir, 'c.yaml'), text);
  return runCli(['validate', 'c.yaml'], { cwd: dir, env: { AUDIT_CACHE_DIR: 'off' } });
}

function expectLocated(r: ReturnType<typeof validate>, pattern: RegExp): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr).toMatch(pattern);
  expect(r.stderr).not.toMatch(/internal error|\n {4}at /);
}

const aliasBomb = (): string => {
  const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i < 9; i++) lines.push(`a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]`);
  return `${lines.join('\n')}\n`;
};

describe.each([
  ['the fast reader', ''],
  ['the yaml package', '---\n'],
])('a hostile claim file read by %s', (_, head) => {
  it('an alias bomb: "too many aliases" at the first alias', () => {
    expectLocated(validate(`${head}${aliasBomb()}${BASE}`), /^c\.yaml:\d+:\d+: too many aliases/m);
  });

  it('100,000 levels of flow nesting: a located error, no stack overflow', () => {
    expectLocated(validate(`${head}${BASE}extra: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`), /^c\.yaml:\d+:\d+: nesting deeper than 100 levels/m);
    expectLocated(validate(`${head}${BASE}extra: ${'{a: '.repeat(100_000)}1${'}'.repeat(100_000)}\n`), /^c\.yaml:\d+:\d+: nesting deeper than 100 levels/m);
  });

  it('100,000 levels of compact block sequences, and 3,000 levels of indentation: located, no stack overflow', () => {
    expectLocated(validate(`${head}${'- '.repeat(100_000)}x\n`), /^c\.yaml:\d+:\d+: nesting deeper than 100 levels/m);
    expectLocated(validate(`${head}${Array.from({ length: 3000 }, (_x, i) => `${' '.repeat(i)}- \n`).join('')}`), /^c\.yaml:\d+:\d+: (invalid YAML: )?nesting too deep to read/m);
  });

  it('a wrong-type value of megabytes: the message shows at most ~80 characters of it', () => {
    const r = validate(`${head}${BASE.replace('title: Demo', `title: [${Array(100_000).fill('12345').join(', ')}]`)}`);
    expectLocated(r, /paper\.title: wrong type: got array \[12345,.*…/);
    const line = r.stderr.split('\n').find((l) => l.includes('paper.title')) ?? '';
    expect(line.length).toBeLessThan(200);
  });

  it('invalid UTF-8: located by line, column and byte offset (not read as U+FFFD)', () => {
    const text = Buffer.concat([Buffer.from(`${head}${BASE.replace('title: Demo', 'title: De')}`.split('title: De')[0]! + 'title: De'), Buffer.from([0xff]), Buffer.from(`mo${BASE.split('title: Demo')[1]!}`)]);
    const line = `${head}${BASE}`.split('\n').findIndex((l) => l.includes('title')) + 1;
    expectLocated(validate(text), new RegExp(`^c\\.yaml:${line}:12: invalid UTF-8 \\(byte \\d+: 0xff\\)`, 'm'));
  });
});

describe('a references file naming an image twice', () => {
  it('is refused like a duplicate prediction: a located error, exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dup-refs-'));
    writeFileSync(join(dir, 'refs.json'), '{\n  "1": ["a red cube moved", "the red cube is gone"],\n  "2": ["nothing changed"],\n  "1": ["a blue ball appeared"]\n}\n');
    writeFileSync(join(dir, 'preds.json'), JSON.stringify([{ image_id: 1, caption: 'a red cube moved' }, { image_id: 2, caption: 'nothing changed' }]));
    const r = runCli(['score', '--refs', 'refs.json', '--preds', 'preds.json'], { cwd: dir });
    expectLocated(r, /refs\.json:4:3: "1": image "1" is listed twice/);
  });

  it('an escaped key equal to an earlier one counts as the same image; the same id in nested objects does not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dup-refs-'));
    writeFileSync(join(dir, 'refs.json'), '{"a\\u0062": ["x y"], "ab": ["z"]}');
    writeFileSync(join(dir, 'preds.json'), JSON.stringify([{ image_id: 'ab', caption: 'x y' }]));
    expectLocated(runCli(['score', '--refs', 'refs.json', '--preds', 'preds.json'], { cwd: dir }), /refs\.json:1:22: "ab": image "ab" is listed twice/);
    writeFileSync(join(dir, 'refs.json'), '{"ab": [{"caption": "x y"}, {"caption": "x z"}], "cd": ["{\\"ab\\": 1}"]}');
    writeFileSync(join(dir, 'preds.json'), JSON.stringify([{ image_id: 'ab', caption: 'x y' }, { image_id: 'cd', caption: 'q' }]));
    const ok = runCli(['score', '--refs', 'refs.json', '--preds', 'preds.json'], { cwd: dir });
    expect(ok.code, ok.stderr).toBe(0);
  });
});
