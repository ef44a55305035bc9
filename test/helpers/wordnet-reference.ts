/**
 * The former full parse of WordNet's index files (every lemma into a Map), kept as the reference
 * that src/metrics/wordnet.ts's binary search must equal (test/metrics/wordnet-index.test.ts).
 */
import { PARTS_OF_SPEECH } from '../../src/metrics/wordnet.js';
import type { PartOfSpeech, Synonyms } from '../../src/metrics/wordnet.js';

const DETACH: Readonly<Record<PartOfSpeech, readonly (readonly [string, string])[]>> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adv: [],
};

/** Every lemma of each file, in file order. */
export function lemmasOf(text: string): string[] {
  return text.split('\n').filter((l) => l.length > 0 && !l.startsWith(' ')).map((l) => l.split(' ')[0]!);
}

const NONE: readonly number[] = [];

export function referenceWordNet(index: Readonly<Record<PartOfSpeech, string>>): Synonyms {
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
