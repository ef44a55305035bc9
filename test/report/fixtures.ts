/** Report inputs built in tests: a small claim file (optionally with hostile strings) and runs. */
import { parseClaimText } from '../../src/claims/parse.js';
import type { LoadedClaimFile } from '../../src/claims/model.js';
import type { Measurement } from '../../src/core/measurements.js';
import type { GpuSample } from '../../src/core/runner.js';
import type { RunRecord } from '../../src/core/runs.js';
import { peakFacts } from '../../src/profiling/facts.js';
import { PeakTracker } from '../../src/profiling/peak.js';
import type { RunInput } from '../../src/report/input.js';

export const PAYLOADS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(2)>', '</svg><script>alert(3)</script>'] as const;

/** A claim file whose every free-text field is `text` (YAML-quoted). */
export function claimYaml(text = 'plain'): string {
  const q = JSON.stringify(text);
  return `schemaVersion: 1
paper:
  id: demo
  title: ${JSON.stringify(`Demo paper ${text}`)}
  venue: ${q}
  note: ${q}
  docs:
    - { id: doc, file: demo.txt, kind: paper, title: ${q} }
methods:
  - { id: ours, name: ${JSON.stringify(`Ours ${text}`)}, own: true }
  - { id: base, name: Baseline }
datasets:
  - { id: clevr-change, name: ${JSON.stringify(`CLEVR ${text}`)} }
tables:
  - id: main
    source: { doc: doc, table: 1, section: ${q} }
    caption: ${q}
    dataset: clevr-change
    split: test
    columns: [Bleu_4, CIDEr]
    rows:
      - { method: base, label: ${JSON.stringify(`Base ${text}`)}, values: [50.0, 100.0] }
      - { method: ours, values: [60.0, 120.0] }
      - { method: ours, label: ${JSON.stringify(`Repro ${text}`)}, reproduction: rep, own: false, vs: ours, values: [30.0, 60.0], deltas: [-50.00, -40.00] }
hardware:
  - id: gpu
    kind: gpu
    gpu: ${JSON.stringify(`RTX 3090 ${text}`)}
    memoryGB: 24
    model: ${q}
    source: { doc: doc, quote: ${q} }
reproductions:
  - id: rep
    who: ${q}
    where: https://example.org/repro
    doc: doc
    method: ours
    variant: ${q}
    split: val
    gpu: { gpu: A800, memoryGB: 80, measuredGB: { max: 70 }, source: { doc: doc } }
configs:
  - id: pred
    runner: predictions
    description: ${q}
    method: ours
    dataset: clevr-change
    split: test
    predictions: p.json
    references: r.json
`;
}

export function claimFile(text = 'plain'): LoadedClaimFile {
  const out = parseClaimText(claimYaml(text), 'claims/demo.yaml');
  if (!out.ok) throw new Error(out.issues.map((i) => `${i.pos.line}: ${i.problem}; expected ${i.expected}`).join('\n'));
  return out.file;
}

const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);

/** The peak facts a profiled run stores beside its samples (as the runners' sampler records them). */
function profiledFacts(gpuSamples: readonly GpuSample[] | undefined): Record<string, unknown> {
  if (!gpuSamples?.length) return {};
  const tracker = new PeakTracker();
  for (const x of gpuSamples) if (x.pid === undefined) tracker.addGpu({ index: Number(x.gpu), usedMiB: x.usedMiB, totalMiB: x.totalMiB }, x.t);
  return peakFacts({ peaks: tracker.peaks(), malformed: 0 });
}

export function succeededRun(id: number, opts: { configId?: string; bleu: number; cider: number; hoursLater?: number; environment?: Record<string, unknown>; samples?: GpuSample[] }): RunInput {
  const startedAt = T0 + (opts.hoursLater ?? id) * 3_600_000;
  const run: RunRecord = {
    id,
    sessionId: id,
    paper: 'demo',
    configId: opts.configId ?? 'pred',
    runner: 'predictions',
    pid: 100 + id,
    host: 'ci',
    startedAt,
    seed: 0,
    smoke: false,
    config: {},
    environment: { ...(opts.environment ?? { harness: { commit: 'abc123', dirty: false }, node: 'v20.20.2', gpus: [{ name: 'NVIDIA H200' }] }), ...profiledFacts(opts.samples) },
    status: 'succeeded',
    endedAt: startedAt + 95_000,
  };
  const measurements: Measurement[] = [
    { dataset: 'clevr-change', split: 'test', subset: 'total', metric: 'Bleu_4', value: opts.bleu, ciLow: opts.bleu - 0.01, ciHigh: opts.bleu + 0.01, n: 100 },
    { dataset: 'clevr-change', split: 'test', subset: 'total', metric: 'CIDEr', value: opts.cider },
  ];
  return { run, measurements, gpuSamples: opts.samples ?? [], claimFileSha256: 'f'.repeat(64) };
}

export function failedRun(id: number, reason: string): RunInput {
  const startedAt = T0 + id * 3_600_000;
  return {
    run: { id, sessionId: id, paper: 'demo', configId: 'pred', runner: 'predictions', pid: 1, host: 'ci', startedAt, seed: 0, smoke: false, config: {}, environment: { note: reason }, status: 'failed', endedAt: startedAt + 1000, reason },
    measurements: [],
    gpuSamples: [],
  };
}

export function samples(peakMiB: number, totalMiB = 24576): GpuSample[] {
  return Array.from({ length: 20 }, (_, i) => ({ t: i * 5, gpu: '0', usedMiB: Math.round((peakMiB * Math.min(i, 10)) / 10), totalMiB }));
}
