/**
 * The hardware section (pure): what the paper claims (GPU, memory, time, settings), what published
 * reproductions measured, the peak this tool sampled per run, and the analytic estimate.
 * GPU memory printed in "GB" is read as GiB, as GPU capacities are (a "24GB" RTX 3090 has 24576 MiB).
 */
import type { LoadedClaimFile } from '../../claims/model.js';
import type { HardwareClaim } from '../../claims/schema.js';
import { gpuModel, reproductionLabel } from '../../claims/labels.js';
import type { HardwareEstimate, RunInput } from '../input.js';
import { duration, gib } from './format.js';
import { buildHardwareVerdicts } from './hardware-verdicts.js';
import type { HardwareVerdictRow } from './hardware-verdicts.js';
import { latestRuns } from './other.js';

export interface HardwareClaimView {
  readonly id: string;
  readonly kind: HardwareClaim['kind'];
  readonly what: string;
  readonly about: string;
  readonly quote?: string;
  readonly source: string;
}

/** One line of the memory comparison. */
export interface MemoryRow {
  readonly who: 'claimed' | 'published' | 'measured' | 'estimate';
  readonly label: string;
  /** `24 GiB`, `≈70 GiB`, `> 30 GiB`, `18.2–21.7 GiB` */
  readonly value: string;
  /** Highest plausible GiB, to compare with the claimed capacity. */
  readonly high?: number;
  /** Set when this row's memory exceeds the claimed capacity. */
  readonly exceedsClaim?: boolean;
}

export interface MemorySeries {
  readonly runId: number;
  readonly configId: string;
  readonly points: readonly { readonly t: number; readonly gpu: string; readonly usedGiB: number }[];
  readonly totalGiB: number;
  readonly peakGiB: number;
}

export interface HardwareView {
  readonly claims: readonly HardwareClaimView[];
  readonly capacityGiB?: number;
  readonly capacityLabel?: string;
  readonly memory: readonly MemoryRow[];
  readonly time: readonly MemoryRow[];
  readonly series: readonly MemorySeries[];
  /** Per GPU / GPU-memory claim: claimed vs estimated vs measured, with the measured verdict. */
  readonly verdicts: readonly HardwareVerdictRow[];
}

const g = (x: number) => `${x.toFixed(1)} GiB`;

/** " (assumed, not printed: batch, time.steps)" for a config with `assumed:` values. */
const assumedNote = (claims: LoadedClaimFile, configId: string): string => {
  const a = claims.data.configs.find((c) => c.id === configId)?.assumed;
  return a?.length ? ` (assumed, not printed: ${a.join(', ')})` : '';
};

function claimText(h: HardwareClaim): string {
  switch (h.kind) {
    case 'gpu':
      return `${h.count} × ${gpuModel(h)}${h.memoryGB !== undefined ? ` (${h.memoryGB} GB)` : ''}`;
    case 'cpu':
      return [h.machine, h.cpu, h.cores !== undefined ? `${h.cores} cores` : undefined, h.memoryGB !== undefined ? `${h.memoryGB} GB RAM` : undefined].filter(Boolean).join(', ');
    case 'gpu-memory':
    case 'training-time':
    case 'adapter-size':
      return `${h.value} ${h.unit}`;
    case 'learning-rate':
      return h.printed ?? String(h.value);
    case 'parameter-fraction':
      return `${h.value}%`;
    case 'mixed-precision':
      return h.value ? 'yes' : 'no';
    case 'layers':
    case 'heads':
    case 'hidden-size':
      return `${h.value}${h.part ? ` (${h.part})` : ''}`;
    case 'batch-size':
    case 'iterations':
    case 'epochs':
    case 'lora-rank':
      return String(h.value);
  }
}

function capacity(claims: readonly HardwareClaim[]): { gib: number; label: string; dataset?: string } | undefined {
  for (const h of claims) {
    if (h.kind === 'gpu-memory') return { gib: h.unit === 'MB' ? h.value / 1024 : h.value, label: `claimed ${h.value} ${h.unit}${h.dataset ? ` on ${h.dataset}` : ''}`, ...(h.dataset ? { dataset: h.dataset } : {}) };
    if (h.kind === 'gpu' && h.memoryGB !== undefined) return { gib: h.memoryGB, label: `claimed ${gpuModel(h)} ${h.memoryGB} GB` };
  }
  return undefined;
}

/**
 * Whether a run's wall time measures a claimed training time: a full (not smoke) training run that
 * succeeded, of a config on the claim's dataset (when the claim names one). Estimates,
 * scoring-only configs and runs on other data (the synthetic set) never stand under a claimed time.
 */
export function measuresTime(claims: LoadedClaimFile, r: RunInput, h: Extract<HardwareClaim, { kind: 'training-time' }>): boolean {
  const c = claims.data.configs.find((x) => x.id === r.run.configId);
  if (!c || r.run.status !== 'succeeded' || r.run.smoke) return false;
  if (c.runner !== 'tfjs' && c.runner !== 'command') return false;
  return h.dataset === undefined || ('dataset' in c && c.dataset === h.dataset);
}

function hours(h: Extract<HardwareClaim, { kind: 'training-time' }>): number {
  return h.unit === 'minutes' ? h.value / 60 : h.unit === 'days' ? h.value * 24 : h.value;
}

/** Points a memory timeline keeps per GPU; longer series keep each bucket's highest sample. */
export const MAX_POINTS = 400;

type Point = MemorySeries['points'][number];

