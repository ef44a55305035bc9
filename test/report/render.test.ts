/** Rendering: self-contained pages, hostile strings escaped in HTML, SVG and Markdown; atomic writes. */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithClaims } from '../../src/audits/claim-vs-measurement.js';
import type { LoadedClaimFile } from '../../src/claims/model.js';
import { writePaperReport, writeReports } from '../../src/report/index.js';
import { ResultsStore } from '../../src/store/index.js';
import type { PaperInput, ReportInput, RunInput } from '../../src/report/input.js';
import { buildPaper } from '../../src/report/model/page.js';
import { renderPaperHtml } from '../../src/report/render/html.js';
import { md, renderPaperMarkdown } from '../../src/report/render/markdown.js';
import { claimFile, failedRun, PAYLOADS, samples, succeededRun } from './fixtures.js';

function paperInput(file: LoadedClaimFile, runs: RunInput[], text: string): PaperInput {
  const config = file.data.configs[0];
  if (!config) throw new Error('fixture has a config');
  const outcomes = runs.map((r) => ({ config, runId: r.run.id, status: r.run.status === 'succeeded' ? ('succeeded' as const) : ('failed' as const), reason: text, measurements: r.measurements }));
  return {
    claims: file,
    runs,
    verdicts: compareWithClaims(file, outcomes).cells,
    estimates: [{ configId: text, memoryGiB: [10, 12], assumptions: [text] }],
    static: {
      findings: [{ id: `demo/statement/${text}`, paper: 'demo', check: 'statement', severity: 'error', message: text, sources: [{ claimFile: { file: text, line: 1, col: 1 }, doc: text, section: text, label: text }], evidence: text }],
      summary: { 'printed-delta': { run: 1, passed: 1, failed: 0 }, statement: { run: 1, passed: 0, failed: 1 }, 'cross-table': { run: 0, passed: 0, failed: 0 }, 'cross-paper': { run: 0, passed: 0, failed: 0 }, 'duplicate-row': { run: 0, passed: 0, failed: 0 }, 'dataset-arithmetic': { run: 0, passed: 0, failed: 0 }, 'hardware-evidence': { run: 0, passed: 0, failed: 0 }, 'hardware-estimate': { run: 0, passed: 0, failed: 0 }, protocol: { run: 0, passed: 0, failed: 0 }, 'claim-vs-measurement': { run: 0, passed: 0, failed: 0 }, 'hardware-measured': { run: 0, passed: 0, failed: 0 } },
    },
  };
}

/** A paper whose every string (claims, run reasons, environment, config ids, findings) is `text`. */
function hostile(text: string): PaperInput {
  const env = { harness: { commit: text }, gpus: [{ name: text }], [text]: text };
  const runs = [
    succeededRun(1, { bleu: 0.59, cider: 1.1, environment: env, samples: samples(20_000) }),
    succeededRun(2, { bleu: 0.61, cider: 1.2, environment: env }),
    failedRun(3, text),
  ];
  return paperInput(claimFile(text), runs, text);
}

