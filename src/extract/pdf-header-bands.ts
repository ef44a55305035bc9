/**
 * A PDF table's header lines that overlap vertically → the header rows they print (pure). One printed
 * header row whose cells wrap onto two lines, with one-line cells centred between them, comes out of
 * pdftotext as three interleaved lines; this module puts its pieces back together.
 */
import type { PLine, Seg } from './pdf-words.js';

const overlap = (s: { x0: number; x1: number }, c: { x0: number; x1: number }): number => Math.min(s.x1, c.x1) - Math.max(s.x0, c.x0);
/** "(%)", "[dB]", "(×10⁻³)": a unit in brackets and nothing else. */
const UNIT_ONLY = /^[([][^()[\]A-Za-z]{0,6}[A-Za-z]{0,4}[^()[\]A-Za-z]{0,4}[)\]]$/;

/**
 * Whether the top pieces stand one over each repeat of the bottom line's run of names (the bottom prints the
 * same names two or more times in a row, and each top piece's centre lies within its own repeat).
 */
export function overRepeats(top: readonly Seg[], bottom: readonly Seg[]): boolean {
  const n = top.length;
  if (n < 2 || bottom.length % n !== 0 || bottom.length / n < 2) return false;
  const len = bottom.length / n;
  const names = bottom.map((s) => s.text.trim().toLowerCase());
  for (let i = len; i < names.length; i++) if (names[i] !== names[i - len]) return false;
  return top.every((t, k) => {
    const mid = (t.x0 + t.x1) / 2;
    const run = bottom.slice(k * len, (k + 1) * len);
    return mid > (run[0] as Seg).x0 && mid < (run[len - 1] as Seg).x1;
  });
}

/**
 * Header lines that overlap vertically are one printed header band: cells that wrap onto a top and a
 * bottom line, and one-line cells centred between them ("Web Query to" / "Task (→)" / "Code Retrieval").
 * A top piece over one bottom piece is the start of a wrapped cell ("Code Trans-" + "lation Retrieval"
 * → "Code Translation Retrieval"); a top piece over several is a group over them ("CodeFeedBack" over
 * "-ST" "-MT", whose leading hyphen continues the group's name: "CodeFeedBack-MT"). The band becomes
 * one header row, or a group row and a leaf row. Lines that overlap but stack no piece are left as they are.
 */
