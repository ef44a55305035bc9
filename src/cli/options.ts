/** Options shared by several commands. */
import type { Argv } from 'yargs';
import { defaultClaimsDir } from '../claims/load.js';

export function withClaimsDir<T>(y: Argv<T>) {
  return y.option('claims', {
    type: 'string',
    describe: 'Folder of claim files (default: ./claims, else the package\'s own)',
    default: undefined as string | undefined,
  });
}

export function claimsDirOf(args: { claims?: string }): string {
  return args.claims ?? defaultClaimsDir();
}

export function withJson<T>(y: Argv<T>) {
  return y.option('json', { type: 'boolean', default: false, describe: 'Machine-readable output on stdout' });
}
