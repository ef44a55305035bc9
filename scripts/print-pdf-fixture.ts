/**
 * Prints hand-written HTML pages to PDF with headless Chromium, each beside its page (<name>.html → <name>.pdf): the
 * PDF test inputs of test/extract/fixtures/pdf-layouts/ (PROVENANCE.yaml). Usage: npx tsx scripts/print-pdf-fixture.ts <page.html>…
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { findChromium } from '../bench/pdf-perturb/render.js';

const chromium = findChromium();
if (!chromium) throw new Error('needs Chromium (`chromium`; or set CHROMIUM)');
for (const page of process.argv.slice(2)) {
  const out = resolve(page.replace(/\.html?$/i, '.pdf'));
  const r = spawnSync(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--print-to-pdf=${out}`, `file://${resolve(page)}`], { stdio: 'ignore' });
  if (r.status !== 0 || !existsSync(out)) throw new Error(`${page}: chromium exited ${r.status}`);
  console.log(`${page} → ${out}`);
}
