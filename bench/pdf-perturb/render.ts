/**
 * Printing the PDF perturbation bench's pages: headless Chromium (`chromium --headless --print-to-pdf`), a few at a
 * time, each PDF cached under .cache/pdf-perturb/<sha256 of the HTML>.pdf so a second run prints nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Chromium command on this machine (`chromium`, `chromium-browser` or `google-chrome`), or undefined. */
export function findChromium(): string | undefined {
  for (const c of [process.env.CHROMIUM, 'chromium', 'chromium-browser', 'google-chrome']) {
    if (c && spawnSync(c, ['--version'], { encoding: 'utf8' }).status === 0) return c;
  }
  return undefined;
}

export const pdfPath = (cache: string, html: string): string => join(cache, `${createHash('sha256').update(html).digest('hex').slice(0, 24)}.pdf`);

/** Pages being printed, by PDF path: the same page asked for twice is printed once. */
const printing = new Map<string, Promise<string>>();

function printOne(chromium: string, cache: string, html: string): Promise<string> {
  const out = pdfPath(cache, html);
  if (existsSync(out)) return Promise.resolve(out);
  const running = printing.get(out);
  if (running) return running;
  const p = print(chromium, out, html);
  printing.set(out, p);
  return p;
}

function print(chromium: string, out: string, html: string): Promise<string> {
  const page = `${out}.html`;
  const tmp = `${out}.tmp.pdf`;
  writeFileSync(page, html);
  return new Promise((resolve, reject) => {
    const p = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--print-to-pdf=${tmp}`, `file://${page}`], { stdio: 'ignore' });
    const timer = setTimeout(() => p.kill('SIGKILL'), 60_000);
    p.on('error', reject);
    p.on('exit', (code) => {
      clearTimeout(timer);
      rmSync(page, { force: true });
      if (code === 0 && existsSync(tmp)) {
        renameSync(tmp, out);
        resolve(out);
      } else reject(new Error(`chromium exited ${code} printing a page`));
    });
  });
}

/** Each page printed to PDF (cached), `parallel` Chromium processes at a time; the PDFs' paths in the pages' order. */
export async function printAll(chromium: string, cache: string, pages: readonly string[], parallel = 3, progress?: (done: number) => void): Promise<string[]> {
  mkdirSync(cache, { recursive: true });
  const out: string[] = new Array<string>(pages.length);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < pages.length) {
      const i = next++;
      out[i] = await printOne(chromium, cache, pages[i] as string);
      progress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, pages.length) }, worker));
  return out;
}
