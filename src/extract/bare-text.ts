/**
 * A cell or header as its words (pure): HTML tags and bold marks aside, ends trimmed ("<b>**PSNR**</b> " → "PSNR").
 * Lighter than names.ts `stripMarkup`, which also drops footnote marks, math and escapes.
 */
export const bareText = (s: string): string => s.replace(/<[^>]+>|\*\*/g, '').trim();
