/**
 * "matches" only when an alternative formula reproduces the printed digits exactly; looser fits
 * and digit slips are listed as possibilities, never as the cause. Through the real CLI.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

/** Claimed 67.3 / 120.0, reproduced 61.2 / 110.0: true deltas −9.06% and −8.33%. */
function paper(deltas: string, statement = ''): string {
  return `schemaVersion: 1
paper:
  id: deltas
  title: Printed deltas
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
      - { method: base, values: [60.0, 100.0] }
      - { method: ours, values: [67.3, 120.0] }
      - { method: ours, reproduction: rep, values: [61.2, 110.0], deltas: [${deltas}], vs: ours }
${statement}`;
}

interface Finding { id: string; message: string; matches?: string; possibilities?: string[] }

function check(text: string, terminal = false): { findings: Finding[]; terminal: string } {
  const dir = mkdtempSync(join(tmpdir(), 'audit-explain-'));
  writeFileSync(join(dir, 'deltas.yaml'), text);
  const json = runCli(['check', '--claims', dir, '--json']);
  expect(json.code).toBe(0);
  return { findings: (JSON.parse(json.stdout) as { findings: Finding[] }).findings, terminal: terminal ? runCli(['check', '--claims', dir]).stdout : '' };
}

describe('explanations of a printed delta that disagrees', () => {
  it('↓9.96% where the change is −9.06%: a mistyped digit and the reproduced-value formula (−9.97) are possibilities, neither a match', () => {
    const { findings, terminal } = check(paper('-9.96, -8.33'), true);
    expect(findings).toHaveLength(1);
    const f = findings[0]!;
    expect(f.matches).toBeUndefined();
    expect(f.possibilities).toEqual([
      'a mistyped digit: the correct -9.06 printed as -9.96',
      'the change relative to the reproduced value (100·(61.2 − 67.3)/61.2 = -9.97%), within its rounding but printing as -9.97, not -9.96',
    ]);
    expect(f.message).toContain('no formula reproduces the printed digits');
    expect(f.message).toContain('Possible explanations, none established: a mistyped digit');
    expect(f.message).toContain('Every other delta of this row is (reproduced − claimed)/claimed within rounding.');
    expect(f.message).not.toMatch(/the printed number is/);
    expect(terminal).toContain('possibly: a mistyped digit: the correct -9.06 printed as -9.96');
    expect(terminal).not.toContain('matches:');
  });

  it('transposed digits (−9.06 printed as −9.60) are named as a possibility', () => {
    const f = check(paper('-9.60, -8.33')).findings[0]!;
    expect(f.matches).toBeUndefined();
    expect(f.possibilities).toEqual(['transposed digits: the correct -9.06 printed as -9.60']);
  });

  it('a formula that reproduces the printed digits exactly is still stated as the match (−9.97 = change relative to the reproduced value)', () => {
    const f = check(paper('-9.97, -8.33')).findings[0]!;
    expect(f.matches).toBe('the change relative to the reproduced value (100·(61.2 − 67.3)/61.2 = -9.97%)');
    expect(f.possibilities).toBeUndefined();
    expect(f.message).toContain('the printed number is the change relative to the reproduced value');
  });

  it('a relative-improvement statement: a loose fit is a possibility, an exact one a match', () => {
    // (67.3 − 60.0)/60.0 = 12.17%; stated 12.71% is a transposition, 7.3 points the exact difference.
    const stmt = (stated: string) => `statements:
  - { id: gain, kind: relative-improvement, stated: ${stated}, of: { table: main, method: ours, column: 0 }, over: base, source: { doc: readme, quote: "a ${stated}% gain" } }
`;
    const transposed = check(paper('-9.06, -8.33', stmt('12.71'))).findings.find((x) => x.id === 'deltas/statement/gain')!;
    expect(transposed.matches).toBeUndefined();
    expect(transposed.possibilities).toEqual(['transposed digits: the correct 12.17 printed as 12.71']);
    const points = check(paper('-9.06, -8.33', stmt('7.3'))).findings.find((x) => x.id === 'deltas/statement/gain')!;
    expect(points.matches).toBe('the difference in points (7.3)');
  });
});

describe('hardware-estimate matches', () => {
  it('name the storage and unit reading that reproduce the claimed adapter size (BLIP2IDC: 20 MB = fp32 LoRA in 10⁶-byte MB)', () => {
    const r = runCli(['check', 'blip2idc', '--json']);
    const f = (JSON.parse(r.stdout) as { findings: Finding[] }).findings.find((x) => x.id === 'blip2idc/hardware-estimate/lora-adapter-size--blip2idc-lora-llm-only')!;
    expect(f.matches).toBe("estimate 'blip2idc-lora' (9.6–20.2 MB; fp32, 10ⁿ-byte MB: 20.2 MB)");
  });
});
