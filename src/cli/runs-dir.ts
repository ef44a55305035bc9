/**
 * Where a database's runs keep their files: `.runs/<database file name>/` next to the database, so
 * two databases of one folder (`--db a.db`, `--db b.db`), whose run ids both start at 1, never share
 * a run folder. Earlier versions wrote `.runs/<run id>/`; those folders are left alone (their
 * databases record the files' paths).
 */
import { basename, dirname, join, resolve } from 'node:path';

export function runsDirOf(db: string): string {
  const abs = resolve(db);
  return join(dirname(abs), '.runs', basename(abs));
}
