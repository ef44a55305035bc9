/**
 * Two `audit run` processes on one database both tidy up the empty run folders when they finish: one can remove a
 * folder (or write into it) between the other's look and its removal. The loser then crashed with "internal error:
 * ENOENT … rmdir" (seen in CI on test/pipeline/reliability.test.ts). Now a folder gone or no longer empty by then is
 * left as it is; any other error still surfaces. The race is made certain here: rmdirSync fails as the other process
 * would make it fail.
 */
import { mkdtempSync } from 'node:fs';
import type * as Fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const failWith = vi.hoisted(() => ({ code: undefined as string | undefined }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  return {
    ...fs,
    rmdirSync: (p: string) => {
      if (failWith.code) throw Object.assign(new Error(`${failWith.code}: rmdir '${p}'`), { code: failWith.code });
      fs.rmdirSync(p);
    },
  };
});

const { removeIfEmpty } = await import('../../src/pipeline/execute-run.js');

describe('removing an empty run folder another process is tidying too', () => {
  afterEach(() => {
    failWith.code = undefined;
  });

  it.each(['ENOENT', 'ENOTEMPTY'])('leaves it when the removal fails with %s', (code) => {
    failWith.code = code;
    expect(() => removeIfEmpty(mkdtempSync(join(tmpdir(), 'run-race-')))).not.toThrow();
  });

  it('still reports any other failure', () => {
    failWith.code = 'EACCES';
    expect(() => removeIfEmpty(mkdtempSync(join(tmpdir(), 'run-race-')))).toThrow(/EACCES/);
  });
});
