/**
 * Finding invalid UTF-8 in input files, claim files included (pure): where each bad sequence starts (byte offset,
 * line, column), so a prediction or reference file with broken bytes is named and located
 * instead of being scored with silent replacement characters.
 */

export interface Utf8Problem {
  /** 0-based byte offset of the first byte of the bad sequence. */
  readonly offset: number;
  /** 1-based line and byte column. */
  readonly line: number;
  readonly col: number;
  /** The bytes, in hex (`0xff`, `0xc3 0x28`). */
  readonly bytes: string;
}

/** Length of the valid sequence starting at i, or 0 when the bytes there are not valid UTF-8. */
function sequenceLength(b: Uint8Array, i: number): number {
  const x = b[i]!;
  if (x < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => i + k < b.length && b[i + k]! >= lo && b[i + k]! <= hi;
  if (x >= 0xc2 && x <= 0xdf) return cont(1) ? 2 : 0;
  if (x === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((x >= 0xe1 && x <= 0xec) || x === 0xee || x === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (x === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0; // no surrogates
  if (x === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (x >= 0xf1 && x <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (x === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** Every bad sequence (one entry per maximal run of bad bytes), at most `limit` of them. */
export function invalidUtf8(bytes: Uint8Array, limit = 20): { problems: Utf8Problem[]; total: number } {
  const problems: Utf8Problem[] = [];
  let total = 0;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < bytes.length; ) {
    const n = sequenceLength(bytes, i);
    if (n > 0) {
      if (bytes[i] === 0x0a) {
        line++;
        lineStart = i + 1;
      }
      i += n;
      continue;
    }
    let j = i + 1;
    while (j < bytes.length && sequenceLength(bytes, j) === 0 && j - i < 8) j++;
    total++;
    if (problems.length < limit) {
      const hex = Array.from(bytes.subarray(i, j), (x) => `0x${x.toString(16).padStart(2, '0')}`).join(' ');
      problems.push({ offset: i, line, col: i - lineStart + 1, bytes: hex });
    }
    i = j;
  }
  return { problems, total };
}

export function describeUtf8Problems(path: string, found: { problems: readonly Utf8Problem[]; total: number }): string {
  const first = found.problems.slice(0, 3).map((p) => `${path}:${p.line}:${p.col} (byte ${p.offset}: ${p.bytes})`);
  const more = found.total > first.length ? ` and ${found.total - first.length} more` : '';
  return `invalid UTF-8 at ${first.join(', ')}${more}`;
}
