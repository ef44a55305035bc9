/** `--json`, in a module of its own so that commands without claim files (score) need not load the claims code (zod, yaml) through ./options.ts. */
import type { Argv } from 'yargs';

export function withJson<T>(y: Argv<T>) {
  return y.option('json', { type: 'boolean', default: false, describe: 'Machine-readable output on stdout' });
}
