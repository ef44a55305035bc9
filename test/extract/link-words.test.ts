/**
 * A bracketed link word after a row's name ("LightGCN [code]", "NGCF [weights] [log]") names the anchor, not the
 * method: the method id leaves it out (docs/extract-readers.md, "Seventh held-out set: link words after a name";
 * GECToR's `BERT <a href=…>[link]</a>` gave methods `bert-link`). Checked on a recommendation README written here,
 * in Markdown and in HTML; a name that is a bracketed word and nothing else keeps it.
 */
import { describe, expect, it } from 'vitest';
import { dropLinkWords } from '../../src/extract/link-words.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { rows: { method?: string; key?: string }[] }[] };
const ids = (d: Draft) => d.tables.flatMap((t) => t.rows.map((r) => r.method ?? r.key));

describe('link words after a row name', () => {
  it('Markdown: `[[code]](…)` after the name is not part of the method id', () => {
    const md = ['# Graph recommenders', '', '## Results on Gowalla', '', '| Model | Recall@20 | NDCG@20 |', '| --- | --- | --- |',
      '| LightGCN [[code]](https://example.org/lg) | 0.1830 | 0.1554 |', '| NGCF [[weights]](https://example.org/w) [[log]](https://example.org/l) | 0.1570 | 0.1327 |', '| MF-BPR | 0.1291 | 0.1109 |'];
    const { draft } = extractMarkdown<Draft>(md);
    expect(ids(draft)).toEqual(['lightgcn', 'ngcf', 'mf-bpr']);
  });

  it('HTML: an anchor `[link]` after the name in a cell is not part of the method id', () => {
    const md = ['# Graph recommenders', '', '## Results on Yelp2018', '', '<table>', '<tr><th>Model</th><th>Recall@20</th><th>NDCG@20</th></tr>',
      '<tr><td>LightGCN <a href="https://example.org/lg">[link]</a></td><td>0.0649</td><td>0.0530</td></tr>',
      '<tr><td>SGL <a href="https://example.org/sgl">[Paper]</a></td><td>0.0675</td><td>0.0555</td></tr>', '</table>'];
    const { draft } = extractMarkdown<Draft>(md);
    expect(ids(draft)).toEqual(['lightgcn', 'sgl']);
  });

  it('Markdown: download anchors named by their host, with a comma between them and an extraction code, leave the name', () => {
    const md = ['# Speech enhancement zoo', '', '## DNS Challenge test set', '', '| Model | PESQ | STOI | Params (M) |', '| --- | --- | --- | --- |',
      '| fullsub_large [[google]](https://example.org/g1), [[baidu(code:ab12)]](https://example.org/b1) | 2.98 | 0.962 | 5.6 |',
      '| fullsub_small [[Google Drive]](https://example.org/g2) \\| [[Baidu Pan (提取码: cd34)]](https://example.org/b2) | 2.85 | 0.955 | 1.2 |'];
    const { draft } = extractMarkdown<Draft>(md);
    expect(ids(draft)).toEqual(['fullsub_large', 'fullsub_small']);
  });

  it('keeps a bracketed word that is the whole name, and a bracket that is not a link word', () => {
    expect(dropLinkWords('[link]')).toBe('[link]');
    expect(dropLinkWords('GRU4Rec [session]')).toBe('GRU4Rec [session]');
    expect(dropLinkWords('BERT4Rec [ Code ] [PDF]')).toBe('BERT4Rec');
    expect(dropLinkWords('Google')).toBe('Google');
    expect(dropLinkWords('GRU4Rec [session], [code]')).toBe('GRU4Rec [session]');
  });
});
