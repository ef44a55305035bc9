// An esbuild plugin of scripts/build.mjs: yargs' help wrapping (cliui, wrap-ansi) measures text
// with string-width, whose modules build an Intl.Segmenter and Unicode-property regular
// expressions (\p{RGI_Emoji} with the v flag) when they are loaded: ≈ 9 ms for the first
// Segmenter (ICU data) and ≈ 13 ms for the RGI_Emoji pattern, on every command that parses its
// arguments with yargs, although only a help or error text ever measures a string.
// This rewrites those module-level constants into getters evaluated on first use, so the same
// objects are built (once) only when a string is measured. A module that matches but no longer
// has the constants (a new version of the package) fails the build instead of silently staying slow.
import { readFile } from 'node:fs/promises';

/** Module-level `const NAME = new Intl.Segmenter();` or `const NAME = /…\p{…}…/flags;`. */
const CONSTANT = /^const (\w+) = (new Intl\.Segmenter\(\)|\/.*\\p\{.*\/[a-z]*);$/gm;

/** The rewritten source: each such constant a memoised getter, each later use of it a call of the getter. */
export function lazyGlobals(source, file) {
  const names = [...source.matchAll(CONSTANT)].map((m) => m[1]);
  if (names.length === 0) throw new Error(`scripts/lazy-globals.mjs: ${file} has no module-level Intl.Segmenter or \\p{…} pattern any more; update the plugin`);
  let out = source;
  // every use (not the declaration) becomes a call of the getter
  for (const name of names) out = out.replace(new RegExp(`(?<![\\w$.]|const )${name}(?![\\w$])`, 'g'), `${name}$get()`);
  return out.replace(CONSTANT, (_, name, init) => `let ${name}$lazy;\nconst ${name}$get = () => (${name}$lazy ??= ${init});`);
}

/** The plugin: string-width's modules (bundled into the yargs chunk) get lazy constants. */
export const lazyGlobalsPlugin = {
  name: 'lazy-globals',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/](?:.*[\\/])?string-width[\\/]index\.js$/ }, async (args) => ({
      contents: lazyGlobals(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};
