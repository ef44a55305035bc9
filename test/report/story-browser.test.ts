/// <reference lib="dom" />
/**
 * What a reader sees first, checked in a real headless Chromium (Debian's chromium, network cut off):
 * the three-sentence summary, findings marked in their cells with working links both ways (also
 * across papers), chart legends that are not truncated, "within noise" instead of a red verdict,
 * and a page whose height does not grow with a config's history.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/audits/index.js';
import { loadClaimsDir } from '../../src/claims/load.js';
import type { LoadedClaimFile } from '../../src/claims/model.js';
import type { ReportStoreReader, RunInput } from '../../src/report/index.js';
import { reportInputFromStore, writeReports } from '../../src/report/index.js';
import { repoRoot } from '../helpers/cli.js';
import { claimFile, succeededRun } from './fixtures.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
it.runIf(!hasChromium && process.env.CI !== undefined)('has chromium in CI', () => {
  expect.fail(`CI is set but there is no chromium at ${CHROMIUM}`);
});

/** A store reader over in-memory runs: the report's real store path (latest runs, run findings). */
function reader(runs: readonly RunInput[]): ReportStoreReader {
  return {
    runsWithMetrics: () => runs.map((r) => ({ run: r.run, measurements: r.measurements })),
    gpuSamplesOf: (id) => [...(runs.find((r) => r.run.id === id)?.gpuSamples ?? [])],
    sessionClaimFile: () => undefined,
  };
}

/** A run of the demo config whose BLEU-4 interval is `[lo, hi]` (toolkit scale). */
function noisyRun(id: number, bleu: number, lo: number, hi: number): RunInput {
  const r = succeededRun(id, { bleu, cider: 1.2 });
  return { ...r, measurements: r.measurements.map((m) => (m.metric === 'Bleu_4' ? { ...m, ciLow: lo, ciHigh: hi } : m)) };
}

async function write(dir: string, claims: readonly LoadedClaimFile[], runs: readonly RunInput[]): Promise<void> {
  await writeReports(reportInputFromStore({ store: reader(runs), claims, staticCheck: runChecks, now: Date.UTC(2026, 10, 23), tool: 'repro-audit test' }), { outDir: dir });
}

// a label long enough that the old 260 px legend limit cut it into "Reproduction by a group…"
const LONG = 'reproduction by a group whose name is long enough to have been truncated in the legend';

