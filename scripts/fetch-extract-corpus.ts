/**
 * Rebuilds the extract corpus documents whose licence keeps them out of the repository
 * (test/fixtures/extract-corpus/<doc>/source.yaml with `committed: false`) from local git mirrors,
 * byte for byte: `git show <commit>:<path>`, checked against the recorded sha256. They are written to
 * .cache/extract-corpus/<doc>/<document> (git-ignored), where bench/extract-corpus.ts reads them.
 * No network: it only reads the mirrors you point it at. Usage:
 *   npx tsx scripts/fetch-extract-corpus.ts [--corpus <corpus-dir>] [--cache <dir>] <mirrors-dir> [<mirrors-dir> …]
 * A mirror of owner/name is looked for as <dir>/owner+name/repo, <dir>/owner+name, <dir>/owner/name,
 * <dir>/name.git or <dir>/name (bare or not). Exit 0 when every document is present afterwards, 1 when
 * some are still missing (each says why), 2 on bad arguments.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface Source {
  readonly repository: string;
  readonly path: string;
  readonly commit: string;
  readonly document: string;
  readonly sha256?: string;
  readonly committed?: boolean;
}

const args = process.argv.slice(2);
const at = args.indexOf('--corpus');
const corpus = at >= 0 ? (args.splice(at, 2)[1] ?? '') : join(import.meta.dirname, '..', 'test', 'fixtures', 'extract-corpus');
const ct = args.indexOf('--cache');
const cache = ct >= 0 ? (args.splice(ct, 2)[1] ?? '') : join(import.meta.dirname, '..', '.cache', 'extract-corpus');
const dirs = args;
if (!dirs.length || !corpus || !cache || dirs.some((d) => d.startsWith('-'))) {
  console.error('usage: npx tsx scripts/fetch-extract-corpus.ts [--corpus <corpus-dir>] [--cache <dir>] <mirrors-dir> [<mirrors-dir> …]  (a folder holding git mirrors, e.g. owner+name/repo)');
  process.exit(2);
}
for (const d of [corpus, ...dirs])
  if (!existsSync(d)) {
    console.error(`${d}: no such folder; expected ${d === corpus ? 'the corpus folder (one sub-folder per document with source.yaml)' : 'a folder holding git mirrors of the corpus repositories'}`);
    process.exit(2);
  }

const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');
const git = (gitDir: string, args: string[]) => spawnSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 512 * 1024 * 1024 });

function gitDirs(repository: string): string[] {
  const [owner = '', name = ''] = repository.split('/');
  const out: string[] = [];
  for (const d of dirs)
    for (const c of [join(d, `${owner}+${name}`, 'repo'), join(d, `${owner}+${name}`), join(d, owner, name), join(d, `${name}.git`), join(d, name)]) {
      if (existsSync(join(c, '.git'))) out.push(join(c, '.git'));
      else if (existsSync(join(c, 'HEAD')) && existsSync(join(c, 'objects'))) out.push(c);
    }
  return out;
}

let missing = 0;
for (const doc of readdirSync(corpus, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
  const srcFile = join(corpus, doc, 'source.yaml');
  if (!existsSync(srcFile)) continue;
  const src = parse(readFileSync(srcFile, 'utf8')) as Source;
  const want = String(src.sha256 ?? '');
  const here = join(corpus, doc, src.document);
  const target = join(cache, doc, src.document);
  const present = [here, target].find((f) => existsSync(f) && (!want || sha256(readFileSync(f)) === want));
  if (present) {
    console.log(`${doc}: present (${present})`);
    continue;
  }
  if (src.committed !== false) {
    missing++;
    console.log(`${doc}: still missing: ${here} is committed in the repository; restore it with git`);
    continue;
  }
  const candidates = gitDirs(src.repository);
  let done = false;
  const why: string[] = [];
  for (const g of candidates) {
    const r = git(g, ['show', `${src.commit}:${src.path}`]);
    if (r.status !== 0) {
      why.push(`${g}: ${String(r.stderr).trim().split('\n')[0]}`);
      continue;
    }
    const got = sha256(r.stdout);
    if (want && got !== want) {
      why.push(`${g}: ${src.commit}:${src.path} has sha256 ${got}, source.yaml says ${want}`);
      continue;
    }
    mkdirSync(join(cache, doc), { recursive: true });
    writeFileSync(target, r.stdout);
    console.log(`${doc}: written to ${target} from ${g} (${src.commit.slice(0, 10)}:${src.path})`);
    done = true;
    break;
  }
  if (!done) {
    missing++;
    console.log(`${doc}: still missing: ${candidates.length ? why.join('; ') : `no mirror of ${src.repository} under ${dirs.join(', ')}`}`);
  }
}
process.exit(missing ? 1 : 0);
