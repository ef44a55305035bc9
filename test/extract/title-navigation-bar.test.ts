/**
 * A README that opens with a navigation bar printed as a pipe table ("[ABSTRACT](/README.md) | [OVERVIEW](…) | …", then
 * a rule row) before its heading (round 20, an operations-research repository's results page): the draft's title was
 * the navigation bar. A table row or a rule is no title; the first line of text after them is.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('the title of a README opening with a navigation bar', () => {
  it('is the first line that is no table row', () => {
    const { draft } = extractMarkdown<{ paper: { title: string } }>([
      '[HOME](/README.md) | [METHOD](/Method/README.md) | [RESULTS](/Results/README.md)',
      '------------- | ------------- | -------------',
      '',
      '# Results on the shift scheduling benchmark',
      '',
      '| Instance | Tabu search | Ours |',
      '| --- | --- | --- |',
      '| Instance 01 | 607 | 607 |',
      '| Instance 02 | 923 | 828 |',
    ]);
    expect(draft.paper.title).toBe('Results on the shift scheduling benchmark');
  });
});
