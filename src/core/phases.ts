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

/** Marks the end of phase `name` (its time is the time since the previous mark). */
export function phaseEnd(name: string): void {
  if (recorder) recorder(name, performance.now());
}
