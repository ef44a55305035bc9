/**
 * A comparison that names the methods and no metric ("Our detector outperforms LaneATT when trained
 * on the full set"): a `comparison` over the performance columns of the table printing both, with a
 * review line; unresolved, a `qualitative` to review; another work's finding or a definition, nothing.
 * And a row marked own in other words than "(Ours)" ("(our method)", "(proposed)"). Sentences written
 * for this test (lane detection); the class was seen in summarization and nurse-rostering documents.
 */
import { describe, expect, it } from 'vitest';
import { cleanLabel } from '../../src/extract/names.js';
import type { Sentence } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';
import type { DraftMethod, DraftResultsTable } from '../../src/extract/types.js';

const m = (id: string, name: string, own = false): DraftMethod => ({ id, name, aliases: [], own, known: true });
const methods = new Map([m('laneatt', 'LaneATT'), m('scnn', 'SCNN'), m('curvelane-ours', 'CurveLane (our method)', cleanLabel('CurveLane (our method)').own)].map((x) => [x.id, x]));
const row = (method: string, label: string, values: string[]) => ({ method, label, values: values.map((n) => ({ n })), review: [] });
const culane: DraftResultsTable = {
  kind: 'results',
  id: 'table-2',
  source: { doc: 'paper', table: 2, section: '4.2 Results on CULane' },
  dataset: 'culane',
  columns: [
    { metric: 'f1', label: 'F1' },
    { metric: 'precision', label: 'Precision' },
    { metric: 'fps', label: 'FPS' },
  ],
  rows: [row('scnn', 'SCNN', ['71.6', '72.5', '7.5']), row('laneatt', 'LaneATT', ['75.1', '78.9', '171']), row('curvelane-ours', 'CurveLane (our method)', ['77.0', '80.2', '150'])],
  review: [],
};
const ctx = { doc: 'paper', tables: [culane], methods };
const s = (text: string, section = '4.2 Results on CULane'): Sentence => ({ text, section, tables: [] });
const fields = (text: string, section?: string) => statementsOf([s(text, section)], ctx).filter((i) => i.section === 'statements');

describe('a comparison naming no metric', () => {
  it('"Our detector outperforms LaneATT when …": a comparison over the table\'s performance columns, with a review line', () => {
    const items = fields('Our detector outperforms LaneATT when trained on the full training set.');
    const cmp = items.filter((i) => i.fields.kind === 'comparison');
    expect(cmp.map((i) => [i.fields.method, i.fields.other, i.fields.relation])).toEqual([['curvelane-ours', 'laneatt', 'better']]);
    expect(cmp[0]?.review.join(' ')).toMatch(/names no metric/);
  });
  it('a method no table prints: a qualitative entry to review, never dropped', () => {
    const items = fields('Our detector clearly outperforms CondLaneNet.');
    expect(items.map((i) => i.fields.kind)).toEqual(['qualitative']);
    expect(items[0]?.review.join(' ')).toMatch(/comparison/);
  });
  it('near misses: another work\'s finding and a definition are no claim', () => {
    expect(fields('PolyLaneNet was shown to outperform SCNN [12].', '2 Related Work')).toEqual([]);
    expect(fields('An IoU above the threshold means the prediction performs better than chance.', '3 Method')).toEqual([]);
  });
});

describe('a row marked own in other words', () => {
  it('"(our method)", "(Our Model)", "(proposed)", "(this work)" mark the row own; a name merely containing "our" does not', () => {
    expect(['CurveLane (our method)', 'Hi (Our Model)', 'X-Net (proposed)', 'Y (this work)'].map((l) => cleanLabel(l).own)).toEqual([true, true, true, true]);
    expect(['Tour-Net', 'Our-Lane v2', 'Z (proposed by Li)'].map((l) => cleanLabel(l).own)).toEqual([false, false, false]);
  });
});
