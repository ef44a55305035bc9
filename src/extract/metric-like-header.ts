/**
 * A column header that prints a metric the registry does not know: a direction mark ("HD↓", "Rank (↓)",
 * "(lower is better)") or a spelled-out name defined by its initials ("Relative Computational Complexity
 * (RCC)"). Such a column's metric is never borrowed from the text around the table (the lead-in's metric
 * names another column); it is drafted under the declared unknown metric with a review line. Pure.
 */

const DIRECTION = /[↑↓]|\b(?:lower|higher|smaller|larger) is better\b/i;

/** "Relative Computational Complexity (RCC)": the bracket holds the initials of the words before it. */
function definedAcronym(h: string): string | undefined {
  const m = /^(.+?)\s*\(([A-Z]{2,6})\)\s*$/.exec(h.trim());
  if (!m) return undefined;
  const words = (m[1] as string).split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w));
  const initials = words.map((w) => (w[0] as string).toUpperCase()).join('');
  return initials === m[2] ? m[2] : undefined;
}

/** The printed word of a header that names a metric (known or not), or undefined when it names none. */
export function metricLikeHeader(h: string): string | undefined {
  const text = h.replace(/<[^>]*>/g, '').trim();
  if (!text) return undefined;
  const acronym = definedAcronym(text);
  if (acronym) return acronym;
  if (!DIRECTION.test(text)) return undefined;
  const word = text.replace(DIRECTION, '').replace(/[()[\]]/g, ' ').replace(/\s+/g, ' ').trim();
  return word || undefined;
}
