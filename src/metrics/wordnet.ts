/**
 * WordNet synonymy for METEOR~'s synonym module, as METEOR 1.5 uses it: two words match when a
 * base form of one and a base form of the other share a synset. Base forms come from WordNet's
 * regular detachment rules (morphy without its exception lists, which the npm data lacks).
 * Pure: the index files' text is parsed here; reading them is src/scoring/wordnet.ts's job.
 */
export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

const DETACH: Readonly<Record<PartOfSpeech, readonly (readonly [string, string])[]>> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adv: [],
};

export interface Synonyms {
  /** Synset ids of the word's base forms (all parts of speech), sorted; empty if unknown. */
  synsets(word: string): readonly number[];
}

const NONE: readonly number[] = [];

/**
 * Builds the lookup from the contents of WordNet's index.noun / index.verb / index.adj /
 * index.adv (bytes as read, or text). Nothing is parsed or indexed up front (the four files hold
 * 155,000 lemmas; a scoring run looks up a few hundred words): a word is found by binary search
 * over the file's bytes, as WordNet's own bin_search does, which relies on the index files' lemma
 * order (wndb(5); checked against a full parse over every lemma in test/metrics/wordnet-index.test.ts).
 */
export function parseWordNet(index: Readonly<Record<PartOfSpeech, string | Uint8Array>>): Synonyms {
  const byPos = PARTS_OF_SPEECH.map((pos) => sortedLines(bytesOf(index[pos])));
  const memo = new Map<string, readonly number[]>();
  const utf8 = new TextEncoder();
  return {
    synsets(word) {
      const hit = memo.get(word);
      if (hit) return hit;
      const out = new Set<number>();
      PARTS_OF_SPEECH.forEach((pos, p) => {
        const lines = byPos[p]!;
        const add = (base: string) => {
          for (const id of lines.synsets(utf8.encode(base))) out.add(p * 1e8 + id);
        };
        add(word);
        for (const [suffix, repl] of DETACH[pos])
          if (word.endsWith(suffix) && word.length > suffix.length) add(word.slice(0, word.length - suffix.length) + repl);
      });
      const ids = out.size ? [...out].sort((a, b) => a - b) : NONE;
      memo.set(word, ids);
      return ids;
    },
  };
}

const bytesOf = (x: string | Uint8Array): Uint8Array => (typeof x === 'string' ? new TextEncoder().encode(x) : x);

const NL = 10;
const SP = 32;

/** One index file, searchable by lemma (the licence header, whose lines start with a space, left out). */
function sortedLines(b: Uint8Array): { synsets(lemma: Uint8Array): readonly number[] } {
  let first = 0;
  while (first < b.length && (b[first] === SP || b[first] === NL)) {
    const nl = b.indexOf(NL, first);
    first = nl < 0 ? b.length : nl + 1;
  }
  return {
    synsets(lemma) {
      if (lemma.length === 0) return NONE;
      // invariant: lo is a line start; the line of `lemma`, if any, starts in [lo, hi)
      let lo = first;
      let hi = b.length;
      while (lo < hi) {
        let at = (lo + hi) >>> 1;
        // back to the start of the line holding `at` (lo is one): the byte after the last newline before it
        if (at > lo) at = Math.max(lo, b.lastIndexOf(NL, at - 1) + 1);
        const c = compareLemma(b, at, lemma);
        if (c === 0) return synsetsOfLine(b, at);
        if (c < 0) {
          const nl = b.indexOf(NL, at);
          lo = nl < 0 ? b.length : nl + 1;
        } else hi = at;
      }
      return NONE;
    },
  };
}

/** The line's lemma (up to its first space or the line's end) against `key`, bytewise. */
function compareLemma(b: Uint8Array, at: number, key: Uint8Array): number {
  for (let i = 0; ; i++) {
    const x = at + i < b.length ? b[at + i]! : NL;
    const lemmaEnd = x === SP || x === NL;
    if (i === key.length) return lemmaEnd ? 0 : 1;
    if (lemmaEnd) return -1;
    if (x !== key[i]) return x - key[i]!;
  }
}

/** `lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...` → the offsets. */
function synsetsOfLine(b: Uint8Array, start: number): number[] {
  const nl = b.indexOf(NL, start);
  let line = '';
  for (let i = start; i < (nl < 0 ? b.length : nl); i++) line += String.fromCharCode(b[i]!);
  const f = line.trimEnd().split(' ');
  const synsetCnt = Number(f[2]);
  const first = 4 + Number(f[3]) + 2;
  const ids: number[] = [];
  for (let i = 0; i < synsetCnt; i++) ids.push(Number(f[first + i]));
  return ids;
}

/** Whether two sorted id lists share an element. */
export function intersects(a: readonly number[], b: readonly number[]): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) return true;
    if (a[i]! < b[j]!) i++;
    else j++;
  }
  return false;
}
