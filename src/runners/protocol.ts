/**
 * Runners that score captions can also measure a known evaluation protocol's effect on them
 * (`protocol:` in a predictions config, `evaluation.protocol` in a tfjs config): the standard scores
 * stay the run's measurements, and the protocol's paired comparison is recorded as the run's
 * `protocol` environment fact with a one-line warning, so reports can show the inflation with its
 * interval next to the claims it touches.
 */
import { METRIC_LABELS, toPrinted } from '../core/metrics.js';
import type { ProtocolName } from '../core/protocols.js';
import type { RunContext } from '../core/runner.js';
import type { CaptionSet, ProtocolEffect } from '../metrics/index.js';
import { measureProtocol } from '../scoring/index.js';

/** Resamples for the paired interval when the config asks for no bootstrap (or under --smoke). */
export const PROTOCOL_MIN_SAMPLES = 200;

export function protocolSummary(e: ProtocolEffect): string {
  const total = e.subsets.find((s) => s.subset === 'total');
  const parts = (['Bleu_4', 'CIDEr'] as const).flatMap((m) => {
    const x = total?.metrics[m];
    if (!x) return [];
    const f = (v: number) => toPrinted(v).toFixed(2);
    return [`${METRIC_LABELS[m]} ${f(x.a)} → ${f(x.b)} (${x.delta >= 0 ? '+' : ''}${f(x.delta)}, 95% CI [${f(x.interval[0])}, ${f(x.interval[1])}])`];
  });
  return `under the ${e.protocol} protocol ${e.substituted} of ${e.noChangePairs} no-change predictions are replaced by a reference: ${parts.join(', ')} on all ${e.pairs} pairs`;
}

export function recordProtocolEffect(set: CaptionSet, protocol: ProtocolName, opts: { samples: number; seed: number }, ctx: Pick<RunContext, 'ports' | 'log'>, label: string): void {
  if (protocol === 'standard') return;
  ctx.log.progress(`${label}: scoring again under the ${protocol} protocol`);
  const effect = measureProtocol(set, protocol, { samples: Math.max(opts.samples, PROTOCOL_MIN_SAMPLES), seed: opts.seed });
  ctx.ports.environment({ protocol: effect });
  ctx.ports.warning(protocolSummary(effect));
}
