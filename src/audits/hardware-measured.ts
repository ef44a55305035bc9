/**
 * hardware-measured (pure): a measured GPU-memory peak (a memory probe or any profiled run) against
 * each hardware claim of the paper, like a metric: `reproduced`, `discrepancy` or `not-comparable`
 * with a reason (another batch size than the claim's, batch unknown, a GPU so close to the card
 * that the CUDA context of another GPU could flip it). A claimed card ("one RTX 3090 (24 GB)") holds
 * when the peak nvidia-smi showed fits it; a claimed usage ("20G") holds when the peak does not
 * exceed it. GB is read as GiB (the reading that favours the paper). Discrepancies are findings.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { Config, HardwareClaim } from '../claims/schema.js';
import type { Finding } from '../core/findings.js';
import { gpuLabel } from '../claims/labels.js';
import { locate, paperId, slug } from './cells.js';

/** One run's measured peak, as the pipeline has it. */
export interface MeasuredPeak {
  readonly configId: string;
  readonly runId?: number;
  readonly dataset?: string;
  /** Samples per step of the run, when its config says. */
  readonly batch?: number;
  /** Highest memory.used nvidia-smi showed during the run, MiB. */
  readonly peakMiB: number;
  readonly gpuName?: string;
}

/** The highest device peak among a run's profiled GPUs: its `gpuPeaks` environment fact (profiling/facts.ts). */
export function gpuPeakOf(environment: Readonly<Record<string, unknown>>): { usedMiB: number; name?: string } | undefined {
  const peaks = Array.isArray(environment.gpuPeaks) ? (environment.gpuPeaks as { usedMiB?: unknown; name?: unknown }[]) : [];
  const best = peaks.filter((p) => typeof p.usedMiB === 'number').sort((a, b) => Number(b.usedMiB) - Number(a.usedMiB))[0];
  if (best === undefined) return undefined;
  return { usedMiB: Number(best.usedMiB), ...(typeof best.name === 'string' ? { name: best.name } : {}) };
}

/**
 * A run's peak as the verdicts read it, with the batch and dataset its config states: one reading for
 * `audit run` (the findings it stores) and the report (the verdicts it shows), so the two agree.
 */
export function measuredPeak(config: Config | undefined, configId: string, runId: number | undefined, peak: { usedMiB: number; name?: string }): MeasuredPeak {
  const batch = config !== undefined && 'batch' in config && typeof config.batch === 'number' ? config.batch : undefined;
  const dataset = config !== undefined && 'dataset' in config && typeof config.dataset === 'string' ? config.dataset : undefined;
  return {
    configId,
    ...(runId === undefined ? {} : { runId }),
    ...(dataset === undefined ? {} : { dataset }),
    ...(batch === undefined ? {} : { batch }),
    peakMiB: peak.usedMiB,
    ...(peak.name === undefined ? {} : { gpuName: peak.name }),
  };
}

export type HardwareVerdict = 'reproduced' | 'discrepancy' | 'not-comparable';

export interface HardwareCell {
  readonly claimId: string;
  readonly configId: string;
  readonly runId?: number;
  readonly claimedGiB: number;
  readonly measuredGiB: number;
  readonly verdict: HardwareVerdict;
  /** Why not comparable, or what the verdict means, in words. */
  readonly note: string;
}

/** The CUDA context differs by GPU and driver by about this much: closer verdicts are not transferable. */
const CONTEXT_SPREAD_GIB = 0.5;

type MemoryClaim = Extract<HardwareClaim, { kind: 'gpu' }> | Extract<HardwareClaim, { kind: 'gpu-memory' }>;

const TO_GIB: Readonly<Record<string, number>> = { GB: 1, GiB: 1, MB: 1 / 1024 };

function claimedGiB(c: MemoryClaim): number | undefined {
  if (c.kind === 'gpu') return c.memoryGB;
  return c.value * (TO_GIB[String(c.unit)] ?? 1);
}

