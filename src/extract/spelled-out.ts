/**
 * An abbreviated header spelled out by the text around its table (pure): `Avg. disp. error` is `Average displacement
 * error` in Social LSTM's caption ("First 6 rows are the Average displacement error"), `Final disp. error` is `Final
 * displacement error`. Read as printed, `Avg. disp. error` names only `error` (an error rate); spelled out it names
 * the average displacement error. A header of two or more words, one at least abbreviated with a full stop, matches a
 * run of as many words of the text when each word is the same (case aside) or, for an abbreviated word, starts with
 * its first letter and holds its other letters in order (`disp.` in `displacement`, `Avg.` in `Average`, `Acc.` in
 * `Accuracy`). The first such run wins; undefined when there is none.
 */

const fold = (w: string): string => w.toLowerCase().replace(/^[^a-z0-9]+|[^a-z0-9%]+$/g, '');

function abbreviates(short: string, word: string): boolean {
  const s = fold(short);
  const w = fold(word);
  if (!s || !w || s[0] !== w[0] || w.length <= s.length) return false;
  let k = 0;
  for (const c of w) if (c === s[k]) k++;
  return k === s.length;
}

export function spelledOutIn(header: string, text: string): string | undefined {
  const parts = header.trim().split(/\s+/);
  if (parts.length < 2 || !parts.some((p) => /^[A-Za-z]{2,}\.$/.test(p))) return undefined;
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i + parts.length <= words.length; i++) {
    const run = words.slice(i, i + parts.length);
    const same = parts.every((p, k) => {
      const w = run[k] as string;
      return /^[A-Za-z]{2,}\.$/.test(p) ? abbreviates(p, w) : fold(p) === fold(w) && fold(p) !== '';
    });
    if (same) return run.map((w, k) => (k === run.length - 1 ? w.replace(/[.,;:]+$/, '') : w)).join(' ');
  }
  return undefined;
}
