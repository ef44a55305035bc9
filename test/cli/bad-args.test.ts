/**
 * Bad arguments stop every command before it does anything: exit 2, one line that names what is
 * wrong, a `--help` hint, no stack trace, and the working directory left exactly as it was
 * (no results.db, no reports/, no .runs/).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliAsync } from '../helpers/cli.js';
import { treeHash } from '../helpers/tree.js';

/** [command line, what the error line must say]. */
const CASES: readonly [string, RegExp][] = [
  // enum-like options
  ['run ssgpa --backend tpu', /--backend "tpu": expected one of "auto", "node-gpu", "node", "wasm", "cpu"/],
  ['run ssgpa --backend cpu --backend wasm', /--backend was given more than once \("cpu", "wasm"\)/],
  ['report --format pdf', /--format "pdf": expected one of "html", "md"/],
  ['check --format xml', /--format "xml": expected one of "text", "json", "sarif", "junit", "github", "csv"/],
  ['check --json --format sarif', /--json and --format sarif cannot be combined/],
  ['verdicts --format xlsx', /--format "xlsx": expected one of "csv", "json"/],
  ['check --fail-on sometimes', /--fail-on "sometimes": expected one of "error", "warning"/],
  ['regress --baseline last', /--baseline "last": expected one of "previous", "first"/],
  ['score --refs r.json --preds p.json --protocol nonsense', /--protocol "nonsense": expected one of/],
  ['estimate --model vicuna-7b --gpu potato', /--gpu potato: unknown GPU preset; expected one of rtx-3090/],
  ['estimate --model vicuna-7b --lora-rank 8 --lora-on spleen', /--lora-on spleen: unknown component; expected llm, vision, qformer/],
  ['estimate --model vicuna-7b --train spleen', /--train spleen: unknown component/],
  ['estimate --model vicuna-7b --train vision', /--train vision: the model has no vision \(add --vision\)/],
  ['estimate --model vicuna-7b --lora-on vision', /--lora-on needs --lora-rank/],
  ['estimate --model vicuna-7b --dtype fp8', /--dtype "fp8": expected one of/],
  // numbers name the flag
  ['estimate --model vicuna-7b --lora-rank -4', /--lora-rank -4: expected a whole number ≥ 1/],
  ['estimate --model vicuna-7b --lora-rank abc', /--lora-rank: expected a number, got "abc"/],
  ['estimate --model vicuna-7b --batch 0', /--batch 0: expected a whole number ≥ 1/],
  ['estimate --model vicuna-7b --gpu h100 --steps 1.5', /--steps 1.5: expected a whole number ≥ 1/],
  ['runs --limit -3', /--limit -3: expected a whole number ≥ 0/],
  ['runs --limit many', /--limit: expected a number, got "many"/],
  ['regress --tolerance 2', /--tolerance 2: expected a fraction/],
  ['score --refs r.json --preds p.json --bootstrap -1', /--bootstrap must be an integer ≥ 0/],
  // unknown options and arguments
  ['list --jsn', /unknown option --jsn/],
  ['check --jsn', /unknown option --jsn/],
  ['runs --jsn', /unknown option --jsn/],
  ['validate --jsn', /unknown option --jsn/],
  ['list extra', /unexpected argument 'extra'/],
  ['nosuchcommand', /unexpected argument 'nosuchcommand'/],
  // missing required arguments
  ['score --preds p.json', /missing required --refs/],
  ['run', /missing <paper>: usage is 'audit run <paper>'/],
  ['extract --id x', /missing <files..>: usage is 'audit extract <files..>'/],
  ['extract p.json --id BAD!', /--id 'BAD!': expected a lower-case id/],
  ['extract p.json --id x --out a.yaml --out b.yaml', /--out was given more than once/],
  ['', /Name a command/],
  // unknown papers, in every command that takes one
  ['run nosuchpaper', /unknown paper 'nosuchpaper'; known papers: .*ssgpa/],
  ['check nosuchpaper', /unknown paper 'nosuchpaper'/],
  ['runs nosuchpaper', /unknown paper 'nosuchpaper'/],
  ['report nosuchpaper', /unknown paper 'nosuchpaper'/],
  ['verdicts nosuchpaper', /unknown paper 'nosuchpaper'/],
  ['run ssgpa --only nosuchconfig', /nosuchconfig/],
];

describe('bad arguments: exit 2, one clear line, nothing written', () => {
  let dir: string;
  const results = new Map<string, { code: number; stdout: string; stderr: string }>();
  let before: string;
  let after: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-badargs-'));
    writeFileSync(join(dir, 'r.json'), JSON.stringify({ 1: ['a cube'] }));
    writeFileSync(join(dir, 'p.json'), JSON.stringify([{ image_id: 1, caption: 'a cube' }]));
    before = treeHash(dir);
    // four at a time: the machine is shared
    const queue = [...CASES];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let c = queue.shift(); c; c = queue.shift()) results.set(c[0], await runCliAsync(c[0] === '' ? [] : c[0].split(' '), dir));
      }),
    );
    after = treeHash(dir);
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves the directory exactly as it was (no results.db, reports/ or .runs/)', () => {
    expect(readdirSync(dir).sort()).toEqual(['p.json', 'r.json']);
    expect(after).toBe(before);
  });

  it.each(CASES)('audit %s', (line, message) => {
    const r = results.get(line)!;
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at |internal error|Error:/);
    // usage errors carry the hint; located input errors (a config id) say what exists instead
    if (lines.length > 1) {
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^Run 'audit (\w+ )?--help' for usage\.$/);
    }
  });
});
