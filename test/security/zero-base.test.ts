/**
 * A relative delta over a base printed as 0 (0.0, 0.00) is undefined: any printed delta "fits"
 * the unbounded interval, so a check on it would pass even the impossible ones. It is an error
 * finding saying why, never a pass; a negative base (a metric that can be negative) is computed.
 * Through the real CLI.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

function paper(base: string, rep: string, deltas: string, statement = ''): string {
  return `schemaVersion: 1
paper:
  id: zero
  title: A zero base
  docs: [{ id: readme, file: readme.txt, kind: readme }]
methods:
  - { id: ours, name: Ours, own: true }
  - { id: base, name: Base }
datasets: [{ id: clevr-change, name: CLEVR-Change }]
reproductions:
  - { id: rep, doc: readme, method: ours }
tables:
  - id: main
    source: { doc: readme, section: Results }
    dataset: clevr-change
    columns: [CIDEr, Bleu_4]
    rows:
      - { method: base, values: [0.0, 100.0] }
      - { method: ours, values: [${base}, 120.0] }
      - { method: ours, reproduction: rep, values: [${rep}, 110.0], deltas: [${deltas}, -8.33], vs: ours }
${statement}`;
}

interface Finding { id: string; check: string; severity: string; message: string }

function findings(text: string): Finding[] {
  const dir = mkdtempSync(join(tmpdir(), 'zero-base-'));
  writeFileSync(join(dir, 'zero.yaml'), text);
  const r = runCli(['check', '--claims', dir, '--json']);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { findings: Finding[] }).findings;
}

describe('a printed delta over a base printed as zero', () => {
  it.each(['0.0', '12.5', '-100.0', '99999.9'])('a printed delta of %s over 0.0: an error saying the delta is undefined, never a pass', (delta) => {
    const f = findings(paper('0.0', '3.1', delta)).filter((x) => x.check === 'printed-delta');
    expect(f).toHaveLength(1);
    expect(f[0]!.severity).toBe('error');
    expect(f[0]!.message).toMatch(/relative to Ours's value printed as 0\.0; a relative change over a base of zero is undefined/);
  });

  it('a negative base is computed, not passed: (−4.4 − −5.0)/−5.0 = −12%, so a printed +12.0% is an error', () => {
    expect(findings(paper('-5.0', '-4.4', '-12.0')).filter((x) => x.check === 'printed-delta')).toEqual([]);
    const f = findings(paper('-5.0', '-4.4', '12.0')).filter((x) => x.check === 'printed-delta');
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toContain('= -12.00%');
  });

  it('a relative-improvement statement over a zero base is an error too', () => {
    const statement = `statements:
  - { id: gain, kind: relative-improvement, stated: 50.0, of: { table: main, method: ours, column: 1 }, over: base, source: { doc: readme, quote: "50% better" } }
`;
    const text = paper('5.0', '5.1', '2.0', statement).replace('{ method: base, values: [0.0, 100.0] }', '{ method: base, values: [0.0, 0.00] }');
    const f = findings(text).filter((x) => x.check === 'statement');
    expect(f).toHaveLength(1);
    expect(f[0]!.severity).toBe('error');
    expect(f[0]!.message).toMatch(/a relative change over a base of zero is undefined/);
  });

  it.each([
    ['a relative change', '{ id: gain, kind: change, mode: relative, direction: higher, stated: 50.0, of: { table: main, method: ours, column: 1 }, over: base, source: { doc: readme, quote: "50% higher" } }', /a relative change over a base printed as 0\.00 \(zero within its rounding\) is undefined/],
    ['a relative decrease', '{ id: gain, kind: change, mode: relative, direction: lower, stated: 10.0, of: { table: main, method: ours, column: 1 }, over: base, source: { doc: readme, quote: "10% lower" } }', /is undefined/],
    ['a ratio', '{ id: times, kind: ratio, direction: higher, factor: 3.0, of: { table: main, method: ours, column: 1 }, over: base, source: { doc: readme, quote: "3x higher" } }', /a factor over Base's BLEU-4 printed as 0\.00 \(zero within its rounding\) is undefined/],
  ])('%s over a zero base is an error, never a pass', (_what, item, message) => {
    const text = paper('5.0', '5.1', '2.0', `statements:\n  - ${item}\n`).replace('{ method: base, values: [0.0, 100.0] }', '{ method: base, values: [0.0, 0.00] }');
    const f = findings(text).filter((x) => x.check === 'statement');
    expect(f).toHaveLength(1);
    expect(f[0]!.severity).toBe('error');
    expect(f[0]!.message).toMatch(message);
  });
});
