/**
 * The paper's own method when no row says "(ours)": the results-table method its prose introduces as
 * its own ("we propose FloodLSTM", "our FloodLSTM"), read for the "our method" / "it" subjects of
 * claims. Two introductions are needed, a tie names none, and a row marked "(ours)" keeps its place.
 * Documents written for this test (hydrology, speech); from the user's side: extract, validate, check.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';
import type { Sentence } from '../../src/extract/sentences.js';
import { ownFromProse } from '../../src/extract/statements-own.js';
import type { DraftMethod, DraftResultsTable } from '../../src/extract/types.js';

const m = (id: string, name: string, own = false): DraftMethod => ({ id, name, aliases: [], own, known: false });
const row = (method: string, label: string, own?: boolean) => ({ method, label, values: [{ n: '0.5' }], review: [], ...(own ? { own } : {}) });
const table = (rows: ReturnType<typeof row>[]): DraftResultsTable => ({ kind: 'results', id: 'table-1', source: { doc: 'p', table: 1 }, dataset: 'camels', columns: [{ metric: 'nse', label: 'NSE' }], rows, review: [] });
const methods = new Map([m('floodlstm', 'FloodLSTM'), m('ealstm', 'EA-LSTM'), m('sac-sma', 'SAC-SMA')].map((x) => [x.id, x]));
const ss = (...texts: string[]): Sentence[] => texts.map((text) => ({ text, tables: [] }));
const t = table([row('sac-sma', 'SAC-SMA'), row('ealstm', 'EA-LSTM'), row('floodlstm', 'FloodLSTM')]);

describe('the own method, from the prose', () => {
  it('introduced twice ("we propose FloodLSTM", "our FloodLSTM"): that row', () => {
    expect(ownFromProse(ss('In this paper we propose FloodLSTM, a recurrent model of streamflow.', 'We compare EA-LSTM and SAC-SMA with our FloodLSTM on 531 basins.'), [t], methods)).toBe('floodlstm');
  });
  it('introduced once, named only as a competitor, or two names introduced alike: none', () => {
    expect(ownFromProse(ss('In this paper we propose FloodLSTM, a recurrent model of streamflow.'), [t], methods)).toBeUndefined();
    expect(ownFromProse(ss('FloodLSTM outperforms EA-LSTM.', 'EA-LSTM [3] was trained on the same basins.'), [t], methods)).toBeUndefined();
    expect(ownFromProse(ss('We propose FloodLSTM and EA-LSTM.', 'Our FloodLSTM and our EA-LSTM share an encoder.'), [t], methods)).toBeUndefined();
  });
  it('"our implementation of EA-LSTM", "our baseline EA-LSTM": another paper\'s method, no own row', () => {
    expect(ownFromProse(ss('We train our implementation of EA-LSTM on 531 basins.', 'Our re-implementation of EA-LSTM matches the published NSE.', 'Our baseline EA-LSTM uses static attributes.'), [t], methods)).toBeUndefined();
  });
  it('a name not printed in any results table is no own row', () => {
    expect(ownFromProse(ss('We propose FloodLSTM.', 'Our FloodLSTM is fast.'), [table([row('sac-sma', 'SAC-SMA'), row('ealstm', 'EA-LSTM')])], methods)).toBeUndefined();
  });
});

const doc = (ownBest: boolean): string =>
  [
    '# Daily streamflow prediction on CAMELS',
    '',
    'We propose FloodLSTM, a recurrent model of daily streamflow. We compare our FloodLSTM with three baselines on the CAMELS basins.',
    '',
    '## Results',
    '',
    'Root mean squared error (RMSE) and mean absolute error (MAE) of daily streamflow on CAMELS:',
    '',
    '| Model | RMSE | MAE |',
    '| --- | --- | --- |',
    '| SAC-SMA | 1.64 | 0.97 |',
    '| VIC | 1.71 | 1.03 |',
    '| EA-LSTM | 1.32 | 0.74 |',
    `| FloodLSTM | ${ownBest ? '1.26 | 0.70' : '1.40 | 0.81'} |`,
    '',
    'Our method outperforms the three baselines on both metrics.',
    '',
  ].join('\n');

interface Draft { statements?: { kind: string; method?: string; tables?: string[] }[] }

describe('audit extract → validate → check, on a README whose table marks no own row', () => {
  it('"Our method outperforms the three baselines": a best statement of FloodLSTM that validates and checks', () => {
    const x = extractMarkdown<Draft>(doc(true), { id: 'streamflow' });
    expect(x.draft.statements?.filter((s) => s.kind === 'best').map((s) => [s.method, s.tables])).toEqual([['floodlstm', ['table-1']]]);
    expectValidates(x.dir, 'streamflow');
    const check = runCli(['check', 'streamflow'], { cwd: x.dir });
    expect(check.stdout).toMatch(/streamflow\s+\(claims\/streamflow\.yaml\): 0 errors/);
  });
  it('the same sentence where FloodLSTM is not best: check says so', () => {
    const x = extractMarkdown<Draft>(doc(false), { id: 'streamflow' });
    expect(x.draft.statements?.filter((s) => s.kind === 'best').map((s) => s.method)).toEqual(['floodlstm']);
    const check = runCli(['check', 'streamflow'], { cwd: x.dir });
    expect(check.stdout).toMatch(/FloodLSTM is strictly best on 0 of 2 columns/);
  });
});
