/**
 * The dependency rule of DESIGN.md, enforced: which module may import which, pure modules free of
 * IO packages, and no import cycles between files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

const src = join(repoRoot, 'src');

/** module → the modules of ours it may import (besides itself). */
const allowed: Record<string, readonly string[]> = {
  core: [],
  claims: ['core'],
  metrics: ['core'],
  estimate: ['core', 'claims'],
  audits: ['core', 'claims', 'metrics', 'estimate'],
  profiling: ['core'],
  scoring: ['core', 'metrics'],
  store: ['core', 'claims'],
  runners: ['core', 'claims', 'metrics', 'scoring', 'profiling', 'estimate'],
  report: ['core', 'claims', 'metrics', 'audits', 'estimate', 'store'],
  extract: ['core', 'claims'],
  pipeline: ['core', 'claims', 'metrics', 'scoring', 'audits', 'estimate', 'profiling', 'store', 'runners', 'report'],
  executors: ['core', 'claims', 'audits', 'store', 'runners', 'pipeline'],
  cli: ['core', 'claims', 'metrics', 'scoring', 'audits', 'estimate', 'profiling', 'store', 'runners', 'report', 'pipeline', 'extract', 'executors'],
};

/** Modules (or single files) that must stay pure: no IO packages. */
const pure = ['core', 'metrics', 'audits', 'claims', 'estimate', 'extract'];
const pureExceptions = new Set(['claims/load.ts', 'extract/read.ts']);
const ioPackages = [/^node:fs/, /^fs$/, /^node:child_process/, /^child_process$/, /^better-sqlite3/, /^@tensorflow\/tfjs-node/, /^node-nvidia-smi/, /^handlebars/, /^yargs/];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) out.push(m[1] as string);
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1] as string);
  for (const m of text.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) out.push(m[1] as string);
  return out;
}

const moduleOf = (file: string): string => relative(src, file).split('/')[0] as string;
const all = files(src);

describe('architecture', () => {
  it('knows every module under src/', () => {
    const modules = new Set(all.map(moduleOf));
    for (const m of modules) expect(Object.keys(allowed), `module src/${m} has no rule in test/architecture.test.ts`).toContain(m);
  });

  it('imports only downward (the dependency rule of DESIGN.md)', () => {
    const bad: string[] = [];
    for (const f of all) {
      const from = moduleOf(f);
      for (const spec of imports(f).filter((s) => s.startsWith('.'))) {
        const target = resolve(dirname(f), spec);
        if (!target.startsWith(src)) continue;
        const to = moduleOf(target);
        if (to !== from && !(allowed[from] ?? []).includes(to)) bad.push(`${relative(repoRoot, f)} imports ${spec} (${from} → ${to})`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('keeps pure modules free of IO packages', () => {
    const bad: string[] = [];
    for (const f of all) {
      const rel = relative(src, f);
      if (!pure.includes(moduleOf(f)) || pureExceptions.has(rel)) continue;
      for (const spec of imports(f)) if (ioPackages.some((re) => re.test(spec))) bad.push(`${rel} imports ${spec}`);
    }
    expect(bad).toEqual([]);
  });

  it('imports a TF.js backend package only in src/runners/tfjs/backend.ts', () => {
    const bad = all.filter((f) => relative(src, f) !== 'runners/tfjs/backend.ts' && imports(f).some((s) => /^@tensorflow\/tfjs-(node|backend-wasm)/.test(s)));
    expect(bad.map((f) => relative(repoRoot, f))).toEqual([]);
  });

  it('has no import cycles between files', () => {
    const graph = new Map<string, string[]>();
    for (const f of all) {
      graph.set(
        f,
        imports(f)
          .filter((s) => s.startsWith('.'))
          .map((s) => resolve(dirname(f), s).replace(/\.js$/, '.ts')),
      );
    }
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (f: string, stack: string[]): void => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...stack.slice(stack.indexOf(f)), f].map((x) => relative(src, x)).join(' → '));
        return;
      }
      state.set(f, 'open');
      for (const g of graph.get(f) ?? []) if (graph.has(g)) visit(g, [...stack, f]);
      state.set(f, 'done');
    };
    for (const f of graph.keys()) visit(f, []);
    expect(cycles).toEqual([]);
  });
});
