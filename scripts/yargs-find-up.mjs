// An esbuild plugin of scripts/build.mjs (both bundles): yargs' platform shim imports escalade's
// `sync` to find a package.json; bundled, that walk starts from the working directory and lists
// every folder up to `/` on every command. src/cli/yargs-find-up.ts takes its place: it answers
// with this package's own package.json without listing a folder (see that file).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const replacement = join(dirname(dirname(fileURLToPath(import.meta.url))), 'src', 'cli', 'yargs-find-up.ts');

export const yargsFindUpPlugin = {
  name: 'yargs-find-up',
  setup(build) {
    build.onResolve({ filter: /^escalade\/sync$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]yargs[\\/]/.test(args.importer)) throw new Error(`scripts/yargs-find-up.mjs: ${args.importer} imports escalade/sync; only yargs' shim was expected to`);
      return { path: replacement };
    });
  },
};
