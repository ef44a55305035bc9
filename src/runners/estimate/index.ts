/**
 * `runner: estimate`: the analytic estimate of a described model, reported as environment facts
 * and an `estimate.json` artifact (`audit estimate --claims … --config …` prints the full table).
 * Nothing runs on a GPU, so it skips only when the config says `skip`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EstimateConfig } from '../../claims/configs/estimate.js';
import type { Runner } from '../../core/runner.js';
import { artifactOf } from '../artifacts.js';
import { estimate } from '../../estimate/estimate.js';
import { estimateJson, summaryLine } from '../../estimate/format.js';

export const estimateRunner: Runner<EstimateConfig> = {
  preflight: (c) => (c.skip === undefined ? undefined : { reason: c.skip }),
  async run(c, ctx) {
    const e = estimate(c);
    const json = estimateJson(e);
    ctx.ports.environment({ estimate: json });
    const path = join(ctx.outDir, 'estimate.json');
    writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
    ctx.ports.artifact(await artifactOf('estimate', path));
    ctx.log.info(summaryLine(c.id, e));
    return { status: 'succeeded' };
  },
};
