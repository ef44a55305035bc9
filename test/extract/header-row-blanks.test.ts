/**
 * The lower level of a two-level HTML header printed as the first `<tbody>` row, with an empty cell after its words
 * under a column headed once above (src/extract/header-row-blanks.ts). Before, that empty cell made the row a body row:
 * the table became an attribute table (a SLAM leaderboard) or lost its metric names. Checked on a SLAM leaderboard and a
 * super-resolution model zoo written here.
 */
import { describe, expect, it } from 'vitest';
import { wordsBetweenBlanks } from '../../src/extract/header-row-blanks.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { kind: string; columns: { metric?: string; label?: string; subset?: string }[]; rows: { label: string; values: (number | null)[] }[] }[] };

const page = (head: string, sub: string, rows: string[]): string[] => [
  '<html><body><h2>Results</h2>',
  '<table><thead>', head, '</thead><tbody>', sub, ...rows, '</tbody></table></body></html>',
];

describe('a header row in the body with blanks after its words', () => {
  it('reads the words between a corner and trailing blanks', () => {
    expect(wordsBetweenBlanks(['Method/Metric', 'RPE', 'ATE', ''], 3)).toBe(true);
    expect(wordsBetweenBlanks(['', 'PSNR', 'SSIM', '', ''], 2)).toBe(true);
    expect(wordsBetweenBlanks(['A', '', 'B', ''], 2)).toBe(false);
    expect(wordsBetweenBlanks(['A', 'B', '', '', ''], 2)).toBe(false);
  });

  it('keeps the metric row of a SLAM leaderboard with a Download column as the header', () => {
    const d = extractMarkdown<Draft>(
      page(
        '<tr><th>Sequence</th><th colspan="2">seq-00</th><th colspan="2">seq-01</th><th>Download</th></tr>',
        '<tr><td>Method/Metric</td><td>RPE/%</td><td>ATE/m</td><td>RPE/%</td><td>ATE/m</td><td></td></tr>',
        [
          '<tr><td>LIO-SAM</td><td>1.21</td><td>0.352</td><td>1.35</td><td>0.411</td><td><a href="https://example.org/a">traj</a></td></tr>',
          '<tr><td>FAST-LIO2</td><td>1.02</td><td>0.298</td><td>1.18</td><td>0.377</td><td><a href="https://example.org/b">traj</a></td></tr>',
        ],
      ),
      { name: 'index.html' },
    ).draft;
    expect(d.tables[0]?.kind).toBe('results');
    expect(d.tables[0]?.rows.map((r) => `${r.label}: ${r.values.join(' ')}`)).toEqual(['LIO-SAM: 1.21 0.352 1.35 0.411', 'FAST-LIO2: 1.02 0.298 1.18 0.377']);
  });

  it('reads PSNR and SSIM under each dataset of a super-resolution zoo with a Config column', () => {
    const d = extractMarkdown<Draft>(
      page(
        '<tr><th>Model</th><th colspan="2">Set5</th><th colspan="2">Urban100</th><th>Config</th></tr>',
        '<tr><td></td><td>PSNR</td><td>SSIM</td><td>PSNR</td><td>SSIM</td><td></td></tr>',
        [
          '<tr><td>EDSR</td><td>32.46</td><td>0.8968</td><td>26.64</td><td>0.8033</td><td><a href="https://example.org/edsr.py">cfg</a></td></tr>',
          '<tr><td>RCAN</td><td>32.63</td><td>0.9002</td><td>26.82</td><td>0.8087</td><td><a href="https://example.org/rcan.py">cfg</a></td></tr>',
        ],
      ),
      { name: 'index.html' },
    ).draft;
    expect(d.tables[0]?.columns.map((c) => c.metric)).toEqual(['psnr', 'ssim', 'psnr', 'ssim']);
    expect(d.tables[0]?.rows.map((r) => r.label)).toEqual(['EDSR', 'RCAN']);
  });
});
