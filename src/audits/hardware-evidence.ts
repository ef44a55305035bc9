/**
 * hardware-evidence: a claimed GPU (model, memory) against memory figures that contradict it —
 * a published reproduction of the same paper whose measured peak lower bound exceeds the claimed
 * card's memory, or the paper's own reported GPU memory use exceeding that card.
 */
import { gpuLabel, gpuModel, reproductionLabel } from '../claims/labels.js';
import type { LoadedClaimFile } from '../claims/model.js';
import type { HardwareClaim } from '../claims/schema.js';
import type { Finding } from '../core/findings.js';
import { focused, locate, paperId, slug } from './cells.js';
import { round } from './interval.js';
import type { Check } from './types.js';
import type { CoverageMark } from './coverage.js';

type GpuClaim = Extract<HardwareClaim, { kind: 'gpu' }>;

/** The schema types `unit` loosely (a shared helper builds it), hence the lookup by string. */
const TO_GB: Readonly<Record<string, number>> = { GB: 1, GiB: 1.073741824, MB: 0.001 };

interface Outcome {
  readonly run: number;
  readonly findings: Finding[];
  /** Hardware claims compared (indices in `hardware`). */
  readonly used?: readonly number[];
}

function againstReproductions(file: LoadedClaimFile, gpu: GpuClaim, gi: number, capacity: number): Outcome {
  const findings: Finding[] = [];
  let run = 0;
  file.data.reproductions.forEach((r, ri) => {
    const measured = r.gpu?.measuredGB;
    // Only a lower bound can prove the claimed card too small; "nearly 70 GB" (an upper bound) cannot.
    if (!r.gpu || measured?.min === undefined) return;
    run += 1;
    if (measured.min <= capacity) return;
    findings.push({
      id: `${paperId(file)}/hardware-evidence/${slug(gpu.id, r.id)}`,
      paper: paperId(file),
      check: 'hardware-evidence',
      severity: 'warning',
      message:
        `The paper claims one ${gpuLabel(gpu)}${gpu.model ? ` for ${gpu.model}` : ''}, but the ${reproductionLabel(r)} measured more than ${measured.min} GB` +
        `${r.gpu.batchSize ? ` at batch size ${r.gpu.batchSize}` : ''} on an ${r.gpu.gpu} (${r.gpu.memoryGB} GB). Ask the authors for the exact memory-saving setup, or treat the hardware claim as unsupported.`,
      sources: [
        locate(file, ['hardware', gi], gpu.source, `claimed GPU: ${gpuModel(gpu)} ${capacity} GB`),
        locate(file, ['reproductions', ri, 'gpu', 'measuredGB', 'min'], r.gpu.source, `${reproductionLabel(r)}: measured > ${measured.min} GB`),
      ],
      stated: capacity,
      computed: measured.min,
      interval: [measured.min, measured.max ?? Infinity],
    });
  });
  return { run, findings, used: run ? [gi] : [] };
}

function againstReportedUse(file: LoadedClaimFile, gpu: GpuClaim, gi: number, capacity: number): Outcome {
  const findings: Finding[] = [];
  const used: number[] = [];
  let run = 0;
  file.data.hardware.forEach((h, hi) => {
    if (h.kind !== 'gpu-memory') return;
    const factor = TO_GB[String(h.unit)];
    if (factor === undefined || (gpu.model && h.model && gpu.model !== h.model)) return;
    run += 1;
    used.push(gi, hi);
    const gb = h.value * factor;
    if (gb <= capacity) return;
    findings.push({
      id: `${paperId(file)}/hardware-evidence/${slug(gpu.id, h.id)}`,
      paper: paperId(file),
      check: 'hardware-evidence',
      severity: 'error',
      message: `The paper reports ${h.value} ${String(h.unit)} of GPU memory${h.dataset ? ` on ${h.dataset}` : ''}, more than the ${capacity} GB of the ${gpuModel(gpu)} it claims to use. Correct the memory figure or the GPU.`,
      sources: [locate(file, ['hardware', gi], gpu.source, `claimed GPU: ${gpuModel(gpu)} ${capacity} GB`), locate(file, ['hardware', hi, 'value'], h.source, `reported GPU memory: ${h.value} ${String(h.unit)}`)],
      stated: capacity,
      computed: round(gb),
    });
  });
  return { run, findings, used };
}

export const hardwareEvidenceCheck: Check = (ctx) => {
  const marks: CoverageMark[] = [];
  const outcomes = focused(ctx).flatMap((file) =>
    file.data.hardware.flatMap((h, gi) => {
      if (h.kind !== 'gpu' || h.memoryGB === undefined) return [];
      const found = [againstReproductions(file, h, gi, h.memoryGB), againstReportedUse(file, h, gi, h.memoryGB)];
      for (const i of found.flatMap((o) => o.used ?? [])) marks.push({ paper: paperId(file), path: ['hardware', i], checked: true });
      return found;
    }),
  );
  return { findings: outcomes.flatMap((o) => o.findings), run: outcomes.reduce((n, o) => n + o.run, 0), marks };
};
