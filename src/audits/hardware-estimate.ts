/**
 * Hardware claims against the analytic estimate of the papers' own `runner: estimate` configs:
 * claimed card vs the memory lower bound, claimed memory use, trained-parameter fraction, adapter
 * size and training time. Every finding carries the estimate's assumptions.
 *
 * The estimator is pure (src/estimate/*.ts import neither IO
 * nor the runner contract), so this check may call it.
 */
import { gpuLabel } from '../claims/labels.js';
import type { LoadedClaimFile } from '../claims/model.js';
import type { HardwareClaim } from '../claims/schema.js';
import type { EstimateConfig } from '../claims/configs/estimate.js';
import { isAuditError } from '../core/errors.js';
import type { ClaimLocation, Finding } from '../core/findings.js';
import { estimate } from '../estimate/estimate.js';
import type { Estimate } from '../estimate/estimate.js';
import { GIB } from '../estimate/memory.js';
import { applyOverrides } from '../estimate/overrides.js';
import { contains, intersects, printed } from './interval.js';
import type { Interval } from './interval.js';
import { reproducesDigits } from './explain.js';
import { cardBytes, dependence, fitOf, unitReading } from './hardware-verdict.js';
import type { AuditContext, Check, CheckResult } from './types.js';
import type { CoverageMark } from './coverage.js';

type Evaluated = { readonly config: EstimateConfig; readonly index: number; readonly est: Estimate };

/** Outcome of one comparison: passed, or a finding without the fields every finding shares. */
type Outcome = { readonly pass: true } | { readonly pass: false; readonly finding: Omit<Finding, 'id' | 'paper' | 'check' | 'sources' | 'assumptions'> };

/** Papers' "GB" of GPU memory are the GiB nvidia-smi and the card's datasheet count. */
const GB_TO_GIB: Readonly<Record<string, number>> = { GB: 1, GiB: 1, MB: 1 / 1024 };
const HOURS: Readonly<Record<string, number>> = { minutes: 1 / 60, hours: 1, days: 24 };
const fmt = (x: number, d = 1): string => x.toFixed(d);
const pct = (f: number): string => `${(f * 100).toFixed(3)}%`;

function source(file: LoadedClaimFile, index: number, claim: HardwareClaim): ClaimLocation {
  const doc = file.data.paper.docs.find((d) => d.id === claim.source.doc);
  return {
    claimFile: file.pos(['hardware', index]),
    doc: doc?.file ?? claim.source.doc,
    ...(claim.source.table === undefined ? {} : { table: claim.source.table }),
    ...(claim.source.section === undefined ? {} : { section: claim.source.section }),
    label: `${file.data.paper.id} hardware '${claim.id}' (${claim.kind})`,
  };
}

/** "30–70 GB", "more than 30 GB", "up to 70 GB". */
export function measuredRange(m: { min?: number; max?: number }): string {
  if (m.min !== undefined && m.max !== undefined) return `${m.min}–${m.max} GB`;
  if (m.min !== undefined) return `more than ${m.min} GB`;
  return `up to ${m.max} GB`;
}

function measuredEvidence(file: LoadedClaimFile): string | undefined {
  const seen = file.data.reproductions.filter((r) => r.gpu !== undefined);
  if (seen.length === 0) return undefined;
  return seen.map((r) => `reproduction '${r.id}' measured ${measuredRange(r.gpu?.measuredGB ?? {})} on ${r.gpu?.gpu} ${r.gpu?.memoryGB} GB`).join('; ');
}

/** The same config at batch 1, when the verdict was for a larger batch: does the smallest batch fit? */
function atBatchOne(cfg: EstimateConfig, card: number): string {
  if (cfg.batch <= 1) return '';
  const e1 = estimate(applyOverrides(cfg, { batch: 1 }));
  const fit1 = fitOf(e1.memory.low, e1.memory.high, card);
  const words = fit1 === 'cannot' ? 'does not fit either' : fit1 === 'fits' ? 'fits' : 'fits only at the low end';
  return ` At batch 1 the same setup needs ${fmt(e1.memory.low / GIB)}–${fmt(e1.memory.high / GIB)} GiB (expected ${fmt(e1.memory.expected / GIB)} GiB): it ${words}.`;
}

