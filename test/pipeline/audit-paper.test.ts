/**
 * auditPaper with a real store on disk and runners written for the case at hand (a runner that
 * measures then is interrupted, one that throws, one whose inputs are missing).
 */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadClaimFile } from '../../src/claims/load.js';
import type { Runner } from '../../src/core/runner.js';
import type { AuditPaperPorts } from '../../src/pipeline/audit-paper.js';
import { auditPaper } from '../../src/pipeline/audit-paper.js';
import type { ConfigOf, RunnerRegistry } from '../../src/runners/registry.js';
import { ResultsStore } from '../../src/store/index.js';
import { repoRoot } from '../helpers/cli.js';

const paper = loadClaimFile(join(repoRoot, 'test', 'pipeline', 'fixtures', 'claims', 'slowpaper.yaml'));
const quiet = { info: () => {}, warn: () => {}, progress: () => {} };
const never: Runner<never> = { preflight: () => ({ reason: 'unused' }), run: () => Promise.reject(new Error('unused')) };

function registry(predictions: Runner<ConfigOf<'predictions'>>): RunnerRegistry {
  return { predictions, tfjs: never, command: never, estimate: never };
}

function setup(predictions: Runner<ConfigOf<'predictions'>>, ac = new AbortController()) {
  const dir = mkdtempSync(join(tmpdir(), 'audit-pipe-'));
  const store = ResultsStore.open(join(dir, 'results.db'));
  const ports: AuditPaperPorts = { store, runners: registry(predictions), environment: async () => ({ node: 'test' }), log: quiet, signal: ac.signal, pid: process.pid, host: 'test-host' };
  const req = { paper, all: [paper], smoke: false, dataRoots: [], runsDir: join(dir, '.runs'), command: 'audit run slowpaper' };
  return { dir, store, ports, req, ac };
}

const cider = { dataset: 'spot-the-diff', split: 'val', subset: 'total', metric: 'CIDEr', value: 0.295, n: 1489 } as const;

describe('auditPaper', () => {
  it('an interrupt keeps the measurements reported before it and does not start the next config', async () => {
    const ac = new AbortController();
    const runner: Runner<ConfigOf<'predictions'>> = {
      preflight: () => undefined,
      run: async (_c, ctx) => {
        ctx.ports.measurement(cider);
        ac.abort(new Error('SIGINT'));
        ctx.signal.throwIfAborted();
        return { status: 'succeeded' };
      },
    };
    const { store, ports, req } = setup(runner, ac);
    const result = await auditPaper(req, ports);
    expect(result.interrupted).toBe(true);
    expect(result.outcomes.map((o) => [o.config.id, o.status])).toEqual([['fast', 'interrupted']]);
    const [rw] = store.runsWithMetrics();
    expect(rw?.run.status).toBe('interrupted');
    expect(rw?.measurements).toEqual([cider]);
    store.close();
  });

  it('a runner that throws is recorded failed with its message; the next config still runs', async () => {
    let calls = 0;
    const runner: Runner<ConfigOf<'predictions'>> = {
      preflight: () => undefined,
      run: async (c) => {
        calls++;
        if (c.id === 'fast') throw new Error('predictions file is not JSON');
        return { status: 'succeeded' };
      },
    };
    const { store, ports, req } = setup(runner);
    const result = await auditPaper(req, ports);
    expect(calls).toBe(2);
    expect(result.outcomes.map((o) => [o.config.id, o.status, o.reason])).toEqual([
      ['fast', 'failed', 'predictions file is not JSON'],
      ['slow', 'succeeded', undefined],
    ]);
    expect(store.listRuns().map((r) => r.status)).toEqual(['succeeded', 'failed']);
    store.close();
  });

  it('configs whose inputs are missing are recorded skipped with what to provide, and their claims stay not-comparable', async () => {
    const runner: Runner<ConfigOf<'predictions'>> = {
      preflight: () => ({ reason: 'input files not found: a.json', provide: 'a.json from github.com/x/y' }),
      run: () => Promise.reject(new Error('must not run')),
    };
    const { store, ports, req } = setup(runner);
    const result = await auditPaper({ ...req, only: 'slow' }, ports);
    expect(store.listRuns()).toMatchObject([{ configId: 'slow', status: 'skipped', reason: 'input files not found: a.json', provide: 'a.json from github.com/x/y' }]);
    expect(result.comparison.cells.map((c) => [c.metric, c.verdict, c.reason])).toEqual([
      ['Bleu_4', 'not-comparable', 'missing-input'],
      ['CIDEr', 'not-comparable', 'missing-input'],
    ]);
    store.close();
  });

  it('stores the static findings and the discrepancies of the session, and calls the report hook', async () => {
    const runner: Runner<ConfigOf<'predictions'>> = {
      preflight: () => undefined,
      run: async (_c, ctx) => {
        ctx.ports.measurement({ ...cider, value: 0.2 });
        return { status: 'succeeded' };
      },
    };
    const { store, ports, req, dir } = setup(runner);
    const staticFinding = { id: 'slowpaper/statement/x', paper: 'slowpaper', check: 'statement', severity: 'warning', message: 'static', sources: [] } as const;
    let reported: number | undefined;
    const result = await auditPaper({ ...req, only: 'fast' }, {
      ...ports,
      staticCheck: () => ({ findings: [staticFinding], summary: {} as never }),
      writeReport: async (r) => {
        reported = r.sessionId;
        return join(dir, 'slowpaper.html');
      },
    });
    expect(reported).toBe(result.sessionId);
    expect(result.reportPath).toBe(join(dir, 'slowpaper.html'));
    const stored = store.findingsOf(result.sessionId);
    expect(stored.map((f) => f.check)).toEqual(['statement', 'claim-vs-measurement']);
    expect(stored[1]?.message).toContain('CIDEr 20.0 (↓32.20%) on val vs 29.5 printed');
    const raw = new Database(store.path, { readonly: true });
    expect(raw.prepare('SELECT run_id FROM findings WHERE check_kind = ?').get('claim-vs-measurement')).toEqual({ run_id: store.listRuns()[0]?.id });
    raw.close();
    store.close();
  });
});
