/**
 * A PDF font can print a control character for a dash (seen as `\u0015` in a hematology paper's table during the
 * round 6 PDF sweep). The draft copied it raw into `# review:` comments, and a strict YAML reader (Python's) refused
 * the whole draft. The draft now writes such a character as the escape `\u0015`: the same character inside a quoted
 * string, readable text in a comment. A made-up audio-tagging README stands in for the PDF's text.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { printable } from '../../src/extract/yaml.js';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;

describe('extract: a draft holds only printable characters', () => {
  it('escapes a control character from the document, and strict YAML readers load the draft', () => {
    const dir = mkdtempSync(join(tmpdir(), 'printable-'));
    const doc = join(dir, 'README.md');
    writeFileSync(doc, [
      '# Audio tagging on AudioSet',
      '',
      'Table 1: mAP on the AudioSet evaluation set.',
      '',
      '| Model | mAP |',
      '|---|---|',
      '| PANN\u0015CNN14 | 43.1 |',
      '| AST\u007fbase | 45.9 |',
      '| HTS\u0085AT | 47.1 |',
      '',
    ].join('\n'));
    const out = join(dir, 'draft.yaml');
    const r = runCli(['extract', doc, '--id', 'tagging', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).not.toMatch(CONTROL);
    expect(text).toContain('PANN\\u0015CNN14');
    // Python's yaml refuses any non-printable character, in comments too
    const py = spawnSync('python3', ['-c', 'import sys, yaml; d = yaml.safe_load(open(sys.argv[1])); print([m["name"] for m in d["methods"]])', out], { encoding: 'utf8' });
    expect(py.status, py.stderr).toBe(0);
    expect(py.stdout).toContain('PANN\\x15CNN14');
    const v = runCli(['validate', out, '--sources', dir]);
    expect(v.code, v.stdout + v.stderr).toBe(0);
  });
  it('leaves tabs and line breaks alone and escapes the rest, NEL and the Unicode separators too', () => {
    expect(printable('a\tb\nc\r\n')).toBe('a\tb\nc\r\n');
    expect(printable('\u0085\u2028\u2029')).toBe('\\u0085\\u2028\\u2029');
    expect(printable('x\u0000\u001f\u007f\u009f')).toBe('x\\u0000\\u001f\\u007f\\u009f');
  });
});
