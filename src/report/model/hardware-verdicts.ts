/**
 * Per hardware claim (GPU card, GPU memory use): claimed vs estimated vs measured, with the
 * measured verdict (reproduced / discrepancy / not-comparable and why) of each profiled run. Pure.
 */
import type { LoadedClaimFile } from '../../claims/model.js';
import { gpuPeakOf, hardwareVsMeasured, measuredPeak } from '../../audits/hardware-measured.js';
import type { MeasuredPeak } from '../../audits/hardware-measured.js';
import type { HardwareEstimate, RunInput } from '../input.js';

export interface HardwareVerdictRow {
  readonly claimId: string;
  readonly claimed: string;
  /** "39.9 GiB (35.9–43.2) · ssgpa-vit-memory" per estimate config of the claim's dataset. */
  readonly estimated: string;
  readonly measured: string;
  readonly verdict: 'reproduced' | 'discrepancy' | 'not-comparable' | 'not-measured';
  readonly note: string;
}

/** Each succeeded profiled run's peak, read as `audit run` reads it when it stores the findings. */
function peaksOf(claims: LoadedClaimFile, runs: readonly RunInput[]): MeasuredPeak[] {
  return runs.flatMap((r) => {
    const peak = r.run.status === 'succeeded' ? gpuPeakOf(r.run.environment) : undefined;
    if (peak === undefined) return [];
    return [measuredPeak(claims.data.configs.find((x) => x.id === r.run.configId), r.run.configId, r.run.id, peak)];
  });
}

export function buildHardwareVerdicts(claims: LoadedClaimFile, runs: readonly RunInput[], estimates: readonly HardwareEstimate[]): HardwareVerdictRow[] {
  const { cells } = hardwareVsMeasured(claims, peaksOf(claims, runs));
  const datasetOf = (id: string): string | undefined => {
    const c = claims.data.configs.find((x) => x.id === id);
    return c !== undefined && typeof c.dataset === 'string' ? c.dataset : undefined;
  };
  return claims.data.hardware.flatMap((h): HardwareVerdictRow[] => {
    if (h.kind !== 'gpu' && h.kind !== 'gpu-memory') return [];
    if (h.kind === 'gpu' && h.memoryGB === undefined) return [];
    const claimed = h.kind === 'gpu' ? `${h.count} × ${h.gpu ?? 'GPU'} (${h.memoryGB ?? '?'} GB)` : `${h.value} ${String(h.unit)}`;
    const mine = estimates.filter((e) => h.dataset === undefined || datasetOf(e.configId) === undefined || datasetOf(e.configId) === h.dataset);
    const estimated = mine.map((e) => `${e.expectedGiB === undefined ? '' : `${e.expectedGiB.toFixed(1)} GiB `}(${e.memoryGiB[0].toFixed(1)}–${e.memoryGiB[1].toFixed(1)}) · ${e.configId}`).join('; ') || '—';
    const measured = cells.filter((c) => c.claimId === h.id);
    if (measured.length === 0) return [{ claimId: h.id, claimed, estimated, measured: '—', verdict: 'not-measured', note: 'no profiled run (run a memory probe on an NVIDIA GPU)' }];
    return measured.map((c) => ({ claimId: h.id, claimed, estimated, measured: `${c.measuredGiB.toFixed(1)} GiB · run #${c.runId ?? '?'} (${c.configId})`, verdict: c.verdict, note: c.note }));
  });
}
