/**
 * `runner: predictions` — scores a published predictions file against its references with the
 * project's caption metrics and reports one measurement per metric (with bootstrap intervals) and
 * both files as artifacts.
 */
import type { PredictionsConfig } from '../../claims/configs/predictions.js';
import type { Runner } from '../../core/runner.js';
import { fileArtifact, resolveInput, whatToProvide } from './inputs.js';
import { scoreJob } from './score.js';

/** Resamples under --smoke: intervals are skipped, the scores are the same. */
const SMOKE_BOOTSTRAP = 0;

export const predictionsRunner: Runner<PredictionsConfig> = {
  preflight(config, { dataRoots }) {
    if (config.skip !== undefined) {
      const files = [config.predictions, config.references];
      return { reason: config.skip, provide: whatToProvide(files.filter((f) => !resolveInput(f, dataRoots)), config.origins, dataRoots) || undefined };
    }
    const missing = [config.predictions, config.references].filter((f) => resolveInput(f, dataRoots) === undefined);
    if (!missing.length) return undefined;
    return { reason: `input file${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}`, provide: whatToProvide(missing, config.origins, dataRoots) };
  },

  async run(config, ctx) {
    const predictions = resolveInput(config.predictions, ctx.dataRoots);
    const references = resolveInput(config.references, ctx.dataRoots);
    if (!predictions || !references) return { status: 'failed', reason: 'input files disappeared after the preflight check' };
    ctx.ports.artifact(fileArtifact('predictions', predictions));
    ctx.ports.artifact(fileArtifact('references', references));
    const bootstrap = ctx.smoke ? SMOKE_BOOTSTRAP : config.bootstrap;
    ctx.log.progress(`${config.id}: scoring ${config.predictions} against ${config.references} (${bootstrap} bootstrap resamples)`);
    const started = Date.now();
    const result = await scoreJob({ references, predictions, options: { bootstrap, seed: config.seed, allowMissing: config.allowMissing } }, ctx.signal);
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
    for (const u of result.unavailable) ctx.ports.warning(`${u.metric} not measured: ${u.reason}`);
    ctx.ports.environment({ scoring: { bootstrap, seed: config.seed, images: result.n, seconds: (Date.now() - started) / 1000, unavailable: result.unavailable } });
    return { status: 'succeeded' };
  },
};
