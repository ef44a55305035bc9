/** Renders an HTML file to PDF with headless Chromium (as the report tests use it). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function printToPdf(html: string, pdf: string): void {
  execFileSync('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--print-to-pdf=${pdf}`, html], { stdio: 'ignore', timeout: 60_000 });
  if (!existsSync(pdf)) throw new Error(`chromium did not write ${pdf}`);
}
