/**
 * The compare mode of `npm run bench:extract-drafts` (bench/drafts-compare.ts): which documents' drafts or check
 * reports differ between two snapshot folders, so a merge shows which documents it moved.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareDraftFolders, lineChange } from '../../bench/drafts-compare.js';

const root = mkdtempSync(join(tmpdir(), 'drafts-compare-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(dir);
  for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
  return dir;
}

describe('draft snapshot compare', () => {
  it('counts changed lines as multisets', () => {
    expect(lineChange('a\nb\nc\n', 'a\nc\nb\n')).toEqual({ removed: 0, added: 0 });
    expect(lineChange('a\nb\nb\n', 'a\nb\nx\ny\n')).toEqual({ removed: 1, added: 2 });
  });

  it('names each document whose draft or report differs or stands in one folder only', () => {
    const a = folder('a', { 'doc1.yaml': 'x: 1\n', 'doc1.validate.json': '{}\n', 'doc2.yaml': 'y: 1\n', 'doc3.yaml': 'same\n', 'notes.txt': 'ignored' });
    const b = folder('b', { 'doc1.yaml': 'x: 2\n', 'doc1.validate.json': '{ }\n', 'doc3.yaml': 'same\n', 'doc4.validate.json': '{}\n' });
    expect(compareDraftFolders(a, b)).toEqual([
      'doc1: report −1 +1 lines, draft −1 +1 lines',
      `doc2: draft only in ${a}`,
      `doc4: report only in ${b}`,
    ]);
    expect(compareDraftFolders(a, a)).toEqual([]);
  });
});
