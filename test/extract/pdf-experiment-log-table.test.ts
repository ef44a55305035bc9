/**
 * A full-page PDF table printed as an experiment log (the form of the twenty-third set's punctuation report, round 22,
 * tried on a speech-enhancement report): each experiment's name on its first row and the run id that produced it
 * ("2021-04-01_10-11-12") on the next, the experiment's number printed alone between the two rows, a Test column,
 * section titles centred over the rows (one under the header, one long one mid-table), and under the last rows a block
 * with columns of its own, the caption below everything. Before: the centred title was read as a third header row,
 * the long title cut the table in two, the grids without a caption of their own stayed text, so no row was drafted.
 * Now: one table, its metrics from the header, the run-id rows named by the experiment above them (the id kept as
 * the setting "run"), the Test column a setting.
 */
import { describe, expect, it } from 'vitest';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

const X = [60, 170, 240, 290, 340];
const row = (y: number, r: readonly string[]): string => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 7);
const number = (y: number, n: string): string => bboxLine(y, [[40, n]], 7);

function draft() {
  return pdfPageDraft([
    row(50, ['Experiment', 'Test', 'PESQ', 'STOI', 'SI-SDR']),
    bboxLine(62, [[100, 'Conv-TasNet encoder with a two layer LSTM mask estimator']], 7),
    row(74, ['Baseline', 'VCTK', '2.91', '0.93', '17.2']),
    number(80, '1'),
    row(86, ['2021-04-01_10-11-12', 'DNS', '2.41', '0.88', '12.5']),
    row(98, ['+ reverb aug', 'VCTK', '2.95', '0.94', '17.8']),
    number(104, '2'),
    row(110, ['2021-04-02_09-00-01', 'DNS', '2.55', '0.89', '13.1']),
    bboxLine(122, [[110, 'Domain adversarial / concat domain logits (VCTK+2 labelled DNS + unlabelled (UL) DNS)']], 7),
    row(134, ['Attn. pool', 'VCTK', '3.01', '0.94', '18.0']),
    number(140, '3'),
    row(146, ['2021-04-03_08-30-00', 'DNS', '2.62', '0.90', '13.9']),
    row(158, ['Token pool', 'VCTK', '2.99', '0.94', '17.9']),
    number(164, '4'),
    row(170, ['2021-04-03_12-00-00', 'DNS', '2.60', '0.90', '13.7']),
    bboxLine(182, [[200, 'Noise types']], 7),
    row(192, ['', '', 'Babble', 'Music', 'Street']),
    row(204, ['Attn. pool', 'DNS', '2.1', '2.3', '2.0']),
    number(210, '5'),
    row(216, ['2021-04-04_11-00-00', 'VCTK', '2.9', '3.0', '2.8']),
    bboxLine(236, [[60, 'Table 1: Study of the enhancement models transferred to the DNS challenge data.']], 8),
  ], 'enh');
}

describe('an experiment log printed as a PDF table', () => {
  it('drafts one results table with the header\'s metrics', () => {
    const t = draft().draft.tables.find((x) => x.source.table === 1);
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.columns.slice(0, 3).map((c) => c.metric)).toEqual(['pesq', 'stoi', 'si-sdr']);
  });

  it('names each run-id row by the experiment above it, the id its run, the Test column a setting', () => {
    const t = draft().draft.tables.find((x) => x.source.table === 1);
    if (t?.kind !== 'results') throw new Error('no results table');
    const rows = t.rows.slice(0, 8);
    expect(rows.map((r) => r.label)).toEqual(['Baseline', 'Baseline', '+ reverb aug', '+ reverb aug', 'Attn. pool', 'Attn. pool', 'Token pool', 'Token pool']);
    expect(rows[1]?.settings).toMatchObject({ run: '2021-04-01_10-11-12', test: 'DNS' });
    expect(rows[0]?.settings).toMatchObject({ test: 'VCTK' });
  });
});
