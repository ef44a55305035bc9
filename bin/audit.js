#!/usr/bin/env node
// Entry point of the `audit` command: the bundled CLI lives in dist/ (built by `npm install` via the prepare script: scripts/build.mjs).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const entry = join(root, 'dist', 'cli', 'main.js');
if (!existsSync(entry)) {
  process.stderr.write(`audit: ${entry} is missing; run \`npm install\` (or \`npm run build\`) in ${root} first.\n`);
  process.exit(2);
}
const { main } = await import(entry);
process.exitCode = await main(process.argv.slice(2));
