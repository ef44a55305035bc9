/**
 * A Sphinx-built results page (seen for session-based recommendation, round 18): every heading and table caption ends
 * in a permalink anchor (`<a class="headerlink" href="#metrics">#</a>`), and the tables report Recall@k and MRR@k for
 * k = 1, 5, 10, 20. Before: sections and captions read "Metrics#", and MRR@1 / MRR@5 / MRR@20 were drafted as MRR with
 * the cut-off as a subset ("1", "5", "20"). Now a permalink anchor is no text of the page, and MRR at 1, 5 and 20 are
 * registry metrics (MRR@10 stays `mrr`, as MS MARCO prints it).
 */
import { describe, expect, it } from 'vitest';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; caption?: string; source: { section?: string }; columns: readonly { metric: string; subset?: string }[] }[];
}

describe('a Sphinx results page', () => {
  it('reads MRR at a cut-off as its own metric', () => {
    expect(['MRR@1', 'MRR@5', 'MRR@10', 'MRR@20'].map((h) => metricFor(h))).toEqual(['mrr@1', 'mrr@5', 'mrr', 'mrr@20']);
  });

  it('drops the permalink anchors of headings and captions', () => {
    const { draft } = extractMarkdown<Draft>(
      [
        '<html><body><section><h1>YooChoose<a class="headerlink" href="#yoochoose" title="Link to this heading">#</a></h1>',
        '<section><h2>Session-GRU results<a class="headerlink" href="#session-gru" title="Link to this heading">¶</a></h2>',
        '<table class="docutils"><caption><span class="caption-text">Metrics</span><a class="headerlink" href="#id1" title="Link to this table">#</a></caption>',
        '<thead><tr><th><p>Model</p></th><th><p>Recall@5</p></th><th><p>MRR@5</p></th><th><p>Recall@20</p></th><th><p>MRR@20</p></th></tr></thead>',
        '<tbody><tr><td><p>GRU4Rec</p></td><td><p>0.4012</p></td><td><p>0.2218</p></td><td><p>0.6103</p></td><td><p>0.2431</p></td></tr>',
        '<tr><td><p>NARM</p></td><td><p>0.4240</p></td><td><p>0.2355</p></td><td><p>0.6280</p></td><td><p>0.2562</p></td></tr></tbody></table>',
        '</section></section></body></html>',
      ],
      { name: 'index.html' },
    );
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.caption).toBe('Metrics');
    expect(t?.source.section).toBe('Session-GRU results');
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([
      ['r@5', undefined],
      ['mrr@5', undefined],
      ['r@20', undefined],
      ['mrr@20', undefined],
    ]);
  });
});

describe('a document-dewarping leaderboard', () => {
  it('reads LD / AD beside MS-SSIM, and a data set size in brackets is no part of the subset', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Document dewarping',
      '',
      '<table><thead><tr><th rowspan="2">Method</th><th colspan="3">DocUNet (130)</th><th colspan="3">DIR300 (300)</th></tr>',
      '<tr><th>MS-SSIM↑</th><th>LD↓</th><th>AD↓</th><th>MS-SSIM↑</th><th>LD↓</th><th>AD↓</th></tr></thead>',
      '<tbody><tr><td>DewarpNet</td><td>0.47</td><td>8.39</td><td>0.426</td><td>0.49</td><td>13.94</td><td>0.331</td></tr>',
      '<tr><td>DocTr</td><td>0.51</td><td>7.76</td><td>0.396</td><td>0.62</td><td>7.21</td><td>0.224</td></tr></tbody></table>',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([
      ['ssim', 'docunet'],
      ['local-distortion', 'docunet'],
      ['aligned-distortion', 'docunet'],
      ['ssim', 'dir300'],
      ['local-distortion', 'dir300'],
      ['aligned-distortion', 'dir300'],
    ]);
  });
});
