/**
 * A saving stated as a share of the whole (issue 25, fifth held-out set: "saving approximately 35% of total
 * training compute" in a reward-model paper was drafted as qualitative): a relative change, lower. With no
 * table holding the compute it stays a quantity whose review line says to make it a change once resolved.
 * Pure, on a sentence of a speech-recognition README.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';

const names = { methods: [], datasets: [], subsets: [] };
const kindsOf = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'saving-')), 'README.md');
  writeFileSync(path, text);
  return extractDraft(readInputs([path]), 'toy', names).draft.items.filter((i) => i.section === 'statements').map((i) => [i.fields.kind, i.fields.what, i.review.join(' ')]);
};

describe('statements: a saving as a share of the whole', () => {
  it('reads "saving approximately 35% of total training compute" as a relative change, lower (a quantity to resolve: no table holds it)', () => {
    const kinds = kindsOf('# Training\n\nChunked attention keeps the word error rate unchanged while saving approximately 35% of total training compute.\n');
    expect(kinds).toHaveLength(1);
    expect(kinds[0]?.[1]).toBe('relative change (%)');
    expect(kinds[0]?.[2]).toMatch(/^lower relative change \(%\) not resolved/);
  });
  it('leaves a share that is not saved alone ("35% of the data")', () => {
    const kinds = kindsOf('# Data\n\nWe keep 35% of the data for validation.\n');
    expect(kinds.map((k) => k[1])).not.toContain('relative change (%)');
  });
});
