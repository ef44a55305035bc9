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
 * Builds the lookup from the text of WordNet's index.noun / index.verb / index.adj / index.adv.
 * Nothing is parsed up front (the four files hold 155,000 lemmas; a scoring run looks up a few
 * hundred words): each file gets an array of its line starts, and a word is found by binary search,
 * as WordNet's own tools do, which relies on the index files' lemma order (wndb(5); checked against
 * a full parse over every lemma in test/metrics/wordnet-index.test.ts).
 */
export function parseWordNet(index: Readonly<Record<PartOfSpeech, string>>): Synonyms {
  const byPos = PARTS_OF_SPEECH.map((pos) => sortedLines(index[pos]));
  const memo = new Map<string, readonly number[]>();
  return {
    synsets(word) {
      const hit = memo.get(word);
      if (hit) return hit;
      const out = new Set<number>();
      PARTS_OF_SPEECH.forEach((pos, p) => {
        const lines = byPos[p]!;
        const add = (base: string) => {
          for (const id of lines.synsets(base)) out.add(p * 1e8 + id);
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

/** One index file's lines (the licence header, whose lines start with a space, left out), searchable by lemma. */
function sortedLines(text: string): { synsets(lemma: string): readonly number[] } {
  const starts: number[] = [];
  for (let at = 0; at < text.length; ) {
    const end = text.indexOf('\n', at);
    const next = end < 0 ? text.length : end + 1;
    if (next - at > 1 && text.charCodeAt(at) !== 32) starts.push(at);
    at = next;
  }
  const lineStarts = Int32Array.from(starts);
  const lemmaAt = (start: number): string => {
    const sp = text.indexOf(' ', start);
    const nl = text.indexOf('\n', start);
    const end = Math.min(sp < 0 ? text.length : sp, nl < 0 ? text.length : nl);
    return text.slice(start, end);
  };
  return {
    synsets(lemma) {
      let lo = 0;
      let hi = lineStarts.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const l = lemmaAt(lineStarts[mid]!);
        if (l === lemma) return synsetsOfLine(text, lineStarts[mid]!);
        if (l < lemma) lo = mid + 1;
        else hi = mid - 1;
      }
      return NONE;
    },
  };
}

/** `lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...` → the offsets. */
function synsetsOfLine(text: string, start: number): number[] {
  const nl = text.indexOf('\n', start);
  const f = text.slice(start, nl < 0 ? text.length : nl).trimEnd().split(' ');
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
