/**
 * A row the transcription check cannot find is left out of the draft; a statement resolved against
 * that row must go with it, as a review line, instead of failing the draft ("audit extract wrote an
 * invalid draft (a bug): statements[43].method: method 'llm-codec' has no row in table 'table-5'",
 * LongCat-Audio-Codec's report, whose row for LLM-Codec prints its frame rate as "8.33+16.67+33.33").
 */
import { describe, expect, it } from 'vitest';
import { parseClaimText } from '../../src/claims/parse.js';
import { extractDraft } from '../../src/extract/draft.js';
import type { InputDoc } from '../../src/extract/types.js';
import { rawTable } from '../helpers/raw-table.js';

const names = { methods: [], datasets: [], subsets: [] };

/** A table as a structure reader hands it over, whose second row is not printed on one line of the text. */
function docWith(prose: string): InputDoc {
  const table = rawTable(
    [['Method', 'BLEU-4', 'CIDEr']],
    [
      ['Mimi', '10.1', '40.2'],
      ['LLM-Codec', '9.5', '38.9'],
      ['Ours', '11.3', '44.7'],
    ],
    { line: 2, caption: 'Table 1: Results on the test set.' },
  );
  const text = ['# Results', 'Table 1: Results on the test set.', '| Method | BLEU-4 | CIDEr |', '| Mimi | 10.1 | 40.2 |', '| LLM-Codec | 9.5 | 3 8.9 |', '| Ours | 11.3 | 44.7 |', '', prose].join('\n');
  return { id: 'paper', file: 'paper.txt', kind: 'paper', text, prose, pdf: false, tables: [table] };
}

describe('extract: a statement about a row left out', () => {
  it('stays as a qualitative statement with a review line, and the draft still parses', () => {
    const prose = 'Ours outperforms LLM-Codec by 15.0% on CIDEr in Table 1.';
    const ex = extractDraft([docWith(prose)], 'toy', names);
    expect(parseClaimText(ex.yaml, 'toy.yaml').ok).toBe(true);
    expect(ex.summary.rowsLeftOut).toBe(1);
    expect(ex.yaml).toMatch(/# review: row 'llm-codec' left out/);
    // kept, as a qualitative statement (counted as not checked), with a review line saying why
    expect(ex.yaml).toMatch(/# review: change claim not resolved \(method 'llm-codec' has no row in table 'table-1'\)/);
    expect(ex.yaml).toMatch(/kind: qualitative\n\s+source: \{ doc: "paper", quote: "Ours outperforms LLM-Codec/);
    expect(ex.yaml).not.toMatch(/^\s+method: llm-codec$/m);
  });

  it('keeps a statement whose rows are all in the draft', () => {
    const ex = extractDraft([docWith('Ours outperforms Mimi by 11.2% on CIDEr in Table 1.')], 'toy', names);
    expect(ex.yaml).not.toMatch(/statement left out/);
    expect(ex.yaml).toMatch(/over: "mimi"/);
  });
});
