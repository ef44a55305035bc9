/**
 * A robustness sweep of `audit extract` over public documents nobody keyed (docs/extract-corpus.md "The sweep"):
 * per document, whether extract crashed (an internal error), refused it, or drafted a draft that validate refuses
 * or whose rows its own transcription check cannot find; the tables an independent count sees against the tables
 * drafted, named only in review lines, or silently lost; and the time, slowest first. Then the totals.
 *
 *   npm run bench:extract-sweep -- [--mirrors /work/.mirror] [--sources bench/sweep-sources.yaml]
 *       [--exclude <list file>]... [--timeout 120] [--only <repo substring>] [--json <file>]
 *   npm run bench:extract-sweep -- --discover <mirror list file> [--max-per-repo 3]   (writes --sources)
 *
 * Reads only local git mirrors (git show of the recorded commit); a mirror not on this machine is skipped with a
 * note. The repositories of the blind sets' documents (source.yaml of each corpus folder whose set is blind) and of any
 * --exclude list are left out, re-read each run.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { BLIND_SETS, corpusDir } from './extract-corpus.js';
import type { DocFormat, Outcome, SweepRow } from './sweep/count.js';
import { formatOf, formatReport } from './sweep/count.js';
import type { Source } from './sweep/sources.js';
import { discover, excludedRepos, loadSources, mirrorDir, repoKey, showFile } from './sweep/sources.js';

const argv = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const opts = (name: string): string[] => argv.flatMap((a, i) => (a === `--${name}` && argv[i + 1] ? [argv[i + 1] as string] : []));
const mirrors = opt('mirrors') ?? '/work/.mirror';
const sourcesFile = opt('sources') ?? join(import.meta.dirname, 'sweep-sources.yaml');
// the blind sets' repositories (from the corpus's source.yaml files), plus any --exclude list (a keyer's repositories
// before their keys are committed)
const blindRepos = (): string[] =>
  readdirSync(corpusDir).flatMap((name) => {
    const f = join(corpusDir, name, 'source.yaml');
    if (!existsSync(f)) return [];
    const src = parse(readFileSync(f, 'utf8')) as { set?: string; repository?: string };
    return src.set && BLIND_SETS.has(src.set) && src.repository ? [src.repository] : [];
  });
const excluded = new Set([...excludedRepos(opts('exclude')), ...blindRepos().map(repoKey)]);
const isExcluded = (repo: string): boolean => excluded.has(repoKey(repo));

const listed = opt('discover');
if (listed) {
  const max = Number(opt('max-per-repo') ?? 3);
  const repos = readFileSync(listed, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).map((l) => l.replace('+', '/'));
  const documents: Source[] = [];
  for (const repo of repos) {
    if (isExcluded(repo)) continue; // a blind set's repository: never opened
    const dir = mirrorDir(mirrors, repo);
    if (!dir) {
      console.error(`note: ${repo}: no mirror under ${mirrors}, skipped`);
      continue;
    }
    const found = discover(dir, repo, max);
    console.error(`${repo}: ${found.length} document(s)`);
    documents.push(...found);
  }
  writeFileSync(sourcesFile, `# The sweep's documents (bench/extract-sweep.ts): repository, commit and path in a local mirror.\n# Written by npm run bench:extract-sweep -- --discover ${listed} --max-per-repo ${max}\n${stringify({ documents }, { lineWidth: 0 })}`);
  console.log(`${documents.length} documents written to ${sourcesFile}`);
  process.exit(0);
}

const timeoutMs = Number(opt('timeout') ?? 120) * 1000;
const only = opt('only');
const sources = loadSources(sourcesFile).filter((s) => !only || s.repo.includes(only));
const work = mkdtempSync(join(tmpdir(), 'extract-sweep-'));
const rows: SweepRow[] = [];
const skipped: string[] = [];

let worker: ChildProcess | undefined;
const spawnWorker = (): ChildProcess => fork(join(import.meta.dirname, 'sweep', 'worker.ts'), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });

/** The outcome of a document the worker gave no answer for (killed at the time limit, or it exited): nothing counted. */
const noAnswer = (status: 'timeout' | 'crashed', error: string, t0: number): Outcome => ({ status, error, ms: performance.now() - t0, seen: 0, lost: [], results: 0, attributes: 0, reviewOnly: 0, unfound: 0 });

function run(file: string, format: DocFormat): Promise<Outcome> {
  worker ??= spawnWorker();
  const w = worker;
  return new Promise((done) => {
    const t0 = performance.now();
    const timer = setTimeout(() => {
      w.removeAllListeners('message');
      w.kill('SIGKILL');
      worker = undefined;
      done(noAnswer('timeout', `no answer in ${timeoutMs / 1000} s`, t0));
    }, timeoutMs);
    w.once('exit', (code) => {
      clearTimeout(timer);
      if (worker === w) worker = undefined;
      done(noAnswer('crashed', `the worker exited (${code})`, t0));
    });
    w.once('message', (o: Outcome) => {
      clearTimeout(timer);
      w.removeAllListeners('exit');
      done(o);
    });
    w.send({ file, format });
  });
}

try {
  for (const [i, s] of sources.entries()) {
    if (isExcluded(s.repo)) {
      skipped.push(`${s.repo}: a blind set's repository, left out`);
      continue;
    }
    const dir = mirrorDir(mirrors, s.repo);
    const format = formatOf(s.path);
    if (!dir || !format) {
      skipped.push(`${s.repo}:${s.path}: ${dir ? 'not a swept format' : `no mirror under ${mirrors}`}, skipped`);
      continue;
    }
    let content: Buffer;
    try {
      content = showFile(dir, s.commit, s.path);
    } catch (e) {
      skipped.push(`${s.repo}:${s.path}: ${(e as Error).message}, skipped`);
      continue;
    }
    const folder = join(work, String(i));
    mkdirSync(folder);
    const file = join(folder, basename(s.path));
    writeFileSync(file, content);
    const o = await run(file, format);
    rows.push({ repo: s.repo, path: s.path, ...o });
    process.stderr.write(`${rows.length}/${sources.length} ${s.repo}:${s.path} ${o.status} ${Math.round(o.ms)} ms\n`);
  }
} finally {
  worker?.kill();
  rmSync(work, { recursive: true, force: true });
}
const json = opt('json');
if (json) writeFileSync(json, `${JSON.stringify(rows, null, 1)}\n`);
console.log(formatReport(rows));
for (const s of skipped) console.log(`note: ${s}`);
if (!existsSync(sourcesFile)) console.log(`note: ${sourcesFile} not found`);
