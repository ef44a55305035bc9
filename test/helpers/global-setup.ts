/** Builds dist/ once before the tests so CLI tests run the real binary (skipped when npm test already built). */
import { spawnSync } from 'node:child_process';
import { repoRoot } from './cli.js';

export default function setup(): void {
  if (process.env.AUDIT_SKIP_BUILD === '1') return;
  // tsc emits even when another file has type errors; typecheck is a separate step of `npm test`.
  spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: repoRoot, stdio: 'inherit' });
}
