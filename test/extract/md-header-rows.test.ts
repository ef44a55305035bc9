/**
 * A pipe table's two-level header (src/extract/md-header-rows.ts, read by read-markdown.ts): Markdown has one header
 * row, so a README prints the groups with blank cells for their spans and the lower level as the first body row
 * (`| | AP50 | AP | APr | AP |`). Before, that row was a row with no label (left out, review line) and the table an
 * attribute table of `column 2`, `column 4` …; now it is the header's second level. Checked on an open-vocabulary
 * detection README written here; a section-label row or a header without blank spans is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { pipeHeaderRows } from '../../src/extract/md-header-rows.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { kind: string; columns: { metric?: string; subset?: string }[]; rows: { label: string; values: (number | null)[] }[] }[] };

const readme = [
  '# OVD-X',
  '',
  '## Open-vocabulary detection',
  '',
  'Box AP on the novel classes:',
  '',
  '| Method | OV-COCO | | OV-LVIS | |',
  '| --- | --- | --- | --- | --- |',
  '| | AP50 | AP | APr | AP |',
  '| ViLD | 27.6 | 51.3 | 16.1 | 22.5 |',
  '| OVD-X | 36.6 | 54.1 | 24.0 | 30.2 |',
  '',
];

describe('a pipe table whose first body row is the header\'s second level', () => {
  it('reads the group over each sub-header and keeps every method row', () => {
    const { draft, dir } = extractMarkdown<Draft>(readme);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => `${c.metric}/${c.subset}`)).toEqual(['ap50/ov-coco', 'ap/ov-coco', 'ap-r/ov-lvis', 'ap/ov-lvis']);
    expect(t?.rows.map((r) => r.label)).toEqual(['ViLD', 'OVD-X']);
    expectValidates(dir);
  });

  it('is pure: only under a header with blank spans, a blank corner and words over two or more columns', () => {
    const rows = readme.slice(6, 11).filter((l) => !l.startsWith('| ---')).map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));
    expect(pipeHeaderRows(rows)).toBe(2);
    // a section-label row is a row
    expect(pipeHeaderRows([rows[0] as string[], ['**Supervised**', '', '', '', ''], ...rows.slice(2)])).toBe(1);
    // no blank span in the header: its first body row of words is a row (a method with text cells)
    expect(pipeHeaderRows([['Method', 'COCO', 'LVIS'], ['', 'AP', 'AP'], ['A', '1.0', '2.0']])).toBe(1);
    // no number below: nothing says the words are headers
    expect(pipeHeaderRows([['Method', 'COCO', ''], ['', 'AP', 'AP50'], ['A', 'yes', 'no']])).toBe(1);
  });
});
