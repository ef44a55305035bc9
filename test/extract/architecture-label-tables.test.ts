/**
 * Model-zoo tables whose first column names each row's architecture, "Arch" R18 | R50 | R100 (a face-recognition
 * README, round 23): ResNets, never recall@50 / recall@100. Before, the rows read as metrics, so the table was read
 * transposed (the benchmarks as methods, "R50" as the metric of every value), and with a "Method" column printing one
 * name on every row it became an attribute table. A header "IJBB TAR@FAR=0.01%" names TAR@FAR at that operating point,
 * and a pipe table's second header level printed as its first row may hold a level among its words ("Rank1 | Rank5 | 1%").
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; columns: { metric: string; subset?: string }[]; rows: { label?: string; values: (number | null)[]; settings?: Record<string, string> }[] }[] }

describe('tables whose rows are named by an architecture column', () => {
  it('keeps R50 / R100 rows as rows of results under benchmark columns (CLI)', () => {
    const r = extractMarkdown<Draft>(['# Face verification', '', '| Arch | Dataset | Method | LFW | CFPFP | AGEDB |', '|---|---|---|---|---|---|',
      '| R50 | CASIA-WebFace | Ours | 0.9942 | 0.9641 | 0.9438 |', '| R50 | CASIA-WebFace | (ArcFace) | 0.9945 | 0.9521 | 0.9490 |', '| R100 | MS1MV2 | Ours | 0.9982 | 0.9849 | 0.9805 |', '| R100 | MS1MV2 | (ArcFace) | 0.9982 | NA | NA |', '']);
    const t = r.draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.rows.map((x) => x.values[0])).toEqual([0.9942, 0.9945, 0.9982, 0.9982]);
    expect(t?.columns.map((c) => c.metric)).not.toContain('r@50');
  });

  it('reads "IJBB TAR@FAR=0.01%" as TAR@FAR beside a Method column of one name (CLI)', () => {
    const r = extractMarkdown<Draft>(['# Mixed quality', '', '| Arch | Dataset | Method | IJBB TAR@FAR=0.01% | IJBC TAR@FAR=0.01% |', '|---|---|---|---|---|',
      '| R18 | VGG2 | Ours | 90.67 | 92.95 |', '| R50 | WebFace4M | Ours | 95.44 | 96.98 |', '| R100 | MS1MV2 | Ours | 95.67 | 96.89 |', '']);
    const t = r.draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['tar-at-far', 'tar-at-far']);
    expect(t?.rows.map((x) => x.values)).toEqual([[90.67, 92.95], [95.44, 96.98], [95.67, 96.89]]);
  });

  it('reads a two-level pipe header whose lower level, printed as the first row, holds a level among its words (CLI)', () => {
    const r = extractMarkdown<Draft>(['# Low-quality faces', '', '| | | Sur-to-Single | | | Sur-to-Book | | |', '|---|---|---|---|---|---|---|---|',
      '| Arch | Method | Rank1 | Rank5 | 1% | Rank1 | Rank5 | 1% |', '| R100 | Ours | 71.35 | 76.24 | 59.39 | 71.93 | 76.56 | 59.37 |', '| R100 | (ArcFace) | 57.35 | 64.42 | 41.85 | 57.36 | 64.95 | 41.23 |', '']);
    const t = r.draft.tables[0];
    expect(t?.columns.slice(0, 2).map((c) => [c.metric, c.subset])).toEqual([['r@1', 'sur-to-single'], ['r@5', 'sur-to-single']]);
    expect(t?.rows.map((x) => x.label)).toEqual(['Ours', '(ArcFace)']);
  });
});
