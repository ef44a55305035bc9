/** `runner: estimate` — the config block of that runner (filled by its issue). */
import { z } from 'zod';
import { configBase } from './base.js';

export const estimateConfig = z.strictObject({
  ...configBase,
  runner: z.literal('estimate'),
});
export type EstimateConfig = z.output<typeof estimateConfig>;
