/**
 * A "Table N" caption printed above its table whose paragraph runs longer than the few lines looked at
 * just above the header (pure). On a two-column page a full-width caption's wrapped lines can also come
 * out cut at the gutter (one printed line becomes two, read left half first), so a four-line caption can
 * start five or more lines above the table: MetaOptNet's Table 1 was then drafted with no caption, hence
 * not at all. The caption is the "Table N" line that the lines between it and the table hang from: on
 * the same page, taken by no other table or caption, printed below it and above the table, with no
 * vertical gap wider than a line between any two of them.
 */
import type { PLine } from './pdf-words.js';

/** The index of the "Table N" line of the paragraph that ends just above line `start`, when there is one. */
export function captionAbove(lines: readonly PLine[], start: number, taken: ReadonlySet<number>, caption: RegExp, most = 10): number | undefined {
  const first = lines[start];
  if (!first) return undefined;
  for (let i = start - 1; i >= 0 && i >= start - most; i--) {
    const l = lines[i] as PLine;
    if (l.page !== first.page || taken.has(i) || l.y1 > first.y0 + 1) return undefined;
    if (!caption.test(l.text)) continue;
    // the caption and the lines under it, top to bottom, then the table: no gap wider than about two lines
    const ys = [l, ...lines.slice(i + 1, start)].map((x) => [x.y0, x.y1] as const).sort((a, b) => a[0] - b[0]);
    if (ys.some(([y0]) => y0 < l.y0 - 1)) return undefined;
    let bottom = l.y1;
    for (const [y0, y1] of [...ys, [first.y0, first.y1] as const]) {
      if (y0 - bottom > first.size * 2.5) return undefined;
      bottom = Math.max(bottom, y1);
    }
    return i;
  }
  return undefined;
}
