/**
 * The key a short printed metric name is looked up by (pure): markup, direction arrows and a percent unit
 * bracket aside, case and spaces ignored ("P (%)" → "p", "**MT↑**" → "mt"). Used by the one-letter /
 * ambiguous readings (ambiguous-metric.ts) and the registry's `besideOnly` readings (beside-only.ts).
 */
export const printedKey = (header: string): string =>
  header
    .replace(/<[^>]+>|\*\*|[↑↓⇑⇓▲▼△▽⬆⬇]|\s*[→←]\s*$/g, '')
    .replace(/\s*[([]\s*%\s*[)\]]\s*$/, '')
    // a unit after a slash ("RPE/%", "ATE/m"), as in brackets
    .replace(/(?<=[A-Za-z.])\s*\/\s*(?:%|m|cm|mm|km|deg|°|rad|s|ms|dB|px)\s*$/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '');
