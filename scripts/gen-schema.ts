// Regenerates schema/claims.schema.json from the zod schema: `npm run schema`.
import { writeFileSync } from 'node:fs';
import { claimsJsonSchemaText } from '../src/claims/json-schema.js';

writeFileSync(new URL('../schema/claims.schema.json', import.meta.url), claimsJsonSchemaText());
console.log('wrote schema/claims.schema.json');
