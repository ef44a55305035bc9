/** View models built from report inputs, without rendering: what a reader of the report sees. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigOutcome } from '../../src/audits/claim-vs-measurement.js';
import { compareWithClaims } from '../../src/audits/claim-vs-measurement.js';
import { loadClaimFile } from '../../src/claims/load.js';
import type { LoadedClaimFile } from '../../src/claims/model.js';
import type { Finding } from '../../src/core/findings.js';
import type { PaperInput, RunInput } from '../../src/report/input.js';
import { buildFindings } from '../../src/report/model/findings.js';
import { buildHardware } from '../../src/report/model/hardware.js';
import { buildPaper } from '../../src/report/model/page.js';
import { buildHistory, buildRun } from '../../src/report/model/runs.js';
import { buildSummary } from '../../src/report/model/summary.js';
import type { CellView, TableView } from '../../src/report/model/tables.js';
import { buildTables } from '../../src/report/model/tables.js';
import { repoRoot } from '../helpers/cli.js';
import { claimFile, failedRun, samples, succeededRun } from './fixtures.js';

const ssgpa = loadClaimFile(join(repoRoot, 'claims', 'ssgpa.yaml'));

function outcomes(file: LoadedClaimFile, runs: readonly RunInput[]): ConfigOutcome[] {
  return runs.map((r) => {
    const config = file.data.configs.find((c) => c.id === r.run.configId);
    if (!config || r.run.status === 'running') throw new Error('fixture');
    return { config, runId: r.run.id, status: r.run.status, ...(r.run.status === 'succeeded' ? {} : { reason: r.run.reason }), measurements: r.measurements };
  });
}

function paper(file: LoadedClaimFile, runs: RunInput[]): PaperInput {
  return { claims: file, runs, verdicts: compareWithClaims(file, outcomes(file, runs)).cells, estimates: [] };
}

const row = (t: TableView, label: string) => {
  const r = t.rows.find((x) => x.label === label);
  if (!r) throw new Error(`no row ${label} in ${t.rows.map((x) => x.label).join(', ')}`);
  return r;
};
const compared = (c: CellView | undefined) => {
  if (c?.kind !== 'compared') throw new Error(`not a compared cell: ${JSON.stringify(c)}`);
  return c;
};

describe('README-style tables of the SSGPA claim file', () => {
  const [clevr, spot] = buildTables(ssgpa, [], []);

  it('recomputes each reproduced value\'s delta against the reported row', () => {
    const vit = row(clevr as TableView, 'Reproduction - (ViT-based)');
    expect(vit.kind).toBe('published');
    expect(vit.cells.map((c) => compared(c).text)).toEqual(['33.5', '17.0', '65.3', '50.3']);
    expect(vit.cells.map((c) => compared(c).delta?.text)).toEqual(['↓44.99%', '↓61.54%', '↓58.96%', '↓37.28%']);
    expect(vit.cells.every((c) => compared(c).verdict === 'discrepancy')).toBe(true);
  });

  it('marks the printed deltas no rounding of the printed values explains, and only those', () => {
    const vit = row(clevr as TableView, 'Reproduction - (ViT-based)');
    const cider = compared(vit.cells[2]);
    expect(cider.printedDelta).toMatchObject({ consistent: false, delta: { text: '↓58.74%' } });
    expect(cider.title).toContain('printed delta ↓58.74% — no rounding of the printed values gives it');
    // -37.29 printed vs -37.28 recomputed: within the rounding of 50.3 and 80.2
    expect(compared(vit.cells[3]).printedDelta?.consistent).toBe(true);
    const resnet = row(clevr as TableView, 'Reproduction - (ResNet + ViT)');
    expect(resnet.cells.map((c) => compared(c).printedDelta?.consistent)).toEqual([false, true, false, true]);
    expect(clevr?.printedMismatches).toBe(3);
    expect(spot?.printedMismatches).toBe(0);
  });

  it('keeps printed rows as printed, with "–" for a missing value', () => {
    const scorer = row(spot as TableView, 'SCORER [1]');
    expect(scorer.cells.map((c) => (c.kind === 'claimed' ? c.text : c.kind))).toEqual(['10.2', '12.2', '38.9', 'empty']);
    expect(row(clevr as TableView, 'SSGPA [3] (reported)').own).toBe(true);
  });

  it('counts the measurable printed values (own rows and published reproductions\') as not run when nothing ran', () => {
    const s = buildSummary(paper(ssgpa, []));
    // 8 values of SSGPA's own rows and 16 of the two published reproduction rows that its prediction configs re-score
    expect(s.claimTotal).toBe(24);
    expect(s.compared).toBe(0);
    expect(s.claims).toEqual({ reproduced: 0, 'within-noise': 0, discrepancy: 0, 'not-comparable': 0, 'not-run': 24 });
    expect(s.lastRun).toBeUndefined();
  });

  it('counts as "not run" only the values some config measures (SCORER: 30, not 278)', () => {
    const scorer = loadClaimFile(join(repoRoot, 'claims', 'scorer.yaml'));
    const s = buildSummary(paper(scorer, []));
    expect(s.claims['not-run']).toBe(30);
    expect(s.claimTotal).toBe(30);
    expect(s.unmeasured).toBe(248);
  });

  it('summarises the published reproductions', () => {
    const v = buildPaper(paper(ssgpa, []), 0, 'test');
    expect(v.published).toEqual({ compared: 16, reproduced: 0, discrepancy: 16, printedMismatches: 3 });
  });
});

describe('measured rows and verdicts', () => {
  const file = claimFile();
  const close = succeededRun(1, { bleu: 0.59, cider: 1.19 });
  const far = succeededRun(2, { bleu: 0.4, cider: 1.18 });

  it('adds the latest run of each config under the claimed row, coloured by the audit\'s verdict; earlier runs are history', () => {
    const [t] = buildTables(file, paper(file, [close, far]).verdicts, [close, far]);
    const labels = t?.rows.map((r) => r.label);
    expect(labels).toEqual(['Base plain', 'Ours plain', 'Measured · run #2 (pred)', 'Repro plain']);
    expect(row(t as TableView, 'Measured · run #2 (pred)').note).toBe('latest run; 1 earlier run in the history chart');
    const [t1] = buildTables(file, paper(file, [close]).verdicts, [close]);
    const r1 = row(t1 as TableView, 'Measured · run #1 (pred)');
    expect(compared(r1.cells[0])).toMatchObject({ text: '59.0', verdict: 'reproduced', delta: { text: '↓1.67%' } });
    expect(compared(r1.cells[0]).title).toContain('bootstrap 95% interval [58.00, 60.00]');
    expect(compared(r1.cells[1]).title).toContain('no bootstrap interval');
    const r2 = row(t as TableView, 'Measured · run #2 (pred)');
    expect(compared(r2.cells[0])).toMatchObject({ text: '40.0', verdict: 'discrepancy', delta: { text: '↓33.33%' } });
  });

  it('summarises each claimed value by its latest run', () => {
    expect(buildSummary(paper(file, [close, far])).claims).toEqual({ reproduced: 1, 'within-noise': 0, discrepancy: 1, 'not-comparable': 0, 'not-run': 0 });
    const later = succeededRun(3, { bleu: 0.6, cider: 1.2 });
    expect(buildSummary(paper(file, [close, far, later])).claims.reproduced).toBe(2);
  });

  it('says "within noise", never a red discrepancy, when the printed value lies inside the 95% interval', () => {
    const noisy = succeededRun(5, { bleu: 0.55, cider: 1.2 });
    const wide = { ...noisy, measurements: noisy.measurements.map((m) => (m.metric === 'Bleu_4' ? { ...m, ciLow: 0.5, ciHigh: 0.605 } : m)) };
    const p = paper(file, [wide]);
    const cell = compared(row(buildTables(file, p.verdicts, p.runs)[0] as TableView, 'Measured · run #5 (pred)').cells[0]);
    expect(cell).toMatchObject({ text: '55.0', verdict: 'within-noise', delta: { text: '↓8.33%' } });
    expect(cell.title).toContain('within noise');
    expect(buildSummary(p).claims).toMatchObject({ 'within-noise': 1, discrepancy: 0, reproduced: 1 });
    // just outside the interval it is a discrepancy again
    const narrow = { ...noisy, measurements: noisy.measurements.map((m) => (m.metric === 'Bleu_4' ? { ...m, ciLow: 0.5, ciHigh: 0.59 } : m)) };
    expect(buildSummary(paper(file, [narrow])).claims).toMatchObject({ 'within-noise': 0, discrepancy: 1 });
  });

  it('shows what runs measured on data no table prints in its own section, METEOR~ labelled', () => {
    const r = succeededRun(6, { bleu: 0.6, cider: 1.2 });
    const synthetic = { ...r, measurements: [...r.measurements, { dataset: 'synthetic', split: 'test', subset: 'total', metric: 'METEOR~' as const, value: 0.2, n: 40 }] };
    const v = buildPaper(paper(file, [synthetic]), 0, 'test');
    expect(v.other).toEqual([{ configId: 'pred', runId: 6, description: 'plain', where: 'synthetic · test', rows: [{ subset: 'total', metric: 'METEOR~ (approx.)', approx: true, value: '20.00', interval: '—', n: '40' }] }]);
  });

  it('shows the reason code of a value that could not be compared', () => {
    const failed = failedRun(4, 'predictions file is not JSON');
    const p = paper(file, [failed]);
    const [t] = buildTables(file, p.verdicts, p.runs);
    // a run that measured nothing gets no row of dashes: it is named once under the table, with its reason code
    expect((t as TableView).rows.some((r) => r.label.startsWith('Measured · run #4'))).toBe(false);
    expect((t as TableView).notMeasured).toEqual(['pred (not-run)']);
    // a failed run measured nothing: its values are "not run", never counted as compared (issue 29)
    expect(buildSummary(p).claims['not-comparable']).toBe(0);
    expect(buildSummary(p).claims['not-run']).toBe(2);
    expect(buildSummary(p).compared).toBe(0);
    expect(buildSummary(p).runs.failed).toBe(1);
  });

  it('charts a config with several runs, with the claimed values as rules', () => {
    const h = buildHistory(file, [close, far], paper(file, [close, far]).verdicts);
    expect(h).toHaveLength(1);
    expect(h[0]?.points.map((p) => `${p.run} ${p.series} ${p.value.toFixed(1)}`)).toEqual(['#1 BLEU-4 59.0', '#1 CIDEr 119.0', '#2 BLEU-4 40.0', '#2 CIDEr 118.0']);
    expect(h[0]?.claimed).toEqual([
      { series: 'BLEU-4', value: 60 },
      { series: 'CIDEr', value: 120 },
    ]);
    expect(buildHistory(file, [close], paper(file, [close]).verdicts)).toEqual([]);
  });
});

describe('hardware', () => {
  const file = claimFile();

  it('compares the claimed capacity with published, sampled and estimated memory', () => {
    const run = succeededRun(1, { bleu: 0.6, cider: 1.2, samples: samples(30 * 1024) });
    const hw = buildHardware(file, [run], [{ configId: 'est', memoryGiB: [18, 21.5], assumptions: [] }]);
    expect(hw.capacityGiB).toBe(24);
    expect(hw.memory.map((m) => `${m.who} ${m.value} ${m.exceedsClaim ? 'over' : 'ok'}`)).toEqual([
      'claimed 24.0 GiB ok',
      'published ≈70 GiB over',
      'measured 30.0 GiB over',
      'estimate 18.0–21.5 GiB ok',
    ]);
    expect(hw.series[0]).toMatchObject({ runId: 1, peakGiB: 30, totalGiB: 24 });
    // a scoring run measures no claimed training time: its duration stands under no claim
    expect(hw.time).toEqual([]);
  });

  it('puts a run\'s time only under a claimed training time it measures (never a synthetic or estimate run)', () => {
    const scorer = loadClaimFile(join(repoRoot, 'claims', 'scorer.yaml'));
    const as = (r: RunInput, configId: string, runner: string, minutes: number): RunInput => {
      const run = { ...r.run, configId, runner, endedAt: r.run.startedAt + minutes * 60_000 } as RunInput['run'];
      return { ...r, run };
    };
    const synthetic = as(succeededRun(1, { bleu: 0.1, cider: 0.2 }), 'scorer-cbr-synthetic', 'tfjs', 0.95);
    const estimate = as(succeededRun(2, { bleu: 0.1, cider: 0.2 }), 'scorer-clevr-resources', 'estimate', 0);
    const smokeRun = as(succeededRun(3, { bleu: 0.1, cider: 0.2 }), 'scorer-cbr-clevr-change', 'tfjs', 2);
    const smoke = { ...smokeRun, run: { ...smokeRun.run, smoke: true } } as RunInput;
    const measured = (runs: RunInput[]) => buildHardware(scorer, runs, []).time.filter((t) => t.who === 'measured');
    expect(measured([synthetic, estimate, smoke])).toEqual([]);
    const full = as(succeededRun(4, { bleu: 0.1, cider: 0.2 }), 'scorer-cbr-clevr-change', 'tfjs', 190);
    expect(measured([synthetic, estimate, full]).map((t) => `${t.label}: ${t.value}`)).toEqual(['run #4 (scorer-cbr-clevr-change) for the claim training-time-clevr-change: 3 h 10 min']);
    // nor is a synthetic run's memory peak held against the memory claimed for CLEVR-Change
    const hot = { ...synthetic, gpuSamples: samples(22 * 1024) };
    const row = buildHardware(scorer, [hot], []).memory.find((m) => m.who === 'measured');
    expect(row?.label).toContain("on synthetic-clevr-change, not the claim's setup");
    expect(row?.exceedsClaim).toBeUndefined();
  });

  it('thins a long timeline to at most 400 points per GPU without losing the peak', () => {
    const long = Array.from({ length: 5000 }, (_, i) => ({ t: i, gpu: '0', usedMiB: i === 3333 ? 40_000 : 1024, totalMiB: 81_920 }));
    const [s] = buildHardware(file, [succeededRun(1, { bleu: 0.6, cider: 1.2, samples: long })], []).series;
    expect(s?.points.length).toBeLessThanOrEqual(400);
    expect(Math.max(...(s?.points ?? []).map((p) => p.usedGiB))).toBeCloseTo(40_000 / 1024);
    expect(s?.peakGiB).toBeCloseTo(40_000 / 1024);
  });

  it('has no memory series without samples', () => {
    expect(buildHardware(file, [succeededRun(1, { bleu: 0.6, cider: 1.2 })], []).series).toEqual([]);
  });
});

describe('findings and provenance', () => {
  const f = (severity: Finding['severity'], id: string): Finding => ({
    id,
    paper: 'demo',
    check: 'printed-delta',
    severity,
    message: `message ${id}`,
    sources: [{ claimFile: { file: 'claims/demo.yaml', line: 12, col: 7 }, doc: 'demo.txt', table: 1, section: '4.1', label: 'Ours · CIDEr' }],
    stated: -58.74,
    computed: -58.9566,
    interval: [-59.0009, -58.9123],
  });

  it('lists errors first, each with its claim-file position and printed location', () => {
    const v = buildFindings([f('warning', 'demo/a'), f('error', 'demo/b')]);
    expect(v.map((x) => x.id)).toEqual(['demo/b', 'demo/a']);
    expect(v[0]?.locations[0]).toEqual({ claimFile: 'claims/demo.yaml:12:7', printed: 'demo.txt · table 1 · 4.1', label: 'Ours · CIDEr' });
    expect(v[0]?.numbers).toBe('stated -58.74 · computed -58.9566 · admissible [-59.0009, -58.9123]');
  });

  it('picks the harness commit, GPU and claim-file hash out of a run\'s environment', () => {
    const v = buildRun(succeededRun(7, { bleu: 0.6, cider: 1.2 }), 'a'.repeat(64), 0);
    expect(v.key).toEqual([
      { key: 'harness commit', value: 'abc123' },
      { key: 'GPU', value: 'NVIDIA H200' },
      { key: 'node', value: 'v20.20.2' },
    ]);
    expect(v.claimFile).toEqual({ short: 'ffffffffffff', full: 'f'.repeat(64), current: false });
    expect(v.environment.map((e) => e.key)).toEqual(['gpus', 'harness.commit', 'harness.dirty', 'node']);
    expect(v.duration).toBe('1 min 35 s');
  });
});
