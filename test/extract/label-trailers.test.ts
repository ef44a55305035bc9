/**
 * What a leaderboard or README prints after a row's name is not part of it (docs/extract-readers.md, "Fourth
 * held-out set: README and HTML layouts"): in an HTML cell, the paper link or citation printed after the
 * organisation under the name (SQuAD's "Retro-Reader (ensemble)" + "Shanghai Jiao Tong University" +
 * "http://arxiv.org/abs/…"); in Markdown, a footnote mark raised after a linked name
 * (`[Deterministic](deterministic.py)<sup>10</sup>`). A protein-function leaderboard and a speech README here.
 */
import { describe, expect, it } from 'vitest';
import { rawTables } from '../../src/extract/doc-builder.js';
import { readHtml } from '../../src/extract/read-html.js';
import { readMarkdown } from '../../src/extract/read-markdown.js';

describe('row names with something printed after them', () => {
  it('HTML: drops the link or citation printed after the organisation under a name', () => {
    const html = `<html><body><h2>Leaderboard</h2><p>Fmax on the GO test set.</p>
<table><tr><th>Rank</th><th>Model</th><th>Fmax</th></tr>
<tr><td></td><td>Human curators<p class="org">UniProt</p><a href="https://example.org/c">(Smith &amp; Lee et al. '21)</a></td><td>0.71</td></tr>
<tr><td>1</td><td><a href="https://example.org/a">FoldGO (ensemble)</a><p class="org">Protein Lab</p><a href="https://arxiv.org/abs/2101.00001">https://arxiv.org/abs/2101.00001</a></td><td>0.66</td></tr>
<tr><td>2</td><td><a href="https://example.org/b">SeqNet</a><p class="org">Bio AI</p></td><td>0.61</td></tr>
<tr><td>3</td><td><a href="https://example.org/d">GO2Vec (single)</a><p class="institution">3rd-lab</p><a href="https://3rd.example.org/">https://3rd.example.org/</a></td><td>0.58</td></tr>
<tr><td>4</td><td><a href="https://example.org/e">ProtT5 probe</a><div>2 layers</div></td><td>0.55</td></tr>
</table></body></html>`;
    const [t] = rawTables('page', readHtml(html));
    // an organisation with a digit counts when its class says so; a block of words with a number and no such class stays
    expect(t?.body.slice(0, 4).map((r) => r[1])).toEqual(['Human curators', 'FoldGO (ensemble)', 'SeqNet', 'GO2Vec (single)']);
    expect(t?.body[4]?.[1]).toMatch(/^ProtT5 probe\s?2 layers$/);
  });

  it('Markdown: drops a footnote mark raised after a linked row name, and keeps R<sup>2</sup> in a header', () => {
    const md = ['# Models', '', '| Model | WER | R<sup>2</sup> |', '| --- | --- | --- |', '| [Conformer](conformer.py)<sup>3</sup> | 4.1 | 0.91 |', '| [Transducer](rnnt.py)<sup>*</sup> | 4.6 | 0.88 |'].join('\n');
    const [t] = rawTables('readme', readMarkdown(md));
    expect(t?.body.map((r) => r[0])).toEqual(['Conformer', 'Transducer']);
    // (round 20: a square raised on a lone letter is the superscript, R², the coefficient of determination; "R 2" read as ROUGE-2)
    expect(t?.header[0]?.[2]).toBe('R²');
  });
});
