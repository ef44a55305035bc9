/**
 * `audit estimate`'s help examples agree with the findings (issue 29): an example that names SSGPA
 * prints the same fit verdict on the RTX 3090 as SSGPA's hardware-estimate finding; every example
 * runs; every architecture preset `--list-presets` shows is reachable from a flag.
 */
import { describe, expect, it } from 'vitest';
import { runCli, tempWorkDir } from '../helpers/cli.js';

/** The examples of a yargs help text: [command line, description], both unwrapped (two columns). */
function examples(help: string): [string, string][] {
  const lines = (help.split(/^Examples:\s*$/m)[1] ?? '').split('\n').filter((l) => l.trim());
  const first = /^(\s+audit .*?\s{2,})\S/.exec(lines[0] ?? '');
  const off = first?.[1]?.length ?? 0;
  const out: [string, string][] = [];
  for (const l of lines) {
    const left = l.slice(0, off).trim();
    const right = l.slice(off).trim();
    const last = out[out.length - 1];
    if (left.startsWith('audit ') || !last) out.push([left, right]);
    else out[out.length - 1] = [`${last[0]} ${left}`.trim(), `${last[1]} ${right}`.trim()];
  }
  return out;
}

describe('audit estimate help', () => {
  const help = runCli(['estimate', '--help']).stdout;

  it('every example runs, and one naming SSGPA agrees with the SSGPA finding about the RTX 3090', () => {
    const found = examples(help);
    expect(found.length).toBeGreaterThanOrEqual(3);
    const check = JSON.parse(runCli(['check', 'ssgpa', '--json']).stdout) as { findings: { check: string; severity: string; message: string }[] };
    const rtx = check.findings.find((f) => f.check === 'hardware-estimate' && /RTX 3090/.test(f.message));
    expect(rtx?.message).toMatch(/cannot hold/);
    let ssgpa = 0;
    for (const [line, what] of found) {
      const r = runCli(line.split(/\s+/).slice(1), { cwd: tempWorkDir() });
      expect(r.code, `${line}: ${r.stderr}`).toBe(0);
      if (/SSGPA/.test(what) && !/lighter than SSGPA/.test(what)) {
        ssgpa += 1;
        expect(r.stdout).toMatch(/fits on one NVIDIA GeForce RTX 3090 \(24 GiB\): no /);
      }
      // an example that says SSGPA-like must not contradict the finding
      if (/SSGPA-like/.test(what)) expect(r.stdout).not.toMatch(/: yes /);
    }
    expect(ssgpa).toBeGreaterThanOrEqual(1);
  });

  it('every architecture preset is reachable from a flag', () => {
    const list = runCli(['estimate', '--list-presets']).stdout;
    const flagOf: Record<string, string> = { 'decoder-llm': '--model', vit: '--vision', qformer: '--qformer', resnet: '--cnn' };
    const presets = list.split('\n\n')[0]?.split('\n').map((l) => l.trim().split(/\s+/) as [string, string]) ?? [];
    expect(presets.map(([, kind]) => kind)).toContain('resnet');
    for (const [name, kind] of presets) {
      const flag = flagOf[kind];
      expect(flag, `no flag for a ${kind} preset (${name})`).toBeDefined();
      expect(help).toContain(name);
      const args = ['estimate', flag as string, name, ...(kind === 'qformer' ? ['--vision', 'eva-vit-g'] : [])];
      const r = runCli(args);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
    }
  });
});
