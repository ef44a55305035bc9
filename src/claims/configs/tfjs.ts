/** `runner: tfjs` — the config block of that runner (filled by its issue). */
import { z } from 'zod';
import { configBase } from './base.js';

export const tfjsConfig = z.strictObject({
  ...configBase,
  runner: z.literal('tfjs'),
});
export type TfjsConfig = z.output<typeof tfjsConfig>;
