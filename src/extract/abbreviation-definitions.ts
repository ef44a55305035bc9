/**
 * Abbreviations a document defines in its text (pure): "integrated Brier score (IBS)", "IBS (integrated Brier
 * score)", "IBS: integrated Brier score", "T-AUC denotes the time-dependent AUC", "ADE stands for average
 * displacement error". A pair is kept only when the abbreviation's letters can be read off the long name in order,
 * its first letter at the start of a word (the Schwartz–Hearst test, Schwartz & Hearst 2003), so "accuracy (%)"
 * or "results (Table 2)" define nothing. The first definition of an abbreviation wins.
 */

/** An abbreviation: 2–12 characters of letters, digits and joiners, one capital at least ("IBS", "C-Index", "minADE"). */
const ABBR = String.raw`[A-Za-z][A-Za-z0-9@_.\-]{0,10}[A-Za-z0-9@]`;
/** A long name: words of letters, digits and hyphens, at most eight. */
const WORDS = String.raw`[A-Za-z][A-Za-z0-9'\-]*(?:[ \t]+[A-Za-z0-9][A-Za-z0-9'\-]*){0,7}`;

const SMALL = /^(?:of|the|and|for|in|on|at|to|a|an|with|by)$/i;

const isAbbreviation = (a: string): boolean => /[A-Z]/.test(a) && a.replace(/[^A-Za-z0-9]/g, '').length >= 2 && !/^[A-Z][a-z]+$/.test(a);

/**
 * Where the long name starts, read right to left (Schwartz–Hearst): each letter or digit of the abbreviation
 * found in order, the first at a word start; -1 when the long name does not spell it.
 */
export function spellsAbbreviation(abbr: string, long: string): number {
  const a = abbr.toLowerCase().replace(/[^a-z0-9]/g, '');
  const l = long.toLowerCase();
  if (!a || l.replace(/[^a-z0-9]/g, '').length <= a.length) return -1;
  let i = a.length - 1;
  let j = l.length - 1;
  while (i >= 0) {
    const c = a[i] as string;
    while (j >= 0 && (l[j] !== c || (i === 0 && j > 0 && /[a-z0-9]/.test(l[j - 1] as string)))) j--;
    if (j < 0) return -1;
    i--;
    j--;
  }
  // the word the first letter starts
  return Math.max(0, l.lastIndexOf(' ', j + 1) + 1);
}

/** "the time-dependent AUC" → "time-dependent AUC": the words from where the abbreviation's first letter starts. */
function trimmed(abbr: string, long: string, fromLeft: boolean): string | undefined {
  const words = long.trim().split(/\s+/);
  const limit = Math.min(words.length, abbr.replace(/[^A-Za-z0-9]/g, '').length + 4);
  const letters = abbr.toLowerCase().replace(/[^a-z0-9]/g, '');
  // "ADE: average displacement error": the words whose initials are the abbreviation (small words skipped) first,
  // for the shortest run that spells it ("average displacement") may stop short
  if (fromLeft) {
    for (let n = limit; n >= 1; n--) {
      const part = words.slice(0, n);
      const initials = part.flatMap((w) => w.split('-')).filter((w) => w && !SMALL.test(w)).map((w) => (w[0] as string).toLowerCase()).join('');
      if (initials === letters) return part.join(' ');
    }
  }
  // the shortest run of words (from the end for "long (ABBR)", from the start for "ABBR: long") that spells it
  for (let n = 1; n <= limit; n++) {
    const part = (fromLeft ? words.slice(0, n) : words.slice(words.length - n)).join(' ');
    const at = spellsAbbreviation(abbr, part);
    if (at === 0 || (at > 0 && !fromLeft)) return part.slice(at).trim();
  }
  return undefined;
}

/** "left kidney (KL)", "right kidney (KR)": a code of two or three capitals that are the last words' initials in another order. */
function permutedInitials(abbr: string, long: string): string | undefined {
  if (!/^[A-Z]{2,3}$/.test(abbr)) return undefined;
  const words = long.trim().split(/\s+/).slice(-abbr.length);
  if (words.length < abbr.length || words.some((w) => SMALL.test(w) || !/^[A-Za-z]/.test(w))) return undefined;
  const sorted = (xs: string[]) => xs.sort().join('');
  return sorted(words.map((w) => (w[0] as string).toUpperCase())) === sorted([...abbr]) ? words.join(' ') : undefined;
}

/** Every abbreviation the text defines → its long name as printed. */
export function abbreviationDefinitions(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const add = (abbr: string, long: string | undefined): void => {
    const name = long?.replace(/^(?:the|a|an)\s+/i, '').trim();
    if (!name || !isAbbreviation(abbr) || out.has(abbr) || name.toLowerCase() === abbr.toLowerCase()) return;
    out.set(abbr, name);
  };
  const flat = text.replace(/[*_`]+/g, '');
  // "integrated Brier score (IBS)"; "left kidney (KL)": a short code in capitals of the same initials in another order
  for (const m of flat.matchAll(new RegExp(String.raw`(${WORDS})\s*\((${ABBR})\)`, 'g'))) add(m[2] as string, trimmed(m[2] as string, m[1] as string, false) ?? permutedInitials(m[2] as string, m[1] as string));
  // "IBS (integrated Brier score)"
  for (const m of flat.matchAll(new RegExp(String.raw`(?<![A-Za-z0-9])(${ABBR})\s*\((?:the\s+)?(${WORDS})\)`, 'g'))) add(m[1] as string, trimmed(m[1] as string, m[2] as string, true));
  // "IBS: integrated Brier score", "T-AUC denotes the time-dependent AUC", "ADE stands for average displacement error"
  const VERB = String.raw`\s*(?::|=|[–—-]\s|\s(?:denotes|stands\s+for|is\s+short\s+for|refers\s+to|means|represents|is\s+the|is)\s)\s*`;
  for (const m of flat.matchAll(new RegExp(String.raw`(?<![A-Za-z0-9])(${ABBR})${VERB}(?:the\s+|a\s+|an\s+)?(${WORDS})`, 'g'))) add(m[1] as string, trimmed(m[1] as string, m[2] as string, true));
  return out;
}
