/** Invalid UTF-8 in prediction/reference files: refused with its location, or scored with a located warning under --allow-invalid-utf8. */
import fc from 'fast-check';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invalidUtf8 } from '../../src/scoring/utf8.js';
import { runCli } from '../helpers/cli.js';

const valid = (b: Uint8Array) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
};

describe('invalidUtf8', () => {
  it('agrees with the platform\'s strict decoder on random bytes and on random text with bytes flipped', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (b) => (invalidUtf8(b).total === 0) === valid(b)), { numRuns: 3000 });
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.nat(), fc.integer({ min: 0x80, max: 0xff }), (s, at, byte) => {
        const b = new TextEncoder().encode(s);
        if (b.length) b[at % b.length] = byte;
        return (invalidUtf8(b).total === 0) === valid(b);
      }),
      { numRuns: 3000 },
    );
  });

  it('locates each bad sequence by byte offset, line and column', () => {
    const b = Buffer.from([...Buffer.from('ok\nab'), 0xff, ...Buffer.from('c\n\u00e9x'), 0xc3, 0x28]);
    const r = invalidUtf8(b);
    expect(r.total).toBe(2);
    expect(r.problems).toEqual([
      { offset: 5, line: 2, col: 3, bytes: '0xff' },
      { offset: 11, line: 3, col: 4, bytes: '0xc3' },
    ]);
  });
});

describe('audit score on a file with invalid UTF-8', () => {
  const dir = mkdtempSync(join(tmpdir(), 'audit-utf8-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'refs.json'), '{"1": ["a red cube"], "2": ["a blue ball"]}');
  writeFileSync(join(dir, 'preds.json'), Buffer.concat([Buffer.from('[{"image_id": 1, "caption": "a red cube"},\n {"image_id": 2, "caption": "a bl'), Buffer.from([0xff]), Buffer.from('ue ball"}]')]));

  it('refuses it with exit 2, naming file, line, column and byte offset, writing nothing', () => {
    const r = runCli(['score', '--refs', 'refs.json', '--preds', 'preds.json', '--per-image', 'out.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('invalid UTF-8 at preds.json:2:34 (byte 76: 0xff)');
    expect(r.stderr).toContain('--allow-invalid-utf8');
    expect(readdirSync(dir).sort()).toEqual(['preds.json', 'refs.json']);
  });

  it('--allow-invalid-utf8 scores it and warns with the same location', () => {
    const r = runCli(['score', '--refs', 'refs.json', '--preds', 'preds.json', '--allow-invalid-utf8', '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^warning: invalid UTF-8 at preds\.json:2:34 \(byte 76: 0xff\): bad bytes replaced by U\+FFFD/);
    expect(JSON.parse(r.stdout).n).toBe(2);
  });
});
