/**
 * The committed extraction corpus (test/fixtures/extract-corpus): real public documents nobody on
 * the project wrote, each with a hand-made key. Recall (row + metric + value) and precision must
 * stay at least where they were measured (npm run bench:extract; floors below). Documents whose
 * licence keeps them out of the repository are not part of this test.
 */
import { describe, expect, it } from 'vitest';
import { loadCorpus, runCorpusDoc } from '../../bench/extract-corpus.js';

/** Measured with `npm run bench:extract` on this corpus (recall, precision). */
const floors: Record<string, { recall: number; precision: number }> = {
  'cwkl-readme': { recall: 1, precision: 1 },
  'lavis-img2llm-vqa': { recall: 1, precision: 1 },
  // realdocs documents (docs/extract-corpus.md), measured 2026-11-25 with readers at 4c1bbe1
  'dino-readme': { recall: 1, precision: 1 },
  'fakenews-task1-docs': { recall: 1, precision: 1 },
  'xmodaler-benchmarks-html': { recall: 1, precision: 1 },
  // readme (docs/extract-readers.md "Real documents, third pass"), measured 2026-11-27 with npm run bench:extract:corpus
  'eva-clip-readme': { recall: 1, precision: 1 }, // 96/96, 96/96
  'bge-code-readme': { recall: 1, precision: 1 }, // 90/90, 90/90
  'cleanrl-ddpg-html': { recall: 1, precision: 1 }, // 22/22, 22/22
  'whisper-readme': { recall: 1, precision: 1 }, // 18/18, 18/18
};
/** Known gaps: documents whose key cells are not recovered yet (no floor to hold; the draft must still be valid). */
const gaps = ['lavis-report'];

describe('extract on the committed corpus of real documents', () => {
  const docs = loadCorpus().filter((d) => d.committed);
  it('has every committed document under a floor, with provenance and a key', () => {
    expect(docs.map((d) => d.name).sort()).toEqual([...Object.keys(floors), ...gaps].sort());
    for (const d of docs) {
      expect(d.source.repository).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(d.source.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(d.key.length).toBeGreaterThan(0);
    }
  });
  for (const [name, floor] of Object.entries(floors)) {
    it(`${name}: cells recalled with row + metric + value ≥ ${floor.recall * 100}%, precision ≥ ${floor.precision * 100}%`, () => {
      const doc = docs.find((d) => d.name === name);
      if (!doc) throw new Error(`${name} is not in the corpus`);
      const r = runCorpusDoc(doc);
      expect(r.score.recall, `missed: ${r.score.missed.slice(0, 8).join('; ')}`).toBeGreaterThanOrEqual(floor.recall);
      expect(r.score.precision, `extra: ${r.score.extra.slice(0, 8).join('; ')}`).toBeGreaterThanOrEqual(floor.precision);
    }, 60_000);
  }
});

describe('extract on the corpus documents it does not read yet', () => {
  // LAVIS technical report: Table 7's row headers span blocks (task / dataset / model) with a header
  // row inside each block; the layout reader finds no grid there (0 of 18 key cells, bench:extract)
  it('lavis-report: writes a valid draft all the same', () => {
    const doc = loadCorpus().find((d) => d.name === 'lavis-report');
    if (!doc) throw new Error('lavis-report is not in the corpus');
    expect(runCorpusDoc(doc).reviewLines).toBeGreaterThan(0);
  }, 60_000);
});
