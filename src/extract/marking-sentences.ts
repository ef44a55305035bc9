/**
 * The sentences of a caption that say how results are marked ("Open-source MLLMs with top-3 performance in each
 * sub-category are marked with best in bold and second / third underlined", "The best results are highlighted in red")
 * name no metric of the table: their "top-3", "best" and "second" are ranks (pure). Read clause by clause: the metric
 * before "; the best in bold" is the table's.
 */
const MARKING = /\b(?:bold(?:face|ed)?|underlin\w*|highlight\w*|marked|in\s+(?:red|blue|green|gr[ae]y)|colou?r(?:ed)?|shaded|italics?)\b/i;

export function withoutMarkingSentences(text: string): string {
  return text
    // (clauses too: "Accuracy (%); the best in bold", "F1 scores (%), best in bold" keep their metric)
    .split(/(?<=\.)\s+(?=[A-Z(])|(?<=[;,])\s+/)
    .filter((s) => !MARKING.test(s))
    .join(' ');
}
