/** The JSON Schema for editors, generated from the zod schema (never edited by hand). */
import { z } from './zod.js';
import { claimFile } from './schema.js';

export function claimsJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(claimFile, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12', reused: 'ref' }) as Record<string, unknown>;
  return {
    ...schema,
    $id: 'https://repro-audit.local/schema/claims.schema.json',
    title: 'repro-audit claim file',
    description: 'Every published number of one paper, each with where it was printed. Generated from src/claims/schema.ts by `npm run schema`.',
  };
}

export function claimsJsonSchemaText(): string {
  return `${JSON.stringify(claimsJsonSchema(), null, 2)}\n`;
}
