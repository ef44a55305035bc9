/**
 * A setting printed once over the rows of one method that share it (pure): "YOLOv5 | S | 7.02 | … | Full" then
 * "YOLOv5 | (blank) | (blank) | … | Half" — the size is printed on the first row of each pair only. A blank setting
 * cell takes the value above it when the row names the same method as the row above (a rowspan label, or the same
 * label printed again) and another of its settings differs from the row above's (so the rows stay apart: "Full" /
 * "Half"). A column blank on every row, or a blank under another method, is left blank.
 */

export interface FilledSettings {
  readonly rowSettings: Record<string, string>[];
  /** 1-based body rows that took a setting from the row above. */
  readonly filled: readonly number[];
}

export function fillDownSettings(labels: readonly string[], rowSettings: readonly Readonly<Record<string, string>>[]): FilledSettings {
  const out = rowSettings.map((r) => ({ ...r }));
  const filled: number[] = [];
  const keys = [...new Set(rowSettings.flatMap((r) => Object.keys(r)))];
  const blank = (v: string | undefined): boolean => !v || !v.trim();
  for (let i = 1; i < out.length; i++) {
    const row = out[i] as Record<string, string>;
    const prev = out[i - 1] as Record<string, string>;
    const label = (labels[i] ?? '').trim();
    if (!label || label !== (labels[i - 1] ?? '').trim()) continue;
    const empty = keys.filter((k) => blank(row[k]) && !blank(prev[k]));
    if (!empty.length) continue;
    const differs = keys.some((k) => !empty.includes(k) && !blank(row[k]) && row[k] !== prev[k]);
    if (!differs) continue;
    for (const k of empty) row[k] = prev[k] as string;
    filled.push(i + 1);
  }
  return { rowSettings: out, filled };
}
