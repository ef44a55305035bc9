/**
 * Formats that admit "not stated" (split: unknown, reproductions without who/where/variant, estimate
 * configs without dataset/split, a GPU claim without a model, `assumed:` config values), and hardware
 * verdicts that say what they rest on and how "GB" was read — all through the real CLI.
 */
import { mkdtempSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const fixture = readFileSync(join(repoRoot, 'test/fixtures/honesty/not-stated.yaml'), 'utf8');

function claimsDir(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'audit-not-stated-'));
  writeFileSync(join(dir, 'notstated.yaml'), text);
  return dir;
}

interface Finding { id: string; severity: string; message: string }
const check = (dir: string) => {
  const r = runCli(['check', '--claims', dir, '--json']);
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as { findings: Finding[] }).findings;
};

describe('claim files that say "not stated"', () => {
  it('validate accepts split: unknown, a bare reproduction, an estimate without dataset/split, a GPU without a model and assumed fields', () => {
    const dir = claimsDir(fixture);
    const r = runCli(['validate', join(dir, 'notstated.yaml')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('check words omissions as "not stated", never "undefined"', () => {
    const findings = check(claimsDir(fixture));
    expect(findings.map((f) => f.id)).toEqual(['notstated/hardware-estimate/one-12gb-gpu--opt-lora-12gb']);
    expect(findings[0]?.message).toContain('One GPU (model not stated) of 12 GB cannot hold');
    expect(JSON.stringify(findings)).not.toContain('undefined');
  });

  it('rejects an assumed field the config does not have, located, with exit 2', () => {
    const dir = claimsDir(fixture.replace('assumed: [batch, components.llm.lora.rank, components.llm.tokens]', 'assumed: [batch, components.llm.lora.alpha]'));
    const r = runCli(['validate', join(dir, 'notstated.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/notstated\.yaml:34:\d+: configs\[0\]\.assumed\[1\]: 'components\.llm\.lora\.alpha' is not a field of config 'opt-lora-12gb'; expected a dotted path/);
    expect(r.stdout).toBe('');
  });

  it('the report lists the assumed values of a config, clearly marked', () => {
    const dir = claimsDir(fixture);
    const out = join(dir, 'reports');
    const r = runCli(['report', 'notstated', '--claims', dir, '--db', join(dir, 'results.db'), '--out', out]);
    expect(r.code).toBe(0);
    const html = readFileSync(join(out, readdirSync(out).find((f) => f.startsWith('notstated'))!), 'utf8');
    expect(html).toContain('Assumed config values');
    expect(html).toMatch(/<code>opt-lora-12gb<\/code>: assumed batch, components\.llm\.lora\.rank, components\.llm\.tokens/);
    expect(html).toContain('estimate for opt-lora-12gb (assumed, not printed: batch, components.llm.lora.rank, components.llm.tokens)');
    expect(html).toContain('split not stated');
  });
});

describe('hardware verdicts say what they rest on and how GB was read', () => {
  it('frozen weights alone exceed a 12 GB card: holds for any rank, batch or sequence length, under both unit readings', () => {
    const [f] = check(claimsDir(fixture));
    expect(f?.message).toContain('Frozen weights alone: 12.4 GiB > 12 GB card — holds for any LoRA rank, batch or sequence length.');
    expect(f?.message).toContain('Unit reading: "12 GB" read as 12 GiB (the reading that favours the paper); read as 12·10⁹ bytes (11.2 GiB) the verdict is the same.');
  });

  it('a verdict that needs the activations names the assumed values it rests on', () => {
    const [f] = check(claimsDir(fixture.replace('memoryGB: 12,', 'memoryGB: 13,')));
    expect(f?.severity).toBe('error');
    expect(f?.message).toMatch(/Without activations the step needs 1[23]\.\d GiB, which fits the 13 GB card: the verdict depends on the batch, sequence length and activation settings\. It rests on values the config marks as assumed: batch, components\.llm\.lora\.rank, components\.llm\.tokens\./);
  });

  it('says when the verdict changes with the unit reading', () => {
    const [f] = check(claimsDir(fixture.replace('memoryGB: 12,', 'memoryGB: 14,')));
    expect(f?.severity).toBe('warning');
    expect(f?.message).toContain('only at the low end of its estimate');
    expect(f?.message).toContain('read as 14·10⁹ bytes (13.0 GiB) the step does not fit (the verdict changes).');
  });
});
