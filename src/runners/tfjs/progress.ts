/** Progress of a training run as text (pure): a bar for terminals, a plain line for logs. */

export interface LossValues {
  readonly total: number;
  readonly caption: number;
  readonly contrastive?: number;
  readonly cbr?: number;
}

export interface ProgressState {
  readonly iteration: number;
  readonly iterations: number;
  readonly loss: LossValues;
  /** Iterations per second over this run so far. */
  readonly rate: number;
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}

function terms(l: LossValues): string {
  const parts = [`loss ${l.total.toFixed(3)}`, `cap ${l.caption.toFixed(3)}`];
  if (l.contrastive !== undefined) parts.push(`nce ${l.contrastive.toFixed(3)}`);
  if (l.cbr !== undefined) parts.push(`cbr ${l.cbr.toFixed(3)}`);
  return parts.join(' ');
}

export function progressBar(p: ProgressState, width = 20): string {
  const done = Math.round((width * p.iteration) / p.iterations);
  const eta = p.rate > 0 ? (p.iterations - p.iteration) / p.rate : Infinity;
  return `[${'#'.repeat(done)}${'.'.repeat(width - done)}] ${p.iteration}/${p.iterations} ${terms(p.loss)} ${p.rate.toFixed(2)} it/s ETA ${duration(eta)}`;
}

export function progressLine(p: ProgressState): string {
  const eta = p.rate > 0 ? (p.iterations - p.iteration) / p.rate : Infinity;
  return `iter ${p.iteration}/${p.iterations}: ${terms(p.loss)}, ${p.rate.toFixed(2)} it/s, eta ${duration(eta)}`;
}