/** Keeps at most `max` points per GPU, each the highest of its bucket, so no peak is lost. */
export function downsample(points: readonly Point[], max = MAX_POINTS): Point[] {
  const byGpu = new Map<string, Point[]>();
  for (const p of points) byGpu.set(p.gpu, [...(byGpu.get(p.gpu) ?? []), p]);
  return [...byGpu.values()].flatMap((ps) => {
    if (ps.length <= max) return ps;
    const size = Math.ceil(ps.length / max);
    const out: Point[] = [];
    for (let i = 0; i < ps.length; i += size) out.push(ps.slice(i, i + size).reduce((a, b) => (b.usedGiB > a.usedGiB ? b : a)));
    return out;
  });
}

export function memorySeries(r: RunInput): MemorySeries | undefined {
  const s = r.gpuSamples.filter((x) => x.pid === undefined);
  const samples = s.length ? s : r.gpuSamples;
  if (!samples.length) return undefined;
  const points = samples.map((x) => ({ t: x.t, gpu: x.gpu, usedGiB: gib(x.usedMiB) }));
  return {
    runId: r.run.id,
    configId: r.run.configId,
    points: downsample(points),
    totalGiB: Math.max(...samples.map((x) => gib(x.totalMiB))),
    peakGiB: Math.max(...points.map((p) => p.usedGiB)),
  };
}

export function buildHardware(claims: LoadedClaimFile, runs: readonly RunInput[], estimates: readonly HardwareEstimate[]): HardwareView {
  const hw = claims.data.hardware;
  const cap = capacity(hw);
  const over = (high: number | undefined) => (cap && high !== undefined && high > cap.gib + 1e-9 ? { exceedsClaim: true } : {});
  // per config, the latest run (time) and the latest run that sampled the GPU (memory); earlier runs are in the runs section
  const latest = latestRuns(runs);
  const series = latestRuns(runs.filter((r) => r.gpuSamples.length > 0)).flatMap((r) => memorySeries(r) ?? []);
  const memory: MemoryRow[] = [];
  if (cap) memory.push({ who: 'claimed', label: cap.label, value: g(cap.gib), high: cap.gib });
  for (const r of claims.data.reproductions) {
    const m = r.gpu?.measuredGB;
    if (!r.gpu || !m) continue;
    const value = m.min !== undefined && m.max !== undefined ? `${m.min}–${m.max} GiB` : m.max !== undefined ? `≈${m.max} GiB` : `> ${m.min} GiB`;
    const high = m.max ?? m.min;
    memory.push({ who: 'published', label: `${reproductionLabel(r)} on ${r.gpu.gpu} ${r.gpu.memoryGB} GB${r.gpu.batchSize ? `, batch ${r.gpu.batchSize}` : ''}`, value, ...(high !== undefined ? { high } : {}), ...over(high) });
  }
  for (const s of series) {
    // a claimed memory figure of one dataset says nothing about a run on another (the synthetic set)
    const config = claims.data.configs.find((c) => c.id === s.configId);
    const dataset = config && 'dataset' in config ? config.dataset : undefined;
    const other = cap?.dataset !== undefined && dataset !== cap.dataset;
    const label = `run #${s.runId} (${s.configId}) peak, nvidia-smi${other ? ` — on ${dataset ?? 'other data'}, not the claim's setup` : ''}`;
    memory.push({ who: 'measured', label, value: g(s.peakGiB), high: s.peakGiB, ...(other ? {} : over(s.peakGiB)) });
  }
  for (const e of estimates) memory.push({ who: 'estimate', label: `estimate for ${e.configId}${assumedNote(claims, e.configId)}`, value: `${e.memoryGiB[0].toFixed(1)}–${e.memoryGiB[1].toFixed(1)} GiB${e.expectedGiB === undefined ? '' : ` (expected ${e.expectedGiB.toFixed(1)})`}`, high: e.memoryGiB[1], ...over(e.memoryGiB[0]) });
  const time: MemoryRow[] = [];
  for (const h of hw) if (h.kind === 'training-time') time.push({ who: 'claimed', label: `claimed${h.model ? ` (${h.model})` : ''}${h.dataset ? ` on ${h.dataset}` : ''}`, value: `${h.value} ${h.unit}`, high: hours(h) });
  for (const h of hw) {
    if (h.kind !== 'training-time') continue;
    for (const r of latest) {
      if (!measuresTime(claims, r, h)) continue;
      time.push({ who: 'measured', label: `run #${r.run.id} (${r.run.configId}) for the claim ${h.id}`, value: duration((r.run.status === 'running' ? r.run.startedAt : r.run.endedAt) - r.run.startedAt) });
    }
  }
  for (const e of estimates) if (e.timeHours) time.push({ who: 'estimate', label: `estimate for ${e.configId}`, value: `${e.timeHours[0].toFixed(1)}–${e.timeHours[1].toFixed(1)} h`, high: e.timeHours[1] });
  return {
    claims: hw.map((h) => ({
      id: h.id,
      kind: h.kind,
      what: claimText(h),
      about: [h.model, h.dataset].filter(Boolean).join(' · '),
      ...(h.source.quote ? { quote: h.source.quote } : {}),
      source: [h.source.doc, h.source.section].filter(Boolean).join(' · '),
    })),
    ...(cap ? { capacityGiB: cap.gib, capacityLabel: cap.label } : {}),
    memory,
    time,
    series,
    verdicts: buildHardwareVerdicts(claims, runs, estimates),
  };
}
