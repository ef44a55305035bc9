/**
 * An attribute table whose first column groups the rows (printed once over its blank continuation rows) and whose
 * second names each row: every row is drafted, keyed by its name, even when a name comes back under another group
 * (the same corpora in each split, the same models at each input size). Found by bench:extract-sweep (a shadow
 * detection README, a tool-use benchmark README), written here in other fields.
 */
import { describe, expect, it } from 'vitest';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables?: { kind: string; columns: { id: string; label: string }[]; rows: { key: string; label: string; values: unknown[] }[] }[] };

describe('extract: an attribute table grouped by its first column', () => {
  it('drafts every row when the names repeat across groups, each group once over its rows', () => {
    const { draft, yaml, dir } = extractMarkdown<Draft>([
      '# Data',
      '',
      '| Split | Corpus | Utterances | Hours | Speakers |',
      '|:---:|:---:|:---:|:---:|:---:|',
      '| train | LibriSpeech | 281241 | 960.9 | 2338 |',
      '|  | TED-LIUM 3 | 268263 | 452.0 | 2028 |',
      '|  | VoxPopuli | 182482 | 543.2 | 1313 |',
      '| test | LibriSpeech | 2620 | 5.4 | 40 |',
      '|  | TED-LIUM 3 | 1155 | 2.6 | 16 |',
      '|  | VoxPopuli | 1842 | 4.9 | 74 |',
      '',
    ]);
    const t = draft.tables?.[0];
    expect(t?.kind).toBe('attributes');
    expect(t?.rows.map((r) => r.label)).toEqual(['LibriSpeech', 'TED-LIUM 3', 'VoxPopuli', 'LibriSpeech', 'TED-LIUM 3', 'VoxPopuli']);
    expect(new Set(t?.rows.map((r) => r.key)).size).toBe(6);
    expect(t?.rows[3]?.values).toEqual(['test', 2620, 5.4, 40]);
    expect(yaml).not.toContain('has no label in the first column');
    expectValidates(dir);
  });

  // (no size column: since round 13 a table of sizes with setting columns beside it is read as costs, a results table)
  it('keeps the first column as the key when a name repeats inside one group (no grouping there)', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Checkpoints',
      '',
      '| Release | Format | Vocab | Downloads |',
      '| --- | --- | --- | --- |',
      '| v1 | fp16 | 32000 | 1200 |',
      '|  | fp16 | 32001 | 800 |',
      '| v2 | int8 | 50257 | 300 |',
      '',
    ]);
    expect(draft.tables?.[0]?.rows.map((r) => r.label)).toEqual(['v1', 'v2']);
  });
});
