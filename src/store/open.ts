/**
 * Opening results.db: refuses files that are not SQLite databases and databases written by a
 * newer program before anything is written, then enables WAL and applies pending migrations.
 */
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { StoreError } from '../core/errors.js';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations.js';

/** How long a writer waits for another process's transaction before giving up. */
export const BUSY_TIMEOUT_MS = 15_000;

const CORRUPT_CODES = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT']);

function sqliteCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined;
}

function notADatabase(path: string, e: unknown): StoreError {
  const why = e instanceof Error ? e.message : String(e);
  return new StoreError(
    'store-not-sqlite',
    `${path}: not a usable SQLite results database (${why}). Point --db at another file, or move this one away; nothing was written.`,
  );
}

/** Opens (creating when absent) the results database at `path`, migrated to SCHEMA_VERSION. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') {
    if (existsSync(path) && !statSync(path).isFile()) throw new StoreError('store-not-a-file', `${path}: --db must name a file, not a directory`);
    if (!existsSync(dirname(path) || '.')) throw new StoreError('store-no-dir', `${path}: folder ${dirname(path)} does not exist`);
  }
  let db: Db;
  try {
    db = new Database(path, { timeout: BUSY_TIMEOUT_MS });
  } catch (e) {
    throw notADatabase(path, e);
  }
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    let version: number;
    try {
      version = db.pragma('user_version', { simple: true }) as number;
      db.prepare('SELECT count(*) FROM sqlite_master').get();
    } catch (e) {
      if (CORRUPT_CODES.has(sqliteCode(e) ?? '')) throw notADatabase(path, e);
      throw e;
    }
    if (version > SCHEMA_VERSION)
      throw new StoreError(
        'store-newer-schema',
        `${path}: written by a newer version of audit (schema ${version}; this program knows up to ${SCHEMA_VERSION}). Upgrade audit or use another --db; nothing was written.`,
      );
    if (db.pragma('journal_mode', { simple: true }) !== 'wal') setWal(db);
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = NORMAL');
    migrate(db, path);
    return db;
  } catch (e) {
    db.close();
    if (e instanceof StoreError) throw e;
    if (CORRUPT_CODES.has(sqliteCode(e) ?? '')) throw notADatabase(path, e);
    throw e;
  }
}

/** Switching to WAL needs an exclusive moment; another process may hold the file briefly. */
function setWal(db: Db): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (e) {
      if (sqliteCode(e) !== 'SQLITE_BUSY' || Date.now() > deadline) throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/** Applies pending migrations in one IMMEDIATE transaction (two processes never both migrate). */
function migrate(db: Db, path: string): void {
  const apply = db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > SCHEMA_VERSION) throw new StoreError('store-newer-schema', `${path}: written by a newer version of audit (schema ${current})`);
    for (let v = current; v < SCHEMA_VERSION; v++) {
      db.exec(MIGRATIONS[v] ?? '');
      db.pragma(`user_version = ${v + 1}`);
    }
  });
  if ((db.pragma('user_version', { simple: true }) as number) < SCHEMA_VERSION) apply.immediate();
}
