/**
 * The store through the real CLI: another program's SQLite file is refused (exit 2) before
 * anything is written, and read-only commands read a read-only results.db without writing to it,
 * its folder or its -wal/-shm companions.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBin, runCli, runCliAsync } from '../helpers/cli.js';
import { treeHash } from '../helpers/tree.js';

const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');
const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'audit-store-cli-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) {
    chmodSync(d, 0o755);
    rmSync(d, { recursive: true, force: true });
  }
});

describe('a SQLite file of another program at --db', () => {
  const foreign = [
    ['an unversioned file with a table `runs`', (db: Database.Database) => db.exec('CREATE TABLE runs (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO runs (name) VALUES (\'theirs\')')],
    ['a versioned file without our tables', (db: Database.Database) => {
      db.exec('CREATE TABLE runs (x); CREATE TABLE notes (y)');
      db.pragma('user_version = 1');
    }],
  ] as const;
  const commands: readonly (readonly string[])[] = [
    ['run', 'ssgpa', '--only', 'ssgpa-vit-memory', '--no-report'],
    ['runs'],
    ['regress'],
    ['report', '--out', 'out'],
  ];
  it.each(foreign)('%s is refused with exit 2 by every command, the file byte-for-byte unchanged', async (_what, make) => {
    const dir = tmp();
    const file = join(dir, 'theirs.db');
    const raw = new Database(file);
    make(raw);
    raw.close();
    const before = sha(file);
    const tree = treeHash(dir);
    // the four commands at once: none may write, so they cannot disturb each other
    const results = await Promise.all(commands.map((c) => runCliAsync([...c, '--db', file], dir)));
    for (const [i, r] of results.entries()) {
      expect(r.code, `${commands[i]!.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toContain('a SQLite database of another program, not an audit results store');
      expect(r.stderr).toContain('nothing was written');
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    }
    expect(sha(file)).toBe(before);
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(existsSync(`${file}-shm`)).toBe(false);
    expect(treeHash(dir)).toBe(tree);
  });
});

describe('a read-only results.db', () => {
  let dir: string;
  let db: string;
  beforeAll(() => {
    dir = tmp();
    db = join(dir, 'results.db');
    const r = runCli(['run', 'ssgpa', '--only', 'ssgpa-vit-memory', '--no-report', '--quiet'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(dir).filter((f) => f.startsWith('results.db'))).toEqual(['results.db']);
    chmodSync(db, 0o444);
  });

  it('runs, regress and report read it and write nothing beside their own output', async () => {
    const out = tmp();
    const tree = treeHash(dir);
    // readers at once, as several people or CI jobs reading one database would
    const [runs, json, regress, report] = await Promise.all([['runs'], ['runs', '--json'], ['regress'], ['report', 'ssgpa', '--out', out, '--quiet']].map((a) => runCliAsync(a, dir)));
    expect(runs!.code, runs!.stderr).toBe(0);
    expect(runs!.stdout).toMatch(/ssgpa-vit-memory\s+estimate\s+succeeded/);
    expect(JSON.parse(json!.stdout).runs).toHaveLength(1);
    expect(regress!.code, regress!.stderr).toBe(0);
    expect(regress!.stdout).toMatch(/ssgpa-vit-memory/);
    expect(report!.code, report!.stderr).toBe(0);
    expect(existsSync(join(out, 'ssgpa.html'))).toBe(true);
    for (const r of [runs!, json!, regress!, report!]) expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    // as root chmod stops nothing: what proves the read-only opening is that nothing changed
    expect(treeHash(dir)).toBe(tree);
    expect(existsSync(`${db}-wal`)).toBe(false);
    expect(existsSync(`${db}-shm`)).toBe(false);
  });

  it('runs works for a user who may not write the file nor its folder', () => {
    if (process.getuid?.() !== 0) {
      // not root: the file is read-only for this user already (0444)
      const r = runCli(['runs'], { cwd: dir });
      expect(r.code, r.stderr).toBe(0);
      return;
    }
    chmodSync(dir, 0o555);
    const tree = treeHash(dir);
    const r = spawnSync(process.execPath, [auditBin, 'runs', '--db', db], { cwd: dir, uid: 65534, gid: 65534, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', HOME: dir } });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/ssgpa-vit-memory\s+estimate\s+succeeded/);
    expect(treeHash(dir)).toBe(tree);
    chmodSync(dir, 0o755);
  });

  it('a missing results.db is not created by runs', () => {
    const empty = tmp();
    const r = runCli(['runs'], { cwd: empty });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/no results store at results\.db/);
    expect(readdirSync(empty)).toEqual([]);
  });
});
