/**
 * Writes src/metrics/ptb-first.ts: each PTB lexer rule alternative's possible first code units
 * (regex-first.ts's analysis of ptb-rules.ts), so that the lexer dispatches on a caption's
 * character without reading ≈ 26,000 pattern characters in every process.
 * test/metrics/regex-first.test.ts fails when the file is not what this script writes.
 *
 *   npx tsx scripts/gen-ptb-first.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ptbFirstSource } from '../src/metrics/ptb-first-source.js';

writeFileSync(join(import.meta.dirname, '..', 'src', 'metrics', 'ptb-first.ts'), ptbFirstSource());
