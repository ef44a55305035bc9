/**
 * A comparison table whose first printed row is check marks (the names row lost, as a PDF reader may do):
 * those marks are no result columns, so the table is not drafted as results under the metric of the text
 * around it. Checked on a robot-learning dataset README written here, a field no corpus document comes from.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('a header row of check marks', () => {
  it('makes an attribute table, not results under the lead-in metric', () => {
    const { yaml } = extractMarkdown([
      '# GraspSet',
      '',
      '## Success rate of grasping policies',
      '',
      'We compare GraspSet with earlier robot datasets.',
      '',
      '| Real robot | ✓ | ✗ | ✓ |',
      '| --- | --- | --- | --- |',
      '| Number of episodes | 12000 | 300 | 5000 |',
      '| Number of tasks | 40 | 5 | 12 |',
      '',
      '| Method | Kitchen | Office |',
      '| --- | --- | --- |',
      '| GraspNet | 41.0 | 37.5 |',
      '',
    ]);
    const tables = (parse(yaml) as { tables: { kind: string; columns: { metric?: string }[] }[] }).tables;
    expect(tables.map((t) => t.kind)).toEqual(['attributes', 'results']);
    expect(tables[1]!.columns.map((c) => c.metric)).toEqual(['success-rate', 'success-rate']);
  });
});
