// `audit validate`'s and `audit check`'s own bundles and V8 code caches (scripts/cached-bundle.mjs), a
// step of scripts/build.mjs after `audit extract`'s: the two commands the tests (and a user's edit, draft,
// validate, check loop) start most often after `audit extract`. Each sample run works on a draft of
// extract's sample README (scripts/extract-bundle.mjs) made first in the same temporary folder, beside the
// repository's claim files, so the cache holds the code of loading claim files, finding table rows in
// their document (validate --sources) and the static audits (check). The caches hold compiled code only.
import { join } from 'node:path';
import { buildCachedBundle } from './cached-bundle.mjs';
import { SAMPLE } from './extract-bundle.mjs';

/** The sample draft claims/sample.yaml of README.md, as a user's `audit extract` writes it. */
const draft = (root) => ['extract', 'README.md', '--id', 'sample', '--out', join('claims', 'sample.yaml'), '--claims', join(root, 'claims')];

/** Builds dist/validate/validate.cjs and dist/check/check.cjs with their code caches; returns their metafiles. */
export async function buildClaimsBundles({ root, dist, external, plugins }) {
  const common = { root, dist, external, plugins, files: { 'README.md': SAMPLE }, folders: ['claims'], setup: [draft(root)], env: { AUDIT_CACHE_DIR: 'off' } };
  const validate = await buildCachedBundle({ ...common, command: 'validate', args: () => [join('claims', 'sample.yaml'), '--sources', '.'] });
  // every paper: the package's own beside the sample draft
  const check = await buildCachedBundle({ ...common, command: 'check', args: () => ['--claims', 'claims', '--json'] });
  return [validate, check];
}
