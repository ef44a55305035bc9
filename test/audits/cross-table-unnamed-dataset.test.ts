/**
 * cross-table compares a method's numbers across the tables of a paper only where the tables say what data they
 * report: two tables whose dataset is not named (`dataset: unknown`, as audit extract drafts them until the user names
 * it) are no evidence of one experiment. Round 23: a gaze paper's "Ours" of model fitting and of regression with 20
 * calibration samples, a label-quality paper's methods under two classifiers, and two listening tests' MOS tables were
 * each reported as "printed differently in different tables", false errors on unreviewed drafts. Named datasets are
 * still compared.
 */
import { describe, expect, it } from 'vitest';
import { checkDraft, extractMarkdown } from '../helpers/extract-markdown.js';

const checked = (doc: readonly string[]) => checkDraft(extractMarkdown(doc).dir);

const table = (caption: string, ours: string, other: string): string[] => [caption, '', '| Method | Angular error ↓ |', '|---|---|', `| Baseline | ${other} |`, `| Ours | ${ours} |`, ''];

describe('cross-table and tables with no dataset named', () => {
  it('does not compare two unnamed tables (CLI)', () => {
    const out = checked(['# Gaze estimation', '', ...table('Table 1: Model-based gaze estimation, mean angular error.', '7.1', '9.7'), ...table('Table 2: Person-specific regression with 20 calibration samples, mean angular error.', '6.2', '8.8')]);
    expect(out.findings.filter((f) => f.check === 'cross-table')).toEqual([]);
  });

  it('still reports one method printed differently on a named dataset (CLI)', () => {
    const out = checked(['# Gaze estimation', '', ...table('Table 1: Mean angular error on MPIIGaze.', '7.1', '9.7'), ...table('Table 2: Comparison with the state of the art on MPIIGaze.', '6.2', '9.7')]);
    expect(out.findings.filter((f) => f.check === 'cross-table').length).toBeGreaterThan(0);
  });
});
