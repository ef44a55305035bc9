/** `runner: command` — the config block of that runner (filled by its issue). */
import { z } from 'zod';
import { configBase } from './base.js';

export const commandConfig = z.strictObject({
  ...configBase,
  runner: z.literal('command'),
});
export type CommandConfig = z.output<typeof commandConfig>;
