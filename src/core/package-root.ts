/**
 * Where this package lives, from this module's own file. The code runs from src/ (tests, tsx),
 * and from dist/ as esbuild bundles whose chunks sit at other depths than their sources
 * (dist/chunks/…), so a fixed number of `..` cannot be used: the root is the nearest folder
 * above that holds a package.json.
 */
import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);

function rootAbove(dir: string): string {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, 'package.json'))) return d;
    if (dirname(d) === d) throw new Error(`no package.json above ${here}`);
  }
}

/** The package root: package.json, bin/, claims/, scripts/, dist/. */
export const packageRoot = rootAbove(dirname(here));

/** The built (bundled) code's folder, when this code runs from it; undefined when it runs from src/. */
export const builtDir: string | undefined = here.startsWith(join(packageRoot, 'dist') + sep) ? join(packageRoot, 'dist') : undefined;
