/**
 * The metric a section's opening paragraph says the whole section reports (pure): "We report the results of AP3D|R40
 * for car category on KITTI val set." under "4.3. Ablation Studies", whose tables print only "Easy | Mod. | Hard".
 * In a PDF only the paragraph nearest a table counts as its lead-in (those further up are often the other column's
 * running text), and `leadIns` stop at the table before, so a table printed paragraphs, a table or a page below such a
 * sentence lost its metric. The section's opening paragraph (the first under its heading) counts for every table of
 * the section when it says so in a reporting sentence: "we report", "are reported", "all results are".
 */

/** A sentence that says what the section reports, not one that merely names a metric. */
const REPORTS = /\b(?:we\s+(?:report|evaluate\s+(?:with|using|by|on))|(?:is|are)\s+reported|report(?:s|ed)?\s+(?:the\s+)?(?:results?|performance|scores?)\s+(?:of|in|with|using)|all\s+(?:the\s+)?(?:results|numbers|scores)\s+(?:are|is))\b/i;

/**
 * The performance metrics the section's opening paragraph reports for all its tables; `performanceIn` reads a text's
 * metrics in a reporting construction. Empty when the opening paragraph says no such thing.
 */
export function sectionOpeningMetrics(opening: string | undefined, performanceIn: (text: string) => string[]): string[] {
  if (!opening) return [];
  const sentences = opening.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((s) => REPORTS.test(s));
  return [...new Set(sentences.flatMap(performanceIn))];
}
