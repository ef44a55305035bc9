/**
 * How a publication venue is printed (pure data, read by publication-column.ts and venue-cited.ts): the one place
 * that says what a venue's name, its year and a preprint look like. Neither reader keeps a list of venue names: a
 * venue is a capitalised acronym or name (CVPR, NeurIPS, ACM MM, TPAMI, Nature Methods) with a publication year,
 * so a venue nobody listed still reads as one. The two readers differ in where the venue stands — a whole cell of a
 * `Venue` column, or a bracket at the end of a method's name — and the patterns below are built for each from the
 * same parts (docs/extract-layouts.md, "Publication columns").
 */

/** A four-digit year of publication (1900–2099). */
const YEAR4 = String.raw`(?:19|20)\d{2}`;
/** A two-digit year after an apostrophe ("'21", "’21"). */
const YEAR2 = String.raw`['’]\s*\d{2}`;
/** The preprint server, printed in any case ("arXiv", "ArXiv"). */
const ARXIV = 'arxiv';

/** One word of a venue's name in a `Venue` column cell: a capital, then up to 11 letters, `&` or `-` (CVPR, NeurIPS, TPAMI). */
const COLUMN_WORD = String.raw`[A-Z][A-Za-z&-]{1,11}`;
/** One word of a venue's name cited in brackets: a capital, then letters, `&`, `+`, `.` or `-` (ECCV, Nature, Proc.). */
const CITED_WORD = String.raw`[A-Z][A-Za-z&+.-]*`;

/**
 * A whole cell of a publication column: a venue of one or two words with its year glued, after an apostrophe or after
 * a space (CVPR'21, NeurIPS 2022, ACM MM 2020, ICLR2019); or arXiv (with a year), a preprint, a technical report.
 */
export const VENUE_CELL = new RegExp(
  String.raw`^(?:${COLUMN_WORD}(?:\s${COLUMN_WORD})?(?:\s*${YEAR2}|\s+${YEAR4}|${YEAR4})|${ARXIV}(?:\s*['’]?\s*(?:19|20)?\d{2})?|preprint|tech(?:nical)?\.?\s+report)$`,
  'i',
);

/** A venue and year in brackets at the end of a cell: "(CVPR 2018)", "(Nature Methods 2021)", "(ICCV'19)", "(arXiv 2024)", "(NeurIPS, 2023)". */
export const CITED_VENUE_YEAR = new RegExp(
  String.raw`\(\s*(?:${CITED_WORD}|arXiv)(?:[\s-]+${CITED_WORD})*\s*,?\s*(?:'\d{2}|${YEAR4})\s*\)\s*$`,
);
