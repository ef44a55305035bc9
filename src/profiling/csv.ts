/**
 * Pure parsers of nvidia-smi's CSV output (`--query-gpu=… --format=csv[,nounits][,noheader]`,
 * `--query-compute-apps=…`), one line at a time so the streaming `-lms` output parses as it comes.
 *
 * Format (nvidia-smi(1), "--format=csv"): a header line naming the queried fields, with the unit in
 * brackets unless `nounits` (`memory.used [MiB]`); values separated by ", "; units after values
 * unless `nounits` (`4435 MiB`, `63 %`); `[N/A]` / `[Not Supported]` for what the device lacks.
 */

/** A value nvidia-smi could not give: `[N/A]`, `[Not Supported]`, `N/A`, `[Unknown Error]`, …. */
export const MISSING = /^\[?(N\/A|Not Supported|Unknown Error|Insufficient Permissions|GPU is lost|Requested functionality has been deprecated)\]?$/i;

/** nvidia-smi prints this (and exits 6) on a machine with a driver but no device. */
export const NO_DEVICES = /^No devices were found/i;

export type CsvLine =
  | { readonly kind: 'header'; readonly fields: readonly string[] }
  | { readonly kind: 'row'; readonly values: readonly (string | undefined)[] }
  | { readonly kind: 'no-devices' }
  | { readonly kind: 'blank' };

/** `memory.used [MiB]` → `memory.used`; aliases nvidia-smi prints are mapped to one name. */
export function fieldName(header: string): string {
  const name = header.replace(/\s*\[[^\]]*\]\s*$/, '').trim();
  return name === 'used_gpu_memory' ? 'used_memory' : name;
}

function splitValues(line: string): string[] {
  return line.split(',').map((v) => v.trim());
}

/** Classifies one line given the fields expected (to tell a header from a row). */
export function classifyLine(line: string, expected: readonly string[]): CsvLine {
  const text = line.trim();
  if (text === '') return { kind: 'blank' };
  if (NO_DEVICES.test(text)) return { kind: 'no-devices' };
  const cells = splitValues(text);
  const names = cells.map(fieldName);
  if (names.length === expected.length && names.every((n, i) => n === expected[i])) return { kind: 'header', fields: names };
  return { kind: 'row', values: cells.map((c) => (MISSING.test(c) ? undefined : c)) };
}

/** A number with an optional unit suffix (`4435 MiB`, `63 %`, `12.98 W`); undefined when missing. */
export function numberOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = /^(-?\d+(?:\.\d+)?)\s*(MiB|%|W|MHz|C)?$/.exec(value);
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

/** nvidia-smi's timestamp, `2026/05/01 21:30:00.123` in local time → epoch milliseconds. */
export function timestampMs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/.exec(value);
  if (m === null) return undefined;
  const n = (i: number): number => Number(m[i]);
  return new Date(n(1), n(2) - 1, n(3), n(4), n(5), n(6), Number((m[7] ?? '0').padEnd(3, '0'))).getTime();
}

/** Rows of a whole CSV text as records keyed by field name (for one-shot queries). */
export function parseCsv(text: string, expected: readonly string[]): { rows: Record<string, string | undefined>[]; noDevices: boolean } {
  const rows: Record<string, string | undefined>[] = [];
  let noDevices = false;
  for (const line of text.split(/\r?\n/)) {
    const c = classifyLine(line, expected);
    if (c.kind === 'no-devices') noDevices = true;
    if (c.kind !== 'row') continue;
    if (c.values.length !== expected.length) throw new Error(`nvidia-smi CSV line has ${c.values.length} values for ${expected.length} fields: '${line}'`);
    rows.push(Object.fromEntries(expected.map((f, i) => [f, c.values[i]])));
  }
  return { rows, noDevices };
}
