/**
 * The nvidia-smi queries the profiler runs and typed readings of their rows (pure).
 */
import { classifyLine, numberOf, timestampMs } from './csv.js';

export const GPU_FIELDS = ['timestamp', 'index', 'uuid', 'name', 'memory.used', 'memory.total', 'utilization.gpu'] as const;
export const APP_FIELDS = ['timestamp', 'pid', 'gpu_uuid', 'used_memory'] as const;

/** argv of the streaming device query (`-lms` keeps it running, one block of rows per interval). */
export function gpuQueryArgs(intervalMs: number): string[] {
  return [`--query-gpu=${GPU_FIELDS.join(',')}`, '--format=csv,nounits', '-lms', String(intervalMs)];
}

export function appQueryArgs(intervalMs: number): string[] {
  return [`--query-compute-apps=${APP_FIELDS.join(',')}`, '--format=csv,nounits', '-lms', String(intervalMs)];
}

export interface GpuReading {
  /** Epoch ms of nvidia-smi's timestamp, when it printed one. */
  readonly atMs?: number;
  readonly index?: number;
  readonly uuid?: string;
  readonly name?: string;
  readonly usedMiB?: number;
  readonly totalMiB?: number;
  readonly utilization?: number;
}

export interface AppReading {
  readonly atMs?: number;
  readonly pid: number;
  readonly gpuUuid: string;
  /** Undefined where the driver does not report per-process memory (`[N/A]`, e.g. under WSL or MIG). */
  readonly usedMiB?: number;
}

export type Parsed<T> = { readonly kind: 'reading'; readonly reading: T } | { readonly kind: 'skip' } | { readonly kind: 'no-devices' } | { readonly kind: 'malformed'; readonly line: string };

/** A data line's values by field name, or what the line is instead (header, blank, no devices, malformed). */
function rowOf(line: string, fields: readonly string[]): { readonly kind: 'row'; get(field: string): string | undefined } | Parsed<never> {
  const c = classifyLine(line, fields);
  if (c.kind === 'header' || c.kind === 'blank') return { kind: 'skip' };
  if (c.kind === 'no-devices') return { kind: 'no-devices' };
  if (c.values.length !== fields.length) return { kind: 'malformed', line };
  return { kind: 'row', get: (f) => c.values[fields.indexOf(f)] };
}

/** One line of `--query-gpu` output with the fields of GPU_FIELDS (in any format: units or not). */
export function parseGpuLine(line: string, fields: readonly string[] = GPU_FIELDS): Parsed<GpuReading> {
  const row = rowOf(line, fields);
  if (row.kind !== 'row') return row;
  const { get } = row;
  const reading: GpuReading = {
    ...opt('atMs', timestampMs(get('timestamp'))),
    ...opt('index', numberOf(get('index'))),
    ...opt('uuid', get('uuid')),
    ...opt('name', get('name')),
    ...opt('usedMiB', numberOf(get('memory.used'))),
    ...opt('totalMiB', numberOf(get('memory.total'))),
    ...opt('utilization', numberOf(get('utilization.gpu'))),
  };
  if (reading.index === undefined && reading.uuid === undefined) return { kind: 'malformed', line };
  return { kind: 'reading', reading };
}

/** One line of `--query-compute-apps` output. */
export function parseAppLine(line: string, fields: readonly string[] = APP_FIELDS): Parsed<AppReading> {
  const row = rowOf(line, fields);
  if (row.kind !== 'row') return row;
  const { get } = row;
  const pid = numberOf(get('pid'));
  const gpuUuid = get('gpu_uuid');
  if (pid === undefined || gpuUuid === undefined) return { kind: 'malformed', line };
  return { kind: 'reading', reading: { pid, gpuUuid, ...opt('atMs', timestampMs(get('timestamp'))), ...opt('usedMiB', numberOf(get('used_memory'))) } };
}

function opt<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
