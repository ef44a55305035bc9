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

/** Builds the lookup from the text of WordNet's index.noun / index.verb / index.adj / index.adv. */
export function parseWordNet(index: Readonly<Record<PartOfSpeech, string>>): Synonyms {
  const byPos = PARTS_OF_SPEECH.map((pos, p) => {
    const map = new Map<string, number[]>();
    for (const line of index[pos].split('\n')) {
      if (line.length === 0 || line.startsWith(' ')) continue; // licence header lines start with spaces
      const f = line.trimEnd().split(' ');
      const lemma = f[0]!;
      const pCnt = Number(f[3]);
      const synsetCnt = Number(f[2]);
      const first = 4 + pCnt + 2;
      const ids: number[] = [];
      for (let i = 0; i < synsetCnt; i++) ids.push(p * 1e8 + Number(f[first + i]));
      map.set(lemma, ids);
    }
    return map;
  });
  const memo = new Map<string, readonly number[]>();
  return {
    synsets(word) {
      const hit = memo.get(word);
      if (hit) return hit;
      const out = new Set<number>();
      PARTS_OF_SPEECH.forEach((pos, p) => {
        const map = byPos[p]!;
        const add = (base: string) => map.get(base)?.forEach((id) => out.add(id));
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
