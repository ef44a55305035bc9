/** `runner: predictions` — score a published predictions file against a references file. */
import { z } from '../zod.js';
import { PROTOCOL_NAMES } from '../../core/protocols.js';
import { configBase } from './base.js';

export const predictionsConfig = z.strictObject({
  ...configBase,
  runner: z.literal('predictions'),
  predictions: z.string().min(1).describe('Predictions file (COCO results format), relative to a data root.'),
  references: z.string().min(1).describe('References file (COCO caption format or {id: [refs]}), relative to a data root.'),
  subset: z.string().default('total'),
  bootstrap: z.number().int().nonnegative().default(1000).describe('Bootstrap resamples for 95% intervals (0 = none).'),
  allowMissing: z.boolean().default(false),
  meteorJar: z.string().min(1).optional().describe('METEOR 1.5 jar (relative to a data root): real METEOR instead of the METEOR~ approximation; needs Java.'),
  spiceJar: z.string().min(1).optional().describe('SPICE 1.0 jar (relative to a data root); needs Java.'),
  protocol: z
    .enum(PROTOCOL_NAMES)
    .default('standard')
    .describe('Also score under this evaluation protocol and record its effect against the standard scores (the measurements stay standard).'),
});
export type PredictionsConfig = z.output<typeof predictionsConfig>;
