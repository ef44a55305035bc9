/**
 * The Porter (1980) stemming algorithm written as plainly as its rule lists read (every suffix of a
 * step tried in order): the reference src/metrics/porter.ts (which tries only the suffixes that end
 * in the word's last letter) is checked against in test/metrics/porter.test.ts.
 */
const isCons = (w: string, i: number): boolean => {
  const c = w[i]!;
  if ('aeiou'.includes(c)) return false;
  if (c === 'y') return i === 0 || !isCons(w, i - 1);
  return true;
};

/** m(): number of VC sequences in w[0..end). */
function measure(w: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isCons(w, i)) i++;
  while (i < end) {
    while (i < end && !isCons(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isCons(w, i)) i++;
  }
  return n;
}

const hasVowel = (w: string, end: number): boolean => {
  for (let i = 0; i < end; i++) if (!isCons(w, i)) return true;
  return false;
};
const doubleCons = (w: string): boolean =>
  w.length >= 2 && w[w.length - 1] === w[w.length - 2] && isCons(w, w.length - 1);
/** *o: stem ends cvc, where the last c is not w, x or y. */
const cvc = (w: string): boolean => {
  const n = w.length;
  return n >= 3 && isCons(w, n - 1) && !isCons(w, n - 2) && isCons(w, n - 3) && !'wxy'.includes(w[n - 1]!);
};

/** Replaces suffix s by r when the stem before it has measure > m; returns undefined if s absent. */
function rule(w: string, s: string, r: string, m: number): string | undefined {
  if (!w.endsWith(s)) return undefined;
  const stem = w.slice(0, w.length - s.length);
  return measure(stem, stem.length) > m ? stem + r : w;
}

function firstRule(w: string, rules: readonly (readonly [string, string])[], m: number): string {
  for (const [s, r] of rules) {
    const out = rule(w, s, r, m);
    if (out !== undefined) return out;
  }
  return w;
}

const STEP2: readonly (readonly [string, string])[] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: readonly (readonly [string, string])[] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism',
  'ate', 'iti', 'ous', 'ive', 'ize'];

export function porterStemReference(word: string): string {
  let w = word;
  if (w.length <= 2) return w;
  // 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);
  // 1b
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else {
    const suf = w.endsWith('ed') ? 2 : w.endsWith('ing') ? 3 : 0;
    if (suf > 0 && hasVowel(w, w.length - suf)) {
      w = w.slice(0, -suf);
      if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
      else if (doubleCons(w) && !'lsz'.includes(w[w.length - 1]!)) w = w.slice(0, -1);
      else if (measure(w, w.length) === 1 && cvc(w)) w += 'e';
    }
  }
  // 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;
  w = firstRule(w, STEP2, 0);
  w = firstRule(w, STEP3, 0);
  // 4
  for (const s of STEP4) {
    if (!w.endsWith(s)) continue;
    const stem = w.slice(0, w.length - s.length);
    if (measure(stem, stem.length) > 1 && (s !== 'ion' || /[st]$/.test(stem))) w = stem;
    break;
  }
  // 5a
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem, stem.length);
    if (m > 1 || (m === 1 && !cvc(stem))) w = stem;
  }
  // 5b
  if (measure(w, w.length) > 1 && doubleCons(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}
