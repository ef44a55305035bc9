/**
 * Scoring a draft against a corpus key: row labels compare by letters and digits, and a citation
 * marker printed after a name is not part of it, whichever side keeps it (the PDF reader drops
 * "[20]" from "KAT (Single) [20]"; the lavis-report key keeps it, the realdocs keys do not).
 */
import { describe, expect, it } from 'vitest';
import type { ClaimFile } from '../../src/claims/schema.js';
import { scoreAgainstKey } from '../../src/extract/corpus-key.js';

const draft = {
  tables: [{ kind: 'results', source: { doc: 'paper', table: 7 }, columns: [{ metric: 'accuracy' }], rows: [{ method: 'kat-single', label: 'KAT (Single)', values: [53.1] }, { method: 'janus', label: 'Janus [46]', values: [0.61] }] }],
} as unknown as ClaimFile;

describe('corpus key scoring', () => {
  it('matches a row whose citation marker only one side prints', () => {
    const s = scoreAgainstKey(draft, {
      tables: [{ table: 7, keyed: 'all', where: 'Table 7' }],
      cells: [
        { table: 7, row: 'KAT (Single) [20]', metric: 'accuracy', value: 53.1 },
        { table: 7, row: 'Janus', metric: 'accuracy', value: 0.61 },
      ],
    });
    expect(s.matched).toBe(2);
  });

  it('still tells different rows apart', () => {
    expect(scoreAgainstKey(draft, { tables: [{ table: 7, keyed: 'all', where: 'Table 7' }], cells: [{ table: 7, row: 'KAT (Ensemble) [20]', metric: 'accuracy', value: 53.1 }] }).matched).toBe(0);
  });

  it('counts a metric the draft declares like a registry one when its id is the key\'s, and only then', () => {
    const declared = {
      metrics: [{ id: 'rcc', name: 'Relative Computational Complexity', aliases: ['RCC'], direction: 'neither', scale: 'raw', field: 'other' }],
      tables: [{ kind: 'results', source: { doc: 'readme', table: 2 }, columns: [{ metric: 'rcc' }], rows: [{ method: 'deepar', label: 'DeepAR', values: [313000] }] }],
    } as unknown as ClaimFile;
    const key = (metric: string) => ({ tables: [{ table: 2, keyed: 'all' as const, where: 'Table 2' }], cells: [{ table: 2, row: 'DeepAR', metric, value: 313000 }] });
    expect(scoreAgainstKey(declared, key('rcc')).matched).toBe(1);
    expect(scoreAgainstKey(declared, key('relative-computational-complexity')).matched).toBe(0);
  });
});
