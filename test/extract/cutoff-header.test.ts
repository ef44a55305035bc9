/**
 * A header row of numbers under a name (src/extract/cutoff-header.ts): cut-offs of a metric printed with a
 * placeholder ("HR@K" over 5 | 10 | 20) are one metric each (HR@5 …), the placeholder read from the group cell or,
 * for a one-row header, from the caption / lead-in / section ("Recall@K on AudioCaps:"); a count under the name of
 * what it counts ("Shots" over 1 | 5) gives the subset `shots-1`. Before, the first two were attribute tables (no
 * metric: every cell lost) and the third had subsets `1` and `5`. Checked on a recommendation page, an audio
 * retrieval README and a few-shot audio tagging page written here.
 */
import { describe, expect, it } from 'vitest';
import { cutoffHeaders } from '../../src/extract/cutoff-header.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { kind: string; columns: { metric?: string; id?: string; subset?: string }[]; rows: { label: string; values: (number | null)[] }[] }[] };
const cols = (d: Draft, i = 0): string[] => (d.tables[i]?.kind === 'results' ? d.tables[i].columns.map((c) => `${c.metric}${c.subset ? `/${c.subset}` : ''}`) : ['attributes']);

const recommendation = [
  '<html><body><h1>GraphRec</h1><h2>Top-K recommendation</h2><p>Results on Yelp2018.</p>',
  '<table><thead>',
  '<tr><th rowspan="2">Model</th><th colspan="3">HR@K</th><th colspan="3">NDCG@K</th></tr>',
  '<tr><th>5</th><th>10</th><th>20</th><th>5</th><th>10</th><th>20</th></tr>',
  '</thead><tbody>',
  '<tr><td>LightGCN</td><td>0.0412</td><td>0.0690</td><td>0.1061</td><td>0.0291</td><td>0.0383</td><td>0.0491</td></tr>',
  '<tr><td>GraphRec</td><td>0.0455</td><td>0.0741</td><td>0.1130</td><td>0.0320</td><td>0.0412</td><td>0.0526</td></tr>',
  '</tbody></table></body></html>',
];

const audioRetrieval = (lead: string, head: string): string[] => [
  '# CLAP-R',
  '',
  '## Text-to-audio retrieval',
  '',
  lead,
  '',
  `| Model | ${head} |`,
  '| --- | --- | --- | --- |',
  '| ML-ACT | 33.9 | 69.7 | 82.6 |',
  '| CLAP-R | 36.1 | 71.8 | 84.0 |',
  '',
];

const fewShot = [
  '<html><body><h1>FS-Tag</h1><h2>Few-shot audio tagging</h2><p>Accuracy (%) on ESC-50:</p>',
  '<table>',
  '<tr><th rowspan="2">Method</th><th colspan="2">Shots</th></tr>',
  '<tr><th>1</th><th>5</th></tr>',
  '<tr><td>ProtoNet</td><td>61.2</td><td>79.4</td></tr>',
  '<tr><td>FS-Tag</td><td>66.0</td><td>82.3</td></tr>',
  '</table></body></html>',
];

describe('a header row of numbers under a name', () => {
  it('reads cut-offs under a group that prints the metric with K', () => {
    const { draft } = extractMarkdown<Draft>(recommendation, { name: 'index.html' });
    expect(cols(draft)).toEqual(['r@5', 'r@10', 'r@20', 'ndcg@5', 'ndcg@10', 'ndcg@20']);
    expect(draft.tables[0]?.rows.map((r) => r.values[2])).toEqual([0.1061, 0.113]);
  });

  it('reads cut-offs of a one-row header from the lead-in line, printed bare or as K=', () => {
    for (const head of ['1 | 5 | 10', 'K=1 | K=5 | K=10']) {
      const { draft, yaml } = extractMarkdown<Draft>(audioRetrieval('Recall@K on AudioCaps:', head));
      expect(cols(draft)).toEqual(['r@1', 'r@5', 'r@10']);
      expect(yaml).toMatch(/# review: column 0 "(?:K=)?1": read as Recall@1/);
    }
  });

  it('not when the text names no such metric, nor where the registry lacks the instantiated name', () => {
    expect(cols(extractMarkdown<Draft>(audioRetrieval('Results on AudioCaps:', '1 | 5 | 10')).draft)).toEqual(['attributes']);
    // "Top-K" over 100 | 200 | 400 (epochs): Top-100 is no registry metric, the headers stay as printed
    expect(cutoffHeaders([], ['', '100', '200', '400'], ['Top-K accuracy after N epochs']).leaf).toEqual(['', '100', '200', '400']);
  });

  it('names a count by its group: subsets shots-1 and shots-5, not 1 and 5', () => {
    const { draft } = extractMarkdown<Draft>(fewShot, { name: 'index.html' });
    expect(cols(draft)).toEqual(['accuracy/shots-1', 'accuracy/shots-5']);
  });

  it('is pure: the family leaves the group cell, what is left is the subset', () => {
    const r = cutoffHeaders([['', 'Audio-to-Text R@K', 'Audio-to-Text R@K']], ['', '1', '10'], []);
    expect(r.leaf).toEqual(['', 'R@1', 'R@10']);
    expect(r.groups).toEqual([['', 'Audio-to-Text', 'Audio-to-Text']]);
    // a dataset over numbers is not a count
    expect(cutoffHeaders([['', 'ImageNet', 'ImageNet']], ['', '100', '300'], [], [{ id: 'imagenet', name: 'ImageNet' }]).leaf).toEqual(['', '100', '300']);
  });
});
