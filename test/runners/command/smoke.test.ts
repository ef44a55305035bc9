/** A command config's `smoke:` overrides (pure): what runs under audit run --smoke. */
import { describe, expect, it } from 'vitest';
import { commandConfig } from '../../../src/claims/configs/command.js';
import { effectiveCommand } from '../../../src/runners/command/smoke.js';

const base = commandConfig.parse({
  id: 'probe',
  runner: 'command',
  description: 'a probe',
  method: 'm',
  dataset: 'd',
  split: 'train',
  argv: ['python3', 'probe.py', '--batch', '128'],
  batch: 128,
  timeoutSec: 1800,
  requires: { gpu: true, paths: ['model.py'], pythonModules: ['torch'] },
});

describe('effectiveCommand', () => {
  it('without --smoke, or without smoke overrides, the config runs as written', () => {
    const smoky = commandConfig.parse({ ...base, smoke: { argv: ['python3', 'probe.py', '--cpu'], gpu: false } });
    expect(effectiveCommand(smoky, false)).toBe(smoky);
    expect(effectiveCommand(base, true)).toBe(base);
  });

  it('under --smoke: argv, batch, time limit and the GPU requirement replaced; other requirements kept; a CPU smoke run is not GPU-profiled', () => {
    const c = commandConfig.parse({ ...base, smoke: { argv: ['python3', 'probe.py', '--batch', '2', '--cpu'], gpu: false, batch: 2, timeoutSec: 60 } });
    const e = effectiveCommand(c, true);
    expect(e.argv).toEqual(['python3', 'probe.py', '--batch', '2', '--cpu']);
    expect(e).toMatchObject({ batch: 2, timeoutSec: 60, profileGpu: false, requires: { gpu: false, paths: ['model.py'], pythonModules: ['torch'] } });
    expect(c.profileGpu).toBe(true);
  });

  it('a smoke override of the argv alone keeps the GPU requirement and profiling', () => {
    const e = effectiveCommand(commandConfig.parse({ ...base, smoke: { argv: ['python3', 'probe.py', '--steps', '1'] } }), true);
    expect(e).toMatchObject({ batch: 128, profileGpu: true, requires: { gpu: true } });
  });

  it('the claim file refuses unknown smoke fields and an empty argv', () => {
    expect(commandConfig.safeParse({ ...base, smoke: { iterations: 3 } }).success).toBe(false);
    expect(commandConfig.safeParse({ ...base, smoke: { argv: [] } }).success).toBe(false);
  });
});

describe('parseFactObject (a probe record stored with the run)', () => {
  it('takes one JSON object, and says what else it found', async () => {
    const { parseFactObject } = await import('../../../src/runners/command/read-facts.js');
    expect(parseFactObject('{"batch": 2, "params": {"a": 1}}\n')).toEqual({ ok: true, value: { batch: 2, params: { a: 1 } } });
    expect(parseFactObject('[1, 2]')).toEqual({ ok: false, problem: 'expected one JSON object, found an array' });
    expect(parseFactObject('null')).toEqual({ ok: false, problem: 'expected one JSON object, found null' });
    const bad = parseFactObject('{"batch": 2}\n{"batch": 3}\n');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problem).toMatch(/^not JSON/);
  });
});