function claimedBatch(file: LoadedClaimFile, dataset: string | undefined): number | undefined {
  const hits = file.data.hardware.filter((h): h is Extract<HardwareClaim, { kind: 'batch-size' }> => h.kind === 'batch-size' && (dataset === undefined || h.dataset === undefined || h.dataset === dataset));
  const values = [...new Set(hits.map((h) => h.value))];
  return values.length === 1 ? values[0] : undefined;
}

function sameGpu(claimed: string | undefined, measured: string | undefined): boolean {
  if (claimed === undefined || measured === undefined) return false;
  const norm = (s: string) => s.toLowerCase().replace(/nvidia|geforce|\s+/g, '');
  return norm(measured).includes(norm(claimed));
}

function verdictOf(file: LoadedClaimFile, c: MemoryClaim, m: MeasuredPeak, claimed: number): HardwareCell {
  const measured = m.peakMiB / 1024;
  const base = { claimId: c.id, configId: m.configId, ...(m.runId === undefined ? {} : { runId: m.runId }), claimedGiB: claimed, measuredGiB: measured };
  const batch = claimedBatch(file, c.dataset ?? m.dataset);
  if (batch !== undefined && m.batch === undefined) return { ...base, verdict: 'not-comparable', note: `the claim is about batch ${batch}; the run's batch is not stated in its config` };
  if (batch !== undefined && m.batch !== undefined && batch !== m.batch) return { ...base, verdict: 'not-comparable', note: `other batch: measured at batch ${m.batch}, the claim is about batch ${batch}` };
  const on = m.gpuName === undefined ? 'on an unnamed GPU' : `on ${m.gpuName}`;
  const cardGpu = c.kind === 'gpu' ? c.gpu : undefined;
  if (!sameGpu(cardGpu, m.gpuName) && Math.abs(measured - claimed) < CONTEXT_SPREAD_GIB) {
    return { ...base, verdict: 'not-comparable', note: `other GPU: measured ${measured.toFixed(2)} GiB ${on}, within ${CONTEXT_SPREAD_GIB} GiB (the CUDA context's spread across GPUs) of the claimed ${claimed} GiB` };
  }
  const fits = measured <= claimed;
  const what = c.kind === 'gpu' ? `one ${gpuLabel(c)}` : `the claimed ${c.value} ${String(c.unit)} of GPU memory`;
  const gpuNote = sameGpu(cardGpu, m.gpuName) || m.gpuName === undefined ? '' : ` (measured ${on}; memory use carries across GPUs up to the CUDA context)`;
  return {
    ...base,
    verdict: fits ? 'reproduced' : 'discrepancy',
    note: `${m.configId} peaked at ${measured.toFixed(2)} GiB in nvidia-smi${m.batch === undefined ? '' : ` at batch ${m.batch}`}: ${fits ? 'fits' : 'exceeds'} ${what}${gpuNote}`,
  };
}

export function hardwareVsMeasured(file: LoadedClaimFile, peaks: readonly MeasuredPeak[]): { cells: HardwareCell[]; findings: Finding[] } {
  const cells: HardwareCell[] = [];
  const findings: Finding[] = [];
  file.data.hardware.forEach((h, hi) => {
    if (h.kind !== 'gpu' && h.kind !== 'gpu-memory') return;
    const claimed = claimedGiB(h);
    if (claimed === undefined) return;
    for (const m of peaks) {
      if (h.dataset !== undefined && m.dataset !== undefined && h.dataset !== m.dataset) continue;
      const cell = verdictOf(file, h, m, claimed);
      cells.push(cell);
      if (cell.verdict !== 'discrepancy') continue;
      findings.push({
        id: `${paperId(file)}/hardware-measured/${slug(h.id, m.configId)}`,
        paper: paperId(file),
        check: 'hardware-measured',
        severity: 'error',
        message: `Measured: ${cell.note}.`,
        stated: claimed,
        computed: cell.measuredGiB,
        sources: [locate(file, ['hardware', hi], h.source, `${paperId(file)} hardware '${h.id}' (${h.kind})`)],
      });
    }
  });
  return { cells, findings };
}
