/** A RunContext whose ports collect what a runner reports (tests only). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Artifact, GpuSample, RunContext } from '../../../src/core/runner.js';
import type { Measurement } from '../../../src/core/measurements.js';
import { commandConfig } from '../../../src/claims/configs/command.js';
import type { CommandConfig } from '../../../src/claims/configs/command.js';

export interface Collected {
  measurements: Measurement[];
  artifacts: Artifact[];
  samples: GpuSample[][];
  environment: Record<string, unknown>;
  warnings: string[];
}

export function collectingContext(dataRoots: string[], signal = new AbortController().signal): { ctx: RunContext; got: Collected } {
  const got: Collected = { measurements: [], artifacts: [], samples: [], environment: {}, warnings: [] };
  const ctx: RunContext = {
    dataRoots,
    outDir: mkdtempSync(join(tmpdir(), 'cmd-out-')),
    smoke: false,
    signal,
    log: { info: () => undefined, warn: () => undefined, progress: () => undefined },
    ports: {
      measurement: (m) => got.measurements.push(m),
      artifact: (a) => got.artifacts.push(a),
      gpuSamples: (s) => got.samples.push([...s]),
      environment: (f) => Object.assign(got.environment, f),
      warning: (w) => got.warnings.push(w),
    },
  };
  return { ctx, got };
}

/** A command config as the claim-file schema parses it (defaults applied). */
export function config(fields: Record<string, unknown>): CommandConfig {
  return commandConfig.parse({ id: 'test-run', description: 'test', method: 'm', dataset: 'clevr-change', split: 'test', runner: 'command', ...fields });
}
