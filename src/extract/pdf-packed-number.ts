/**
 * A packed cell of a PDF table: two or three numbers joined by slashes, one with decimals ("36.19/0.979" under a
 * caption or lead-in that says "PSNR/SSIM", "71.2 / 80.4 / 75.6" for P/R/F): a number cell of its row, unpacked
 * later (packed-cells.ts). A bare fraction ("1/2", "3/4") is a setting, not a value. One rule for the line reader
 * (pdf-line-kinds.ts) and the word reader (pdf-words.ts), whose words hold no spaces.
 */
export const PACKED_NUMBER = /^(?=[^/]*\.|.*\/[^/]*\.)\d+(?:\.\d+)?%?(?:\s?\/\s?\d+(?:\.\d+)?%?){1,2}$/;
