/**
 * A row label printed on two lines of a PDF table (pure), where the second line does not start lower-case and
 * the first does not end in a hyphen (those were already joined). Two prints tell it from a row-group label:
 *   - the first piece ends in a word that cannot end a name ("Faster R-CNN with" / "FPN backbone"; "ResNet-50 +" /
 *     "Mixup"; a `+` glued to a name, `HumanEval+`, ends it): the next piece continues it, whether the row's values
 *     sit on the first line or on the second;
 *   - the row's values sit between the two pieces, vertically centred, on a line of their own with nothing in the
 *     label column, and the two pieces are as close as two lines of a paragraph: they are that row's label (a
 *     header line above and a group label below, a row apart, are not).
 * Without either, a label-only line stays a row-group label ("Two-stage detectors" over the rows below it).
 */

/** The piece ends in a connective, a preposition, an article, "w/", "+", "&", "," or an open bracket: more follows. */
const OPEN_END = /(?:\b(?:with|without|and|or|of|for|on|in|to|from|by|via|using|at|the|a|an|w\/o?|vs\.?)|\s[+&]|[,(/])$/i;

export const endsOpen = (label: string): boolean => OPEN_END.test(label.trim());

/**
 * The label of a row read under a label-only line printed just above it (`above`, within a line): the two joined
 * when the line above ends open, or the line above when the row prints no label and its values are centred between
 * that line and the next (`centred`); undefined when the line above is a group label.
 */
export function labelWithAbove(above: string, label: string, centred: boolean): string | undefined {
  if (!label.trim()) return centred ? above : undefined;
  return endsOpen(above) ? `${above} ${label}` : undefined;
}

/** Two label pieces printed as consecutive lines of one wrapped cell: less than a line apart. */
export const consecutive = (a: { y1: number; size: number }, b: { y0: number }): boolean => b.y0 - a.y1 < a.size * 0.9;
