/**
 * Columns under different group headers that name the same metric and split ("ssl" and "fbank" features over
 * "test-clean | test-other" under a WER lead-in; "I" and "II" scenarios over a swept parameter): they were drafted with
 * the same metric and subset, two columns claiming one cell. Each one's group is now its condition, with a review line;
 * columns whose group is the same or absent are left as they were.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { conditionsByGroup } from '../../src/extract/group-condition.js';

interface Draft { tables: { kind: string; columns?: { metric: string; subset?: string; condition?: string }[] }[] }

describe('columns told apart only by their group header', () => {
  it('take the group as their condition (CLI)', () => {
    const md = ['# ASR recipes', '', 'We report the WER (%) of each model.', '',
      '| Model | ssl | | fbank | |', '| --- | --- | --- | --- | --- |', '| | test-clean | test-other | test-clean | test-other |',
      '| CTC | 4.1 | 9.8 | 5.0 | 11.2 |', '| Transducer | 3.6 | 8.9 | 4.4 | 10.1 |'];
    const { draft, yaml } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns?.map((c) => [c.metric, c.subset, c.condition])).toEqual([
      ['wer', 'test-clean', 'ssl'], ['wer', 'test-other', 'ssl'], ['wer', 'test-clean', 'fbank'], ['wer', 'test-other', 'fbank']]);
    expect(yaml).toMatch(/columns with the same metric and subset under different group headers: each group read as the column's condition/);
  });

  it('leaves columns alone when their groups are the same or absent', () => {
    const cols = [{ metric: 'wer', subset: 'test', label: 'A' }, { metric: 'wer', subset: 'test', label: 'B' }];
    expect(conditionsByGroup(cols, () => 'same').columns).toEqual(cols);
    expect(conditionsByGroup(cols, (j) => (j === 0 ? 'x' : '')).columns).toEqual(cols);
    expect(conditionsByGroup(cols, (j) => (j === 0 ? 'Val' : 'Test')).columns.map((c) => c?.condition)).toEqual(['val', 'test']);
  });
});
