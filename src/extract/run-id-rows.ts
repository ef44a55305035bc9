/**
 * Rows labelled by a run's identifier under a named row (pure): an experiment log printed as a table, each
 * experiment's name on its first row and the run that produced it on the next ("TED baseline" over
 * "2021-03-26_16-35-29", or a commit hash, "run_017"), its further rows blank. Such a label names no method: the row
 * is the experiment above it, the identifier kept as the row's run. Only where the pattern holds twice or more, and
 * not where every label is an identifier (a column of run ids names its rows: identifier-column.ts).
 */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}(?:[_T ]\d{2}[-:.]\d{2}(?:[-:.]\d{2})?)?$/;
const HASH = /^(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}$/i;
const PREFIXED = /^(?:run|exp|sub|job|trial)[-_#]?\d{1,6}[a-z]?$/i;

export const isRunId = (label: string): boolean => TIMESTAMP.test(label) || HASH.test(label) || PREFIXED.test(label);

/** The labels with each run-id row (and the blank rows after it) named by the row above; `runs`: each row's run id. */
export function runIdRows(labels: readonly string[]): { labels: string[]; runs: (string | undefined)[] } | undefined {
  const trimmed = labels.map((l) => l.trim());
  const ids = trimmed.filter(isRunId).length;
  if (ids < 2 || ids === trimmed.filter(Boolean).length) return undefined;
  const out: string[] = [];
  const runs: (string | undefined)[] = [];
  let name: string | undefined;
  let inRun = false;
  let taken = 0;
  for (const l of trimmed) {
    if (isRunId(l) && name !== undefined) {
      out.push(name);
      runs.push(l);
      inRun = true;
      taken++;
    } else if (!l && inRun && name !== undefined) {
      out.push(name);
      runs.push(runs[runs.length - 1]);
    } else {
      out.push(l);
      runs.push(undefined);
      name = l && !isRunId(l) ? l : undefined;
      inRun = false;
    }
  }
  return taken >= 2 ? { labels: out, runs } : undefined;
}
