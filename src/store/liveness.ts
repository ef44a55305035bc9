/**
 * Whether the process that started a run still runs it. `process.kill(pid, 0)` alone answers
 * "alive" for a zombie (killed, not yet reaped) and for an unrelated process that was given the
 * same pid later — a dead run could stay `running` forever on a long-lived machine. So each run
 * records its process's start stamp: the boot id and the start time in clock ticks since boot
 * (field 22 of /proc/<pid>/stat). A pid whose stamp differs is another process; a zombie is dead.
 * Where /proc is missing (macOS), the pid check alone decides, as before.
 */
import { readFileSync } from 'node:fs';

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

let bootId: string | undefined;
const boot = (): string => (bootId ??= read('/proc/sys/kernel/random/boot_id')?.trim() ?? 'boot');

/** State (field 3) and start time (field 22) of /proc/<pid>/stat; the name (field 2) may hold spaces and parentheses. */
function statOf(pid: number): { state: string; start: string } | undefined {
  const text = read(`/proc/${pid}/stat`);
  if (text === undefined) return undefined;
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const start = fields[19];
  return state === undefined || start === undefined ? undefined : { state, start };
}

/** `<boot id>:<start ticks>` of a process, or undefined without /proc. */
export function processStamp(pid: number): string | undefined {
  const s = statOf(pid);
  return s === undefined ? undefined : `${boot()}:${s.start}`;
}

/**
 * Whether the process `pid` that recorded `stamp` still exists (EPERM: it exists but belongs to
 * someone else). A zombie, or a process with another start stamp (a reused pid), is not it.
 */
export function isProcessAlive(pid: number, stamp?: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const s = statOf(pid);
  if (s === undefined) return true;
  if (s.state === 'Z' || s.state === 'X') return false;
  return stamp === undefined || stamp === `${boot()}:${s.start}`;
}
