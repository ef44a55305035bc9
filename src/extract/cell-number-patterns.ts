/** The printed number of a packed or timed cell (pure patterns): "~12.5", "38.5 %", and a spread after it, "± 0.05", "+- 0.05", "+/- 0.05". */
export const NUM = String.raw`[~≈]?\d+(?:\.\d+)?(?:\s?%)?`;
export const SPREAD = String.raw`(?:\s*(?:±|\+\s?-|\+\s?/\s?-)\s*(?:\d+(?:\.\d+)?|\.\d+))?`;
