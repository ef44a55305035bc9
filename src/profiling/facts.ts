/** The peaks of a run as environment facts (pure). */
import type { SamplerReport } from './sampler.js';

export function peakFacts(r: SamplerReport): Record<string, unknown> {
  if (r.unavailable !== undefined) return { gpuProfile: 'none', gpuProfileReason: r.unavailable };
  return {
    gpuPeakMiB: Object.fromEntries(r.peaks.gpus.map((g) => [g.gpu, g.usedMiB])),
    gpuPeaks: r.peaks.gpus,
    ...(r.peaks.tree === undefined ? {} : { processTreePeakMiB: r.peaks.tree.usedMiB, processTreePeakPids: r.peaks.tree.pids }),
    gpuSamples: r.peaks.gpuSamples,
    ...(r.malformed > 0 ? { gpuMalformedLines: r.malformed } : {}),
  };
}
