/**
 * yargs' `findUp` in the built CLI (scripts/yargs-find-up.mjs puts this module in place of the
 * `escalade/sync` that yargs' platform shim imports). yargs calls it once per parser, from its
 * constructor's `.version()`, to guess a version from the package.json nearest to its own main
 * file. Bundled into dist/, yargs has no node_modules folder above it and starts from the working
 * directory instead, and escalade lists every folder from there up to `/` (readdirSync: ≈ 11 ms in
 * a /tmp of 7,000 entries, on every command). The guess is then replaced by parse.ts's
 * `.version(packageVersion())` anyway. This answers with what yargs finds when it is not bundled
 * (it sits in this package's node_modules): this package's own package.json, asked of `test` as
 * escalade would, without listing any folder. No other yargs code calls findUp.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../core/package-root.js';

type Test = (dir: string, names: string[]) => string | false | undefined | null;

export default function findUp(_start: string, test: Test): string | undefined {
  const names = existsSync(join(packageRoot, 'package.json')) ? ['package.json'] : [];
  const found = test(packageRoot, names);
  return found ? join(packageRoot, found) : undefined;
}
