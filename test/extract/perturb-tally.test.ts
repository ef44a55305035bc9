/** The tally both perturbation benches add their rows with (bench/perturb/tally.ts). */
import { describe, expect, it } from 'vitest';
import { addPair, minus, mostLost, newTally, pct } from '../../bench/perturb/tally.js';

const score = (keyCells: number, matched: number, scored: number, missed: string[]) => ({ keyCells, matched, scored, missed });

describe('perturbation bench tally', () => {
  it('takes missed cells away as multisets: a key cell held twice and found once is one cell lost', () => {
    expect(minus(['a', 'a', 'b'], ['a'])).toEqual(['a', 'b']);
    expect(minus(['a', 'b'], ['a', 'a', 'b'])).toEqual([]);
    expect(minus([], ['a'])).toEqual([]);
  });

  it('adds each pair of scores, counts lost and gained cells, and names where they were lost', () => {
    const t = newTally();
    // the key holds `x` twice; the unperturbed draft misses one of them, the perturbed draft both, and finds `y`
    expect(addPair(t, 'doc-a', score(10, 8, 9, ['x', 'y']), score(10, 8, 12, ['x', 'x']))).toEqual(['x']);
    expect(addPair(t, 'doc-b', score(5, 5, 5, []), score(5, 2, 4, ['p', 'q', 'r']))).toEqual(['p', 'q', 'r']);
    addPair(t, 'doc-a', score(1, 1, 1, []), score(1, 0, 0, ['z']));
    expect(t).toMatchObject({ keyCells: 16, baseMatched: 14, matched: 10, baseScored: 15, scored: 16, lost: 5, gained: 1 });
    expect([...t.lostBy]).toEqual([
      ['doc-a', 2],
      ['doc-b', 3],
    ]);
    expect(mostLost(t)).toBe('doc-b 3, doc-a 2');
    expect(mostLost(newTally())).toBe('');
  });

  it('prints a percentage with one decimal, a dash for nothing', () => {
    expect(pct(1, 3)).toBe('33.3%');
    expect(pct(0, 0)).toBe('–');
  });
});