function memoryVsCard(claim: Extract<HardwareClaim, { kind: 'gpu' }>, e: Estimate, cfg: EstimateConfig, evidence: string | undefined): Outcome | undefined {
  if (claim.memoryGB === undefined) return undefined;
  const [lo, hi] = [e.memory.low / GIB, e.memory.high / GIB];
  const base = { stated: claim.memoryGB, computed: lo, interval: [lo, hi] as const, ...(evidence === undefined ? {} : { evidence }) };
  const card = cardBytes(claim.memoryGB).gib;
  const fit = fitOf(e.memory.low, e.memory.high, card);
  if (fit === 'fits') return { pass: true };
  const reading = unitReading(e.memory.low, e.memory.high, claim.memoryGB);
  if (fit === 'cannot') {
    const why = dependence(e.memory.terms, card, claim.memoryGB, cfg.assumed ?? []);
    return { pass: false, finding: { ...base, severity: 'error', message: `One ${gpuLabel(claim)} cannot hold a training step of '${cfg.id}' at batch ${cfg.batch}: the estimate needs at least ${fmt(lo)} GiB (${fmt(lo)}–${fmt(hi)} GiB, expected ${fmt(e.memory.expected / GIB)} GiB as nvidia-smi would show it).${atBatchOne(cfg, card)} ${why} ${reading}` } };
  }
  return { pass: false, finding: { ...base, severity: 'warning', message: `'${cfg.id}' fits on one ${gpuLabel(claim)} only at the low end of its estimate (${fmt(lo)}–${fmt(hi)} GiB): the verdict depends on every assumed setting. ${reading}` } };
}

function claimedMemory(claim: Extract<HardwareClaim, { kind: 'gpu-memory' }>, decimals: number, e: Estimate, cfg: string): Outcome {
  const unit = String(claim.unit);
  const chi = printed(claim.value, decimals)[1] * (GB_TO_GIB[unit] ?? 1);
  const [lo, hi] = [e.memory.low / GIB, e.memory.high / GIB];
  if (chi < lo) {
    const decimal = unit === 'GiB' ? '' : ` Unit reading: ${unit} read as ${unit === 'MB' ? 'MiB' : 'GiB'} (the reading that favours the paper); read as powers of 10 the claim is smaller still, so the verdict is the same.`;
    return { pass: false, finding: { severity: 'error', stated: claim.value, computed: lo, interval: [lo, hi], message: `The claimed ${claim.value} ${unit} is below the lower bound of '${cfg}' (${fmt(lo)}–${fmt(hi)} GiB).${decimal}` } };
  }
  return { pass: true };
}

function fractionOutcome(claim: Extract<HardwareClaim, { kind: 'parameter-fraction' }>, decimals: number, e: Estimate, cfg: string, others: readonly Evaluated[]): Outcome {
  const stated = printed(claim.value, decimals);
  const computed = e.trainableFraction * 100;
  if (contains(stated, computed)) return { pass: true };
  const match = others.find((o) => reproducesDigits(o.est.trainableFraction * 100, claim.value, decimals));
  return {
    pass: false,
    finding: {
      severity: 'warning',
      stated: claim.value,
      computed,
      interval: stated,
      ...(match === undefined ? {} : { matches: `estimate '${match.config.id}' (${pct(match.est.trainableFraction)})` }),
      message: `'${cfg}' trains ${pct(e.trainableFraction)} of ${(e.params.total + e.params.lora).toLocaleString('en-US')} parameters${e.params.lora > 0 ? ` (its LoRA adapters: ${(e.loraOfBase * 100).toFixed(4)}% of the ${e.params.total.toLocaleString('en-US')} base parameters)` : ''}, which does not print as the claimed ${claim.value}%.`,
    },
  };
}

