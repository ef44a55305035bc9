/**
 * `mentions` looks a sentence up only against the method names whose first word run it prints (an index built
 * once per methods map, docs/benchmarks.md "Extract and validate against document size"): the same mentions, in
 * the same order, as trying every name's pattern on every sentence, on names that start with a word character,
 * with a sign or symbol, hold spaces, hyphens or non-ASCII letters, and overlap.
 */
import { describe, expect, it } from 'vitest';
import { mentions } from '../../src/extract/statements-resolve.js';
import type { DraftMethod } from '../../src/extract/types.js';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The patterns tried on every sentence, as before the index. */
function everyName(text: string, methods: ReadonlyMap<string, DraftMethod>) {
  const names = [...methods.values()].flatMap((m) => [m.name, ...m.aliases].map((n) => ({ id: m.id, n }))).filter((x) => x.n.length >= 2).sort((a, b) => b.n.length - a.n.length);
  const out: { id: string; at: number; end: number }[] = [];
  for (const { id, n } of names)
    for (const m of text.matchAll(new RegExp(`(?<![\\w+-])${esc(n)}(?![\\w+-])`, 'g'))) {
      const at = m.index ?? 0;
      if (!out.some((x) => at < x.end && at + n.length > x.at)) out.push({ id, at, end: at + n.length });
    }
  return out.sort((a, b) => a.at - b.at);
}

const method = (id: string, name: string, aliases: string[] = []): [string, DraftMethod] => [id, { id, name, aliases, own: false, known: false }];

describe('mentions: the word-run index finds what every pattern finds', () => {
  const methods = new Map([
    method('scorer', 'SCORER'),
    method('scorer-cbr', 'SCORER+CBR'),
    method('flag', '+FLAG'),
    method('pi', 'π-Net', ['PiNet']),
    method('resnet', 'ResNet-50', ['ResNet 50']),
    method('cafe', 'Café Net'),
    method('t5', 'T5'),
    method('tiny', 'x'),
    method('kelvin', 'K-means'),
    method('run', '#1 (table 2)'),
  ]);
  const sentences = [
    'SCORER+CBR beats SCORER by 2.1 points, and +FLAG adds 0.3 over π-Net.',
    'PiNet and ResNet-50 (ResNet 50) both reach 71.2; ResNet-500 is not ResNet-50.',
    'The Café Net and Café Netting rows, T5-large, T5 and T50; K-means, XK-means.',
    'Run #1 (table 2) is better than x; aSCORER and SCORER_v2 are other names.',
    '',
  ];
  for (const s of sentences)
    it(JSON.stringify(s.slice(0, 40)), () => {
      expect(mentions(s, methods)).toEqual(everyName(s, methods));
    });

  it('sees a method added to the map after a first look', () => {
    const grown = new Map([method('a', 'AlphaNet')]);
    expect(mentions('BetaNet beats AlphaNet', grown).map((m) => m.id)).toEqual(['a']);
    grown.set('b', { id: 'b', name: 'BetaNet', aliases: [], own: false, known: false });
    expect(mentions('BetaNet beats AlphaNet', grown).map((m) => m.id)).toEqual(['b', 'a']);
  });
});
