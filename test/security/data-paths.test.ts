/**
 * Paths in a claim file stay inside the data roots: an absolute path or one that climbs out with
 * `..` (predictions, references, cwd, files under it, source documents) is a located error with
 * exit code 2 before anything is read or written; absolute paths come only from the command line.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { underDataRoots } from '../../src/runners/data-roots.js';
import { runCli } from '../helpers/cli.js';
import { clevrStyleSet, writeClevrStyleSet } from '../helpers/clevr-style.js';

const HEAD = `schemaVersion: 1
paper: {id: p, title: P, docs: [{id: notes, file: notes.txt, kind: readme}]}
methods: [{id: demo, name: Demo, own: true}]
datasets: [{id: clevr-change, name: CLEVR-Change}]
configs:
`;
const preds = (p: string, r = 'refs.json') => `  - {id: c, runner: predictions, description: d, method: demo, dataset: clevr-change, split: test, predictions: '${p}', references: '${r}'}\n`;
const command = (fields: string) => `  - {id: c, runner: command, description: d, method: demo, dataset: clevr-change, split: test, argv: ['true'], ${fields}}\n`;

function setup(text: string): { dir: string; data: string } {
  const dir = mkdtempSync(join(tmpdir(), 'data-paths-'));
  const data = join(dir, 'data');
  mkdirSync(join(data, 'sub'), { recursive: true });
  writeClevrStyleSet(data, clevrStyleSet(30, 3));
  mkdirSync(join(dir, 'claims'));
  writeFileSync(join(dir, 'claims', 'p.yaml'), text);
  return { dir, data };
}

describe('a claim file naming a path outside the data roots', () => {
  it.each([
    ['predictions: ../../../../etc/passwd', HEAD + preds('../../../../etc/passwd'), /^claims\/p\.yaml:6:\d+: configs\[0\]\.predictions: '\.\.\/\.\.\/\.\.\/\.\.\/etc\/passwd' is a path that climbs out with '\.\.'/m],
    ['references: /etc/passwd', HEAD + preds('preds.json', '/etc/passwd'), /configs\[0\]\.references: '\/etc\/passwd' is an absolute path/],
    ['predictions: sub/../../x (climbs out after going in)', HEAD + preds('sub/../../refs.json'), /configs\[0\]\.predictions: .* climbs out/],
    ['cwd: ../../..', HEAD + command('cwd: ../../..'), /configs\[0\]\.cwd: '\.\.\/\.\.\/\.\.' is a path that climbs out/],
    ['cwd: /', HEAD + command('cwd: /'), /configs\[0\]\.cwd: '\/' is an absolute path/],
    ['a metric file {out}/../../x', HEAD + command("metrics: [{from: json, file: '{out}/../../m.json'}]"), /configs\[0\]\.metrics\[0\]\.file: .* climbs out of \{out\}/],
    ['requires.paths: [~/.ssh/id_rsa]', HEAD + command('requires: {paths: [~/.ssh/id_rsa]}'), /configs\[0\]\.requires\.paths\[0\]: '~\/\.ssh\/id_rsa' is an absolute path/],
    ['paper.docs[0].file: ../../etc/passwd', HEAD.replace('file: notes.txt', 'file: ../../etc/passwd') + preds('preds.json'), /^claims\/p\.yaml:2:\d+: paper\.docs\[0\]\.file: .* climbs out/m],
  ])('%s: located error, exit 2, nothing read or written', (_, text, message) => {
    const { dir, data } = setup(text);
    for (const args of [['validate', 'claims/p.yaml'], ['run', 'p', '--db', 'r.db', '--data-root', data, '--allow-commands']]) {
      const r = runCli(args, { cwd: dir, env: { AUDIT_CACHE_DIR: 'off' } });
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/internal error/);
    }
    expect(existsSync(join(dir, 'r.db'))).toBe(false);
  });

  it('a path that goes into a folder and back stays valid and runs', () => {
    const { dir, data } = setup(HEAD + preds('sub/../preds.json'));
    const r = runCli(['run', 'p', '--db', 'r.db', '--data-root', data, '--no-report'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/c: succeeded/);
  });

  it('at the point of reading, a relative path never resolves outside its data root', () => {
    const { data } = setup(HEAD);
    expect(underDataRoots('preds.json', [data], 'file')).toBe(join(data, 'preds.json'));
    expect(underDataRoots('../data/preds.json', [join(data, 'sub')], 'file')).toBeUndefined();
    expect(underDataRoots('sub/../../claims/p.yaml', [data], 'file')).toBeUndefined();
  });
});
