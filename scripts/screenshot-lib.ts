// One page of a generated report as a PNG, with Debian's chromium (apt-get install chromium) through
// playwright-core and the network cut off. Used by scripts/screenshot.ts and scripts/docs-screenshots.ts.
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Shoots `html` into `png` at 1200 px wide: the whole page, or only its top `height` pixels. */
export async function screenshot(html: string, png: string, height?: number): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
    await page.goto(`file://${resolve(html)}`);
    await page.screenshot(height ? { path: png, fullPage: true, clip: { x: 0, y: 0, width: 1200, height } } : { path: png, fullPage: true });
  } finally {
    await browser.close();
  }
}
