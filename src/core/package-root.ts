/**
 * Where this package lives, from this module's own file. The code runs from src/ (tests, tsx),
 * and from dist/ as esbuild bundles whose chunks sit at other depths than their sources
 * (dist/chunks/…), so a fixed number of `..` cannot be used: the root is the folder holding the
 * last `src/` or `dist/` of this file's path. Pure: no IO.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const m = /^(.*)[\\/](src|dist)[\\/]/.exec(here);
if (!m) throw new Error(`${here} is neither under src/ nor under dist/ of the package`);

/** The package root: package.json, bin/, claims/, scripts/, dist/. */
export const packageRoot: string = m[1]!;

/** The built (bundled) code's folder, when this code runs from it; undefined when it runs from src/. */
export const builtDir: string | undefined = m[2] === 'dist' ? join(packageRoot, 'dist') : undefined;
