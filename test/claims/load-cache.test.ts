/**
 * The parsed-claim-file cache (src/claims/load.ts): a cached load gives exactly what a fresh parse
 * gives (data, every position and printed decimals), is used only while the file's text is the
 * same, survives a corrupt entry, and never keeps an invalid file.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { loadClaimFile } from '../../src/claims/load.js';
import { parseClaimText } from '../../src/claims/parse.js';
import { repoRoot } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'audit-claims-cache-'));
const cacheDir = join(dir, 'cache');
const before = process.env.AUDIT_CACHE_DIR;
beforeAll(() => {
  process.env.AUDIT_CACHE_DIR = cacheDir;
});
afterAll(() => {
  if (before === undefined) delete process.env.AUDIT_CACHE_DIR;
  else process.env.AUDIT_CACHE_DIR = before;
});

const entries = (): string[] => readdirSync(join(cacheDir, 'claims')).map((f) => join(cacheDir, 'claims', f));

describe('claim-file cache', () => {
  it('gives the fresh parse\'s data, positions and decimals, for every value of the real claim files', () => {
    for (const name of ['scorer', 'blip2idc', 'ssgpa']) {
      const path = join(dir, `${name}.yaml`);
      copyFileSync(join(repoRoot, 'claims', `${name}.yaml`), path);
      const first = loadClaimFile(path);
      const cached = loadClaimFile(path);
      const fresh = parseClaimText(readFileSync(path, 'utf8'), first.path);
      if (!fresh.ok) throw new Error('the claim file is valid');
      expect(cached.data).toEqual(fresh.file.data);
      expect(cached.sha256).toBe(fresh.file.sha256);
      expect(cached.path).toBe(fresh.file.path);
      const paths = [...fresh.index.keys()].map((k) => JSON.parse(k) as (string | number)[]);
      expect(paths.length).toBeGreaterThan(500);
      for (const p of paths) {
        expect(cached.pos(p)).toEqual(fresh.file.pos(p));
        expect(cached.decimals(p)).toBe(fresh.file.decimals(p));
      }
      expect(cached.pos(['tables', 0, 'no-such-key'])).toEqual(fresh.file.pos(['tables', 0, 'no-such-key']));
    }
  });

  it('is used while the text is the same, and not once it changes', () => {
    const path = join(dir, 'ssgpa.yaml');
    copyFileSync(join(repoRoot, 'claims', 'ssgpa.yaml'), path);
    const title = loadClaimFile(path).data.paper.title;
    // tamper with the entry: a load that returns the tampered title read the cache
    const slot = entries().find((e) => (deserialize(readFileSync(e)) as { data: { paper: { title: string } } }).data.paper.title === title)!;
    const entry = deserialize(readFileSync(slot)) as { data: { paper: { title: string } } };
    entry.data.paper.title = 'FROM THE CACHE';
    writeFileSync(slot, serialize(entry));
    expect(loadClaimFile(path).data.paper.title).toBe('FROM THE CACHE');
    const text = readFileSync(path, 'utf8');
    expect(text).toContain(`title: ${title}`);
    writeFileSync(path, text.replace(`title: ${title}`, 'title: An edited title'));
    expect(loadClaimFile(path).data.paper.title).toBe('An edited title');
  });

  it('parses afresh when an entry is corrupt', () => {
    const path = join(dir, 'blip2idc.yaml');
    copyFileSync(join(repoRoot, 'claims', 'blip2idc.yaml'), path);
    const good = loadClaimFile(path);
    for (const e of entries()) writeFileSync(e, 'not a cache entry');
    expect(loadClaimFile(path).data).toEqual(good.data);
  });

  it('keeps no invalid file: the error is the fresh parse\'s, every time', () => {
    const path = join(dir, 'bad.yaml');
    const text = readFileSync(join(repoRoot, 'claims', 'ssgpa.yaml'), 'utf8').replace('schemaVersion: 1', 'schemaVersion: 99');
    expect(text).toContain('schemaVersion: 99');
    writeFileSync(path, text);
    const n = entries().length;
    const error = (): string => {
      try {
        loadClaimFile(path);
      } catch (e) {
        if (e instanceof InputError) return e.message;
        throw e;
      }
      throw new Error('the file should not load');
    };
    const first = error();
    expect(first).toMatch(/schemaVersion/);
    expect(error()).toBe(first);
    expect(entries().length).toBe(n);
  });
});
