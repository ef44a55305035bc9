// Screenshot of a generated report for the README: `npx tsx scripts/screenshot.ts reports/ssgpa.html docs/report.png`.
// An optional third argument keeps only the top N pixels of the page.
// Uses Debian's chromium (apt-get install chromium) through playwright-core, with the network cut off.
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';

const [html, png, height] = process.argv.slice(2);
if (!html || !png) throw new Error('usage: tsx scripts/screenshot.ts <report.html> <out.png>');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
await page.goto(`file://${resolve(html)}`);
await page.screenshot(height ? { path: png, fullPage: true, clip: { x: 0, y: 0, width: 1200, height: Number(height) } } : { path: png, fullPage: true });
await browser.close();
console.log(`wrote ${png}`);
