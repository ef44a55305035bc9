/**
 * Opening results.db: refuses files that are not SQLite databases, SQLite files of another
 * program and databases written by a newer program before anything is written, then enables WAL
 * and applies pending migrations. Read-only opening (for commands that only read) never writes:
 * not the file, not its -wal/-shm companions, not the folder.
 */
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { accessSync, constants, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
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

/** Tables each schema version has (those its migrations create): how a file is recognised as ours. */
function tablesUpTo(version: number): string[] {
  return MIGRATIONS.slice(0, version).flatMap((m) => [...m.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/g)].map((x) => x[1]!));
}

/** What the file holds: its schema version and its tables, read at one moment. */
interface SchemaState {
  readonly version: number;
  readonly names: ReadonlySet<string>;
}

/**
 * The schema version and the table names, read in ONE read transaction: another process creating
 * the store at the same moment commits its tables and its version together, so both are seen or
 * neither. (Read as two statements, a commit between them showed tables under version 0: a store
 * being created looked like another program's database.)
 */
function readSchemaState(db: Db): SchemaState {
  return db
    .transaction(() => ({
      version: db.pragma('user_version', { simple: true }) as number,
      names: new Set((db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((r) => r.name)),
    }))
    .deferred();
}

/**
 * Refuses a SQLite file that is not a results store of ours: an unversioned file that already
 * holds tables (another program's), or a versioned one missing the tables of its version.
 * Reads only; called before anything is written.
 */
function checkOurs(path: string, { version, names }: SchemaState): void {
  const expected = tablesUpTo(Math.min(version, SCHEMA_VERSION));
  const missing = expected.filter((t) => !names.has(t));
  if ((version === 0 && names.size > 0) || missing.length > 0) {
    const has = [...names].sort().slice(0, 6).join(', ') + (names.size > 6 ? ', …' : '');
    throw new StoreError(
      'store-foreign',
      `${path}: a SQLite database of another program, not an audit results store (schema version ${version}; tables: ${has || 'none'}${missing.length ? `; missing ${missing.join(', ')}` : ''}). Point --db at another file; nothing was written.`,
    );
  }
}

export interface OpenOptions {
  /** Open for reading only: nothing is written, no migration; the file must exist. */
  readonly readonly?: boolean;
}

/**
 * A read-only connection that creates nothing beside the file. A cleanly closed WAL database has
 * no -wal file and everything in the main file: SQLite would still create -wal/-shm to read it
 * (impossible in a read-only folder), so it is read into memory instead (header patched to the
 * rollback journal so SQLite accepts the copy). With a live -wal, SQLite reads both in place.
 */
function openReadOnly(path: string): Db {
  if (existsSync(`${path}-wal`)) return new Database(path, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  const bytes = readFileSync(path);
  if (bytes.length >= 20 && bytes[18] === 2 && bytes[19] === 2) {
    bytes[18] = 1;
    bytes[19] = 1;
  }
  return new Database(bytes, { readonly: true });
}

/** Opens (creating when absent) the results database at `path`, migrated to SCHEMA_VERSION. */
export function openDatabase(path: string, opts: OpenOptions = {}): Db {
  if (path !== ':memory:') {
    if (existsSync(path) && !statSync(path).isFile()) throw new StoreError('store-not-a-file', `${path}: --db must name a file, not a directory`);
    if (!existsSync(dirname(path) || '.')) throw new StoreError('store-no-dir', `${path}: folder ${dirname(path)} does not exist`);
    if (opts.readonly && !existsSync(path)) throw new StoreError('store-missing', `no results store at ${path}: run \`audit run <paper>\` first (or pass --db)`);
  }
  if (!opts.readonly && path !== ':memory:') refuseUnwritable(path);
  const companions = path === ':memory:' || opts.readonly ? [] : [`${path}-wal`, `${path}-shm`].filter((f) => !existsSync(f));
  let db: Db;
  try {
    db = opts.readonly ? openReadOnly(path) : new Database(path, { timeout: BUSY_TIMEOUT_MS });
  } catch (e) {
    if (e instanceof StoreError) throw e;
    if (sqliteCode(e) === 'SQLITE_CANTOPEN' || (e as NodeJS.ErrnoException).code === 'EACCES')
      throw new StoreError('store-cannot-open', `${path}: cannot be opened${opts.readonly ? ' for reading' : ''} (${e instanceof Error ? e.message : String(e)}); check its permissions and its folder's`);
    throw notADatabase(path, e);
  }
  try {
    if (!opts.readonly) db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    let state: SchemaState;
    try {
      state = readSchemaState(db);
    } catch (e) {
      if (CORRUPT_CODES.has(sqliteCode(e) ?? '')) throw notADatabase(path, e);
      throw e;
    }
    const { version } = state;
    if (version > SCHEMA_VERSION)
      throw new StoreError(
        'store-newer-schema',
        `${path}: written by a newer version of audit (schema ${version}; this program knows up to ${SCHEMA_VERSION}). Upgrade audit or use another --db; nothing was written.`,
      );
    checkOurs(path, state);
    if (opts.readonly) {
      if (version < SCHEMA_VERSION)
        throw new StoreError(
          'store-older-schema',
          `${path}: written by an older version of audit (schema ${version}; this program reads ${SCHEMA_VERSION}); a command that writes (\`audit run\`) migrates it, this one only reads. Nothing was written.`,
        );
      return db;
    }
    if (db.pragma('journal_mode', { simple: true }) !== 'wal') setWal(db);
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = NORMAL');
    migrate(db, path);
    return db;
  } catch (e) {
    db.close();
    const code = sqliteCode(e) ?? '';
    // -wal/-shm this open created are removed only when the file cannot be written: then no other
    // process writes through them either. After any other failure they may already be another
    // process's live write-ahead log (two `audit run`s creating one store): SQLite's own close
    // removes them when this was the last connection.
    if (UNWRITABLE_CODES.test(code)) removeCreated(companions);
    if (e instanceof StoreError) throw e;
    if (CORRUPT_CODES.has(code)) throw notADatabase(path, e);
    if (UNWRITABLE_CODES.test(code)) throw unwritable(path, e instanceof Error ? e.message : String(e));
    throw e;
  }
}

/** SQLite's answers when the file, its folder or the file system cannot be written. */
const UNWRITABLE_CODES = /^(SQLITE_READONLY|SQLITE_CANTOPEN|SQLITE_IOERR|SQLITE_FULL|SQLITE_PERM|EROFS|EACCES|EPERM|ENOSPC)/;

function unwritable(path: string, why: string): StoreError {
  return new StoreError(
    'store-read-only',
    `${path}: cannot be written (${why}); a command that records runs needs a writable results database and folder. Check the permissions and free space of ${dirname(path) || '.'}, or point --db at another file; nothing was written.`,
  );
}

/** A database or folder that cannot be written is refused before SQLite creates -wal/-shm beside it. */
function refuseUnwritable(path: string): void {
  const dir = dirname(path) || '.';
  for (const p of existsSync(path) ? [path, dir] : [dir]) {
    try {
      accessSync(p, constants.W_OK);
    } catch (e) {
      throw unwritable(path, `${p}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  }
}

/** The -wal/-shm files this failed open created (they did not exist before it), removed again. */
function removeCreated(files: readonly string[]): void {
  for (const f of files) rmSync(f, { force: true });
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
