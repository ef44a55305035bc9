/**
 * `runner: predictions` — scores a published predictions file against its references with the
 * project's caption metrics and reports one measurement per metric (with bootstrap intervals) and
 * both files as artifacts.
 */
import type { PredictionsConfig } from '../../claims/configs/predictions.js';
import type { Runner } from '../../core/runner.js';
import { readCaptionSet } from '../../scoring/index.js';
import { artifactOf } from '../artifacts.js';
import { recordProtocolEffect } from '../protocol.js';
import { resolveInput, whatToProvide } from './inputs.js';
import { scoreJob } from './score.js';

/** Resamples under --smoke: intervals are skipped, the scores are the same. */
const SMOKE_BOOTSTRAP = 0;

/** Every input file the config names (predictions, references, optional jars). */
function inputsOf(c: PredictionsConfig): string[] {
  return [c.predictions, c.references, ...(c.meteorJar ? [c.meteorJar] : []), ...(c.spiceJar ? [c.spiceJar] : [])];
}

export const predictionsRunner: Runner<PredictionsConfig> = {
  preflight(config, { dataRoots }) {
    const missing = inputsOf(config).filter((f) => resolveInput(f, dataRoots) === undefined);
    if (config.skip !== undefined) return { reason: config.skip, ...(missing.length ? { provide: whatToProvide(missing, config.origins, dataRoots) } : {}) };
    if (!missing.length) return undefined;
    return { reason: `input file${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}`, provide: whatToProvide(missing, config.origins, dataRoots) };
  },

  async run(config, ctx) {
    const path = (f: string) => resolveInput(f, ctx.dataRoots);
    const predictions = path(config.predictions);
    const references = path(config.references);
    if (!predictions || !references) return { status: 'failed', reason: 'input files disappeared after the preflight check' };
    ctx.ports.artifact(await artifactOf('predictions', predictions));
    ctx.ports.artifact(await artifactOf('references', references));
    const bootstrap = ctx.smoke ? SMOKE_BOOTSTRAP : config.bootstrap;
    const meteorJar = config.meteorJar ? path(config.meteorJar) : undefined;
    const spiceJar = config.spiceJar ? path(config.spiceJar) : undefined;
    ctx.log.progress(`${config.id}: scoring ${config.predictions} against ${config.references} (${bootstrap} bootstrap resamples)`);
    const started = Date.now();
    const options = { bootstrap, seed: config.seed, allowMissing: config.allowMissing, ...(meteorJar ? { meteorJar } : {}), ...(spiceJar ? { spiceJar } : {}) };
    const result = await scoreJob({ references, predictions, options }, ctx.signal);
    for (const [metric, value] of Object.entries(result.corpus) as [keyof typeof result.corpus, number | undefined][]) {
      if (value === undefined) continue;
      const ci = result.intervals[metric];
      ctx.ports.measurement({
        dataset: config.dataset,
        split: config.split,
        subset: config.subset,
        metric,
        value,
        ...(ci ? { ciLow: ci[0], ciHigh: ci[1] } : {}),
        n: result.n,
      });
    }
    for (const u of result.unavailable) {
      const jar = u.metric === 'SPICE' ? config.spiceJar : u.metric === 'METEOR' ? config.meteorJar : 'n/a';
      const hint = jar === undefined ? ` (set ${u.metric === 'SPICE' ? 'spiceJar' : 'meteorJar'} in the config to the jar's path under a data root)` : '';
      ctx.ports.warning(`${u.metric} not measured: ${u.reason.replace(/ \(give the .* jar with --\S+\)$/, '')}${hint}`);
    }
    const { missingPredictions, unknownPredictions } = result.dropped;
    if (missingPredictions.length) ctx.ports.warning(`${missingPredictions.length} reference image(s) have no prediction and were left out (allowMissing)`);
    if (unknownPredictions.length) ctx.ports.warning(`${unknownPredictions.length} prediction(s) name images absent from the references and were left out (allowMissing)`);
    if (config.protocol !== 'standard') {
      ctx.signal.throwIfAborted();
      const { set } = readCaptionSet(references, predictions, config.allowMissing);
      recordProtocolEffect(set, config.protocol, { samples: bootstrap, seed: config.seed }, ctx, config.id);
    }
    ctx.ports.environment({
      scoring: { bootstrap, seed: config.seed, images: result.n, seconds: (Date.now() - started) / 1000, dropped: { missing: missingPredictions.length, unknown: unknownPredictions.length } },
    });
    return { status: 'succeeded' };
  },
};