describe.skipIf(!hasChromium)('the report story in headless Chromium', () => {
  let browser: Browser;
  let root: string;

  async function open(file: string): Promise<Page> {
    const context = await browser.newContext({ offline: true, viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    return page;
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'report-story-'));
    const real = loadClaimsDir(join(repoRoot, 'claims'));
    await write(join(root, 'real'), real, []);
    const demo = claimFile(LONG);
    await write(join(root, 'noise'), [demo], [noisyRun(1, 0.55, 0.5, 0.605)]);
    await write(join(root, 'two'), [demo], [noisyRun(1, 0.59, 0.58, 0.6), noisyRun(2, 0.41, 0.4, 0.42)]);
    await write(join(root, 'five'), [demo], [1, 2, 3, 4, 5].map((i) => noisyRun(i, i % 2 ? 0.41 : 0.59, 0.4, 0.42)));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('opens each paper with a summary in whole sentences generated from its findings', async () => {
    const page = await open(join(root, 'real', 'ssgpa.html'));
    const story = await page.locator('#summary .story span').allInnerTexts();
    // no run measured anything here: no discrepancy sentence, and nothing called "compared"
    expect(story).toHaveLength(4);
    expect(story[0]).toMatch(/^3 printed deltas do not compute/);
    expect(story[1]).toMatch(/^None of the 24 printed values a config measures was compared/);
    expect(story[2]).toMatch(/^The published reproduction is 27–67% below the paper/);
    expect(story[3]).toMatch(/^One RTX 3090 \(24 GB\) cannot hold a training step/);
    // the story comes before the cards and the tables
    const order = await page.evaluate(() => [document.querySelector('.story'), document.querySelector('.cards'), document.querySelector('#tables')].map((e) => (e ? e.getBoundingClientRect().top : -1)));
    expect(order[0]).toBeLessThan(order[1] as number);
    expect(order[1]).toBeLessThan(order[2] as number);
    await page.context().close();
  });

  for (const paper of ['ssgpa', 'scorer']) {
    it(`${paper}: marks findings in their cells, and every link goes both ways`, async () => {
      const page = await open(join(root, 'real', `${paper}.html`));
      const links = await page.evaluate(() => {
        const cellMarks = [...document.querySelectorAll('td.cell a.mark')].map((a) => ({ cell: (a.closest('td') as HTMLElement).id, href: a.getAttribute('href') ?? '' }));
        const inPlace = [...document.querySelectorAll('ol.findings li')].flatMap((li) => [...li.querySelectorAll('.in-place a')].map((a) => ({ finding: li.id, href: a.getAttribute('href') ?? '' })));
        return { cellMarks, inPlace };
      });
      expect(links.cellMarks.length).toBeGreaterThan(paper === 'ssgpa' ? 4 : 10);
      for (const m of links.cellMarks) {
        // cell → finding, and the finding links back to that cell
        expect(m.href).toMatch(/^#finding-[FR]\d+$/);
        expect(links.inPlace.some((l) => l.finding === m.href.slice(1) && l.href === `#${m.cell}`), `${m.cell} → ${m.href}`).toBe(true);
      }
      for (const l of links.inPlace) {
        const [file, anchor] = l.href.startsWith('#') ? [`${paper}.html`, l.href.slice(1)] : (l.href.split('#') as [string, string]);
        // a link to another paper's cell (cross-paper finding) opens that page at that cell
        const target = file === `${paper}.html` ? page : await open(join(root, 'real', file));
        expect(await target.locator(`[id="${anchor}"]`).count(), l.href).toBe(1);
        if (target !== page) await target.context().close();
      }
      // clicking a mark scrolls to its finding, and the finding's link scrolls back to the cell
      const first = links.cellMarks[0] as { cell: string; href: string };
      await page.locator(`td[id="${first.cell}"] a.mark`).first().click();
      expect(new URL(page.url()).hash).toBe(first.href);
      await page.locator(`li[id="${first.href.slice(1)}"] .in-place a[href="#${first.cell}"]`).click();
      expect(new URL(page.url()).hash).toBe(`#${first.cell}`);
      await page.context().close();
    });
  }

  it('scorer: the cross-paper finding links to the other paper\'s cell', async () => {
    const page = await open(join(root, 'real', 'scorer.html'));
    const hrefs = await page.locator('li .in-place a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => /^[a-z0-9]+\.html#cell-/.test(h) && !h.startsWith('scorer.html'))).toBe(true);
    await page.context().close();
  });

  it('shows chart legends and axis labels whole: none truncated, none alike', async () => {
    for (const file of [join(root, 'noise', 'demo.html'), join(root, 'two', 'demo.html'), join(root, 'real', 'ssgpa.html')]) {
      const page = await open(file);
      const legends = await page.evaluate(() =>
        [...document.querySelectorAll('figure.chart svg .role-legend')].map((g) => [...g.querySelectorAll('.role-legend-label text')].map((t) => t.textContent ?? '')),
      );
      expect(legends.length, file).toBeGreaterThan(0);
      for (const labels of legends) {
        for (const l of labels) expect(l, file).not.toMatch(/…$/);
        expect(new Set(labels).size).toBe(labels.length);
      }
      const axis = await page.locator('figure.chart svg .role-axis-label text').allTextContents();
      for (const l of axis) expect(l).not.toMatch(/…$/);
      await page.context().close();
    }
    const page = await open(join(root, 'noise', 'demo.html'));
    const all = (await page.locator('figure.chart svg .role-legend-label text').allTextContents()).join('\n');
    expect(all).toContain(`Repro ${LONG}`);
    await page.context().close();
  });

  it('says "within noise", not a red discrepancy, when the printed value lies inside the 95% interval', async () => {
    const page = await open(join(root, 'noise', 'demo.html'));
    const cell = page.locator('tr.measured td.cell').first();
    expect(await cell.getAttribute('class')).toContain('v-within-noise');
    expect(await cell.innerText()).toContain('within noise');
    const colours = await page.evaluate(() => {
      const td = document.querySelector('tr.measured td.cell .delta') as HTMLElement;
      const probe = document.createElement('span');
      probe.style.color = 'var(--bad)';
      document.body.append(probe);
      return { delta: getComputedStyle(td).color, bad: getComputedStyle(probe).color };
    });
    expect(colours.delta).not.toBe(colours.bad);
    expect(await page.locator('.card.within-noise .n').innerText()).toBe('1');
    expect(await page.locator('.card.discrepancy .n').innerText()).toBe('0');
    await page.context().close();
  });

  it('shows only the latest run per config: the page does not grow with history', async () => {
    const heights: number[] = [];
    for (const name of ['two', 'five']) {
      const page = await open(join(root, name, 'demo.html'));
      heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
      const measured = await page.locator('tr.measured td.label').allInnerTexts();
      expect(measured.filter((l) => l.startsWith('Measured'))).toEqual([`Measured · run #${name === 'two' ? 2 : 5} (pred)\nlatest run; ${name === 'two' ? 1 : 4} earlier ${name === 'two' ? 'run' : 'runs'} in the history chart`]);
      expect(await page.locator('figure.chart[id^="history-"]').count()).toBe(1);
      expect(await page.locator('details.earlier').getAttribute('open')).toBeNull();
      await page.context().close();
    }
    expect(Math.abs((heights[1] as number) - (heights[0] as number))).toBeLessThanOrEqual(8);
  });
});
