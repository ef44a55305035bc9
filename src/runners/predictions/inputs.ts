/** Input files of a config: resolved against the data roots, and explained when missing. */
import { underDataRoots } from '../data-roots.js';

/** The first data root holding the input file `rel` (an absolute path is taken as is), or undefined. */
export function resolveInput(rel: string, roots: readonly string[]): string | undefined {
  return underDataRoots(rel, roots, 'file');
}

export interface Origin {
  readonly file?: string;
  readonly repository: string;
  readonly commit?: string;
  readonly path: string;
  readonly note?: string;
}

export function describeOrigin(o: Origin): string {
  return `${o.repository}${o.commit ? ` at commit ${o.commit}` : ''}, file ${o.path}${o.note ? ` (${o.note})` : ''}`;
}

/** What to provide for missing files: where each comes from and where to put it. */
export function whatToProvide(missing: readonly string[], origins: readonly Origin[], roots: readonly string[]): string {
  const lines = missing.map((f) => {
    const o = origins.find((x) => x.file === f);
    return o ? `${f}: from ${describeOrigin(o)}` : `${f}: origin not recorded in the claim file`;
  });
  return `${lines.join('; ')} — place under a data root (--data-root DIR, $AUDIT_DATA_ROOT, ./data; searched: ${roots.join(', ') || 'none'})`;
}
