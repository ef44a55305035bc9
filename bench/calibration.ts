/**
 * `npm run bench:calibration [-- FILE.jsonl ...]`: the estimator's expected GPU memory and
 * [low, high] range against measured nvidia-smi peaks, per line (default: the shared H100 file
 * ../shared/data/gpu-memory/h100.jsonl, 17 lines measured with the probes beside it; only measured
 * lines belong here). Prints the table and exits 1 when a line misses ±15%, falls outside its
 * range or its range is wider than high/low 1.5 (docs/hardware-calibration.md lists the known misses).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadClaimsDir } from '../src/claims/load.js';
import type { EstimateConfig } from '../src/claims/configs/estimate.js';
import { calibrate, calibrationTable } from '../src/estimate/calibration.js';
import type { Measured } from '../src/estimate/calibration.js';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const files = args.length > 0 ? args : [join(root, '../shared/data/gpu-memory/h100.jsonl')];
const configs = new Map<string, EstimateConfig>();
for (const f of loadClaimsDir(join(root, 'claims'))) for (const c of f.data.configs) if (c.runner === 'estimate') configs.set(c.id, c);
const lines: Measured[] = files.flatMap((f) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const j = JSON.parse(l) as { config: string; overrides: Measured['overrides']; nvidia_smi_peak_MiB: number; what?: string };
      return { config: j.config, overrides: j.overrides, nvidiaSmiPeakMiB: j.nvidia_smi_peak_MiB };
    }),
);
const rows = calibrate(lines, (id) => {
  const c = configs.get(id);
  if (c === undefined) throw new Error(`no estimate config '${id}' in claims/`);
  return c;
});
process.stdout.write(`${calibrationTable(rows)}\n`);
process.exitCode = rows.every((r) => Math.abs(r.error) <= 0.15 && r.contains && r.widthRatio <= 1.5) ? 0 : 1;
