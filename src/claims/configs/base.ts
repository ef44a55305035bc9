/** Fields every runner config shares. */
import { z } from '../zod.js';
import { slurmResources } from './slurm.js';

export const configId = z.string().regex(/^[a-z0-9][a-z0-9+._-]*$/, 'a lower-case id of letters, digits and + . _ -');

/** Where a user without the files gets them. */
export const origin = z.strictObject({
  file: z.string().min(1).optional().describe('The input this origin provides, as the config names it (relative to a data root).'),
  repository: z.string().min(1).describe('Public repository URL.'),
  commit: z.string().optional(),
  path: z.string().min(1).describe('Path of the file in that repository.'),
  note: z.string().optional(),
});

export const configBase = {
  id: configId,
  description: z.string().min(1),
  method: configId.describe('Method (methods[].id) whose claims this config measures.'),
  dataset: configId,
  split: z.enum(['train', 'val', 'test']),
  reproduction: configId.optional().describe('Compare with this reproduction\'s published values (reproductions[].id).'),
  seed: z.number().int().nonnegative().default(0),
  skip: z.string().min(1).optional().describe('Record this config as skipped with this reason (e.g. references are not published).'),
  slurm: slurmResources.optional(),
  origins: z.array(origin).default([]).describe('Public origin of every input file.'),
  assumed: z
    .array(z.string().min(1))
    .optional()
    .describe('Fields of this config whose values the transcriber assumed because the paper does not print them, as dotted paths (batch, time.steps, components.llm.lora.rank: a list element by index or by its name/id). Each must name a field of the config; the report marks them.'),
};
