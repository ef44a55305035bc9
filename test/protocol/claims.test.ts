/** `protocols:` items in claim files: validated with located errors, reported by `audit check`. */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const base = readFileSync(join(repoRoot, 'test', 'fixtures', 'claims', 'valid.yaml'), 'utf8');

/** The valid toy claim file with one protocols item; `edit` rewrites the item's text. */
function withProtocol(edit: (item: string) => string = (x) => x): string {
  const item = `protocols:
  - id: nc-sub
    rule: no-change-substitution
    repository: https://github.com/example/toy
    commit: 0123abc
    path: eval/score.py
    lines: [10, 12]
    code: |
      if pred in STOCK and set(STOCK) & set(refs):
          pred = random.choice(refs)
      results.append(pred)
    does: replaces a stock no-change prediction by one of its references before scoring.
    affects:
      - { dataset: clevr-change, subsets: [total] }
      - { statement: gain }
`;
  return `${base}${edit(item)}`;
}

function validate(text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'audit-protocol-'));
  writeFileSync(join(dir, 'toy.yaml'), text);
  const r = runCli(['validate', 'toy.yaml'], { cwd: dir });
  return { ...r, files: readdirSync(dir) };
}

describe('protocols in claim files', () => {
  it('accepts a well-formed item', () => {
    const r = validate(withProtocol());
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  const bad: [string, (s: string) => string, RegExp][] = [
    ['an inverted line range', (s) => s.replace('lines: [10, 12]', 'lines: [12, 10]'), /^toy\.yaml:34:12: protocols\[0\]\.lines: line range \[12, 10\] ends before it starts; expected the first line, then the last line quoted$/m],
    ['code that does not fill the line range', (s) => s.replace('lines: [10, 12]', 'lines: [10, 13]'), /^toy\.yaml:35:11: protocols\[0\]\.code: 3 line\(s\) of code quoted for lines 10–13; expected 4 lines, verbatim, one per line of the range$/m],
    ['an unknown dataset', (s) => s.replace('dataset: clevr-change', 'dataset: clevr'), /^toy\.yaml:41:20: protocols\[0\]\.affects\[0\]\.dataset: unknown dataset 'clevr'; expected one of the ids in datasets \(clevr-change\)$/m],
    ['an unknown statement', (s) => s.replace('statement: gain', 'statement: gian'), /^toy\.yaml:42:22: protocols\[0\]\.affects\[1\]\.statement: unknown statement 'gian'; expected a statement id of this file$/m],
    ['an unknown table', (s) => s.replace('{ statement: gain }', '{ table: mian }'), /protocols\[0\]\.affects\[1\]\.table: unknown results table 'mian'; expected a results table id of this file$/m],
    ['a column out of range', (s) => s.replace('{ statement: gain }', '{ table: main, columns: [0, 2] }'), /protocols\[0\]\.affects\[1\]\.columns\[1\]: column 2 out of range for table 'main'; expected a column index 0\.\.1$/m],
    ['a commit that is not hexadecimal', (s) => s.replace('commit: 0123abc', 'commit: main'), /^toy\.yaml:32:13: protocols\[0\]\.commit: .*7 to 40 lower-case hexadecimal digits/m],
    ['an unknown rule', (s) => s.replace('rule: no-change-substitution', 'rule: cherry-picking'), /^toy\.yaml:30:11: protocols\[0\]\.rule: invalid value 'cherry-picking'; expected one of 'standard', 'no-change-substitution'$/m],
    ['a repository that is not an https URL', (s) => s.replace('https://github.com/example/toy', 'example/toy'), /^toy\.yaml:31:17: protocols\[0\]\.repository: .*an https URL/m],
    ['no affected values', (s) => s.replace(/ {4}affects:\n(.*\n){2}/, '    affects: []\n'), /protocols\[0\]\.affects: /m],
    ['an unknown key', (s) => s.replace('    does:', '    dose: x\n    does:'), /protocols\[0\]: unknown key 'dose'/m],
  ];
  for (const [what, edit, message] of bad) {
    it(`refuses ${what} with a located error, exit 2, nothing written`, () => {
      const r = validate(withProtocol(edit));
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.files).toEqual(['toy.yaml']);
    });
  }

  it('audit check reports the item as one finding naming every affected printed value and statement', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-protocol-'));
    writeFileSync(join(dir, 'toy.yaml'), withProtocol());
    const r = runCli(['check', '--claims', dir, '--json'], { cwd: dir });
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    const f = out.findings.filter((x: { check: string }) => x.check === 'protocol');
    expect(f).toHaveLength(1);
    expect(f[0].id).toBe('toy/protocol/nc-sub');
    expect(f[0].severity).toBe('error');
    // Only the paper's own row: the baseline's numbers are quoted from elsewhere.
    expect(f[0].message).toContain('It computes 2 printed value(s): toy Table 1 Ours · BLEU-4 = 55.0; toy Table 1 Ours · CIDEr = 121.0');
    expect(f[0].message).toContain('statement(s) resting on such values: gain');
    expect(f[0].message).toContain('audit score --protocol no-change-substitution');
    expect(f[0].sources[0].doc).toBe('https://github.com/example/toy/blob/0123abc/eval/score.py#L10-L12');
    expect(f[0].sources.map((s: { label: string }) => s.label)).toEqual([
      'example/toy @ 0123abc, eval/score.py:10–12',
      'toy Table 1: Ours · BLEU-4 = 55.0',
      'toy Table 1: Ours · CIDEr = 121.0',
      'statement gain: “a 10.0% relative improvement”',
    ]);
    expect(f[0].evidence).toContain('pred = random.choice(refs)');
    expect(out.summary.protocol).toEqual({ run: 1, passed: 0, failed: 1 });
  });

  it('audit check blip2idc shows the released no-change substitution with its code location', () => {
    const r = runCli(['check', 'blip2idc']);
    expect(r.stdout).toContain('ERROR   protocol  blip2idc/protocol/clevr-no-change-substitution');
    expect(r.stdout).toContain('gautierevn/BLIP2IDC @ aa490f9, code_release/utils/eval_utils.py:422–428');
    expect(r.stdout).toContain('https://github.com/gautierevn/BLIP2IDC/blob/aa490f9df1ed68152cf71005371e33ca9a1edf80/code_release/utils/eval_utils.py#L422-L428');
    expect(r.stdout).toContain('generated_text[c] = random.choice(labels[c])');
    expect(r.stdout).toContain('statement clevr-significant-cider');
  });
});
