/**
 * A shell snippet for a test workload profiled by the stand-in nvidia-smi
 * (test/fixtures/nvidia-smi/bin): it keeps running until both the device query and the
 * per-process query have printed their whole scripted curve (the stand-in creates
 * `<doneFile>.gpu` and `<doneFile>.apps`), then lingers for a few more samples. A fixed sleep
 * lost the spike whenever a loaded machine started the sampler late; this waits for it instead,
 * at most 30 s.
 */
export function waitForCurve(doneFile: string): string {
  return `for i in $(seq 600); do [ -f ${doneFile}.gpu ] && [ -f ${doneFile}.apps ] && break; sleep 0.05; done; sleep 0.3`;
}