describe('HTML', () => {
  it('is one self-contained page: inline style, inline SVG charts, no script, no external reference', async () => {
    const html = await renderPaperHtml(buildPaper(hostile('plain'), Date.UTC(2026, 10, 21), 'repro-audit test'));
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain("default-src 'none'");
    expect(html.match(/<svg /g)).toHaveLength(3); // bars, memory timeline, run history
    expect(html).toContain('aria-label="GPU memory over time, run #1 (pred); peak 19.5 GiB"');
    expect(html).not.toMatch(/<script|<link|@import|url\((?!#)/i);
    const ids = html.match(/\sid="[^"]+"/g) ?? [];
    expect(new Set(ids).size).toBe(ids.length); // several charts in one page: clip-path ids stay unique
    expect(html.match(/(?:src|href)="([^"#]*)"/g)?.filter((m) => m !== 'href="index.html"')).toEqual([]);
  });

  for (const payload of PAYLOADS) {
    it(`escapes ${payload} everywhere it appears, in the HTML and inside the SVG`, async () => {
      const html = await renderPaperHtml(buildPaper(hostile(payload), 0, payload));
      expect(html).not.toContain(payload);
      expect(html).not.toMatch(/<script|<img|<\/svg><script/i);
      // an escaped payload is text or inside a quoted attribute value, never an attribute of its own
      const attributes = (html.match(/<[^>]*>/g) ?? []).map((t) => t.replace(/"[^"]*"/g, '""'));
      expect(attributes.filter((t) => /\son[a-z]+\s*=/i.test(t))).toEqual([]);
      // the payload is shown, as text: in table labels, findings, run reasons and chart legends
      expect(html.split('alert(').length - 1).toBeGreaterThan(5);
      const svgs = html.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
      expect(svgs.length).toBe(3);
      const text = (svg: string) => (svg.match(/<text[^>]*>([^<]*)<\/text>/g) ?? []).map((t) => t.replace(/<[^>]*>/g, ''));
      const esc = (x: string) => x.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      // the legend shows the row label as text (vega may shorten it with an ellipsis)
      expect(text(svgs[0] ?? '').filter((t) => t.startsWith(`Ours ${esc(payload.slice(0, 6))}`))).toHaveLength(1);
    });
  }
});

describe('Markdown', () => {
  it('prints the tables README-style, with the printed-delta mark', () => {
    const text = renderPaperMarkdown(buildPaper(hostile('plain'), 0, 'test'));
    expect(text).toContain('| **Ours plain** | 60.0 | 120.0 |');
    // the latest run of the config only (run #1 is history)
    expect(text).not.toContain('Measured · run \\#1');
    expect(text).toContain('| ↳ Measured · run \\#2 \\(pred\\) | ✅ 61.0 **(↑1.67%)** | ✅ 120.0 **(=0.00%)** |');
    expect(text).toContain('| Repro plain | ❌ 30.0 **(↓50.00%)** | ❌ 60.0 **(↓50.00%)** ⚠ printed ~~↓40.00%~~ |');
  });

  it('escapes markup and HTML in every string', () => {
    for (const p of PAYLOADS) {
      const text = renderPaperMarkdown(buildPaper(hostile(p), 0, p));
      expect(text).not.toMatch(/<script|<img|<\/svg/i);
    }
    expect(md('a|b [x](javascript:y) <i>')).toBe('a\\|b \\[x\\]\\(javascript:y\\) &lt;i&gt;');
  });
});

describe('writing', () => {
  const input = (papers: PaperInput[]): ReportInput => ({ generatedAt: 0, tool: 'test', papers });

  it('writes one page per paper and an index, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'));
    const w = await writeReports(input([hostile('plain')]), { outDir: join(dir, 'out') });
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['demo.html', 'index.html']);
    expect(w.papers.get('demo')).toBe(join(dir, 'out', 'demo.html'));
    expect(readFileSync(w.index, 'utf8')).toContain('href="demo.html"');
  });

  it('leaves the previous reports untouched when a render fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'));
    writeFileSync(join(dir, 'demo.html'), 'previous');
    const broken = { ...hostile('plain'), claims: claimFile('other') } as PaperInput;
    Object.defineProperty(broken, 'runs', {
      get() {
        throw new Error('store went away');
      },
    });
    await expect(writeReports(input([hostile('plain'), broken]), { outDir: dir })).rejects.toThrow('store went away');
    expect(readdirSync(dir)).toEqual(['demo.html']);
    expect(readFileSync(join(dir, 'demo.html'), 'utf8')).toBe('previous');
  });
});

describe('the audit run hook', () => {
  it('re-renders one paper from a real results.db and returns its path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'));
    const store = ResultsStore.open(join(dir, 'results.db'));
    try {
      const file = claimFile();
      const session = store.startSession({ paper: 'demo', claimFile: { path: file.path, sha256: file.sha256 }, command: 'audit run demo', pid: 1, host: 'ci', environment: {} });
      const run = store.startRun({ sessionId: session, paper: 'demo', configId: 'pred', runner: 'predictions', pid: 1, host: 'ci', seed: 0, smoke: false, config: {}, environment: {} });
      store.addMeasurements(run, [{ dataset: 'clevr-change', split: 'test', subset: 'total', metric: 'CIDEr', value: 1.21 }]);
      store.finishRun(run, { status: 'succeeded' });
      const other = claimFile('other');
      const path = await writePaperReport('demo', { store, claims: [file], now: 0, tool: 'test' }, { outDir: join(dir, 'reports') });
      expect(path).toBe(join(dir, 'reports', 'demo.html'));
      const html = readFileSync(path, 'utf8');
      expect(html).toContain('121.0<span class="delta">(↑0.83%)</span>');
      expect(html).toMatch(/<code title="sha256 [0-9a-f]{64}">[0-9a-f]{12}<\/code><\/td>/); // the run's claim file is the current one
      await expect(writePaperReport('nope', { store, claims: [other], now: 0, tool: 'test' }, { outDir: join(dir, 'reports') })).rejects.toThrow("no claim file of paper 'nope'");
    } finally {
      store.close();
    }
  });
});
