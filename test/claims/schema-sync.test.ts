import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimsJsonSchemaText } from '../../src/claims/json-schema.js';
import { repoRoot } from '../helpers/cli.js';

describe('schema/claims.schema.json', () => {
  it('is the JSON Schema generated from the zod schema (run `npm run schema` after changing src/claims/schema.ts)', () => {
    expect(readFileSync(join(repoRoot, 'schema', 'claims.schema.json'), 'utf8')).toBe(claimsJsonSchemaText());
  });

  it('is referenced from every claim file for editor completion', () => {
    for (const f of ['ssgpa', 'scorer', 'blip2idc']) {
      const text = readFileSync(join(repoRoot, 'claims', `${f}.yaml`), 'utf8');
      expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../schema/claims.schema.json');
    }
  });
});
