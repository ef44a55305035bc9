/**
 * Builds dist/ once before the tests so CLI tests run the real binary (skipped when npm test
 * already built), then guards the checkout: the run fails when the suite changed anything tracked
 * or ignored in it (tests work in temporary folders, never in the user's results.db, reports/, .runs/).
 * The CLI's claim-file cache goes to a temporary folder too (not the user's ~/.cache), removed at the end.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './cli.js';
import { checkoutSnapshot, snapshotDiff } from './checkout-guard.js';

export default function setup(): () => void {
  if (process.env.AUDIT_SKIP_BUILD !== '1') {
    // the bundles only (scripts/build.mjs, as `npm run build` after its type check): esbuild emits
    // even when another file has type errors; typecheck is a separate step of `npm test`.
    spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const cache = process.env.AUDIT_CACHE_DIR === undefined ? mkdtempSync(join(tmpdir(), 'audit-test-cache-')) : undefined;
  if (cache) process.env.AUDIT_CACHE_DIR = cache;
  const before = checkoutSnapshot(repoRoot);
  return () => {
    if (cache) rmSync(cache, { recursive: true, force: true });
    const diff = snapshotDiff(before, checkoutSnapshot(repoRoot));
    if (!diff.length) return;
    // vitest reports an error thrown here but still exits 0: set the exit code too
    process.exitCode = 1;
    throw new Error(`the test suite changed the checkout (${repoRoot}); tests must work in temporary folders:\n${diff.slice(0, 40).join('\n')}`);
  };
}
