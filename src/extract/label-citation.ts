/**
 * The rest of a method's label printed in a cell of its own (pure): its publication year, its citation or its venue
 * in brackets — `(2013)∗`, `[12]`, `[3, 7]`, `(Brown et al., 2020)`, `(CVPR 2018)`, `(ICCV'19)` — with any source mark
 * after it (`∗`, `†`). A PDF reader splits "TransE (2013)∗" at the gap before the bracket, so the bracket lands in a
 * column of its own under the spanning `Methods` header; it still belongs to the row's label (the key convention keys
 * the row as printed, "TransE (2013)"), never to a setting. A bracket that holds a setting — `(ImageNet-21k)`,
 * `(384px)`, `(ours)` — is no citation mark, and a bare `2013` is a `Year` column's cell (publication-column.ts),
 * a setting of the row.
 */
import { CITED_VENUE_YEAR } from './data/venue-patterns.js';

/** Source or note marks printed after a label ("∗ denotes results taken from [35]"). */
const MARKS = String.raw`[\s∗*†‡§¶⋆★♠♣♦♥]*`;
/** "2013", "2019a": a year of publication. */
const YEAR = String.raw`(?:19|20)\d{2}[a-z]?`;
/** "Brown et al.", "Vaswani and Shazeer", "Wang & Li": the authors of an author–year citation. */
const AUTHORS = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+(?:et\s+al\.?|(?:and|&)\s+\p{Lu}[\p{L}'’-]+))?`;

/** A whole cell that is only a citation mark. */
const CITATION_CELL = new RegExp(
  '^(?:' +
    [
      // "(2013)", "(2019a)", "[2013]"
      String.raw`[([]\s*${YEAR}\s*[)\]]`,
      // "[12]", "[3, 7]", "[3-5]", "(12)" is a row number, so numbered citations only in square brackets
      String.raw`\[\s*\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\s*\]`,
      // "(Brown et al., 2020)", "[Vaswani and Shazeer 2017]"
      String.raw`[([]\s*${AUTHORS},?\s*${YEAR}\s*[)\]]`,
    ].join('|') +
    ')' +
    MARKS +
    '$',
  'u',
);

/** Whether a cell (markup stripped) is a citation mark and nothing else: `(2013)∗`, `[12]`, `(Brown et al., 2020)`, `(CVPR 2018)`. */
export function isCitationCell(cell: string): boolean {
  const c = cell.trim();
  if (CITATION_CELL.test(c)) return true;
  // a venue with its year in brackets ("(CVPR 2018)", "(ICCV'19)"), the whole cell
  const bare = c.replace(new RegExp(MARKS + '$', 'u'), '');
  const m = CITED_VENUE_YEAR.exec(bare);
  return m !== null && m.index === 0;
}

/**
 * Whether a label column's cells (markup stripped, as printed) are the rest of the method's label: every filled cell
 * a citation mark, at least one filled; rows without one (the paper's own rows) leave it empty or dashed.
 */
export function isCitationColumn(cells: readonly string[]): boolean {
  const filled = cells.map((c) => c.trim()).filter((c) => c && !/^[-–—]$/.test(c));
  return filled.length > 0 && filled.every(isCitationCell);
}
