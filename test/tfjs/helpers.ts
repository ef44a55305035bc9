/** Tiny configs and a recording run context for the TF.js runner tests. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tfjsConfig, type TfjsConfig } from '../../src/claims/configs/tfjs.js';
import type { Artifact, RunContext } from '../../src/core/runner.js';
import type { Measurement } from '../../src/core/measurements.js';

/** A model small enough for a unit test: a few milliseconds per step. */
export const TINY_MODEL = { featDim: 8, grid: 5, hidden: 16, heads: 2, encoderLayers: 1, decoderLayers: 1, wordDim: 8, maxCaptionLength: 12 } as const;

export function tinyConfig(over: Record<string, unknown> = {}): TfjsConfig {
  return tfjsConfig.parse({
    id: 'tiny',
    description: 'tiny synthetic run',
    method: 'scorer+cbr',
    dataset: 'synthetic-clevr-change',
    split: 'test',
    runner: 'tfjs',
    backend: 'cpu',
    model: { variant: 'scorer+cbr', ...TINY_MODEL },
    data: { source: 'synthetic', train: 32, test: 6, attributes: { shapes: 2, colors: 3, materials: 2, sizes: 1 }, objects: { min: 2, max: 3 } },
    training: { batchSize: 4, iterations: 3, lr: 0.001, checkpointEvery: 2 },
    evaluation: { batchSize: 8 },
    ...over,
  });
}

export interface Recorded {
  readonly ctx: RunContext;
  readonly measurements: Measurement[];
  readonly artifacts: Artifact[];
  readonly environment: Record<string, unknown>;
  readonly warnings: string[];
  readonly lines: string[];
}

export function recordingContext(opts: { dataRoots?: string[]; smoke?: boolean } = {}): Recorded {
  const measurements: Measurement[] = [];
  const artifacts: Artifact[] = [];
  const environment: Record<string, unknown> = {};
  const warnings: string[] = [];
  const lines: string[] = [];
  const ctx: RunContext = {
    dataRoots: opts.dataRoots ?? [],
    outDir: mkdtempSync(path.join(tmpdir(), 'tfjs-run-')),
    smoke: opts.smoke ?? false,
    signal: new AbortController().signal,
    log: { info: (m) => lines.push(m), warn: (m) => lines.push(m), progress: (m) => lines.push(m) },
    ports: {
      measurement: (m) => measurements.push(m),
      artifact: (a) => artifacts.push(a),
      gpuSamples: () => undefined,
      environment: (f) => Object.assign(environment, f),
      warning: (w) => warnings.push(w),
    },
  };
  return { ctx, measurements, artifacts, environment, warnings, lines };
}
