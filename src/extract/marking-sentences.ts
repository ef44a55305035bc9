/**
 * The sentences of a caption that say how results are marked ("Open-source MLLMs with top-3 performance in each
 * sub-category are marked with best in bold and second / third underlined", "The best results are highlighted in red")
 * name no metric of the table: their "top-3", "best" and "second" are ranks (pure).
 */
const MARKING = /\b(?:bold(?:face|ed)?|underlin\w*|highlight\w*|marked|in\s+(?:red|blue|green|gr[ae]y)|colou?r(?:ed)?|shaded|italics?)\b/i;

export function withoutMarkingSentences(text: string): string {
  return text
    .split(/(?<=[.;])\s+(?=[A-Z(])/)
    .filter((s) => !MARKING.test(s))
    .join(' ');
}
