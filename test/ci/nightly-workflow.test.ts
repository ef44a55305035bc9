/**
 * .github/workflows/nightly.yml as shipped: valid YAML of the right shape, every `audit` command
 * it runs exists and accepts --help, and its run steps executed as they are (bash, the same
 * scripts, two nights in a temporary folder) produce the summary, JUnit XML, reports and a
 * results.db that carries the previous night's runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { auditBin, repoRoot, runCli, sharedDir } from '../helpers/cli.js';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown };
  jobs: Record<string, { 'runs-on': string; steps: Step[]; env?: Record<string, string> }>;
}

const workflow = parse(readFileSync(join(repoRoot, '.github', 'workflows', 'nightly.yml'), 'utf8')) as Workflow;
const steps = Object.values(workflow.jobs)[0]?.steps ?? [];

describe('the nightly workflow file', () => {
  it('runs every night and on demand, carries results.db over and uploads the reports', () => {
    expect(workflow.on.schedule?.[0]?.cron).toMatch(/^\S+ \S+ \* \* \*$/);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    const uses = steps.map((s) => s.uses ?? '');
    expect(uses).toContain('actions/checkout@v4');
    expect(steps.find((s) => s.uses === 'actions/cache/restore@v4')?.with).toMatchObject({ path: 'results.db' });
    expect(steps.find((s) => s.uses === 'actions/cache/save@v4')?.with).toMatchObject({ path: 'results.db' });
    const upload = steps.find((s) => s.uses === 'actions/upload-artifact@v4');
    expect(String(upload?.with?.path)).toContain('reports/');
    expect(upload?.if).toMatch(/always\(\)/);
    expect(steps.find((s) => s.id === 'regress')?.run).toMatch(/regress .*--junit \S+ .*--markdown "\$GITHUB_STEP_SUMMARY"/);
  });

  it('every audit command it runs exists and accepts --help', () => {
    const cmds = new Set(steps.flatMap((s) => [...(s.run ?? '').matchAll(/node "\$AUDIT" (\w[\w-]*)/g)].map((m) => m[1] as string)));
    expect([...cmds].sort()).toEqual(['list', 'regress', 'report', 'run']);
    const help = new Map<string, string>();
    for (const c of cmds) {
      const r = runCli([c, '--help']);
      expect(r.code, `${c}: ${r.stderr}`).toBe(0);
      help.set(c, r.stdout);
    }
    const opts = [...steps.map((s) => s.run ?? '').join('\n').matchAll(/ (--[a-z-]+)/g)].map((m) => m[1] as string);
    for (const o of new Set(opts.filter((o) => o !== '--no-audit' && o !== '--no-fund' && o !== '--help'))) {
      const owner = [...help.values()].some((h) => h.includes(o.replace(/^--no-/, '--')));
      expect(owner, `${o} is an option of no audit command`).toBe(true);
    }
  });

  it('its run steps, executed as written for two nights, regress against the previous night', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightly-'));
    const summary = join(dir, 'summary.md');
    const run = (night: number) => {
      const output = join(dir, `output-${night}`);
      writeFileSync(output, '');
      const outputs = () => Object.fromEntries(readFileSync(output, 'utf8').split('\n').filter(Boolean).map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]));
      const base = { ...process.env, NO_COLOR: '1', AUDIT: auditBin, PAPERS: 'ssgpa', AUDIT_RUN_FLAGS: '--smoke', AUDIT_DATA_ROOT: join(sharedDir, 'data'), GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary };
      const codes: Record<string, number> = {};
      for (const s of steps) {
        if (!s.run || s.id === 'install' || !s.id) continue;
        // step env: only `${{ steps.<id>.outputs.<name> }}` expressions occur
        const env = Object.fromEntries(Object.entries(s.env ?? {}).map(([k, v]) => [k, v.replace(/\$\{\{\s*steps\.papers\.outputs\.(\w+)\s*\}\}/g, (_, n: string) => outputs()[n] ?? '')]));
        const r = spawnSync('bash', ['-e', '-c', s.run], { cwd: dir, env: { ...base, ...env }, encoding: 'utf8', timeout: 240_000 });
        codes[s.id] = r.status ?? -1;
        expect(r.status, `${s.id}: ${r.stderr}`).toBe(0);
      }
      return { codes, outputs: outputs() };
    };
    const first = run(1);
    expect(first.outputs).toEqual({ papers: 'ssgpa', run_status: '0' });
    expect(readFileSync(summary, 'utf8')).toMatch(/✅ \*\*0 regression\(s\)\*\* in 10 config\(s\) — 0 ok, 0 improved, 3 without baseline, 7 not run/);
    writeFileSync(summary, '');
    run(2);
    const md = readFileSync(summary, 'utf8');
    expect(md).toMatch(/✅ \*\*0 regression\(s\)\*\* in 10 config\(s\) — 3 ok, 0 improved, 0 without baseline, 7 not run/);
    expect(md).toMatch(/\| ssgpa \| spot-vit-val \(smoke\) \| ✅ ok \| run #\d+ vs run #\d+: 7 metric\(s\) within 1\.0% \|/);
    expect(readFileSync(join(dir, 'regress.xml'), 'utf8')).toContain('<testsuite name="ssgpa" tests="10" failures="0"');
    expect(existsSync(join(dir, 'reports', 'ssgpa.html'))).toBe(true);
  }, 300_000);
});
