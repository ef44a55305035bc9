// Screenshot of a generated report: `npx tsx scripts/screenshot.ts reports/ssgpa.html docs/report.png [height]`.
// An optional third argument keeps only the top N pixels of the page. The README's pictures are
// regenerated from a real run by `npm run docs:screenshots` (scripts/docs-screenshots.ts).
import { screenshot } from './screenshot-lib.js';

const [html, png, height] = process.argv.slice(2);
if (!html || !png) throw new Error('usage: tsx scripts/screenshot.ts <report.html> <out.png> [height]');
await screenshot(html, png, height ? Number(height) : undefined);
console.log(`wrote ${png}`);
