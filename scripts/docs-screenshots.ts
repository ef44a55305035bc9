// The README's pictures from a real run: `npm run docs:screenshots` (builds first). Runs
// `audit run ssgpa` in a temporary folder (with the checkout's claims/) on the shared data (../shared/data beside the checkout,
// or $AUDIT_DATA_ROOT), shoots its report and index with Debian's chromium into docs/report.png
// and docs/report-index.png, and records how they were made in docs/README-images.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, screenshot } from './screenshot-lib.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataRoot = process.env.AUDIT_DATA_ROOT || join(root, '..', 'shared', 'data');
if (!existsSync(join(dataRoot, 'ssgpa-repro'))) {
  console.error(`docs-screenshots: no SSGPA data under ${dataRoot} (set AUDIT_DATA_ROOT to the folder holding ssgpa-repro/)`);
  process.exit(2);
}
if (!existsSync(chromiumPath())) {
  console.error(`docs-screenshots: no chromium at ${chromiumPath()} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'audit-screenshots-'));
// the checkout's claim files as ./claims, so the page names them by the relative path a user sees
symlinkSync(join(root, 'claims'), join(work, 'claims'));
const args = ['run', 'ssgpa', '--data-root', dataRoot, '--quiet'];
const run = spawnSync(process.execPath, [join(root, 'bin', 'audit.js'), ...args], { cwd: work, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
if (run.status !== 0) {
  console.error(`docs-screenshots: audit ${args.join(' ')} exited ${run.status}\n${run.stderr}`);
  process.exit(3);
}

const shots = [
  { html: 'ssgpa.html', png: 'report.png', height: 2300, what: 'the SSGPA page, top 2,300 px' },
  { html: 'index.html', png: 'report-index.png', height: 1100, what: 'the index, top 1,100 px' },
];
for (const s of shots) {
  await screenshot(join(work, 'reports', s.html), join(root, 'docs', s.png), s.height);
  console.log(`wrote docs/${s.png}`);
}

const git = (...a: string[]) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
const commit = git('rev-parse', 'HEAD');
const dirty = git('status', '--porcelain', '--untracked-files=no', '--', 'src', 'claims', 'assembly', 'scripts').length > 0;
const chromium = execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
writeFileSync(
  join(root, 'docs', 'README-images.md'),
  [
    '# The README\'s pictures',
    '',
    '<!-- Written by `npm run docs:screenshots` (scripts/docs-screenshots.ts); regenerate, do not edit. -->',
    '',
    `Made by \`npm run docs:screenshots\` on ${when} at commit ${commit}${dirty ? ' (with uncommitted changes to src/, claims/, assembly/ or scripts/)' : ''}:`,
    `\`audit ${args.join(' ').replace(dataRoot, '<data root>')}\` in a temporary folder holding only \`claims/\` (SSGPA's published`,
    'predictions and references from the shared data root), then the generated pages shot with',
    `${chromium} (headless, network cut off, 1200 px wide).`,
    '',
    '| picture | what it shows |',
    '| --- | --- |',
    ...shots.map((s) => `| [${s.png}](${s.png}) | ${s.what} of \`reports/${s.html}\` |`),
    '',
  ].join('\n'),
);
console.log('wrote docs/README-images.md');
