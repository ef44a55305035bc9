/**
 * Reports: `writeReports` renders one page per paper and an index (HTML or Markdown) and writes
 * them atomically. `reportInputFromStore` builds its input from results.db and the claim files.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PaperInput, ReportInput } from './input.js';
import { paperHeadline } from './model/headline.js';
import { buildIndex, buildPaper } from './model/page.js';
import { renderIndexHtml, renderPaperHtml } from './render/html.js';
import { renderIndexMarkdown, renderPaperMarkdown } from './render/markdown.js';
import { writeAll } from './write.js';

export { paperHeadline } from './model/headline.js';
export type { Headline } from './model/headline.js';
export type { ReportInput, PaperInput, RunInput, VerdictCell, HardwareEstimate, StaticResults } from './input.js';
import { reportInputFromStore } from './from-store.js';
import type { StoreReportRequest } from './from-store.js';

export { reportInputFromStore } from './from-store.js';
export type { ReportStoreReader, StoreReportRequest } from './from-store.js';

/** html: self-contained pages; md: Markdown; json: each paper's headline (summary model and sentences) for scripts. */
export type ReportFormat = 'html' | 'md' | 'json';

export interface WriteReportsOptions {
  readonly outDir: string;
  readonly format?: ReportFormat;
  /** Papers that get a page (default: every paper of the input); the index always lists all. */
  readonly papers?: readonly string[];
}

export interface WrittenReports {
  /** Paper id → path of its report. */
  readonly papers: ReadonlyMap<string, string>;
  readonly index: string;
}

/** Renders every paper of `input` and the index, then writes them; a failed render writes nothing. */
export async function writeReports(input: ReportInput, opts: WriteReportsOptions): Promise<WrittenReports> {
  const ext = opts.format ?? 'html';
  const files = new Map<string, string>();
  const pages = input.papers.filter((p) => !opts.papers || opts.papers.includes(p.claims.data.paper.id));
  for (const p of pages) {
    if (ext === 'json') {
      files.set(`${p.claims.data.paper.id}.json`, headlineJson(p, input));
      continue;
    }
    const view = buildPaper(p, input.generatedAt, input.tool, ext);
    files.set(`${view.id}.${ext}`, ext === 'html' ? await renderPaperHtml(view) : renderPaperMarkdown(view));
  }
  // The index links to a page only when it exists: written now, or left by an earlier report in the folder.
  const linked = new Set(input.papers.map((p) => p.claims.data.paper.id).filter((id) => files.has(`${id}.${ext}`) || existsSync(join(opts.outDir, `${id}.${ext}`))));
  if (ext === 'json') files.set('index.json', `${JSON.stringify({ generated: new Date(input.generatedAt).toISOString(), tool: input.tool, papers: input.papers.map((p) => paperHeadline(p)) }, null, 2)}\n`);
  else {
    const index = buildIndex(input, ext, linked);
    files.set(`index.${ext}`, ext === 'html' ? renderIndexHtml(index) : renderIndexMarkdown(index));
  }
  const paths = writeAll(opts.outDir, files);
  const byName = new Map([...files.keys()].map((k, i) => [k, paths[i] as string]));
  return {
    papers: new Map(pages.map((p) => [p.claims.data.paper.id, byName.get(`${p.claims.data.paper.id}.${ext}`) as string])),
    index: byName.get(`index.${ext}`) as string,
  };
}

/** A paper's headline as a JSON document (the same model the pages show). */
function headlineJson(p: PaperInput, input: ReportInput): string {
  return `${JSON.stringify({ generated: new Date(input.generatedAt).toISOString(), tool: input.tool, title: p.claims.data.paper.title, ...paperHeadline(p) }, null, 2)}\n`;
}

/**
 * The `audit run` hook: re-renders `paper`'s page from the store (and the index listing every
 * claim file), returns the page's path.
 */
export async function writePaperReport(paper: string, req: StoreReportRequest, opts: Omit<WriteReportsOptions, 'papers'>): Promise<string> {
  const written = await writeReports(reportInputFromStore(req), { ...opts, papers: [paper] });
  const path = written.papers.get(paper);
  if (path === undefined) throw new Error(`internal: no claim file of paper '${paper}' among the loaded ones`);
  return path;
}
