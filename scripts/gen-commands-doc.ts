// Regenerates docs/commands-reference.md from dist/help.json: `npm run docs:commands` (builds first).
// An optional argument writes elsewhere (the test writes to a temporary file and compares).
import { readFileSync, writeFileSync } from 'node:fs';
import { REFERENCE_WIDTH, renderCommandsReference, type HelpByCommand } from './commands-doc.js';

const helpFile = new URL('../dist/help.json', import.meta.url);
let texts: Record<string, HelpByCommand>;
try {
  texts = JSON.parse(readFileSync(helpFile, 'utf8')) as Record<string, HelpByCommand>;
} catch (e) {
  console.error(`gen-commands-doc: cannot read dist/help.json (${(e as Error).message}); run npm run build first`);
  process.exit(2);
}
const help = texts[REFERENCE_WIDTH];
if (help === undefined) {
  console.error(`gen-commands-doc: dist/help.json has no texts at width ${REFERENCE_WIDTH}`);
  process.exit(2);
}
const out = process.argv[2] ?? new URL('../docs/commands-reference.md', import.meta.url);
writeFileSync(out, renderCommandsReference(help));
console.log(`wrote ${process.argv[2] ?? 'docs/commands-reference.md'}`);
