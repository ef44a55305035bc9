/**
 * A placement in a competition (pure): "our team took the 1st places in the Expression Recognition Challenge",
 * "ranked second in the shared task", "won first place on the leaderboard". A claim of being best, but over a
 * ranking this document does not print: drafted as `qualitative`, with a review line naming the placement, so the
 * reviewer checks it against the competition's published results (never dropped, never resolved against a table).
 */
import type { Source } from './statements-items.js';
import type { DraftItem } from './types.js';

const RANK = String.raw`(?:1st|2nd|3rd|\d+th|first|second|third|fourth|fifth|top[- ]?\d+|top)`;
/** "took / won / secured / achieved / obtained … the 1st place(s)", "placed / ranked / finished … first", "1st place in". */
const PLACEMENT = new RegExp(
  String.raw`\b(?:took|take|takes|won|win|wins|winning|secured?|achieved?|obtained?|got|earned?|claimed?)\b[^.;]{0,40}?\b(?:the\s+)?(${RANK})\s+(?:places?|positions?|prizes?|ranks?)\b|\b(?:placed|ranked|ranks|finished|ranking)\s+(?:#\s*)?(${RANK}|\d+)\b`,
  'i',
);
/** What a placement is in: a challenge, a competition, a shared task, a leaderboard. */
const CONTEST = /\b(?:challenges?|competitions?|contests?|shared[- ]tasks?|tracks?|leaderboards?|cups?|workshops?|benchmark\s+rankings?|kaggle)\b/i;

export function placementItems(text: string, source: Source): DraftItem[] {
  const m = PLACEMENT.exec(text);
  if (!m || !CONTEST.test(text)) return [];
  const rank = (m[1] ?? m[2] ?? '').trim();
  return [
    {
      section: 'statements',
      fields: { kind: 'qualitative', source, why: `a placement in a competition ("${m[0].trim()}"): its ranking is not printed in this document` },
      review: [`placement "${rank}": check it against the competition's published ranking (no table of this document holds it)`],
    },
  ];
}