function adapterOutcome(claim: Extract<HardwareClaim, { kind: 'adapter-size' }>, decimals: number, e: Estimate, cfg: string, others: readonly Evaluated[]): Outcome | undefined {
  if (e.params.lora === 0) return undefined;
  const stated = printed(claim.value, decimals);
  const unitBytes = String(claim.unit) === 'GB' ? [1e9, GIB] : [1e6, 1024 ** 2];
  const range = (x: Estimate): Interval =>
    x.adapterStoredBytes === undefined
      ? [Math.min(...unitBytes.map((u) => x.adapterBytes[0] / u)), Math.max(...unitBytes.map((u) => x.adapterBytes[1] / u))]
      : [Math.min(...unitBytes.map((u) => (x.adapterStoredBytes ?? 0) / u)), Math.max(...unitBytes.map((u) => (x.adapterStoredBytes ?? 0) / u))];
  const r = range(e);
  if (intersects(stated, r)) return { pass: true };
  // A match must print as the claimed digits for one storage (fp16/fp32) and one reading of the unit.
  const sizes = (x: Estimate) => x.adapterBytes.flatMap((b, i) => unitBytes.map((u) => ({ value: b / u, how: `${i === 0 ? 'fp16' : 'fp32'}, ${u === 1e9 || u === 1e6 ? '10ⁿ-byte' : '2ⁿ-byte'} ${String(claim.unit)}` })));
  const exact = (x: Estimate) => sizes(x).find((z) => reproducesDigits(z.value, claim.value, decimals));
  const match = others.find((o) => o.est.params.lora > 0 && exact(o.est) !== undefined);
  return {
    pass: false,
    finding: {
      severity: 'warning',
      stated: claim.value,
      computed: r[1],
      interval: r,
      ...(match === undefined ? {} : { matches: `estimate '${match.config.id}' (${fmt(range(match.est)[0])}–${fmt(range(match.est)[1])} ${String(claim.unit)}; ${exact(match.est)?.how}: ${exact(match.est)?.value.toFixed(decimals + 1)} ${String(claim.unit)})` }),
      message:
        e.adapterStoredBytes === undefined
          ? `'${cfg}' has ${e.params.lora.toLocaleString('en-US')} LoRA parameters: ${fmt(r[0])}–${fmt(r[1])} ${String(claim.unit)} stored as fp16–fp32, not the claimed ${claim.value} ${String(claim.unit)}.`
          : `'${cfg}' has ${e.params.lora.toLocaleString('en-US')} LoRA parameters stored as the config states (${(e.adapterStoredBytes / e.params.lora).toString()} bytes each): ${(e.adapterStoredBytes / 1e6).toFixed(2)} MB (${(e.adapterStoredBytes / 1024 ** 2).toFixed(2)} MiB), not the claimed ${claim.value} ${String(claim.unit)}.`,
    },
  };
}

function timeOutcome(claim: Extract<HardwareClaim, { kind: 'training-time' }>, decimals: number, e: Estimate, cfg: string): Outcome | undefined {
  if (e.time === undefined) return undefined;
  const [plo, phi] = printed(claim.value, decimals);
  const hours: Interval = [plo * (HOURS[String(claim.unit)] ?? 1), phi * (HOURS[String(claim.unit)] ?? 1)];
  const est: Interval = [e.time.seconds[0] / 3600, e.time.seconds[1] / 3600];
  if (intersects(hours, est)) return { pass: true };
  return {
    pass: false,
    finding: {
      severity: 'warning',
      stated: claim.value,
      computed: est[0],
      interval: est,
      message: `'${cfg}' needs ${fmt(est[0])}–${fmt(est[1])} hours on ${e.time.gpu} (${e.time.steps} steps, ${(e.time.flopsPerStep / 1e12).toFixed(1)} TFLOP each), not the claimed ${claim.value} ${String(claim.unit)}.`,
    },
  };
}

