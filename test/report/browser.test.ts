/// <reference lib="dom" />
/**
 * The generated reports in a real browser (Debian's chromium, headless) with the network cut off:
 * no console errors, no request but the file itself, tables and charts present, and hostile
 * strings from claim files and runs shown as text, never executed.
 * Skipped, with a message, where chromium is not installed (`.ci/run` installs it).
 */
import { existsSync, mkdirSync, mkdtempSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/audits/index.js';
import { loadClaimsDir } from '../../src/claims/load.js';
import { reportInputFromStore, writeReports } from '../../src/report/index.js';
import { toolName } from '../../src/pipeline/environment.js';
import { repoRoot } from '../helpers/cli.js';
import { claimFile, PAYLOADS, samples, succeededRun } from './fixtures.js';
import { compareWithClaims } from '../../src/audits/claim-vs-measurement.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`test/report/browser.test.ts: skipped — no chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);

// In CI (.ci/run installs chromium) a missing browser is a failure, not a skip.
it.runIf(!hasChromium && process.env.CI !== undefined)('has chromium in CI', () => {
  expect.fail(`CI is set but there is no chromium at ${CHROMIUM}: .ci/run should have installed it (apt-get install -y chromium)`);
});

interface Visit {
  readonly requests: string[];
  readonly errors: string[];
  readonly dialogs: string[];
  readonly page: Page;
}

describe.skipIf(!hasChromium)('reports in headless Chromium, offline', () => {
  let browser: Browser;
  let dir: string;

  async function visit(file: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Visit> {
    const context = await browser.newContext({ offline: true, colorScheme, viewport: { width: 1200, height: 900 }, javaScriptEnabled: true });
    const page = await context.newPage();
    const v: Visit = { requests: [], errors: [], dialogs: [], page };
    await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
    page.on('request', (r) => v.requests.push(r.url()));
    page.on('requestfailed', (r) => v.errors.push(`request failed: ${r.url()}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') v.errors.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => v.errors.push(`page error: ${e.message}`));
    page.on('dialog', (d) => {
      v.dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    return v;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'report-browser-'));
    const claims = loadClaimsDir(join(repoRoot, 'claims'));
    await writeReports(reportInputFromStore({ claims, staticCheck: runChecks, now: Date.now(), tool: toolName() }), { outDir: join(dir, 'real') });
    for (const [i, payload] of PAYLOADS.entries()) {
      const file = claimFile(payload);
      const config = file.data.configs[0];
      if (!config) throw new Error('fixture has a config');
      const env = { harness: { commit: payload }, gpus: [{ name: payload }] };
      const runs = [succeededRun(1, { bleu: 0.59, cider: 1.1, environment: env, samples: samples(26_000) }), succeededRun(2, { bleu: 0.61, cider: 1.2, environment: env })];
      const verdicts = compareWithClaims(file, runs.map((r) => ({ config, runId: r.run.id, status: 'succeeded' as const, measurements: r.measurements }))).cells;
      await writeReports({ generatedAt: 0, tool: payload, papers: [{ claims: file, runs, verdicts, estimates: [] }] }, { outDir: join(dir, `hostile-${i}`) });
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  for (const name of ['ssgpa', 'scorer', 'blip2idc', 'index']) {
    it(`opens ${name}.html without a request, an error or a script, with its tables and charts`, async () => {
      const file = join(dir, 'real', `${name}.html`);
      const v = await visit(file);
      expect(v.errors).toEqual([]);
      expect(v.requests).toEqual([pathToFileURL(file).href]);
      const counts = await v.page.evaluate(() => ({
        scripts: document.scripts.length,
        tables: document.querySelectorAll('table').length,
        results: document.querySelectorAll('table.results').length,
        svgs: document.querySelectorAll('figure.chart svg').length,
      }));
      expect(counts.scripts).toBe(0);
      expect(counts.tables).toBeGreaterThan(0);
      if (name !== 'index') expect(counts.results).toBeGreaterThan(0);
      if (name === 'ssgpa') expect(counts.svgs).toBe(2);
      await v.page.context().close();
    });
  }

  it('marks the SSGPA deltas the README printed wrong, and shows the interval on hover', async () => {
    const v = await visit(join(dir, 'real', 'ssgpa.html'));
    const marks = await v.page.locator('.printed.bad').allInnerTexts();
    expect(marks).toEqual(['⚠ printed ↓58.74%', '⚠ printed ↓53.20%', '⚠ printed ↓42.45%']);
    const title = await v.page.locator('td.cell.v-discrepancy').first().getAttribute('title');
    expect(title).toContain('recomputed delta ↓44.99%');
    await v.page.context().close();
  });

  for (const [i, payload] of PAYLOADS.entries()) {
    it(`shows ${payload} as text and never runs it`, async () => {
      const v = await visit(join(dir, `hostile-${i}`, 'demo.html'));
      expect(v.dialogs).toEqual([]);
      expect(v.errors).toEqual([]);
      const dom = await v.page.evaluate(() => ({
        scripts: document.scripts.length,
        images: document.images.length,
        handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).length,
        svgs: document.querySelectorAll('figure.chart svg').length,
        title: document.querySelector('h1')?.textContent,
      }));
      expect(dom).toEqual({ scripts: 0, images: 0, handlers: 0, svgs: 3, title: `Demo paper ${payload}` });
      await v.page.context().close();
    });
  }

  it('renders the SSGPA report in dark mode too, and saves the README screenshot on request', async () => {
    const dark = await visit(join(dir, 'real', 'ssgpa.html'), 'dark');
    const bg = await dark.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(bg).toBe('rgb(15, 20, 25)');
    await dark.page.context().close();
    const v = await visit(join(dir, 'real', 'ssgpa.html'));
    const shot = join(dir, 'ssgpa.png');
    await v.page.screenshot({ path: shot, fullPage: true });
    expect(existsSync(shot)).toBe(true);
    if (process.env.UPDATE_REPORT_SCREENSHOT === '1') {
      mkdirSync(join(repoRoot, 'docs'), { recursive: true });
      copyFileSync(shot, join(repoRoot, 'docs', 'report.png'));
    }
    await v.page.context().close();
  });
});
