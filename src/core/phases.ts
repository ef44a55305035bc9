/**
 * Optional phase timing for benchmarks (bench/score-phases.ts): code marks the end of a phase
 * with `phaseEnd(name)`; nothing is recorded unless a recorder was installed, so the marks cost a
 * function call and a null check in normal runs.
 */
type Recorder = (phase: string, now: number) => void;

let recorder: Recorder | undefined;

/** Installs (or, with undefined, removes) the recorder of phase ends. */
export function recordPhases(r: Recorder | undefined): void {
  recorder = r;
}

/**
 * The bundled CLI (dist/) keeps this module inside a chunk a benchmark cannot import by name, so a
 * recorder may also be installed as `globalThis.__auditPhaseRecorder` before the CLI is loaded.
 */
const globalRecorder = (): Recorder | undefined => (globalThis as { __auditPhaseRecorder?: Recorder }).__auditPhaseRecorder;

/** Marks the end of phase `name` (its time is the time since the previous mark). */
export function phaseEnd(name: string): void {
  const r = recorder ?? globalRecorder();
  if (r) r(name, performance.now());
}
