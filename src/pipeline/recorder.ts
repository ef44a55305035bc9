/**
 * The ports a runner reports through, writing to the store as reports arrive: a measurement is
 * stored the moment it is known (an interrupted run keeps what it finished), GPU samples in
 * batches, extra environment facts merged into the run at its end.
 */
import type { Measurement } from '../core/measurements.js';
import type { Logger, RunPorts } from '../core/runner.js';
import type { ResultsStore } from '../store/index.js';

export interface RunRecorder {
  readonly ports: RunPorts;
  readonly measurements: readonly Measurement[];
  readonly facts: Record<string, unknown>;
  readonly warnings: readonly string[];
}

export function recordRun(store: ResultsStore, runId: number, log: Logger): RunRecorder {
  const measurements: Measurement[] = [];
  const warnings: string[] = [];
  const facts: Record<string, unknown> = {};
  return {
    measurements,
    warnings,
    facts,
    ports: {
      measurement(m) {
        store.addMeasurements(runId, [m]);
        measurements.push(m);
      },
      artifact(a) {
        store.addArtifacts(runId, [a]);
      },
      gpuSamples(samples) {
        if (samples.length) store.addGpuSamples(runId, samples);
      },
      environment(f) {
        Object.assign(facts, f);
      },
      warning(message) {
        warnings.push(message);
        facts.warnings = [...warnings];
        log.warn(message);
      },
    },
  };
}