export function mergeWrappedHeader(lines: readonly PLine[], head: readonly number[]): { lines: readonly PLine[]; head: number[]; spanning: Seg[] } {
  const bands: number[][] = [];
  for (const h of head) {
    const band = bands[bands.length - 1];
    const prev = band ? (lines[band[band.length - 1] as number] as PLine) : undefined;
    const cur = lines[h] as PLine;
    if (band && prev && cur.y0 < prev.y1 - 1) band.push(h);
    else bands.push([h]);
  }
  if (bands.every((b) => b.length === 1)) return { lines, head: [...head], spanning: [] };
  const out = [...lines];
  const keep: number[] = [];
  // the band's cells that no group stands over: wrapped names ("Times" / "(days)") and one-line cells between
  // ("GPUs"), when the band also holds a group ("Test Error (%)" over "Top-1" "Top-5"); the group must not spread over them
  const spanning: Seg[] = [];
  const over = (s: Seg, l: PLine) => l.segs.filter((o) => overlap(s, o) > 0);
  const withLine = (l: PLine, segs: Seg[]): PLine => ({ ...l, segs: [...segs].sort((a, b) => a.x0 - b.x0), text: [...segs].sort((a, b) => a.x0 - b.x0).map((x) => x.text).join(' ') });
  for (let b = 0; b < bands.length; b++) {
    const band = bands[b] as number[];
    if (band.length < 2) {
      keep.push(band[0] as number);
      continue;
    }
    const top = lines[band[0] as number] as PLine;
    const bottom = lines[band[band.length - 1] as number] as PLine;
    const middle = band.slice(1, -1).map((i) => lines[i] as PLine);
    const stacked = top.segs.some((s) => over(s, bottom).length > 0);
    const clean = middle.every((m) => m.segs.every((s) => !over(s, top).length && !over(s, bottom).length)) && bottom.segs.every((s) => over(s, top).length <= 1);
    if (!stacked || !clean) {
      // a group line printed just above a band ("Generalization Set" over "Size" / "Encoder" / "/Layer") touches it
      // but is a level of its own: the band is what lies under it
      if (band.length >= 3) {
        keep.push(band[0] as number);
        bands.splice(b + 1, 0, band.slice(1));
      } else keep.push(...band);
      continue;
    }
    const leaf = bottom.segs.map((s) => ({ ...s }));
    // one name centred over each repeat of the leaf's run ("SRN cars" over PSNR SSIM FID, "SRN chairs" over the next
    // PSNR SSIM FID): groups over the runs, not the first line of a wrapped middle cell
    if (overRepeats(top.segs, bottom.segs)) {
      out[band[0] as number] = withLine(top, [...top.segs]);
      out[band[band.length - 1] as number] = withLine(bottom, [...leaf, ...middle.flatMap((m) => m.segs)]);
      keep.push(band[0] as number, band[band.length - 1] as number);
      continue;
    }
    const groups: Seg[] = [];
    const alone: { x0: number; x1: number; text: string }[] = [];
    const wrap = (t: Seg, b: { x0: number; x1: number; text: string }) => {
      b.text = /[A-Za-z]-$/.test(t.text) && /^[a-z]/.test(b.text) ? `${t.text.slice(0, -1)}${b.text}` : `${t.text} ${b.text}`;
      b.x0 = Math.min(b.x0, t.x0);
      b.x1 = Math.max(b.x1, t.x1);
    };
    for (const t of top.segs) {
      const below = leaf.filter((o) => overlap(t, o) > 0);
      // wrapped cells printed too close to cut ("Hidden # Attn # Shared" over "Size" "Heads" "Experts"): each word over one piece
      const ws = top.words.filter((w) => w.x0 >= t.x0 - 0.5 && w.x1 <= t.x1 + 0.5);
      const under = ws.map((w) => below.filter((o) => overlap(w, o) > 0));
      // (not when a piece over one of them is only a unit in brackets, "BD-rate (%) PSNR" over "Y U V": a unit ends a
      // name, it starts none, so the top is one name over the pieces, a group)
      const pieces = [...new Set(under.map((u) => u[0]))].map((b) => ws.filter((_w, k) => under[k]?.[0] === b).map((w) => w.text).join(' '));
      const unitPiece = pieces.some((p) => UNIT_ONLY.test(p));
      if (below.length >= 2 && under.every((u) => u.length === 1) && new Set(under.map((u) => u[0])).size >= 2 && !unitPiece) {
        for (const b of below) {
          const mine = ws.filter((_w, k) => under[k]?.[0] === b);
          if (mine.length) wrap({ x0: mine[0]?.x0 ?? b.x0, x1: mine[mine.length - 1]?.x1 ?? b.x1, text: mine.map((w) => w.text).join(' ') }, b);
        }
        continue;
      }
      if (below.length >= 2) {
        groups.push(t);
        for (const b of below) if (/^[-–]/.test(b.text)) b.text = `${t.text}${b.text}`;
      } else if (below.length === 1) {
        wrap(t, below[0] as { x0: number; x1: number; text: string });
        alone.push(below[0] as { x0: number; x1: number; text: string });
      } else {
        leaf.push({ ...t });
        alone.push(leaf[leaf.length - 1] as Seg);
      }
    }
    leaf.push(...middle.flatMap((m) => m.segs));
    if (groups.length) {
      spanning.push(...alone.map((a) => ({ ...a })), ...middle.flatMap((m) => m.segs));
      out[band[0] as number] = withLine(top, groups);
      out[band[band.length - 1] as number] = withLine(bottom, leaf);
      keep.push(band[0] as number, band[band.length - 1] as number);
    } else {
      out[band[0] as number] = { ...withLine(top, leaf), y1: bottom.y1 };
      keep.push(band[0] as number);
    }
  }
  return { lines: out, head: keep.sort((a, b) => a - b), spanning };
}