function rankOutcome(claim: Extract<HardwareClaim, { kind: 'lora-rank' }>, cfg: EstimateConfig): Outcome | undefined {
  const ranks = [...new Set(cfg.components.flatMap((c) => (c.lora === undefined ? [] : [c.lora.rank])))];
  if (ranks.length === 0) return undefined;
  if (ranks.every((r) => r === claim.value)) return { pass: true };
  return { pass: false, finding: { severity: 'warning', stated: claim.value, computed: ranks.find((r) => r !== claim.value), message: `Estimate '${cfg.id}' uses LoRA rank ${ranks.join('/')}, not the claimed rank ${claim.value}: its parameter figures do not describe the paper's setup.` } };
}

function compare(file: LoadedClaimFile, index: number, claim: HardwareClaim, ev: Evaluated, all: readonly Evaluated[]): Outcome | undefined {
  const decimals = file.decimals(['hardware', index, 'value']) ?? 0;
  const others = all.filter((o) => o !== ev);
  switch (claim.kind) {
    case 'gpu':
      return memoryVsCard(claim, ev.est, ev.config, measuredEvidence(file));
    case 'gpu-memory':
      return claimedMemory(claim, decimals, ev.est, ev.config.id);
    case 'parameter-fraction':
      return fractionOutcome(claim, decimals, ev.est, ev.config.id, others);
    case 'adapter-size':
      return adapterOutcome(claim, decimals, ev.est, ev.config.id, others);
    case 'training-time':
      return timeOutcome(claim, decimals, ev.est, ev.config.id);
    case 'lora-rank':
      return rankOutcome(claim, ev.config);
    default:
      return undefined;
  }
}

function applies(claim: HardwareClaim, cfg: EstimateConfig): boolean {
  if (cfg.checks !== undefined) return cfg.checks.includes(claim.id);
  return claim.dataset === undefined || claim.dataset === cfg.dataset;
}

function checkPaper(file: LoadedClaimFile): CheckResult {
  const paper = file.data.paper.id;
  const findings: Finding[] = [];
  let run = 0;
  const marks: CoverageMark[] = [];
  const evaluated: Evaluated[] = [];
  file.data.configs.forEach((c, index) => {
    if (c.runner !== 'estimate' || c.skip !== undefined) return;
    try {
      evaluated.push({ config: c, index, est: estimate(c) });
    } catch (e) {
      if (!isAuditError(e)) throw e;
      run++;
      findings.push({
        id: `${paper}/hardware-estimate/${c.id}-invalid`,
        paper,
        check: 'hardware-estimate',
        severity: 'error',
        message: `Estimate config '${c.id}' cannot be evaluated: ${e.message}`,
        sources: [{ claimFile: file.pos(['configs', index]), doc: file.path, label: `config '${c.id}'` }],
      });
    }
  });
  file.data.hardware.forEach((claim, index) => {
    for (const ev of evaluated) {
      if (!applies(claim, ev.config)) continue;
      const outcome = compare(file, index, claim, ev, evaluated);
      if (outcome === undefined) continue;
      marks.push({ paper, path: ['hardware', index], checked: true });
      run++;
      if (outcome.pass) continue;
      findings.push({
        ...outcome.finding,
        id: `${paper}/hardware-estimate/${claim.id}--${ev.config.id}`,
        paper,
        check: 'hardware-estimate',
        sources: [source(file, index, claim), { claimFile: file.pos(['configs', ev.index]), doc: file.path, label: `estimate config '${ev.config.id}'` }],
        assumptions: [`model: ${ev.config.description.replace(/\s+/g, ' ').trim()}`, ...ev.est.assumptions],
      });
    }
  });
  return { findings, run, marks };
}

export const hardwareEstimateCheck: Check = (ctx: AuditContext): CheckResult => {
  const results = ctx.papers.filter((p) => ctx.focus.has(p.data.paper.id)).map(checkPaper);
  return { findings: results.flatMap((r) => r.findings), run: results.reduce((s, r) => s + r.run, 0), marks: results.flatMap((r) => r.marks ?? []) };
};
